import type { BoardStatus, CuttingMethod, PackingStatus, PricingUnit } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";

/** The SQL of a project's boards: the board list, slab demand, second-processing fees and packing. */

export interface BoardFilter {
  planeId?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export async function pageBoards(q: Queryable, orgId: string, projectId: string, f: BoardFilter) {
  return q.query<{
    id: string;
    code: string;
    plane_id: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    stone: string;
    cutting_method: CuttingMethod;
    rotatable: boolean;
    status: BoardStatus;
    exception: boolean;
    exception_reason: string;
    packing_status: PackingStatus;
    box_no: string | null;
    slab_id: string | null;
    crafts: string[] | null;
    total: number;
  }>(
    `SELECT b.id, b.code, b.plane_id, pl.batch_no, b.length, b.width, b.thickness, b.stone, b.cutting_method, b.rotatable,
            b.status, b.exception, b.exception_reason, x.box_no, b.slab_id,
            CASE WHEN b.packed_at IS NULL THEN 'toPack' WHEN x.sealed_at IS NULL THEN 'packing' ELSE 'packed' END
              AS packing_status,
            (SELECT array_agg(c.name ORDER BY bc.seq) FROM project_board_crafts bc JOIN crafts c ON c.id = bc.craft_id
              WHERE bc.board_id = b.id) AS crafts,
            count(*) OVER ()::int AS total
       FROM project_boards b JOIN planes pl ON pl.id = b.plane_id LEFT JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.project_id = $1 AND b.org_id = $2 AND ($3::uuid IS NULL OR b.plane_id = $3)
        AND ($4::text IS NULL OR b.code ILIKE '%' || $4 || '%' OR b.stone ILIKE '%' || $4 || '%')
      ORDER BY pl.seq, b.seq LIMIT $5 OFFSET $6`,
    [projectId, orgId, f.planeId ?? null, f.keyword || null, f.pageSize, offsetOf(f)],
  );
}

export async function materials(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<{
    stone: string;
    thickness: string;
    board_count: number;
    area: number;
    stock_count: number;
    stock_area: number;
  }>(
    `WITH d AS (
       SELECT stone, thickness, count(*)::int AS board_count, sum(length::bigint * width)::bigint AS area
         FROM project_boards WHERE project_id = $1 AND org_id = $2 GROUP BY stone, thickness)
     SELECT d.*, s.stock_count, s.stock_area FROM d
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS stock_count, COALESCE(sum(length::bigint * width), 0)::bigint AS stock_area
           FROM slabs WHERE org_id = $2 AND stone = d.stone AND thickness = d.thickness AND status = 'toPick') s ON true
      ORDER BY d.stone, d.thickness`,
    [projectId, orgId],
  );
  return rows;
}

/**
 * A craft line's quantity in thousandths of its unit, as SQL over `bc` (project_board_crafts), `c`
 * (crafts) and `b` (project_boards): the imported one, else the default of shared
 * `defaultQuantityMilli` (1 piece; the long edge in mm = thousandths of a metre; the area in mm² ÷ 1000,
 * rounded half up, at least 1).
 */
export const LINE_QUANTITY_SQL = `COALESCE(bc.quantity_milli, CASE c.pricing_unit
    WHEN 'piece' THEN 1000
    WHEN 'metre' THEN GREATEST(b.length, b.width)::bigint
    ELSE GREATEST(1, (b.length::bigint * b.width + 500) / 1000) END)::bigint`;

/** The unit price of a line: the project type's process-flow step's (join `s`), else the craft's. */
export const LINE_PRICE_SQL = "COALESCE(s.unit_price_fen, c.unit_price_fen)::bigint";

/**
 * The craft lines of a project's boards: quantity (thousandths) and unit price (fen; the process-flow
 * step's for the project type, else the craft's). The fee of a line is not computed here: it is shared
 * `craftFeeFen(quantity, price)`, the one formula (the crafts done store what it gave).
 */
const LINES = `
  SELECT bc.board_id, bc.seq, c.id AS craft_id, c.name, b.length::bigint * b.width AS area,
         ${LINE_PRICE_SQL} AS price_fen, s.craft_id IS NOT NULL AS from_flow,
         c.pricing_unit, ${LINE_QUANTITY_SQL} AS quantity_milli, bc.quantity_milli IS NOT NULL AS imported,
         EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = bc.board_id AND r.seq = bc.seq) AS done
    FROM project_boards b
    JOIN project_board_crafts bc ON bc.board_id = b.id
    JOIN crafts c ON c.id = bc.craft_id
    LEFT JOIN process_flow_steps s ON s.org_id = b.org_id AND s.project_type = $3 AND s.craft_id = c.id
   WHERE b.project_id = $1 AND b.org_id = $2`;

export async function processingLines(
  q: Queryable,
  orgId: string,
  projectId: string,
  type: string,
  boardIds: string[],
) {
  const { rows } = await q.query<{
    board_id: string;
    seq: number;
    craft_id: string;
    name: string;
    area: number;
    price_fen: number;
    from_flow: boolean;
    pricing_unit: PricingUnit;
    quantity_milli: string;
    imported: boolean;
    done: boolean;
  }>(`${LINES} AND b.id = ANY($4::uuid[]) ORDER BY bc.board_id, bc.seq`, [projectId, orgId, type, boardIds]);
  return rows;
}

export async function processingSummary(q: Queryable, orgId: string, projectId: string, type: string) {
  const { rows } = await q.query<{
    craft_id: string;
    name: string;
    price_fen: number;
    pricing_unit: PricingUnit;
    quantity_milli: string;
    board_count: number;
    area: number;
    first_seq: number;
  }>(
    `WITH l AS (${LINES})
     SELECT craft_id, name, price_fen, pricing_unit, count(DISTINCT board_id)::int AS board_count,
            sum(area)::bigint AS area, sum(quantity_milli)::bigint AS quantity_milli,
            min(seq)::int AS first_seq
       FROM l GROUP BY craft_id, name, price_fen, pricing_unit ORDER BY min(seq), name`,
    [projectId, orgId, type],
  );
  return rows;
}

/**
 * How many lines of each craft and unit price have each quantity: the fee of a craft is the sum of its
 * lines' fees (shared `craftFeeFen` of each line, rounded per line), worked out from these.
 */
export async function processingQuantities(q: Queryable, orgId: string, projectId: string, type: string) {
  const { rows } = await q.query<{
    craft_id: string;
    price_fen: number;
    quantity_milli: string;
    lines: number;
  }>(
    `WITH l AS (${LINES})
     SELECT craft_id, price_fen, quantity_milli, count(*)::int AS lines
       FROM l GROUP BY craft_id, price_fen, quantity_milli`,
    [projectId, orgId, type],
  );
  return rows;
}

export async function packingBoxes(q: Queryable, orgId: string, projectId: string) {
  const boxes = await q.query<{
    id: string;
    box_no: string;
    length: number;
    width: number;
    height: number;
    status: "toPack" | "packing" | "done";
  }>(
    `SELECT x.id, x.box_no, x.length, x.width, x.height,
            CASE WHEN x.sealed_at IS NOT NULL THEN 'done'
                 WHEN EXISTS (SELECT 1 FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NOT NULL)
                   THEN 'packing' ELSE 'toPack' END AS status
       FROM packing_boxes x WHERE x.project_id = $1 AND x.org_id = $2 ORDER BY x.box_no`,
    [projectId, orgId],
  );
  const boards = await q.query<{
    id: string;
    code: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    packing_status: PackingStatus;
    box_id: string | null;
  }>(
    `SELECT b.id, b.code, pl.batch_no, b.length, b.width, b.thickness, b.box_id,
            CASE WHEN b.packed_at IS NULL THEN 'toPack' WHEN x.sealed_at IS NULL THEN 'packing' ELSE 'packed' END
              AS packing_status
       FROM project_boards b JOIN planes pl ON pl.id = b.plane_id LEFT JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.project_id = $1 AND b.org_id = $2 ORDER BY pl.seq, b.seq`,
    [projectId, orgId],
  );
  return { boxes: boxes.rows, boards: boards.rows };
}

/** How many boards of the project have at least one craft. */
export async function processedBoardCount(q: Queryable, orgId: string, projectId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(DISTINCT bc.board_id)::int AS n FROM project_board_crafts bc JOIN project_boards b ON b.id = bc.board_id
      WHERE b.project_id = $1 AND b.org_id = $2`,
    [projectId, orgId],
  );
  return rows[0]!.n;
}
