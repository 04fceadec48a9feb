import type { IsolationModule } from "../isolation.ts";

/**
 * The floor's packing boxes (menus 2400, 2600) in the two-enterprise isolation harness (see ../isolation.ts).
 * Uses the project module's first box (`boxId`) and board (`boardId`); packs a second cut board into
 * that box so the box has a record.
 */
export const packing: IsolationModule = {
  async fill(t, ids) {
    const { rows } = await t.db.query<{ id: string }>(
      `UPDATE project_boards SET status = 'done', box_id = $3 WHERE id = (
         SELECT id FROM project_boards WHERE project_id = $1 AND id <> $2 ORDER BY seq LIMIT 1) RETURNING id`,
      [ids.projectId, ids.boardId, ids.boxId],
    );
    const packedBoardId = rows[0]!.id;
    await t.db.query("DELETE FROM project_board_crafts WHERE board_id = $1", [packedBoardId]);
    const r = await t.call(
      "packing/add",
      { boxId: ids.boxId, boardIds: [packedBoardId] },
      { token: ids.token },
    );
    if (!r.result) throw new Error(`packing fill failed: ${r.code} ${r.msg}`);
    return { packedBoardId };
  },
  idRoutes: {
    "/api/packing/boxes": (b) => ({ projectId: b.projectId }),
    "/api/packing/detail": (b) => ({ boxId: b.boxId }),
    "/api/packing/add": (b) => ({ boxId: b.boxId, boardIds: [b.boardId] }),
    "/api/packing/remove": (b) => ({ boxId: b.boxId, boardId: b.packedBoardId }),
    "/api/packing/seal": (b) => ({ boxId: b.boxId, version: 2 }),
    "/api/packing/reopen": (b) => ({ boxId: b.boxId, version: 2, reason: "isolation" }),
    "/api/packing/move": (b) => ({ boardId: b.boardId, toBoxId: b.boxId, reason: "isolation" }),
  },
  referenceRoutes: {
    "/api/packing/add (foreign board)": (a, b) => ({ boxId: a.boxId, boardIds: [b.packedBoardId] }),
    "/api/packing/remove (foreign board)": (a, b) => ({ boxId: a.boxId, boardId: b.packedBoardId }),
    "/api/packing/move (foreign board)": (a, b) => ({ boardId: b.boardId, toBoxId: a.boxId, reason: "x" }),
    "/api/packing/move (foreign box)": (a, b) => ({ boardId: a.boardId, toBoxId: b.boxId, reason: "x" }),
  },
  listRoutes: {
    "/api/packing/boxes": { pageSize: 200 },
  },
};
