import { Menu, type ScanLookupResult } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertPlane, insertProject } from "../inventory/inventory-factories.ts";
import { createDevice, plannedSlab } from "../production/production-plan-factories.ts";

/** A slab at the scan station (issue #24 point 7): its plan's table and the actions of its state (docs/api-floor.md). */

let t: TestApp;
let token: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const lookup = (code: string, tk = token) => t.call<ScanLookupResult>("scan/lookup", { code }, { token: tk });
const call = (path: string, body: unknown) => t.call<{ version: number }>(path, body, { token });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  token = await login(t, owner);
  for (const [name, menus] of Object.entries({
    station: [Menu.ScanStation],
    picker: [Menu.ScanStation, Menu.StonePicking],
    cutter: [Menu.ScanStation, Menu.ProductionTask],
  })) {
    const u = await createUser(t);
    await addMember(t, orgId, u, await createRole(t, orgId, menus, `slab-${name}`));
    tokens[name] = await login(t, u);
  }
  ids.device = await createDevice(t, token, { code: "S600-09", series: "S600" });
  const projectId = await insertProject(t, orgId);
  const planeId = await insertPlane(t, orgId, projectId, "P01");
  const o = { orgId, userId: owner.userId, projectId, planeId };
  ids.slab = await plannedSlab(t, o, { barcode: "ST-SLAB-1" });
  ids.bare = await plannedSlab(t, o, { barcode: "ST-SLAB-2" });
  const plan = await t.call<{ planId: string; version: number }>(
    "productionPlan/create",
    { planDate: "2026-11-24", slabs: [{ slabId: ids.slab, deviceId: ids.device, tableSide: "B" }] },
    { token },
  );
  await t.call("productionPlan/issue", { planId: plan.data.planId, version: plan.data.version }, { token });
});
afterAll(() => t.close());

describe("scan/lookup: a slab's actions follow its state and the caller's menus", () => {
  it("toPick: pick by plan, with the plan's table", async () => {
    const r = await lookup("ST-SLAB-1");
    expect(r.code).toBe(1);
    expect(r.data.actions).toEqual(["pickSlab"]);
    expect(r.data.slab).toMatchObject({ planDeviceCode: "S600-09", planTableSide: "B", deviceId: null });
    expect(r.data.slab?.planNo).toMatch(/^PP-/);
    const bare = await lookup("ST-SLAB-2");
    expect(bare.data.actions).toEqual(["pickSlab"]);
    expect(bare.data.slab?.planNo).toBeNull();
    expect((await lookup("ST-SLAB-1", tokens.station)).data.actions).toEqual([]);
    expect((await lookup("ST-SLAB-1", tokens.cutter)).data.actions).toEqual([]);
  });

  it("toCut: start, complete and return; cutting: complete", async () => {
    expect((await call("picking/pick", { slabIds: [ids.slab] })).code).toBe(1);
    const r = await lookup("ST-SLAB-1");
    expect(r.data.actions).toEqual(["startCutting", "completeCutting", "returnSlab"]);
    expect(r.data.slab).toMatchObject({ deviceCode: "S600-09", tableSide: "B" });
    expect((await lookup("ST-SLAB-1", tokens.picker)).data.actions).toEqual(["returnSlab"]);
    expect((await lookup("ST-SLAB-1", tokens.cutter)).data.actions).toEqual([
      "startCutting",
      "completeCutting",
    ]);
    const started = await call("cutting/start", { slabId: ids.slab, version: r.data.slab!.version });
    expect(started.code).toBe(1);
    const c = await lookup("ST-SLAB-1");
    expect(c.data.actions).toEqual(["completeCutting"]);
    expect((await call("cutting/complete", { slabId: ids.slab, version: c.data.slab!.version })).code).toBe(
      1,
    );
    expect((await lookup("ST-SLAB-1")).data.actions).toEqual([]);
  });
});
