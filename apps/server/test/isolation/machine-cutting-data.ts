import type { IsolationModule } from "../isolation.ts";

/**
 * Cutting data (menus 2900-2902, docs/api-machine.md "Cutting data") in the two-enterprise isolation
 * harness (see ../isolation.ts): B holds a cut record on its slab and device by its owner, and an
 * export of its owner's. A names them in every route: 1002, and B's rows never show in A's lists.
 */
export const cuttingData: IsolationModule = {
  async fill(t, ids) {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_barcode, slab_id, project_id,
         operator_id, started_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli, received_at, via)
       VALUES ($1, $2, 'ISO-CD-1', 'cut', 'A', 'ISO-CD-SLAB', $3, $4, $5, now(), 1000, 500000, 1000, now(), 'seed')
       RETURNING id`,
      [ids.orgId, ids.deviceId, ids.slabId, ids.invProjectId, ids.userId],
    );
    const exp = await t.db.query<{ id: string }>(
      `INSERT INTO cutting_exports (org_id, requested_by, scope, filters, lang, mode, total, status, created_at, expires_at)
       VALUES ($1, $2, 'list', '{}', 'zh-CN', 'direct', 1, 'done', now(), now() + interval '1 day') RETURNING id`,
      [ids.orgId, ids.userId],
    );
    return { cuttingRecordId: rows[0]!.id, cuttingExportId: exp.rows[0]!.id };
  },
  idRoutes: {
    "/api/cuttingData/employee": (b) => ({ operatorId: b.userId }),
    "/api/cuttingData/device": (b) => ({ deviceId: b.deviceId }),
    "/api/cuttingData/employee/export": (b) => ({ operatorId: b.userId }),
    "/api/cuttingData/device/export": (b) => ({ deviceId: b.deviceId }),
    "/api/cuttingData/export/status": (b) => ({ jobId: b.cuttingExportId }),
  },
  referenceRoutes: {
    "/api/cuttingData/list (foreign device filter)": (_a, b) => ({ deviceId: b.deviceId }),
    "/api/cuttingData/list (foreign operator filter)": (_a, b) => ({ operatorId: b.userId }),
    "/api/cuttingData/list (foreign project filter)": (_a, b) => ({ projectId: b.invProjectId }),
    "/api/cuttingData/export (foreign device filter)": (_a, b) => ({ deviceId: b.deviceId }),
    "/api/cuttingData/export (foreign operator filter)": (_a, b) => ({ operatorId: b.userId }),
    "/api/cuttingData/export (foreign project filter)": (_a, b) => ({ projectId: b.invProjectId }),
    "/api/cuttingData/yield (foreign project filter)": (_a, b) => ({ projectId: b.invProjectId }),
    "/api/cuttingData/yield (foreign device filter)": (_a, b) => ({ deviceId: b.deviceId }),
  },
  listRoutes: {
    "/api/cuttingData/list": { pageSize: 200 },
    "/api/cuttingData/options": {},
    "/api/cuttingData/yield": { by: "slab", pageSize: 200 },
  },
  exempt: {
    "/api/cuttingData/list": "deviceId/operatorId/projectId are filters, covered by referenceRoutes",
    "/api/cuttingData/export": "deviceId/operatorId/projectId are filters, covered by referenceRoutes",
    "/api/cuttingData/yield": "projectId/deviceId are filters, covered by referenceRoutes",
  },
};
