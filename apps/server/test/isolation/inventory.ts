import { contextFor, memberActor } from "../../src/lib/context.ts";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { replaceRules } from "../../src/modules/inventory/remnant.repository.ts";
import { completeSlab } from "../../src/modules/production/cutting.service.ts";
import { insertBoard, insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";
import type { IsolationModule } from "../isolation.ts";

/** The inventory module in the two-enterprise isolation harness (see ../isolation.ts). */
export const inventoryIsolation: IsolationModule = {
  async fill(t, ids) {
    const invProjectId = await insertProject(t, ids.orgId);
    const invPlaneId = await insertPlane(t, ids.orgId, invProjectId);
    const invBoardId = await insertBoard(t, ids.orgId, invProjectId, invPlaneId, { length: 900, width: 600 });
    const invFreeBoardId = await insertBoard(t, ids.orgId, invProjectId, invPlaneId, {
      length: 500,
      width: 400,
    });
    const slabId = await insertSlab(t, ids.orgId, {
      warehouseId: ids.warehouseId,
      defects: [{ x: 1, y: 1, w: 5, h: 5 }],
    });
    const { rows } = await t.db.query<{ block_id: string }>("SELECT block_id FROM slabs WHERE id = $1", [
      slabId,
    ]);
    const plan = await t.db.tx((q) =>
      acceptPlan(q, {
        orgId: ids.orgId,
        userId: ids.userId,
        slabId,
        projectId: invProjectId,
        source: "manual",
        kerf: 4,
        stages: 3,
        placements: [{ boardId: invBoardId, x: 100, y: 100, rotated: false }],
        now: new Date(),
      }),
    );
    await t.db.query("UPDATE slabs SET device_id = $2, table_side = 'A' WHERE id = $1", [
      slabId,
      ids.deviceId,
    ]);
    // A completed slab with a remnant, and the enterprise's own remnant rules.
    const cutSlabId = await insertSlab(t, ids.orgId, { status: "toCut", warehouseId: ids.warehouseId });
    const cutBoardId = await insertBoard(t, ids.orgId, invProjectId, invPlaneId, {
      length: 1500,
      width: 1600,
    });
    await t.db.tx((q) =>
      acceptPlan(q, {
        orgId: ids.orgId,
        userId: ids.userId,
        slabId: cutSlabId,
        projectId: invProjectId,
        source: "manual",
        kerf: 4,
        stages: 3,
        placements: [{ boardId: cutBoardId, x: 0, y: 0, rotated: false }],
        now: new Date(),
      }),
    );
    await completeSlab(
      contextFor(t.app, memberActor({ userId: ids.userId, orgId: ids.orgId, memberId: ids.memberId })),
      { slabId: cutSlabId },
    );
    const remnant = await t.db.query<{ id: string }>("SELECT id FROM slabs WHERE parent_slab_id = $1", [
      cutSlabId,
    ]);
    await t.db.tx((q) =>
      replaceRules(
        q,
        ids.orgId,
        [{ stone: null, thickness: null, minLength: 400, minWidth: 300 }],
        new Date(),
      ),
    );
    return {
      cutSlabId,
      remnantId: remnant.rows[0]!.id,
      invProjectId,
      invPlaneId,
      invBoardId,
      invFreeBoardId,
      slabId,
      blockId: rows[0]!.block_id,
      planId: plan.planId,
    };
  },
  idRoutes: {
    "/api/inventory/slabDetail": (b) => ({ slabId: b.slabId }),
    "/api/inventory/materialDetail": (b) => ({ slabId: b.slabId }),
    "/api/inventory/deviceOptions": (b) => ({ slabId: b.slabId }),
    "/api/inventory/slabException": (b) => ({ slabId: b.slabId, exception: true, reason: "x", version: 2 }),
    "/api/inventory/slabChangeDevice": (b) => ({ slabId: b.slabId, deviceId: b.deviceId, version: 2 }),
    "/api/inventory/slabComplete": (b) => ({ slabId: b.slabId, version: 2 }),
    "/api/inventory/layoutSlabs": (b) => ({ planeId: b.invPlaneId }),
    "/api/inventory/layoutBoards": (b) => ({ planeId: b.invPlaneId, slabId: b.slabId }),
    "/api/inventory/layoutCheck": (b) => ({
      planeId: b.invPlaneId,
      slabId: b.slabId,
      placements: [{ boardId: b.invFreeBoardId, x: 1200, y: 0 }],
    }),
    "/api/inventory/layoutSave": (b) => ({
      planeId: b.invPlaneId,
      slabId: b.slabId,
      version: 2,
      placements: [{ boardId: b.invFreeBoardId, x: 1200, y: 0 }],
    }),
  },
  referenceRoutes: {
    "/api/inventory/slabList (foreign warehouse filter)": (_a, b) => ({ warehouseId: b.warehouseId }),
    "/api/inventory/slabList (foreign block filter)": (_a, b) => ({ blockId: b.blockId }),
    "/api/inventory/slabChangeDevice (foreign device)": (a, b) => ({
      slabId: a.slabId,
      deviceId: b.deviceId,
      version: 2,
    }),
    "/api/inventory/layoutSlabs (foreign project)": (_a, b) => ({ projectId: b.invProjectId }),
    "/api/inventory/slabDetail (foreign remnant)": (_a, b) => ({ slabId: b.remnantId }),
    "/api/inventory/slabDetail (foreign parent of remnants)": (_a, b) => ({ slabId: b.cutSlabId }),
    "/api/inventory/layoutBoards (foreign slab)": (a, b) => ({ planeId: a.invPlaneId, slabId: b.slabId }),
    "/api/inventory/layoutBoards (foreign plane)": (a, b) => ({ planeId: b.invPlaneId, slabId: a.slabId }),
    "/api/inventory/layoutCheck (foreign board)": (a, b) => ({
      planeId: a.invPlaneId,
      slabId: a.slabId,
      placements: [{ boardId: b.invFreeBoardId, x: 1200, y: 0 }],
    }),
    "/api/inventory/layoutSave (foreign board)": (a, b) => ({
      planeId: a.invPlaneId,
      slabId: a.slabId,
      version: 1,
      placements: [{ boardId: b.invFreeBoardId, x: 1200, y: 0 }],
    }),
    "/api/inventory/layoutSave (foreign plane)": (a, b) => ({
      planeId: b.invPlaneId,
      slabId: a.slabId,
      version: 1,
      placements: [{ boardId: a.invFreeBoardId, x: 1200, y: 0 }],
    }),
  },
  listRoutes: {
    "/api/inventory/slabList": { pageSize: 200 },
    "/api/inventory/blockList": { pageSize: 200 },
    "/api/inventory/options": {},
    "/api/inventory/remnantRules": {},
  },
  exempt: {
    "/api/inventory/slabList": "warehouseId/blockId are filters, covered by referenceRoutes",
  },
};
