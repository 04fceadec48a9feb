import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/**
 * Queues hold real work only (issue #24): on the seeded demo, every item of every production-task
 * queue can be acted on — a slab on a table can be started or completed, a board in second processing
 * has its next craft confirmable, a board in packing is one packing's add accepts (cut, unbroken, not
 * packed, no earlier stage's craft pending, off any rack or on one received at packing).
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  token = (await t.call<{ token: string }>("userAuth/login", { ...DEMO_ADMIN, remember: false })).data.token;
});
afterAll(() => t.close());

const call = <T>(path: string, body: unknown) => t.call<T>(path, body, { token });

interface Item {
  boardId: string;
  code: string;
  craftName: string | null;
}

async function queue(category: "secondProcessing" | "packing") {
  const items: Item[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await call<{ list: Item[]; total: number }>("productionTask/boards", {
      category,
      pageNum,
      pageSize: 200,
    });
    expect(page.code).toBe(1);
    items.push(...page.data.list);
    if (items.length >= page.data.total) return items;
  }
}

/** Board facts the queues must agree with, by id. */
async function facts(ids: string[]) {
  const { rows } = await t.db.query<{
    id: string;
    status: string;
    exception: boolean;
    packed: boolean;
    sealed: boolean;
    pending_before_packing: number;
    trip_stage: string | null;
    trip_state: string | null;
  }>(
    `SELECT b.id, b.status, b.exception, b.packed_at IS NOT NULL AS packed, (b.packed_at IS NOT NULL AND x.sealed_at IS NOT NULL) AS sealed,
            (SELECT count(*)::int FROM project_board_crafts bc JOIN crafts c ON c.id = bc.craft_id
               JOIN workshops w ON w.id = c.workshop_id
              WHERE bc.board_id = b.id AND w.category <> 'packing'
                AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = b.id AND r.seq = bc.seq))
              AS pending_before_packing,
            t.stage AS trip_stage, t.state AS trip_state
       FROM project_boards b LEFT JOIN packing_boxes x ON x.id = b.box_id
       LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
       LEFT JOIN rack_trips t ON t.id = tb.trip_id
      WHERE b.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

describe("the demo's production-task queues", () => {
  it("cutting: every slab on a table can be started or completed", async () => {
    const q = await call<{ tables: { slabs: { barcode: string; status: string }[] }[] }>(
      "productionTask/cutting",
      {},
    );
    const slabs = q.data.tables.flatMap((x) => x.slabs);
    expect(slabs.length).toBeGreaterThan(0);
    for (const s of slabs) {
      const scan = await call<{ kind: string; action: string }>("cutting/scan", { code: s.barcode });
      expect(scan.code, s.barcode).toBe(1);
      expect(scan.data.action, s.barcode).toBe(s.status === "cutting" ? "complete" : "start");
    }
  });

  it("second processing: no board packed, sealed or broken, each one's next craft confirmable", async () => {
    const items = await queue("secondProcessing");
    expect(items.length).toBeGreaterThan(0);
    const f = await facts(items.map((i) => i.boardId));
    for (const i of items) {
      const b = f.get(i.boardId)!;
      expect({
        code: i.code,
        packed: b.packed,
        sealed: b.sealed,
        broken: b.exception,
        cut: b.status,
      }).toEqual({
        code: i.code,
        packed: false,
        sealed: false,
        broken: false,
        cut: "done",
      });
      const pending = await call<{
        boards: { boardId: string; canConfirm: boolean; next: { craftName: string }[] }[];
      }>("craftWork/pending", { code: i.code });
      const board = pending.data.boards.find((x) => x.boardId === i.boardId);
      expect(board?.canConfirm, i.code).toBe(true);
      expect(board?.next[0]?.craftName, i.code).toBe(i.craftName);
    }
  });

  it("packing: every board can go into a box now", async () => {
    const items = await queue("packing");
    expect(items.length).toBeGreaterThan(0);
    const f = await facts(items.map((i) => i.boardId));
    for (const i of items) {
      const b = f.get(i.boardId)!;
      const onRackElsewhere =
        b.trip_stage !== null && !(b.trip_stage === "packing" && b.trip_state === "received");
      expect({
        code: i.code,
        packed: b.packed,
        broken: b.exception,
        cut: b.status,
        pending: b.pending_before_packing,
        onRackElsewhere,
      }).toEqual({
        code: i.code,
        packed: false,
        broken: false,
        cut: "done",
        pending: 0,
        onRackElsewhere: false,
      });
    }
  });

  it("never seals a board with crafts pending", async () => {
    const { rows } = await t.db.query(
      `SELECT b.code FROM project_boards b JOIN packing_boxes x ON x.id = b.box_id
        WHERE x.sealed_at IS NOT NULL AND b.packed_at IS NOT NULL
          AND EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = b.id
                        AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = b.id AND r.seq = bc.seq))`,
    );
    expect(rows).toEqual([]);
  });
});
