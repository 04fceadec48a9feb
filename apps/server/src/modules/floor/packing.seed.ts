import type { Db, Queryable } from "../../db/db.ts";
import type { SeedContext } from "../../db/seed.ts";
import { type MemberCtx, memberActor } from "../../lib/context.ts";
import * as repo from "./packing.repository.ts";
import * as packing from "./packing.service.ts";

/** What the seed has no use for (logger, configuration, jobs, secrets, SMS): the packing services never read them. */
const absent = new Proxy(
  {},
  {
    get: (_t, key) => {
      throw new Error(`the demo seed has no ${String(key)}`);
    },
  },
) as never;

/**
 * A packing service's context inside the seed's transaction: its `tx` runs in that transaction, the
 * clock stands at `at`, the actor is the operator acting (no member row is read).
 */
function seedCtx(q: Queryable, orgId: string, userId: string, at: Date): MemberCtx {
  const db: Db = {
    kind: "pglite",
    query: (sql, params) => q.query(sql, params),
    exec: (sql) => q.exec(sql),
    execute: (sql, params) => q.query(sql, params),
    tx: (fn) => fn(q),
    close: async () => {},
  };
  return {
    db,
    actor: memberActor({ userId, orgId, memberId: "" }),
    lang: "zh-CN",
    clock: { now: () => at },
    log: absent,
    config: absent,
    jobs: absent,
    secrets: absent,
    sms: absent,
  };
}

/** The demo's project in production (project.seed.ts): its boxes show every packing state. */
const PROJECT_NO = "XM-2025-009";

/**
 * Demo data of packing (docs/api-floor.md "Packing"), through the service as the floor's operators
 * would (张伟 packs, 李明 seals and reopens), after the rack and craft seeds: in the in-production
 * project's packing-list boxes, a sealed box and a box sealed then reopened with its reason, both from
 * loose boards (those whose crafts are done first, then boards without crafts), a box being packed
 * within the last hour from the rack received at packing (its boards unload as the service does; the
 * rack keeps its last board, so the demo still shows a rack waiting at packing), the others empty.
 */
export async function seedPacking(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId } = ctx;
  const boxes = await repo.projectBoxes(q, orgId, PROJECT_NO);
  if (boxes.length < 4) return;
  const candidates = await repo.packableBoards(q, boxes[0]!.project_id);
  const ops = await q.query<{ id: string }>(
    "SELECT id FROM users WHERE phone IN ('13800000003', '13800000002') ORDER BY phone DESC",
  );
  const packer = { orgId, userId: ops.rows[0]?.id ?? adminUserId };
  const lead = { orgId, userId: ops.rows[1]?.id ?? packer.userId };
  // The packing list decides the box: each box takes only boards listed for it (or on no list).
  const fits = (boxId: string) => candidates.filter((b) => b.box_id === boxId || b.box_id === null);
  const looseOf = (boxId: string) =>
    fits(boxId)
      .filter((b) => b.trip_id === null)
      .sort((a, b) => Number(b.crafts) - Number(a.crafts))
      .map((b) => b.id);
  const fromRacksOf = (boxId: string) => {
    const trips = new Map<string, string[]>();
    for (const b of candidates) if (b.trip_id) trips.set(b.trip_id, [...(trips.get(b.trip_id) ?? []), b.id]);
    const fit = new Set(fits(boxId).map((b) => b.id));
    // The rack keeps its last board, so the demo still shows a rack waiting at packing.
    return [...trips.values()].flatMap((ids) => ids.slice(0, -1)).filter((id) => fit.has(id));
  };

  const as = (a: { orgId: string; userId: string }, when: Date) => seedCtx(q, a.orgId, a.userId, when);
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * 3_600_000);
  const pack = async (boxId: string, ids: string[], hoursAgo: number) => {
    if (ids.length === 0) return undefined;
    return (await packing.addBoards(as(packer, at(hoursAgo)), { boxId, boardIds: ids })).version;
  };
  // A box sealed (short), one reopened (back to packing, with its reason), one packing, the rest to
  // pack: the first boxes (by box no.) whose packing lists name enough packable boards.
  const left = [...boxes];
  const take = (fit: (id: string) => boolean) => {
    const i = Math.max(
      0,
      left.findIndex((x) => fit(x.id)),
    );
    return left.splice(i, 1)[0]!;
  };
  const sealed = take((id) => looseOf(id).length >= 3);
  const reopened = take((id) => looseOf(id).length >= 2);
  const open = take((id) => fromRacksOf(id).length > 0 || looseOf(id).length > 0);
  // Sealed short, by the lead's explicit confirmation: the rest of its list is not cut yet.
  let v = await pack(sealed.id, looseOf(sealed.id).slice(0, 3), 30);
  if (v) await packing.sealBox(as(lead, at(29)), { boxId: sealed.id, version: v, confirmShort: true });
  v = await pack(reopened.id, looseOf(reopened.id).slice(0, 2), 26);
  if (v) {
    v = (await packing.sealBox(as(lead, at(25)), { boxId: reopened.id, version: v, confirmShort: true }))
      .version;
    await packing.reopenBox(as(lead, at(5)), {
      boxId: reopened.id,
      version: v,
      reason: "客户要求更换一块崩边的板 / Client asked to replace a chipped board",
    });
  }
  const fromRacks = fromRacksOf(open.id);
  await pack(open.id, fromRacks.length > 0 ? fromRacks.slice(0, 2) : looseOf(open.id).slice(0, 1), 1);
}
