import { boardWithCrafts, insertCraft, insertWorkshop, rackOnTrip } from "../floor/craft-factories.ts";
import type { IsolationModule } from "../isolation.ts";
import { newProject } from "../production/cutting-factories.ts";

/**
 * The floor's crafts done (menu 2400) in the two-enterprise isolation harness (see ../isolation.ts):
 * a second-processing workshop, a cut board with two craft lines (the first done: one craft record)
 * on a rack received at second processing.
 */
export const crafts: IsolationModule = {
  async fill(t, ids) {
    const crWorkshopId = await insertWorkshop(t.db, ids.orgId, "隔离二次加工车间");
    const craftA = await insertCraft(t.db, ids.orgId, {
      name: "隔离磨边",
      workshopId: crWorkshopId,
      priceFen: 100,
    });
    const craftB = await insertCraft(t.db, ids.orgId, {
      name: "隔离抛光",
      workshopId: crWorkshopId,
      priceFen: 250,
      unit: "squareMetre",
    });
    const p = await newProject(t, ids.orgId);
    const board = await boardWithCrafts(t, {
      orgId: ids.orgId,
      ...p,
      crafts: [{ craftId: craftA }, { craftId: craftB }],
    });
    const { tripId } = await rackOnTrip(t.db, {
      orgId: ids.orgId,
      ...p,
      number: 9321,
      stage: "secondProcessing",
      state: "received",
      boardIds: [board.boardId],
    });
    // One line done, one pending: a craft record to (not) list.
    await t.db.query(
      `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, trip_id, pricing_unit,
              quantity_milli, unit_price_fen, fee_fen, operator_id, done_at)
       VALUES ($1, $2, $3, 1, $4, $5, $6, 'piece', 1000, 100, 100, $7, now())`,
      [ids.orgId, p.projectId, board.boardId, craftA, crWorkshopId, tripId, ids.userId],
    );
    return {
      crWorkshopId,
      crProjectId: p.projectId,
      crBoardId: board.boardId,
      crBoardCode: board.code,
      crTripId: tripId,
    };
  },
  idRoutes: {
    "/api/craftWork/pending": (b) => ({ code: b.crBoardCode, workshopId: b.crWorkshopId }),
    "/api/craftWork/confirm": (b) => ({ workshopId: b.crWorkshopId, boardIds: [b.crBoardId] }),
    "/api/craftWork/records": (b) => ({ projectId: b.crProjectId }),
  },
  referenceRoutes: {
    "/api/craftWork/confirm (foreign board)": (a, b) => ({
      workshopId: a.crWorkshopId,
      boardIds: [b.crBoardId],
    }),
    "/api/craftWork/confirm (foreign trip)": (a, b) => ({ workshopId: a.crWorkshopId, tripId: b.crTripId }),
    "/api/craftWork/confirm (foreign workshop)": (a, b) => ({
      workshopId: b.crWorkshopId,
      boardIds: [a.crBoardId],
    }),
    "/api/craftWork/pending (foreign board code)": (a, b) => ({
      code: b.crBoardCode,
      workshopId: a.crWorkshopId,
    }),
    "/api/craftWork/records (foreign board)": (_a, b) => ({ boardId: b.crBoardId }),
    "/api/craftWork/records (foreign operator)": (_a, b) => ({ operatorId: b.userId }),
    "/api/craftWork/records (foreign workshop)": (_a, b) => ({ workshopId: b.crWorkshopId }),
  },
  listRoutes: {
    "/api/craftWork/records": { pageSize: 200 },
  },
};
