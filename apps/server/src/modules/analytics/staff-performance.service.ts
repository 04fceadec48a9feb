import {
  Code,
  type Lang,
  type MyData,
  type PerformanceFigures,
  type PerformanceRecordKind,
  type PerformanceSort,
  type StaffPerformanceMember,
  type StaffPerformancePage,
  type StaffPerformanceRow,
  translate,
} from "@stoneworks/shared";
import ExcelJS from "exceljs";
import type { Queryable } from "../../db/db.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { guardWorkbook } from "../../lib/xlsx-export.ts";
import { roleDisplayName } from "../account/user.service.ts";
import * as repo from "./staff-performance.repository.ts";

/**
 * Staff performance (menu 3005) and my data (menu 2000), docs/api-analytics.md "Staff performance
 * and my data". Every sum is exact: the database sums integers (mm, mm², fen) as bigint and they
 * become numbers here only when they are safe integers.
 */

/** A bigint sum as a number, refused (never rounded) beyond 2^53. */
export function exact(v: string | number | bigint | null | undefined): number {
  const n = typeof v === "bigint" ? Number(v) : Number(v ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`sum beyond 2^53: ${String(v)}`);
  return n;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const FIGURE_KEYS = [
  "cutLengthMm",
  "areaCutMm2",
  "slabCount",
  "slabsConsumedMilli",
  "cutRecords",
  "craftsDone",
  "feeFen",
  "boardsPacked",
] as const satisfies readonly (keyof PerformanceFigures)[];

/** A row of the one repository function (memberFigures / dayFigures) as figures; none: all zero. */
export const personFigures = (r: repo.FigureRow | undefined): PerformanceFigures => (r ? figures(r) : zero());

function figures(r: repo.FigureRow): PerformanceFigures {
  return {
    cutLengthMm: exact(r.cut_length_mm),
    areaCutMm2: exact(r.area_cut_mm2),
    slabCount: exact(r.slab_count),
    slabsConsumedMilli: exact(r.slabs_consumed_milli),
    cutRecords: exact(r.cut_records),
    craftsDone: exact(r.crafts_done),
    feeFen: exact(r.fee_fen),
    boardsPacked: exact(r.boards_packed),
  };
}

const zero = (): PerformanceFigures =>
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0])) as unknown as PerformanceFigures;

/** Field by field sums (each a safe integer, checked). */
export function sumFigures(rows: readonly PerformanceFigures[]): PerformanceFigures {
  const out = zero();
  for (const r of rows) for (const k of FIGURE_KEYS) out[k] = exact(out[k] + r[k]);
  return out;
}

function memberRow(lang: Lang, r: repo.MemberFigureRow): StaffPerformanceRow {
  return {
    memberId: r.member_id,
    userId: r.user_id,
    name: r.name,
    staffNo: r.staff_no,
    departmentId: r.department_id,
    departmentName: r.department_name,
    roleName: roleDisplayName(lang, { name: r.role_name, is_super: r.is_super }),
    status: r.status,
    ...figures(r),
  };
}

export interface ListFilter extends repo.MemberFilter {
  sortBy: PerformanceSort;
  order: "asc" | "desc";
}

const collator = new Intl.Collator("zh-CN", { numeric: true });

/** Sorted by the column (ties by name, then id), nulls (no staff no.) last either way. */
function sortRows(rows: StaffPerformanceRow[], by: PerformanceSort, order: "asc" | "desc") {
  const dir = order === "asc" ? 1 : -1;
  const byName = (a: StaffPerformanceRow, b: StaffPerformanceRow) =>
    collator.compare(a.name, b.name) || (a.memberId < b.memberId ? -1 : 1);
  return [...rows].sort((a, b) => {
    if (by === "name") return dir * byName(a, b);
    if (by === "staffNo") {
      if (a.staffNo === b.staffNo) return byName(a, b);
      if (a.staffNo === null) return 1;
      if (b.staffNo === null) return -1;
      return dir * collator.compare(a.staffNo, b.staffNo) || byName(a, b);
    }
    return dir * (a[by] - b[by]) || byName(a, b);
  });
}

/** The matched members, sorted, with the totals of all of them; foreign department or member → 1002. */
async function matched(q: Queryable, orgId: string, lang: Lang, f: ListFilter) {
  if (f.departmentId && !(await repo.departmentInOrg(q, orgId, f.departmentId))) throw notFound();
  let userId: string | undefined;
  if (f.memberId) {
    const m = await repo.memberInOrg(q, orgId, f.memberId);
    if (!m) throw notFound();
    userId = m.user_id;
  }
  const rows = (await repo.memberFigures(q, orgId, { ...f, userId })).map((r) => memberRow(lang, r));
  return { rows: sortRows(rows, f.sortBy, f.order), totals: sumFigures(rows) };
}

export async function list(
  ctx: MemberCtx,
  f: ListFilter & { pageNum: number; pageSize: number },
): Promise<StaffPerformancePage> {
  const { rows, totals } = await matched(ctx.db, ctx.actor.orgId, ctx.lang, f);
  const start = offsetOf(f);
  return {
    list: rows.slice(start, start + f.pageSize),
    total: rows.length,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    totals,
  };
}

interface RecordsRequest {
  from: string;
  to: string;
  kind: PerformanceRecordKind;
  pageNum: number;
  pageSize: number;
}

