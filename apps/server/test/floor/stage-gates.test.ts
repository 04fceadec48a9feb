import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject } from "../production/cutting-factories.ts";
import { boardWithCrafts, insertCraft, insertWorkshop, rackOnTrip } from "./craft-factories.ts";
import { insertBox } from "./floor-factories.ts";

/**
 * Stage gates (issue #24, docs/api-floor.md "Stage gates"): a rack does not leave a stage while a board
 * on it has that stage's crafts pending; the refusal names boards and crafts in both languages; the
 * ways out are crafts done here (in the chosen workshop) or the boards unloaded with a reason (audited);
 * a board the gates let through is packable.
 */

let t: TestApp;
let token: string;
let orgId: string;
let edgeShop: string;
let secondShop: string;
let craft: { edge: string; groove: string; label: string };
let rackNo = 7100;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  edgeShop = await insertWorkshop(t.db, orgId, "磨边车间");
  secondShop = await insertWorkshop(t.db, orgId, "二次加工车间二");
  const packShop = await insertWorkshop(t.db, orgId, "包装车间二", "packing");
  craft = {
    edge: await insertCraft(t.db, orgId, { name: "磨边", workshopId: edgeShop, priceFen: 100 }),
    groove: await insertCraft(t.db, orgId, { name: "开槽", workshopId: secondShop, priceFen: 200 }),
    label: await insertCraft(t.db, orgId, { name: "贴标", workshopId: packShop, priceFen: 50 }),
  };
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang = "zh-CN") =>
  t.call<T>(path, body, { token, lang });

interface Gate {
  stage: string;
  version: number;
  pending: { boardId: string; code: string; crafts: { craftName: string; workshopName: string }[] }[];
  workshops: { workshopId: string; workshopName: string; boardIds: string[]; crafts: string[] }[];
}

/** A rack received at second processing with: A (磨边 then 开槽), B (磨边), C (no craft). */
async function rackAtSecondProcessing() {
  const { projectId, planeId } = await newProject(t, orgId);
  const a = await boardWithCrafts(t, {
    orgId,
    projectId,
    planeId,
    crafts: [{ craftId: craft.edge }, { craftId: craft.groove }, { craftId: craft.label }],
  });
  const b = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [{ craftId: craft.edge }] });
  const c = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [] });
  const number = ++rackNo;
  const trip = await rackOnTrip(t.db, {
    orgId,
    projectId,
    planeId,
    number,
    stage: "secondProcessing",
    state: "received",
    boardIds: [a.boardId, b.boardId, c.boardId],
  });
  return { projectId, planeId, a, b, c, code: `RK${number}`, ...trip };
}

