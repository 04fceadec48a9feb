import { insertCuttingRecord, insertIngestError } from "../analytics/dashboard-factories.ts";
import type { IsolationModule } from "../isolation.ts";

/**
 * The dashboards (menu 2000) in the two-enterprise isolation harness (see ../isolation.ts). Each
 * enterprise gets a cut record of its device (deviceId, from the factory fill) on its slab (slabId)
 * today, a refused record, and its MES opened; A's three dashboards must name none of B's ids.
 */
const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const dashboards: IsolationModule = {
  async fill(t, ids) {
    const at = new Date();
    const dashRecordId = await insertCuttingRecord(t, {
      orgId: ids.orgId,
      deviceId: ids.deviceId!,
      slabId: ids.slabId,
      at,
      lengthMm: 3000,
      areaMm2: 1_000_000,
      slabsMilli: 500,
    });
    await insertIngestError(t, {
      orgId: ids.orgId,
      deviceId: ids.deviceId!,
      at,
      key: "machine.record.badKind",
      recordId: `ISO-${ids.orgId}`,
    });
    await t.db.query("UPDATE orgs SET mes_enabled = true WHERE id = $1", [ids.orgId]);
    return { dashRecordId };
  },
  listRoutes: {
    "/api/dashboard/production": { from: weekAgo(), to: tomorrow() },
    "/api/dashboard/planning": { from: weekAgo(), to: tomorrow() },
    "/api/dashboard/mes": {},
  },
};
