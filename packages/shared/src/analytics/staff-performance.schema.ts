import { z } from "zod";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { calendarDateSchema, pageFields } from "../validation.ts";

/**
 * Staff performance (menu 3005) and "my data" (menu 2000), docs/api-analytics.md "Staff performance
 * and my data". A period is a range of business days (Asia/Shanghai), both ends included; the presets
 * (today, this week, this month, last 30 days) are the web's. Figures per member over the period:
 * - cutting: the member's cut records (`cutting_records`, kind cut) with status ok — metres
 *   (Σ cut_length_mm), m² (Σ area_cut_mm2), slabs (distinct slabs with an ok cut record), slabs
 *   consumed (Σ slabs_consumed_milli, thousandths of a slab) and the number of records;
 * - crafts: craft records done (`craft_records`) and their piece pay (Σ fee_fen, exact integer fen);
 * - packing: boards the member put into boxes (`project_boards.packed_by / packed_at`).
 * Lengths are integer mm, areas integer mm², money integer fen: the web formats them.
 */

const id = z.string().uuid({ error: "validation.invalid" });
const int = z.number().int();

/**
 * The default period of every screen showing a person's figures (staff performance, my data, cutting
 * data's employee detail): this month, from its first business day to today (YYYY-MM-DD).
 */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The longest period one request may name (a year and a day). */
export const PERFORMANCE_MAX_DAYS = 366;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** `from` … `to` (YYYY-MM-DD), both included: to ≥ from, at most PERFORMANCE_MAX_DAYS days. */
export const performancePeriod = {
  from: calendarDateSchema,
  to: calendarDateSchema,
};

/** A period alone (the screens' presets compute one). */
export const performancePeriodSchema = z.strictObject(performancePeriod);
export type PerformancePeriod = z.infer<typeof performancePeriodSchema>;

function checkPeriod(b: { from: string; to: string }, ctx: z.core.$RefinementCtx<unknown>) {
  if (b.to < b.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "analytics.performance.periodOrder" });
  else if (dayCount(b.from, b.to) > PERFORMANCE_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: "analytics.performance.periodTooLong" });
}

