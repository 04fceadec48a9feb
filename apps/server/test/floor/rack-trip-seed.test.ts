import type { RackDetail, RackTripPage } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo's racks: a trip in every state, one overdue, history, cut boards left off racks. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-rack-seed-${process.pid}` });
  await seedDemo(t.db, new Date(), { uploadDir: t.app.config.uploadDir });
  token = (await t.call<{ token: string }>("userAuth/login", { ...DEMO_ADMIN, remember: false })).data.token;
});
afterAll(() => t.close());

describe("the demo's racks", () => {
  it("shows trips in every state, one overdue, a returned and a cancelled trip, and loadable boards left", async () => {
    const page = await t.call<RackTripPage>(
      "rackTrip/trips",
      { status: "occupied", pageSize: 200 },
      { token },
    );
    const states = page.data.list.map((r) => `${r.state}@${r.stage}`).sort();
    expect(states).toEqual(
      [
        "inTransit@reinforcement",
        "loaded@cutting",
        "received@packing",
        "received@secondProcessing",
        "toReturn@packing",
      ].sort(),
    );
    expect(page.data.counts.overdue).toBe(1);
    expect(page.data.list.find((r) => r.overdue)).toMatchObject({ state: "inTransit" });
    const packing = page.data.list.find((r) => r.state === "received" && r.stage === "packing")!;
    const d = await t.call<RackDetail>("rackTrip/detail", { rackId: packing.rackId }, { token });
    expect(d.data.boards.length).toBeGreaterThan(0);
    expect(d.data.boards.every((b) => b.craftsTotal === 0)).toBe(true);
    expect(new Set(d.data.events.map((e) => e.operatorName))).toEqual(new Set(["张伟", "李明"]));
    const closed = await t.db.query<{ state: string }>(
      "SELECT state FROM rack_trips WHERE closed_at IS NOT NULL ORDER BY state",
    );
    expect(closed.rows.map((r) => r.state)).toEqual(["cancelled", "returned"]);
    const loadable = await t.call<unknown[]>("rackTrip/loadable", {}, { token });
    expect(loadable.data.length).toBeGreaterThan(5);
  });
});
