import type { BrowserContext } from "playwright-core";

/**
 * Stage gates in browser tests (issue #24): a rack brought to second processing through the API with
 * boards that still wait for crafts there — one whose crafts lie in two workshops when the demo has
 * one — and a board with no craft, so unloading the waiting ones leaves the rack something to carry.
 */

interface Loadable {
  boardId: string;
  code: string;
  planeId: string;
  crafts: number;
}
interface Pending {
  boards: { boardId: string; lineCount: number; doneCount: number; next: { workshopId: string }[] }[];
}

async function call<T>(
  s: { context: BrowserContext; token: string },
  path: string,
  body: unknown,
): Promise<T> {
  const res = await s.context.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${s.token}` },
  });
  const env = (await res.json()) as { result: boolean; data: T; msg: string; code: number };
  if (!env.result) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

/** Generates `rackCode` with waiting boards and one without crafts, and takes it to second processing. */
export async function rackWaitingAtSecondProcessing(
  s: { context: BrowserContext; token: string },
  rackCode: string,
): Promise<{ tripId: string; waiting: string[]; free: string }> {
  const loadable = await call<Loadable[]>(s, "/rackTrip/loadable", {});
  const byPlane = new Map<string, Loadable[]>();
  for (const b of loadable) byPlane.set(b.planeId, [...(byPlane.get(b.planeId) ?? []), b]);
  // Per plane (with a board free of crafts), up to 12 boards with crafts and where each waits next.
  // A plane without a board free of crafts lends one of its own, its crafts done first (as the
  // workshops would have), when another test of the file took the demo's free board.
  let best: { waiting: Loadable[]; free: Loadable; clear: boolean; score: number } | undefined;
  for (const plane of byPlane.values()) {
    const crafted = plane.filter((x) => x.crafts > 0);
    const free = plane.find((b) => b.crafts === 0) ?? (crafted.length > 2 ? crafted.pop() : undefined);
    if (!free) continue;
    const clear = free.crafts > 0;
    const next = new Map<Loadable, { shop: string; twoShops: boolean }>();
    for (const b of crafted.slice(0, 12)) {
      const p = await call<Pending>(s, "/craftWork/pending", { code: b.code });
      const board = p.boards.find((x) => x.boardId === b.boardId);
      if (!board?.next[0]) continue;
      next.set(b, {
        shop: board.next[0].workshopId,
        twoShops: board.lineCount - board.doneCount > board.next.length,
      });
    }
    const boards = [...next.keys()];
    // Best: a board waiting in two workshops beside one waiting elsewhere (so the operator chooses).
    const a = boards.find((b) => next.get(b)!.twoShops) ?? boards[0];
    if (!a) continue;
    const b =
      boards.find((x) => x !== a && next.get(x)!.shop !== next.get(a)!.shop) ?? boards.find((x) => x !== a);
    const waiting = b ? [a, b] : [a];
    const score =
      (next.get(a)!.twoShops ? 1 : 0) +
      (b && next.get(b)!.shop !== next.get(a)!.shop ? 2 : 0) +
      (clear ? 0 : 4);
    if (!best || score > best.score) best = { waiting, free, clear, score };
    if (score === 7) break;
  }
  if (!best) throw new Error("no plane with boards waiting for crafts beside a board without any");
  const { waiting, free } = best;
  for (let i = 0; best.clear && i < 8; i++) {
    const p = await call<Pending>(s, "/craftWork/pending", { code: free.code });
    const shop = p.boards.find((x) => x.boardId === free.boardId)?.next[0]?.workshopId;
    if (!shop) break;
    await call(s, "/craftWork/confirm", { workshopId: shop, boardIds: [free.boardId] });
  }
  const { rackId } = await call<{ rackId: string }>(s, "/rackTrip/byCode", { code: rackCode });
  const gen = await call<{ tripId: string; version: number }>(s, "/rackTrip/generate", {
    rackId,
    boardIds: [...waiting, free].map((b) => b.boardId),
  });
  let version = gen.version;
  let stage = "cutting";
  for (let i = 0; i < 3 && stage !== "secondProcessing"; i++) {
    const moved = await call<{ version: number; stage: string }>(s, "/rackTrip/circulate", {
      tripId: gen.tripId,
      version,
    });
    const got = await call<{ version: number }>(s, "/rackTrip/receive", {
      tripId: gen.tripId,
      version: moved.version,
    });
    version = got.version;
    stage = moved.stage;
  }
  return { tripId: gen.tripId, waiting: waiting.map((b) => b.code), free: free.code };
}

/**
 * Moves a demo craft to another workshop (through the craft master data, as a manager would), so the
 * demo's boards with 磨边 then 倒角 wait in two workshops: the station must then ask where to work.
 */
export async function moveCraft(
  s: { context: BrowserContext; token: string },
  craftName: string,
  workshopName: string,
): Promise<void> {
  const crafts = await call<{
    list: {
      craftId: string;
      name: string;
      priority: number;
      process: string;
      classNo: string;
      unitPrice: string;
      pricingUnit: string;
      note: string;
      version: number;
    }[];
  }>(s, "/craft/list", { pageSize: 100 });
  const c = crafts.list.find((x) => x.name === craftName)!;
  const shops = await call<{ workshopId: string; name: string }[]>(s, "/workshop/options", {});
  const w = shops.find((x) => x.name === workshopName)!;
  await call(s, "/craft/update", {
    craftId: c.craftId,
    priority: c.priority,
    name: c.name,
    process: c.process,
    classNo: c.classNo,
    workshopId: w.workshopId,
    unitPrice: c.unitPrice,
    pricingUnit: c.pricingUnit,
    note: c.note,
    version: c.version,
  });
}