export const PERFORMANCE_SORTS = [
  "name",
  "staffNo",
  "cutLengthMm",
  "areaCutMm2",
  "slabCount",
  "slabsConsumedMilli",
  "cutRecords",
  "craftsDone",
  "feeFen",
  "boardsPacked",
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

const filterFields = {
  ...performancePeriod,
  /** Members of this department or of any department under it. */
  departmentId: id.optional(),
  /** Part of the member's name or staff no. */
  keyword: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  /** One member. */
  memberId: id.optional(),
  sortBy: z.enum(PERFORMANCE_SORTS).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
};

/**
 * The members (enabled ones, and disabled ones with figures in the period) matching the filters, with
 * their figures; `totals` sums every matched member (not only the page).
 */
export const staffPerformanceListBody = z
  .strictObject({ ...pageFields, ...filterFields })
  .superRefine(checkPeriod);
export type StaffPerformanceListInput = z.input<typeof staffPerformanceListBody>;

/** The export takes the list's filters (every matched member, no paging). */
export const staffPerformanceExportBody = z.strictObject(filterFields).superRefine(checkPeriod);
export type StaffPerformanceExportInput = z.input<typeof staffPerformanceExportBody>;

/** The figures of a member, a day or the totals. */
export const performanceFigures = z.object({
  cutLengthMm: int,
  areaCutMm2: int,
  /** Distinct slabs with an ok cut record (a day's or the totals' are sums of the members' or days'). */
  slabCount: int,
  /** Thousandths of a slab. */
  slabsConsumedMilli: int,
  cutRecords: int,
  craftsDone: int,
  /** Piece pay of the crafts done, exact integer fen. */
  feeFen: int,
  boardsPacked: int,
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

export const staffPerformanceRow = performanceFigures.extend({
  memberId: rowId,
  userId: rowId,
  name: z.string(),
  staffNo: z.string().nullable(),
  departmentId: rowId.nullable(),
  departmentName: z.string().nullable(),
  roleName: z.string(),
  status: z.enum(["enabled", "disabled"]),
});
export type StaffPerformanceRow = z.infer<typeof staffPerformanceRow>;

export const staffPerformancePage = pageOf(staffPerformanceRow).extend({
  /** Sums over every member the filters match. */
  totals: performanceFigures,
});
export type StaffPerformancePage = z.infer<typeof staffPerformancePage>;

export const PERFORMANCE_RECORD_KINDS = ["cutting", "crafts", "packing"] as const;
export type PerformanceRecordKind = (typeof PERFORMANCE_RECORD_KINDS)[number];

const recordsFields = {
  ...pageFields,
  ...performancePeriod,
  /** Which records the answer pages through. */
  kind: z.enum(PERFORMANCE_RECORD_KINDS).default("cutting"),
};

/** One member's figures, sums per day and records of one kind (paged) over the period. */
export const staffPerformanceMemberBody = z
  .strictObject({ ...recordsFields, memberId: id })
  .superRefine(checkPeriod);
export type StaffPerformanceMemberInput = z.input<typeof staffPerformanceMemberBody>;

/** The same for the caller themself (no member id: a member sees only their own data). */
export const myDataBody = z.strictObject(recordsFields).superRefine(checkPeriod);
export type MyDataInput = z.input<typeof myDataBody>;

export const performanceDay = performanceFigures.extend({ day: isoDate });
export type PerformanceDay = z.infer<typeof performanceDay>;

/** A cut record of the member (aborted ones too, marked; the figures count only ok ones). */
export const performanceCutRecord = z.object({
  recordId: rowId,
  deviceId: rowId,
  deviceCode: z.string(),
  tableSide: z.enum(["A", "B"]),
  slabId: rowId.nullable(),
  slabBarcode: z.string().nullable(),
  projectId: rowId.nullable(),
  projectName: z.string().nullable(),
  startedAt: isoTime,
  endedAt: isoTime.nullable(),
  cutLengthMm: int,
  areaCutMm2: int,
  slabsConsumedMilli: int,
  status: z.enum(["ok", "aborted"]),
});
export type PerformanceCutRecord = z.infer<typeof performanceCutRecord>;

export const performanceCraftRecord = z.object({
  recordId: rowId,
  boardId: rowId,
  boardCode: z.string(),
  projectId: rowId,
  projectName: z.string(),
  projectNo: z.string(),
  craftName: z.string(),
  pricingUnit: z.enum(["piece", "metre", "squareMetre"]),
  /** Thousandths of the unit. */
  quantityMilli: int,
  unitPriceFen: int,
  feeFen: int,
  doneAt: isoTime,
});
export type PerformanceCraftRecord = z.infer<typeof performanceCraftRecord>;

export const performancePackedBoard = z.object({
  boardId: rowId,
  boardCode: z.string(),
  projectId: rowId,
  projectName: z.string(),
  projectNo: z.string(),
  boxId: rowId.nullable(),
  /** `<projectNo>-<boxNo>` as on its label. */
  boxCode: z.string().nullable(),
  areaMm2: int,
  packedAt: isoTime,
});
export type PerformancePackedBoard = z.infer<typeof performancePackedBoard>;

export const staffPerformanceMember = z.object({
  member: staffPerformanceRow,
  /** Days of the period with any figure, newest first. */
  days: z.array(performanceDay),
  /** The page of the requested kind; the other two are null. */
  cutting: pageOf(performanceCutRecord).nullable(),
  crafts: pageOf(performanceCraftRecord).nullable(),
  packing: pageOf(performancePackedBoard).nullable(),
});
export type StaffPerformanceMember = z.infer<typeof staffPerformanceMember>;
export type MyData = StaffPerformanceMember;