/** A member's row, days and one kind of records over the period. */
async function detail(
  q: Queryable,
  orgId: string,
  lang: Lang,
  memberId: string,
  f: RecordsRequest,
): Promise<StaffPerformanceMember> {
  const m = await repo.memberInOrg(q, orgId, memberId);
  if (!m) throw notFound();
  const [found] = await repo.memberFigures(q, orgId, { from: f.from, to: f.to, memberId, userId: m.user_id });
  if (!found) throw notFound();
  const member = memberRow(lang, found);
  const days = (await repo.dayFigures(q, orgId, member.userId, f.from, f.to)).map((d) => ({
    day: d.day,
    ...figures(d),
  }));
  const rf = { userId: member.userId, from: f.from, to: f.to, limit: f.pageSize, offset: offsetOf(f) };
  const out: StaffPerformanceMember = { member, days, cutting: null, crafts: null, packing: null };
  if (f.kind === "cutting")
    out.cutting = toPage(await repo.cutRecords(q, orgId, rf), f, (r) => ({
      recordId: r.id,
      deviceId: r.device_id,
      deviceCode: r.device_code,
      tableSide: r.table_side,
      slabId: r.slab_id,
      slabBarcode: r.slab_barcode,
      projectId: r.project_id,
      projectName: r.project_name,
      startedAt: iso(r.started_at),
      endedAt: r.ended_at ? iso(r.ended_at) : null,
      cutLengthMm: exact(r.cut_length_mm),
      areaCutMm2: exact(r.area_cut_mm2),
      slabsConsumedMilli: r.slabs_consumed_milli,
      status: r.status,
    }));
  if (f.kind === "crafts")
    out.crafts = toPage(await repo.craftRecords(q, orgId, rf), f, (r) => ({
      recordId: r.id,
      boardId: r.board_id,
      boardCode: r.board_code,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNo: r.project_no,
      craftName: r.craft_name,
      pricingUnit: r.pricing_unit,
      quantityMilli: exact(r.quantity_milli),
      unitPriceFen: exact(r.unit_price_fen),
      feeFen: exact(r.fee_fen),
      doneAt: iso(r.done_at),
    }));
  if (f.kind === "packing")
    out.packing = toPage(await repo.packedBoards(q, orgId, rf), f, (r) => ({
      boardId: r.id,
      boardCode: r.code,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNo: r.project_no,
      boxId: r.box_id,
      boxCode: r.box_code,
      areaMm2: exact(r.area_mm2),
      packedAt: iso(r.packed_at),
    }));
  return out;
}

/** Drill-down into one member of the enterprise (another enterprise's member → 1002). */
export function member(ctx: MemberCtx, f: RecordsRequest & { memberId: string }) {
  return detail(ctx.db, ctx.actor.orgId, ctx.lang, f.memberId, f);
}

/**
 * The caller's own figures (menu 2000): the same as the drill-down, for the session's member only.
 * Nothing at all in the period → 1200016 (silent: the panel shows its empty state).
 */
export async function myData(ctx: MemberCtx, f: RecordsRequest): Promise<MyData> {
  const out = await detail(ctx.db, ctx.actor.orgId, ctx.lang, ctx.actor.memberId, f);
  if (out.days.length === 0) throw new AppError(Code.NoDataInRange);
  return out;
}

const YUAN = "0.00";
const THREE = "0.000";

/** The export: every matched member and the totals, headings in the caller's language (.xlsx bytes). */
export async function exportXlsx(ctx: MemberCtx, f: ListFilter) {
  const lang = ctx.lang;
  const { rows, totals } = await matched(ctx.db, ctx.actor.orgId, lang, f);
  const tr = (key: string, params?: Record<string, string>) => translate(lang, `analytics.${key}`, params);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tr("export.sheet"));
  const cols: { key: string; width: number; fmt?: string }[] = [
    { key: "name", width: 16 },
    { key: "staffNo", width: 10 },
    { key: "department", width: 16 },
    { key: "role", width: 16 },
    { key: "cutMetres", width: 14, fmt: "0.00" },
    { key: "cutArea", width: 14, fmt: THREE },
    { key: "slabs", width: 12 },
    { key: "slabsConsumed", width: 14, fmt: THREE },
    { key: "cutRecords", width: 12 },
    { key: "craftsDone", width: 12 },
    { key: "piecePay", width: 14, fmt: YUAN },
    { key: "boardsPacked", width: 14 },
  ];
  ws.addRow([tr("export.period", { from: f.from, to: f.to })]);
  const head = ws.addRow(cols.map((c) => tr(`export.${c.key}`)));
  head.font = { bold: true };
  cols.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width;
    if (c.fmt) ws.getColumn(i + 1).numFmt = c.fmt;
  });
  // mm → m and mm² → m² and thousandths → slabs are exact decimals (÷ 10^3, 10^6); fen → yuan ÷ 100.
  const numbers = (r: PerformanceFigures) => [
    r.cutLengthMm / 1000,
    r.areaCutMm2 / 1_000_000,
    r.slabCount,
    r.slabsConsumedMilli / 1000,
    r.cutRecords,
    r.craftsDone,
    r.feeFen / 100,
    r.boardsPacked,
  ];
  for (const r of rows)
    ws.addRow([r.name, r.staffNo ?? "", r.departmentName ?? "", r.roleName, ...numbers(r)]);
  const total = ws.addRow([tr("performance.totals"), "", "", "", ...numbers(totals)]);
  total.font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 2 }];
  // Names, staff numbers, departments and roles are typed by users: formula-like text stays text.
  guardWorkbook(wb);
  return {
    bytes: Buffer.from(await wb.xlsx.writeBuffer()),
    fileName: tr("performance.fileName", { from: f.from, to: f.to }),
  };
}
