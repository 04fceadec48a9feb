import type { IsolationModule } from "../isolation.ts";

/**
 * Staff performance (3005) and my data (2000) in the two-enterprise isolation harness (see
 * ../isolation.ts). Each enterprise's owner and worker get a cut record, a craft record and a packed
 * board today (the other fills hold a device, a reviewed project with a board, a slab), so B's member,
 * user, device, slab and board ids would show in A's answers if anything leaked.
 */

const day = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The last 30 business days (Asia/Shanghai), today included. */
const period = () => ({ from: day(-29), to: day(1) });

export const staffPerformance: IsolationModule = {
  async fill(t, ids) {
    const worker = await t.db.query<{ user_id: string }>("SELECT user_id FROM members WHERE id = $1", [
      ids.memberId,
    ]);
    const workerUserId = worker.rows[0]!.user_id;
    const workshop = await t.db.query<{ id: string }>(
      "SELECT id FROM workshops WHERE org_id = $1 ORDER BY code LIMIT 1",
      [ids.orgId],
    );
    const craft = await t.db.query<{ id: string }>(
      `INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen) VALUES ($1, 1, '绩效隔离工艺', $2, 1234)
       RETURNING id`,
      [ids.orgId, workshop.rows[0]!.id],
    );
    const now = new Date();
    for (const [i, userId] of [ids.userId, workerUserId].entries()) {
      await t.db.query(
        `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_id, project_id, operator_id,
                                      started_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli, received_at, via)
         VALUES ($1, $2, $3, 'cut', 'A', $4, $5, $6, $7, 1500, 900000, 250, $7, 'http')`,
        [ids.orgId, ids.deviceId, `ISO-PERF-${i}`, ids.slabId, ids.invProjectId, userId, now],
      );
    }
    await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, 901, $2)", [
      ids.invBoardId,
      craft.rows[0]!.id,
    ]);
    await t.db.query(
      `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, pricing_unit, quantity_milli,
                                  unit_price_fen, fee_fen, operator_id, done_at)
       VALUES ($1, $2, $3, 901, $4, $5, 'piece', 1000, 1234, 1234, $6, $7)`,
      [ids.orgId, ids.invProjectId, ids.invBoardId, craft.rows[0]!.id, workshop.rows[0]!.id, ids.userId, now],
    );
    return { perfCraftId: craft.rows[0]!.id };
  },
  idRoutes: {
    "/api/staffPerformance/member": (b) => ({ ...period(), memberId: b.memberId }),
  },
  referenceRoutes: {
    "/api/staffPerformance/list (foreign department filter)": (_a, b) => ({
      ...period(),
      departmentId: b.departmentId,
    }),
    "/api/staffPerformance/list (foreign member filter)": (_a, b) => ({ ...period(), memberId: b.memberId }),
    "/api/staffPerformance/export (foreign department filter)": (_a, b) => ({
      ...period(),
      departmentId: b.departmentId,
    }),
    "/api/staffPerformance/export (foreign member filter)": (_a, b) => ({
      ...period(),
      memberId: b.memberId,
    }),
  },
  listRoutes: {
    "/api/staffPerformance/list": { ...period(), pageSize: 200 },
    "/api/dashboard/myData": { ...period(), kind: "crafts" },
  },
  exempt: {
    "/api/staffPerformance/list": "departmentId/memberId are filters, covered by REFERENCE_ROUTES",
    "/api/staffPerformance/export": "departmentId/memberId are filters, covered by REFERENCE_ROUTES",
  },
};
