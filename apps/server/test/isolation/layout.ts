import type { IsolationModule } from "../isolation.ts";
import { insertProjectWithBoards, insertSlabs, layoutIdle } from "../layout/layout-fixtures.ts";

/** The layout module in the two-enterprise isolation harness (see ../isolation.ts). */
export const layoutIsolation: IsolationModule = {
  async fill(t, ids) {
    const stone = "隔离石";
    const proj = await insertProjectWithBoards(t.db, ids.orgId, [
      { code: "ISO-1", length: 600, width: 400, stone },
      { code: "ISO-2", length: 600, width: 400, stone },
    ]);
    const [slabId] = await insertSlabs(t.db, ids.orgId, [{ length: 1500, width: 1000, stone }]);
    const run = await t.call<{ runId: string }>(
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 1 },
      { token: ids.token },
    );
    if (!run.result) throw new Error(`layout/run failed in fill: ${run.code} ${run.msg}`);
    await layoutIdle(t);
    const plan = await t.db.query<{ id: string }>("SELECT id FROM cutting_plans WHERE run_id = $1", [
      run.data.runId,
    ]);
    return {
      layoutProjectId: proj.projectId,
      layoutPlaneId: proj.planeIds[0]!,
      layoutBoardId: proj.boardIds[0]!,
      layoutSlabId: slabId!,
      layoutRunId: run.data.runId,
      layoutPlanId: plan.rows[0]!.id,
    };
  },
  idRoutes: {
    "/api/layout/overview": (b) => ({ projectId: b.layoutProjectId, planeId: b.layoutPlaneId }),
    "/api/layout/run": (b) => ({
      projectId: b.layoutProjectId,
      planeId: b.layoutPlaneId,
      timeLimitSeconds: 1,
    }),
    "/api/layout/runStatus": (b) => ({ runId: b.layoutRunId }),
    "/api/layout/proposals": (b) => ({ runId: b.layoutRunId }),
    "/api/layout/accept": (b) => ({ runId: b.layoutRunId }),
    "/api/layout/discard": (b) => ({ runId: b.layoutRunId }),
    "/api/layout/runList": (b) => ({ projectId: b.layoutProjectId }),
  },
  referenceRoutes: {
    "/api/layout/run (foreign slab)": (a, b) => ({
      projectId: a.layoutProjectId,
      slabIds: [b.layoutSlabId],
      timeLimitSeconds: 1,
    }),
    "/api/layout/run (foreign plane)": (a, b) => ({ projectId: a.layoutProjectId, planeId: b.layoutPlaneId }),
    "/api/layout/run (foreign project among several)": (a, b) => ({
      projectIds: [a.layoutProjectId, b.layoutProjectId],
      timeLimitSeconds: 1,
    }),
    "/api/layout/overview (foreign project among several)": (a, b) => ({
      projectIds: [a.layoutProjectId, b.layoutProjectId],
    }),
    "/api/layout/overview (foreign plane)": (a, b) => ({
      projectId: a.layoutProjectId,
      planeId: b.layoutPlaneId,
    }),
  },
  listRoutes: {
    "/api/layout/runList": { pageSize: 200 },
  },
};
