import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject } from "../production/cutting-factories.ts";
import { boardWithCrafts, insertCraft, insertWorkshop, rackOnTrip } from "./craft-factories.ts";

/**
 * The reinforcement gate checks something real (issue #24, docs/api-floor.md "Stage gates"): a board
 * needs reinforcement when it carries a craft of a reinforcement workshop; its craft record, done when
 * scanned at the reinforcement stage, is the record that it was reinforced. A rack leaving reinforcement
 * with such a board not done is refused naming it (later stages' crafts wait for their own stage);
 * done (the whole rack at once, at the station), the rack goes on.
 */

let t: TestApp;
let token: string;
let orgId: string;
let reinforceShop: string;
let craft: { net: string; edge: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  // A workshop of the reinforcement category, made as a user makes it.
  const made = await call<{ workshopId: string }>("workshop/create", {
    category: "reinforcement",
    name: "加固车间",
    code: "RNF-01",
  });
  expect(made.result).toBe(true);
  reinforceShop = made.data.workshopId;
  const edgeShop = await insertWorkshop(t.db, orgId, "磨边车间");
  craft = {
    net: await insertCraft(t.db, orgId, { name: "背网", workshopId: reinforceShop, priceFen: 300 }),
    edge: await insertCraft(t.db, orgId, { name: "磨边", workshopId: edgeShop, priceFen: 100 }),
  };
});
afterAll(() => t.close());

function call<T = unknown>(path: string, body: unknown, lang = "zh-CN") {
  return t.call<T>(path, body, { token, lang });
}

interface Gate {
  stage: string;
  version: number;
  pending: { code: string; crafts: { craftName: string; workshopName: string }[] }[];
  workshops: { workshopId: string; boardIds: string[]; crafts: string[] }[];
}

/** A rack received at reinforcement: A (背网 then 磨边), B (磨边 only), C (no craft). */
async function rackAtReinforcement(number: number) {
  const { projectId, planeId } = await newProject(t, orgId);
  const a = await boardWithCrafts(t, {
    orgId,
    projectId,
    planeId,
    crafts: [{ craftId: craft.net }, { craftId: craft.edge }],
  });
  const b = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [{ craftId: craft.edge }] });
  const c = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [] });
  const trip = await rackOnTrip(t.db, {
    orgId,
    projectId,
    planeId,
    number,
    stage: "reinforcement",
    state: "received",
    boardIds: [a.boardId, b.boardId, c.boardId],
  });
  await t.db.query(
    "UPDATE rack_trips SET route = '{cutting,reinforcement,secondProcessing,packing}' WHERE id = $1",
    [trip.tripId],
  );
  return { a, b, c, code: `RK${number}`, ...trip };
}

describe("the reinforcement gate", () => {
  it("refuses a rack leaving reinforcement with a board not reinforced, naming it, until it is done", async () => {
    const r = await rackAtReinforcement(7301);
    // Only A needs reinforcement; B's 磨边 belongs to second processing, a later stage.
    const gate = await call<Gate>("rackTrip/gate", { tripId: r.tripId });
    expect(gate.data).toMatchObject({
      stage: "reinforcement",
      pending: [{ code: r.a.code, crafts: [{ craftName: "背网", workshopName: "加固车间" }] }],
      workshops: [{ workshopId: reinforceShop, boardIds: [r.a.boardId], crafts: ["背网"] }],
    });

    const zh = await call("rackTrip/circulate", { tripId: r.tripId, version: gate.data.version });
    expect(zh).toMatchObject({
      code: 1003,
      msg: `铁架 ${r.code} 还有「加固」的工序未完成，不能流转：${r.a.code}（背网）。请先在此完成工序，或卸下这些工程板（需填写原因）`,
      data: { action: "circulate", stage: "reinforcement", boards: [{ code: r.a.code, crafts: ["背网"] }] },
    });
    const en = await call("rackTrip/circulate", { tripId: r.tripId, version: gate.data.version }, "en-US");
    expect(en.msg).toBe(
      `Rack ${r.code} cannot leave Reinforcement: work of this stage is pending on ${r.a.code} (背网). Do those crafts here first, or unload those boards (with a reason)`,
    );
    // Nothing was written: the trip is still received at reinforcement.
    const trip = await t.db.query<{ stage: string; state: string }>(
      "SELECT stage, state FROM rack_trips WHERE id = $1",
      [r.tripId],
    );
    expect(trip.rows[0]).toEqual({ stage: "reinforcement", state: "received" });

    // Scanned as done at the reinforcement stage, the whole rack at once: A's 背网 is recorded, the
    // boards with nothing to reinforce are skipped.
    const done = await call<{ records: { boardId: string; craftName: string }[]; skipped: unknown[] }>(
      "craftWork/confirm",
      { workshopId: reinforceShop, tripId: r.tripId },
    );
    expect(done.result).toBe(true);
    expect(done.data.records).toEqual([expect.objectContaining({ boardId: r.a.boardId, craftName: "背网" })]);
    expect(done.data.skipped).toHaveLength(2);
    const record = await t.db.query("SELECT 1 FROM craft_records WHERE board_id = $1 AND craft_id = $2", [
      r.a.boardId,
      craft.net,
    ]);
    expect(record.rows).toHaveLength(1);

    const after = await call<Gate>("rackTrip/gate", { tripId: r.tripId });
    expect(after.data.pending).toEqual([]);
    const go = await call<{ stage: string; state: string }>("rackTrip/circulate", {
      tripId: r.tripId,
      version: after.data.version,
    });
    expect(go).toMatchObject({ result: true, data: { state: "inTransit" } });
  });

  it("a board reinforced on its own (scanned at the station) no longer holds the rack", async () => {
    const r = await rackAtReinforcement(7302);
    // Reinforced one board at a time (a board scanned at the station): then nothing waits.
    const one = await call("craftWork/confirm", { workshopId: reinforceShop, boardIds: [r.a.boardId] });
    expect(one.result).toBe(true);
    const gate = await call<Gate>("rackTrip/gate", { tripId: r.tripId });
    expect(gate.data.pending).toEqual([]);
    expect((await call("rackTrip/circulate", { tripId: r.tripId, version: gate.data.version })).result).toBe(
      true,
    );
  });
});
