import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import type { TestApp } from "../helper.ts";
import { insertBoard, insertSlab, type SlabSpec } from "../inventory/inventory-factories.ts";

/**
 * A toPick slab carrying an accepted cutting plan with one board of the plane (what a production
 * plan takes): the slab is inserted, the board too, and the plan stored through `acceptPlan`.
 */
export async function plannedSlab(
  t: TestApp,
  ids: { orgId: string; userId: string; projectId: string; planeId: string },
  spec: SlabSpec = {},
) {
  const length = spec.length ?? 2400;
  const width = spec.width ?? 1200;
  const slabId = await insertSlab(t, ids.orgId, { ...spec, length, width });
  const boardId = await insertBoard(t, ids.orgId, ids.projectId, ids.planeId, {
    length: 600,
    width: 400,
    stone: spec.stone ?? "爵士白",
    thickness: spec.thickness ?? 20,
  });
  await t.db.tx((q) =>
    acceptPlan(q, {
      orgId: ids.orgId,
      userId: ids.userId,
      slabId,
      projectId: ids.projectId,
      planeId: ids.planeId,
      source: "manual",
      kerf: 4,
      stages: 3,
      placements: [{ boardId, x: 0, y: 0, rotated: false }],
      now: new Date(),
    }),
  );
  return slabId;
}

/** A machine through the API; sizes default by series unless given. */
export async function createDevice(
  t: TestApp,
  token: string,
  body: {
    code: string;
    series: "S600" | "C500" | "smart400";
    maxLength?: number;
    maxWidth?: number;
    maxThickness?: number;
  },
) {
  const res = await t.call<{ deviceId: string }>("device/create", body, { token });
  if (!res.result) throw new Error(res.msg);
  return res.data.deviceId;
}
