import { insertSlab } from "../inventory/inventory-factories.ts";
import type { IsolationModule } from "../isolation.ts";
import { newProject, slabWithBoards } from "../production/cutting-factories.ts";

/**
 * The production module in the two-enterprise isolation harness (see ../isolation.ts). Each engineer
 * of issue #14 adds their part in a block of its own.
 */

// ---- production projects ----
const projects: IsolationModule = {
  idRoutes: {
    // Production projects (inventory's fill holds a reviewed project with a plane).
    "/api/productionProject/detail": (b) => ({ projectId: b.invProjectId }),
    "/api/productionProject/plane": (b) => ({ planeId: b.invPlaneId }),
    "/api/productionProject/setDeliveryDate": (b) => ({
      projectId: b.invProjectId,
      deliveryDate: "2027-01-31",
      version: 1,
    }),
  },
  listRoutes: {
    "/api/productionProject/list": { pageSize: 200 },
  },
};

// ---- production plans ----
const plans: IsolationModule = {
  // Production plans: a draft holding the inventory module's planned slab on the factory's device.
  async fill(t, ids) {
    const res = await t.call<{ planId: string }>(
      "productionPlan/create",
      { planDate: "2026-11-24", slabs: [{ slabId: ids.slabId, deviceId: ids.deviceId, tableSide: "A" }] },
      { token: ids.token },
    );
    if (!res.result) throw new Error(`productionPlan/create: ${res.msg}`);
    return { productionPlanId: res.data.planId };
  },
  idRoutes: {
    "/api/productionPlan/detail": (b) => ({ planId: b.productionPlanId }),
    "/api/productionPlan/save": (b) => ({
      planId: b.productionPlanId,
      version: 1,
      planDate: "2026-11-25",
      slabs: [{ slabId: b.slabId, deviceId: b.deviceId, tableSide: "B" }],
    }),
    "/api/productionPlan/issue": (b) => ({ planId: b.productionPlanId, version: 1 }),
    "/api/productionPlan/cancel": (b) => ({ planId: b.productionPlanId, version: 1 }),
    "/api/productionPlan/suggest": (b) => ({ slabIds: [b.slabId] }),
    "/api/productionPlan/create": (b) => ({
      planDate: "2026-11-24",
      slabs: [{ slabId: b.slabId, deviceId: b.deviceId, tableSide: "B" }],
    }),
    "/api/productionPlan/candidates": (b) => ({ projectId: b.invProjectId }),
  },
  referenceRoutes: {
    "/api/productionPlan/candidates (foreign plane)": (_a, b) => ({ planeId: b.invPlaneId }),
    "/api/productionPlan/create (foreign device)": (a, b) => ({
      planDate: "2026-11-24",
      slabs: [{ slabId: a.slabId, deviceId: b.deviceId, tableSide: "B" }],
    }),
    "/api/productionPlan/save (foreign device)": (a, b) => ({
      planId: a.productionPlanId,
      version: 1,
      planDate: "2026-11-24",
      slabs: [{ slabId: a.slabId, deviceId: b.deviceId, tableSide: "B" }],
    }),
    "/api/productionPlan/save (foreign slab)": (a, b) => ({
      planId: a.productionPlanId,
      version: 1,
      planDate: "2026-11-24",
      slabs: [{ slabId: b.slabId, deviceId: a.deviceId, tableSide: "B" }],
    }),
  },
  listRoutes: {
    "/api/productionPlan/list": { pageSize: 200 },
    "/api/productionPlan/candidates": { pageSize: 200 },
    "/api/productionPlan/devices": {},
  },
};

