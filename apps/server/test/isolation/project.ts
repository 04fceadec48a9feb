import { sampleProject } from "../../src/modules/project/project.samples.ts";
import type { IsolationModule } from "../isolation.ts";

/** The project module in the two-enterprise isolation harness (see ../isolation.ts). */
export const projectIsolation: IsolationModule = {
  async fill(t, ids) {
    const craft = await t.db.query<{ name: string }>("SELECT name FROM crafts WHERE id = $1", [ids.craftId]);
    const data = sampleProject({ projectNo: "ISO-1", boards: 6, planes: 2, crafts: [craft.rows[0]!.name] });
    const r = await t.call<{ projectId: string }>("project/importJson", data, { token: ids.token });
    if (!r.result) throw new Error(`project fill failed: ${r.code} ${r.msg}`);
    const projectId = r.data.projectId;
    const one = async (sql: string) => (await t.db.query<{ id: string }>(sql, [projectId])).rows[0]!.id;
    const cutting = await t.db.query<{ id: string }>(
      "SELECT id FROM workshops WHERE org_id = $1 AND category = 'cutting' LIMIT 1",
      [ids.orgId],
    );
    return {
      projectId,
      planeId: await one("SELECT id FROM planes WHERE project_id = $1 ORDER BY seq LIMIT 1"),
      boardId: await one("SELECT id FROM project_boards WHERE project_id = $1 ORDER BY seq LIMIT 1"),
      boxId: await one("SELECT id FROM packing_boxes WHERE project_id = $1 ORDER BY box_no LIMIT 1"),
      cuttingWorkshopId: cutting.rows[0]!.id,
    };
  },
  idRoutes: {
    "/api/project/detail": (b) => ({ projectId: b.projectId }),
    "/api/project/planes": (b) => ({ projectId: b.projectId }),
    "/api/project/boards": (b) => ({ projectId: b.projectId }),
    "/api/project/processing": (b) => ({ projectId: b.projectId }),
    "/api/project/materials": (b) => ({ projectId: b.projectId }),
    "/api/project/packing": (b) => ({ projectId: b.projectId }),
    "/api/project/updateSettings": (b) => ({
      projectId: b.projectId,
      version: 1,
      settings: { kerf: 4, stages: 3, cuttingWorkshopId: b.cuttingWorkshopId, deliveryDate: "2030-01-01" },
    }),
    "/api/project/approve": (b) => ({ projectId: b.projectId, version: 1 }),
    "/api/project/recall": (b) => ({ projectId: b.projectId, version: 1 }),
    "/api/project/delete": (b) => ({ projectId: b.projectId, version: 1 }),
  },
  referenceRoutes: {
    "/api/project/updateSettings (foreign cutting workshop)": (a, b) => ({
      projectId: a.projectId,
      version: 1,
      settings: { kerf: 4, stages: 3, cuttingWorkshopId: b.cuttingWorkshopId, deliveryDate: "2030-01-01" },
    }),
    "/api/project/boards (foreign plane)": (a, b) => ({ projectId: a.projectId, planeId: b.planeId }),
    "/api/project/processing (foreign plane)": (a, b) => ({ projectId: a.projectId, planeId: b.planeId }),
  },
  listRoutes: {
    "/api/project/list": { pageSize: 200 },
  },
};