describe("the gate out of a stage", () => {
  it("refuses to circulate while boards have crafts of the stage pending, naming boards and crafts in both languages", async () => {
    const r = await rackAtSecondProcessing();
    const zh = await call("rackTrip/circulate", { tripId: r.tripId, version: 1 });
    expect(zh).toMatchObject({
      code: 1003,
      msg: `铁架 ${r.code} 还有「二次加工」的工序未完成，不能流转：${r.a.code}（磨边、开槽）；${r.b.code}（磨边）。请先在此完成工序，或卸下这些工程板（需填写原因）`,
      data: {
        from: "received",
        action: "circulate",
        stage: "secondProcessing",
        boards: [
          { boardId: r.a.boardId, code: r.a.code, crafts: ["磨边", "开槽"] },
          { boardId: r.b.boardId, code: r.b.code, crafts: ["磨边"] },
        ],
      },
    });
    const en = await call("rackTrip/circulate", { tripId: r.tripId, version: 1 }, "en-US");
    expect(en.msg).toBe(
      `Rack ${r.code} cannot leave Second processing: work of this stage is pending on ${r.a.code} (磨边, 开槽); ${r.b.code} (磨边). Do those crafts here first, or unload those boards (with a reason)`,
    );
    // Nothing moved.
    const trip = await t.db.query("SELECT stage, state, version FROM rack_trips WHERE id = $1", [r.tripId]);
    expect(trip.rows[0]).toEqual({ stage: "secondProcessing", state: "received", version: 1 });
  });

  it("lets the rack go once the crafts are done here, in the workshop chosen for each", async () => {
    const r = await rackAtSecondProcessing();
    let gate = await call<Gate>("rackTrip/gate", { tripId: r.tripId });
    expect(gate.code).toBe(1);
    expect(gate.data.pending.map((p) => [p.code, p.crafts.map((c) => c.craftName)])).toEqual([
      [r.a.code, ["磨边", "开槽"]],
      [r.b.code, ["磨边"]],
    ]);
    expect(gate.data.workshops).toEqual([
      {
        workshopId: edgeShop,
        workshopName: "磨边车间",
        boardIds: [r.a.boardId, r.b.boardId],
        crafts: ["磨边"],
      },
    ]);
    // The edge workshop first: both boards' 磨边.
    const first = await call<{ records: { craftName: string }[] }>("craftWork/confirm", {
      workshopId: edgeShop,
      boardIds: gate.data.workshops[0]!.boardIds,
    });
    expect(first.data.records.map((x) => x.craftName)).toEqual(["磨边", "磨边"]);
    const still = await call("rackTrip/circulate", { tripId: r.tripId, version: 1 });
    expect(still.code).toBe(1003);
    expect(still.msg).toContain(`${r.a.code}（开槽）`);
    expect(still.msg).not.toContain(r.b.code);
    gate = await call<Gate>("rackTrip/gate", { tripId: r.tripId });
    expect(gate.data.workshops).toEqual([
      { workshopId: secondShop, workshopName: "二次加工车间二", boardIds: [r.a.boardId], crafts: ["开槽"] },
    ]);
    // Then the other workshop, chosen for the board that waits there.
    const second = await call("craftWork/confirm", { workshopId: secondShop, boardIds: [r.a.boardId] });
    expect(second.code).toBe(1);
    expect((await call<Gate>("rackTrip/gate", { tripId: r.tripId })).data.pending).toEqual([]);
    const go = await call("rackTrip/circulate", { tripId: r.tripId, version: 1 });
    expect(go).toMatchObject({ code: 1, data: { state: "inTransit", stage: "packing" } });
    // The packing craft (贴标) waits for the packing stage: the board that passed the gate is packable.
    const recv = await call<{ version: number }>("rackTrip/receive", { tripId: r.tripId, version: 2 });
    expect(recv.code).toBe(1);
    const boxId = await insertBox(t, orgId, r.projectId);
    const packed = await call<{ added: { code: string }[]; refused: unknown[] }>("packing/add", {
      boxId,
      boardCodes: [r.a.code, r.b.code, r.c.code],
    });
    expect(packed.data.refused).toEqual([]);
    expect(packed.data.added.map((x) => x.code).sort()).toEqual([r.a.code, r.b.code, r.c.code].sort());
  });

  it("lets the rest go once the waiting boards are unloaded with a reason, audited", async () => {
    const r = await rackAtSecondProcessing();
    const noReason = await call("rackTrip/unloadBoards", {
      tripId: r.tripId,
      version: 1,
      boardIds: [r.a.boardId, r.b.boardId],
      reason: " ",
    });
    expect(noReason.code).toBe(1001);
    const all = await call("rackTrip/unloadBoards", {
      tripId: r.tripId,
      version: 1,
      boardIds: [r.a.boardId, r.b.boardId, r.c.boardId],
      reason: "返工",
    });
    expect(all).toMatchObject({
      code: 1003,
      msg: `铁架 ${r.code} 上的工程板不能全部卸下：整架请用「拆架」或「取消」`,
    });
    const other = await rackAtSecondProcessing();
    const notOn = await call(
      "rackTrip/unloadBoards",
      { tripId: r.tripId, version: 1, boardIds: [other.a.boardId], reason: "返工" },
      "en-US",
    );
    expect(notOn).toMatchObject({ code: 1003, msg: `Board ${other.a.code} is not on rack ${r.code}` });

    const out = await call("rackTrip/unloadBoards", {
      tripId: r.tripId,
      version: 1,
      boardIds: [r.a.boardId, r.b.boardId],
      reason: "边口崩角，返磨边车间",
    });
    expect(out).toMatchObject({
      code: 1,
      data: { version: 2, state: "received", stage: "secondProcessing", boards: 1, areaMm2: 1200 * 600 },
    });
    const audit = await t.db.query<{ action: string; detail: { reason: string; codes: string[] } }>(
      "SELECT action, detail FROM audit_log WHERE entity = 'rackTrip' AND entity_id = $1",
      [r.tripId],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: "unload",
      detail: { reason: "边口崩角，返磨边车间", codes: [r.a.code, r.b.code].sort() },
    });
    const detail = await call<{ boards: { code: string }[]; events: { action: string; boards: number }[] }>(
      "rackTrip/detail",
      { rackId: r.rackId },
    );
    expect(detail.data.boards.map((b) => b.code)).toEqual([r.c.code]);
    expect(detail.data.events[0]).toMatchObject({ action: "unload", boards: 2 });
    const go = await call("rackTrip/circulate", { tripId: r.tripId, version: 2 });
    expect(go).toMatchObject({ code: 1, data: { state: "inTransit", stage: "packing" } });
    // The unloaded boards wait in the second-processing queue, off any rack.
    const queue = await call<{ list: { boardId: string }[] }>("productionTask/boards", {
      category: "secondProcessing",
      pageSize: 200,
    });
    expect(queue.data.list.map((b) => b.boardId)).toEqual(expect.arrayContaining([r.a.boardId, r.b.boardId]));
  });

  it("answers 1002 for another enterprise's trip", async () => {
    const stranger = await createUser(t);
    await createOrg(t, stranger);
    const r = await rackAtSecondProcessing();
    const res = await t.call("rackTrip/gate", { tripId: r.tripId }, { token: await login(t, stranger) });
    expect(res.code).toBe(1002);
  });
});
