import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { slabVersion } from "../inventory/inventory-factories.ts";
import { insertDevice, insertIssuedPlan, newProject, slabWithBoards } from "./cutting-factories.ts";

/** The production tasks' queues (menu 2400): cutting per device table, second processing, packing. */

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
});
afterAll(() => t.close());

interface Queue {
  tables: {
    deviceCode: string;
    tableSide: "A" | "B" | null;
    slabs: { slabId: string; status: string; planNo: string | null; seq: number | null; boards: unknown[] }[];
  }[];
}

const call = <T>(path: string, body: unknown) => t.call<T>(path, body, { token });

describe("cutting queue", () => {
  it("lists every device table with its slabs: the one being cut first, then plan order, then pick time", async () => {
    const d1 = await insertDevice(t.db, orgId, "Q-01");
    await insertDevice(t.db, orgId, "Q-02");
    const { projectId, planeId } = await newProject(t, orgId);
    const mk = (tableSide: "A" | "B", boards = 1) =>
      slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId: d1, tableSide, boards });
    const picked = await mk("A");
    const second = await mk("A", 2);
    const first = await mk("A");
    const cutting = await mk("A");
    const onB = await mk("B");
    // Picked long ago (no plan): after the planned ones.
    await t.db.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, created_at)
       VALUES ($1, $2, 'slab', $3, 'pick', 'toPick', 'toCut', now() - interval '1 day')`,
      [orgId, userId, picked.slabId],
    );
    await insertIssuedPlan(t.db, orgId, d1, [first.slabId, second.slabId]);
    await call("cutting/start", { slabId: cutting.slabId, version: await slabVersion(t, cutting.slabId) });
    const q = await call<Queue>("productionTask/cutting", {});
    expect(q.code).toBe(1);
    expect(q.data.tables.map((x) => `${x.deviceCode}/${x.tableSide}`)).toEqual([
      "Q-01/A",
      "Q-01/B",
      "Q-02/A",
      "Q-02/B",
    ]);
    const a = q.data.tables[0]!.slabs;
    expect(a.map((s) => s.slabId)).toEqual([cutting.slabId, first.slabId, second.slabId, picked.slabId]);
    expect(a[1]).toMatchObject({ status: "toCut", seq: 1, planNo: expect.stringMatching(/^PP-/) });
    expect(a[2]!.boards).toHaveLength(2);
    expect(q.data.tables[1]!.slabs.map((s) => s.slabId)).toEqual([onB.slabId]);
    expect(q.data.tables[2]!.slabs).toEqual([]);
    // One device only.
    const one = await call<Queue>("productionTask/cutting", { deviceId: d1 });
    expect(one.data.tables).toHaveLength(2);
    // Completed slabs leave the queue.
    await call("cutting/complete", { slabId: cutting.slabId, version: await slabVersion(t, cutting.slabId) });
    const after = await call<Queue>("productionTask/cutting", { deviceId: d1 });
    expect(after.data.tables[0]!.slabs.map((s) => s.slabId)).toEqual([
      first.slabId,
      second.slabId,
      picked.slabId,
    ]);
    const counts = await call<{ cutting: number }>("productionTask/counts", {});
    expect(counts.data.cutting).toBe(4);
  });
});

describe("second processing and packing", () => {
  it("list cut boards by their next craft's workshop, and the ones with no craft left to pack", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const ws = await t.db.query<{ id: string; category: string }>(
      "SELECT id, category FROM workshops WHERE org_id = $1 AND is_default",
      [orgId],
    );
    const wsOf = (c: string) => ws.rows.find((r) => r.category === c)!.id;
    const craft = async (name: string, priority: number, workshopId: string) =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen) VALUES ($1, $2, $3, $4, 100) RETURNING id`,
          [orgId, priority, name, workshopId],
        )
      ).rows[0]!.id;
    const edge = await craft("磨边", 1, wsOf("secondProcessing"));
    const hole = await craft("开孔", 2, wsOf("secondProcessing"));
    const label = await craft("贴标", 3, wsOf("packing"));
    const s = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId: null, boards: 5 });
    const [b1, b2, b3, b4, b5] = s.boardIds as [string, string, string, string, string];
    const addCrafts = async (board: string, crafts: string[]) => {
      for (const [i, c] of crafts.entries())
        await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, $2, $3)", [
          board,
          i + 1,
          c,
        ]);
    };
    await addCrafts(b1, [edge, hole]);
    await addCrafts(b2, [hole]);
    await addCrafts(b3, [label]); // next craft in a packing workshop: done with the packing, so packable
    // b4: no craft, cut → packing; b5: no craft but not cut yet → nowhere.
    await t.db.query("UPDATE project_boards SET status = 'done' WHERE id = ANY($1::uuid[])", [
      [b1, b2, b3, b4],
    ]);
    const second = await call<{
      list: { boardId: string; craftName: string }[];
      total: number;
      groups: { craftName: string; count: number }[];
    }>("productionTask/boards", { category: "secondProcessing" });
    expect(second.data.list.map((b) => [b.boardId, b.craftName])).toEqual([
      [b1, "磨边"],
      [b2, "开孔"],
    ]);
    expect(second.data.groups.map((g) => [g.craftName, g.count])).toEqual([
      ["磨边", 1],
      ["开孔", 1],
    ]);
    const byCraft = await call<{ list: { boardId: string }[] }>("productionTask/boards", {
      category: "secondProcessing",
      craftId: hole,
    });
    expect(byCraft.data.list.map((b) => b.boardId)).toEqual([b2]);
    const projectNo = (
      await t.db.query<{ project_no: string }>("SELECT project_no FROM projects WHERE id = $1", [projectId])
    ).rows[0]!.project_no;
    const packing = await call<{ list: { boardId: string }[]; total: number }>("productionTask/boards", {
      category: "packing",
      keyword: projectNo,
    });
    expect(packing.data.list.map((b) => b.boardId)).toEqual([b3, b4]);
    expect(packing.data.list.map((b) => b.boardId)).not.toContain(b5);
    const counts = await call<{ secondProcessing: number; packing: number }>("productionTask/counts", {});
    const allPacking = await call<{ total: number }>("productionTask/boards", { category: "packing" });
    expect(counts.data).toMatchObject({ secondProcessing: 2, packing: allPacking.data.total });
    expect((await call("productionTask/boards", { category: "cutting" })).code).toBe(1001);
  });
});
