import type { Queryable } from "../../db/db.ts";
import { BOX_CODE_SQL } from "../floor/tracking.repository.ts";

/**
 * The SQL of staff performance and my data (docs/api-analytics.md "Staff performance and my data").
 * Every query is scoped by org_id; a period is business days in Asia/Shanghai (UTC+8), both ends
 * included, as in sales, picking and crafts done. Each source is summed per user in one grouped scan
 * of its (org, operator, time) index: cut records (kind cut, status ok, by the machine's start time),
 * craft records (done_at), boards packed (packed_at). Sums come back as bigint text: the service
 * turns them into numbers and refuses any beyond 2^53 (never rounded).
 */

/** `col` falls in the business days $a … $b (YYYY-MM-DD), both included. */
const inPeriod = (col: string, a: number, b: number) =>
  `${col} >= ($${a}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
   AND ${col} < ($${b}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;

/** The business day of `col`, as text YYYY-MM-DD. */
const dayOf = (col: string) => `to_char((${col} AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD')`;

type Big = string | number | bigint;

export interface FigureRow {
  cut_length_mm: Big;
  area_cut_mm2: Big;
  slab_count: Big;
  slabs_consumed_milli: Big;
  cut_records: Big;
  crafts_done: Big;
  fee_fen: Big;
  boards_packed: Big;
}

export interface MemberFigureRow extends FigureRow {
  member_id: string;
  user_id: string;
  name: string;
  staff_no: string | null;
  department_id: string | null;
  department_name: string | null;
  role_name: string;
  is_super: boolean;
  status: "enabled" | "disabled";
}

/** Per-user sums of each source over the period ($1 org, $2 from, $3 to), of one user when $7 is set. */
const SOURCES = `cut_slab AS (
    -- Grouped by user and slab first (a hash aggregate), so slabs are counted without a sort.
    SELECT operator_id AS user_id, COALESCE(slab_id::text, slab_barcode) AS slab, sum(cut_length_mm) AS len,
           sum(area_cut_mm2) AS area, sum(slabs_consumed_milli) AS consumed, count(*) AS n
      FROM cutting_records
     WHERE org_id = $1 AND kind = 'cut' AND status = 'ok' AND operator_id IS NOT NULL
       AND ($7::uuid IS NULL OR operator_id = $7)
       AND ${inPeriod("started_at", 2, 3)}
     GROUP BY 1, 2),
  cut AS (
    SELECT user_id, sum(len) AS cut_length_mm, sum(area) AS area_cut_mm2, count(slab) AS slab_count,
           sum(consumed) AS slabs_consumed_milli, sum(n) AS cut_records
      FROM cut_slab GROUP BY user_id),
  craft AS (
    SELECT operator_id AS user_id, count(*) AS crafts_done, sum(fee_fen) AS fee_fen
      FROM craft_records WHERE org_id = $1 AND ($7::uuid IS NULL OR operator_id = $7) AND ${inPeriod("done_at", 2, 3)}
     GROUP BY operator_id),
  pack AS (
    SELECT packed_by AS user_id, count(*) AS boards_packed
      FROM project_boards
     WHERE org_id = $1 AND packed_by IS NOT NULL AND ($7::uuid IS NULL OR packed_by = $7)
       AND ${inPeriod("packed_at", 2, 3)}
     GROUP BY packed_by)`;

const FIGURES = `COALESCE(c.cut_length_mm, 0)::bigint AS cut_length_mm, COALESCE(c.area_cut_mm2, 0)::bigint AS area_cut_mm2,
       COALESCE(c.slab_count, 0)::bigint AS slab_count, COALESCE(c.slabs_consumed_milli, 0)::bigint AS slabs_consumed_milli,
       COALESCE(c.cut_records, 0)::bigint AS cut_records, COALESCE(k.crafts_done, 0)::bigint AS crafts_done,
       COALESCE(k.fee_fen, 0)::bigint AS fee_fen, COALESCE(p.boards_packed, 0)::bigint AS boards_packed`;

export interface MemberFilter {
  from: string;
  to: string;
  departmentId?: string;
  keyword?: string;
  memberId?: string;
  /** The member's user, when `memberId` is given: the sums are then of that user only. */
  userId?: string;
}

/**
 * Every member matching the filters with their figures: enabled members, and disabled ones with a
 * figure in the period (one member asked for by id: whatever their status). The department filter takes the department and every one under it. Members of
 * an enterprise are a few hundred at most, so the service sorts, pages and sums them.
 */
export async function memberFigures(q: Queryable, orgId: string, f: MemberFilter) {
  const { rows } = await q.query<MemberFigureRow>(
    `WITH RECURSIVE dept AS (
       SELECT id FROM departments WHERE id = $4 AND org_id = $1
       UNION ALL SELECT d.id FROM departments d JOIN dept ON d.parent_id = dept.id),
     ${SOURCES}
     SELECT m.id AS member_id, m.user_id, m.name, m.staff_no, m.department_id, d.name AS department_name,
            r.name AS role_name, r.is_super, m.status, ${FIGURES}
       FROM members m JOIN roles r ON r.id = m.role_id
       LEFT JOIN departments d ON d.id = m.department_id
       LEFT JOIN cut c ON c.user_id = m.user_id
       LEFT JOIN craft k ON k.user_id = m.user_id
       LEFT JOIN pack p ON p.user_id = m.user_id
      WHERE m.org_id = $1
        AND (m.status = 'enabled' OR $6::uuid IS NOT NULL
             OR c.user_id IS NOT NULL OR k.user_id IS NOT NULL OR p.user_id IS NOT NULL)
        AND ($4::uuid IS NULL OR m.department_id IN (SELECT id FROM dept))
        AND ($5::text IS NULL OR strpos(lower(m.name), lower($5)) > 0
             OR strpos(lower(COALESCE(m.staff_no, '')), lower($5)) > 0)
        AND ($6::uuid IS NULL OR m.id = $6)
      ORDER BY m.name, m.id`,
    [orgId, f.from, f.to, f.departmentId ?? null, f.keyword || null, f.memberId ?? null, f.userId ?? null],
  );
  return rows;
}

export async function departmentInOrg(q: Queryable, orgId: string, departmentId: string) {
  const { rows } = await q.query("SELECT 1 FROM departments WHERE id = $1 AND org_id = $2", [
    departmentId,
    orgId,
  ]);
  return rows.length > 0;
}

export async function memberInOrg(q: Queryable, orgId: string, memberId: string) {
  const { rows } = await q.query<{ id: string; user_id: string }>(
    "SELECT id, user_id FROM members WHERE id = $1 AND org_id = $2",
    [memberId, orgId],
  );
  return rows[0];
}

/** The user's figures per business day of the period with any figure, newest first. */
export async function dayFigures(q: Queryable, orgId: string, userId: string, from: string, to: string) {
  const { rows } = await q.query<FigureRow & { day: string }>(
    `WITH cut_slab AS (
       SELECT ${dayOf("started_at")} AS day, COALESCE(slab_id::text, slab_barcode) AS slab, sum(cut_length_mm) AS len,
              sum(area_cut_mm2) AS area, sum(slabs_consumed_milli) AS consumed, count(*) AS n
         FROM cutting_records
        WHERE org_id = $1 AND kind = 'cut' AND status = 'ok' AND operator_id = $4 AND ${inPeriod("started_at", 2, 3)}
        GROUP BY 1, 2),
     cut AS (
       SELECT day, sum(len) AS cut_length_mm, sum(area) AS area_cut_mm2, count(slab) AS slab_count,
              sum(consumed) AS slabs_consumed_milli, sum(n) AS cut_records
         FROM cut_slab GROUP BY day),
     craft AS (
       SELECT ${dayOf("done_at")} AS day, count(*) AS crafts_done, sum(fee_fen) AS fee_fen
         FROM craft_records WHERE org_id = $1 AND operator_id = $4 AND ${inPeriod("done_at", 2, 3)} GROUP BY 1),
     pack AS (
       SELECT ${dayOf("packed_at")} AS day, count(*) AS boards_packed
         FROM project_boards WHERE org_id = $1 AND packed_by = $4 AND ${inPeriod("packed_at", 2, 3)} GROUP BY 1),
     days AS (SELECT day FROM cut UNION SELECT day FROM craft UNION SELECT day FROM pack)
     SELECT days.day, ${FIGURES}
       FROM days LEFT JOIN cut c ON c.day = days.day LEFT JOIN craft k ON k.day = days.day
       LEFT JOIN pack p ON p.day = days.day
      ORDER BY days.day DESC`,
    [orgId, from, to, userId],
  );
  return rows;
}

export interface RecordsFilter {
  userId: string;
  from: string;
  to: string;
  limit: number;
  offset: number;
}

const recordParams = (orgId: string, f: RecordsFilter) => [orgId, f.from, f.to, f.userId, f.limit, f.offset];

/** The user's cut records (aborted ones too), newest first. */
export async function cutRecords(q: Queryable, orgId: string, f: RecordsFilter) {
  const { rows } = await q.query<{
    id: string;
    device_id: string;
    device_code: string;
    table_side: "A" | "B";
    slab_id: string | null;
    slab_barcode: string | null;
    project_id: string | null;
    project_name: string | null;
    started_at: Date;
    ended_at: Date | null;
    cut_length_mm: Big;
    area_cut_mm2: Big;
    slabs_consumed_milli: number;
    status: "ok" | "aborted";
    total: number;
  }>(
    // The page's ids by the (org, operator, time) index, the count apart: only the page is joined.
    `WITH mine AS (
       SELECT id, started_at FROM cutting_records
        WHERE org_id = $1 AND kind = 'cut' AND operator_id = $4 AND ${inPeriod("started_at", 2, 3)}),
     page AS (SELECT id FROM mine ORDER BY started_at DESC, id LIMIT $5 OFFSET $6)
     SELECT r.id, r.device_id, dv.code AS device_code, r.table_side, r.slab_id, COALESCE(s.barcode, r.slab_barcode) AS slab_barcode,
            r.project_id, p.name AS project_name, r.started_at, r.ended_at, r.cut_length_mm, r.area_cut_mm2,
            r.slabs_consumed_milli, r.status, (SELECT count(*) FROM mine)::int AS total
       FROM page JOIN cutting_records r ON r.id = page.id JOIN devices dv ON dv.id = r.device_id
       LEFT JOIN slabs s ON s.id = r.slab_id LEFT JOIN projects p ON p.id = r.project_id
      ORDER BY r.started_at DESC, r.id`,
    recordParams(orgId, f),
  );
  return rows;
}

/** The user's craft records, newest first. */
export async function craftRecords(q: Queryable, orgId: string, f: RecordsFilter) {
  const { rows } = await q.query<{
    id: string;
    board_id: string;
    board_code: string;
    project_id: string;
    project_name: string;
    project_no: string;
    craft_name: string;
    pricing_unit: "piece" | "metre" | "squareMetre";
    quantity_milli: Big;
    unit_price_fen: Big;
    fee_fen: Big;
    done_at: Date;
    total: number;
  }>(
    `SELECT r.id, r.board_id, b.code AS board_code, r.project_id, p.name AS project_name, p.project_no,
            c.name AS craft_name, r.pricing_unit, r.quantity_milli, r.unit_price_fen, r.fee_fen, r.done_at,
            count(*) OVER ()::int AS total
       FROM craft_records r JOIN project_boards b ON b.id = r.board_id JOIN projects p ON p.id = r.project_id
       JOIN crafts c ON c.id = r.craft_id
      WHERE r.org_id = $1 AND r.operator_id = $4 AND ${inPeriod("r.done_at", 2, 3)}
      ORDER BY r.done_at DESC, b.code, r.seq LIMIT $5 OFFSET $6`,
    recordParams(orgId, f),
  );
  return rows;
}

/** The boards the user packed, newest first, with their box. */
export async function packedBoards(q: Queryable, orgId: string, f: RecordsFilter) {
  const { rows } = await q.query<{
    id: string;
    code: string;
    project_id: string;
    project_name: string;
    project_no: string;
    box_id: string | null;
    box_code: string | null;
    area_mm2: Big;
    packed_at: Date;
    total: number;
  }>(
    `SELECT b.id, b.code, b.project_id, p.name AS project_name, p.project_no, x.id AS box_id,
            CASE WHEN x.id IS NULL THEN NULL ELSE ${BOX_CODE_SQL("p", "x")} END AS box_code,
            (b.length::bigint * b.width) AS area_mm2, b.packed_at, count(*) OVER ()::int AS total
       FROM project_boards b JOIN projects p ON p.id = b.project_id
       LEFT JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.org_id = $1 AND b.packed_by = $4 AND ${inPeriod("b.packed_at", 2, 3)}
      ORDER BY b.packed_at DESC, b.code LIMIT $5 OFFSET $6`,
    recordParams(orgId, f),
  );
  return rows;
}