// ---- stone picking and the device detail ----
const picking: IsolationModule = {
  async fill(t, ids) {
    const pickBarcode = `ISO-PICK-${ids.orgId.slice(0, 8)}`;
    const pickSlabId = await insertSlab(t, ids.orgId, { barcode: pickBarcode, length: 2000, width: 1200 });
    const picked = await t.call<{ recordId: string }>(
      "picking/pick",
      { slabIds: [pickSlabId], deviceId: ids.deviceId, tableSide: "B" },
      { token: ids.token },
    );
    if (!picked.result) throw new Error(`pick failed: ${picked.msg}`);
    return { pickSlabId, pickBarcode, pickRecordId: picked.data.recordId };
  },
  idRoutes: {
    "/api/picking/pick": (b) => ({ slabIds: [b.pickSlabId], deviceId: b.deviceId, tableSide: "A" }),
    "/api/picking/return": (b) => ({ slabIds: [b.pickSlabId], warehouseId: b.warehouseId }),
    "/api/picking/transfer": (b) => ({ slabIds: [b.pickSlabId], deviceId: b.deviceId, tableSide: "A" }),
    "/api/picking/transferProposal": (b) => ({ slabIds: [b.pickSlabId] }),
    "/api/picking/recordSlabs": (b) => ({ recordId: b.pickRecordId }),
    "/api/production/deviceDetail": (b) => ({ deviceId: b.deviceId }),
  },
  referenceRoutes: {
    "/api/picking/scan (foreign barcode)": (_a, b) => ({ barcode: b.pickBarcode }),
    "/api/picking/pick (foreign slab)": (a, b) => ({
      slabIds: [b.slabId],
      deviceId: a.deviceId,
      tableSide: "A",
    }),
    "/api/picking/pick (foreign device)": (a, b) => ({
      slabIds: [a.slabId],
      deviceId: b.deviceId,
      tableSide: "A",
    }),
    "/api/picking/return (foreign warehouse)": (a, b) => ({
      slabIds: [a.pickSlabId],
      warehouseId: b.warehouseId,
    }),
    "/api/picking/return (foreign slab)": (a, b) => ({ slabIds: [b.pickSlabId], warehouseId: a.warehouseId }),
    "/api/picking/transfer (foreign device)": (a, b) => ({
      slabIds: [a.pickSlabId],
      deviceId: b.deviceId,
      tableSide: "A",
    }),
    "/api/picking/transfer (foreign slab)": (a, b) => ({
      slabIds: [b.pickSlabId],
      deviceId: a.deviceId,
      tableSide: "A",
    }),
    "/api/picking/slabList (foreign warehouse filter)": (_a, b) => ({ warehouseId: b.warehouseId }),
    "/api/picking/slabList (foreign project filter)": (_a, b) => ({ projectId: b.invProjectId }),
    "/api/picking/slabList (foreign device filter)": (_a, b) => ({ deviceId: b.deviceId }),
    "/api/picking/recordList (foreign device filter)": (_a, b) => ({ deviceId: b.deviceId }),
    "/api/picking/recordList (foreign operator filter)": (_a, b) => ({ operatorId: b.userId }),
  },
  listRoutes: {
    "/api/picking/slabList": { pageSize: 200 },
    "/api/picking/recordList": { pageSize: 200 },
    "/api/picking/options": {},
  },
  exempt: {
    "/api/picking/slabList": "warehouseId/projectId/deviceId are filters, covered by referenceRoutes",
    "/api/picking/recordList": "deviceId/operatorId are filters, covered by referenceRoutes",
  },
};

// ---- cutting and production tasks ----
const cutting: IsolationModule = {
  async fill(t, ids) {
    const { projectId, planeId } = await newProject(t, ids.orgId);
    const s = await slabWithBoards(t, {
      orgId: ids.orgId,
      userId: ids.userId,
      projectId,
      planeId,
      deviceId: ids.deviceId!,
      boards: 2,
    });
    // One board cut and waiting for its craft (second processing), the other on the slab being cut.
    await t.db.query("UPDATE slabs SET status = 'cutting' WHERE id = $1", [s.slabId]);
    await t.db.query("UPDATE project_boards SET status = 'cutting' WHERE id = $1", [s.boardIds[0]]);
    await t.db.query("UPDATE project_boards SET status = 'done' WHERE id = $1", [s.boardIds[1]]);
    await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, 1, $2)", [
      s.boardIds[1],
      ids.craftId,
    ]);
    return { cutSlabId: s.slabId, cutBoardId: s.boardIds[0]!, craftBoardId: s.boardIds[1]! };
  },
  idRoutes: {
    "/api/cutting/start": (b) => ({ slabId: b.cutSlabId, version: 1 }),
    "/api/cutting/complete": (b) => ({ slabId: b.cutSlabId, version: 1 }),
    "/api/cutting/breakBoard": (b) => ({ boardId: b.cutBoardId, reason: "x" }),
    "/api/productionTask/cutting": (b) => ({ deviceId: b.deviceId }),
    "/api/productionTask/boards": (b) => ({ category: "secondProcessing", craftId: b.craftId }),
  },
  listRoutes: {
    "/api/productionTask/cutting": {},
    "/api/productionTask/boards": { category: "secondProcessing", pageSize: 200 },
    "/api/productionTask/counts": {},
  },
};

const parts: IsolationModule[] = [projects, plans, picking, cutting];

export const productionIsolation: IsolationModule = {
  async fill(t, ids) {
    const out: Record<string, string> = {};
    for (const p of parts) if (p.fill) Object.assign(out, await p.fill(t, { ...ids, ...out }));
    return out;
  },
  idRoutes: Object.assign({}, ...parts.map((p) => p.idRoutes ?? {})),
  referenceRoutes: Object.assign({}, ...parts.map((p) => p.referenceRoutes ?? {})),
  listRoutes: Object.assign({}, ...parts.map((p) => p.listRoutes ?? {})),
  exempt: Object.assign({}, ...parts.map((p) => p.exempt ?? {})),
};
