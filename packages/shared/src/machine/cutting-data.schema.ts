import { z } from "zod";
import { performanceFigures } from "../analytics/staff-performance.schema.ts";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { calendarDateSchema, pageFields } from "../validation.ts";
import { RECORD_KINDS, RECORD_STATUSES } from "./device-report.schema.ts";

/**
 * Cutting data (menus 2900-2902, docs/api-machine.md "Cutting data"): the stored machine records with
 * filters and totals, their export, employee and device detail, planned vs actual yield.
 *
 * Figures travel as integers: lengths in mm (`cutLengthMm`), areas in mm² (`…Mm2`), slabs consumed in
 * thousandths of a slab (`slabsConsumedMilli`); the screens show metres, m² and slabs. Dates are
 * business days (Asia/Shanghai), both ends included. An operator is a member's user id (`operatorId`,
 * as in picking and craft records).
 */

const int = z.number().int();
const id = z.string().uuid({ error: "validation.invalid" });
const text = (max: number) => z.string().trim().max(max, { error: "validation.tooLong" }).optional();

/** dateFrom after dateTo: 1001 on dateTo. */
const rangeOk = (b: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo;
const rangeError = { error: "machine.cuttingData.badRange", path: ["dateTo"] };

const range = {
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
};

/** The filters of the list and its export. */
export const cuttingDataFilterFields = {
  deviceId: id.optional(),
  operatorId: id.optional(),
  ...range,
  projectId: id.optional(),
  /** Exact block no. of the record's slab. */
  blockNo: text(50),
  /** Exact bundle no. of the record's slab. */
  bundleNo: text(50),
  /** Exact slab barcode (as the machine sent it). */
  barcode: text(100),
  kind: z.enum(RECORD_KINDS).optional(),
};

export const cuttingDataFilterBody = z.strictObject(cuttingDataFilterFields).refine(rangeOk, rangeError);
export type CuttingDataFilters = z.input<typeof cuttingDataFilterBody>;

export const cuttingDataListBody = z
  .strictObject({ ...pageFields, ...cuttingDataFilterFields })
  .refine(rangeOk, rangeError);
export type CuttingDataListInput = z.input<typeof cuttingDataListBody>;

/** Employee detail (2901): one member's records over a range. */
export const cuttingDataEmployeeFields = { operatorId: id, ...range };
export const cuttingDataEmployeeBody = z
  .strictObject({ ...pageFields, ...cuttingDataEmployeeFields })
  .refine(rangeOk, rangeError);
export type CuttingDataEmployeeInput = z.input<typeof cuttingDataEmployeeBody>;
export const cuttingDataEmployeeExportBody = z
  .strictObject(cuttingDataEmployeeFields)
  .refine(rangeOk, rangeError);

/** Device detail (2902): one device's records over a range. */
export const cuttingDataDeviceFields = { deviceId: id, ...range };
export const cuttingDataDeviceBody = z
  .strictObject({ ...pageFields, ...cuttingDataDeviceFields })
  .refine(rangeOk, rangeError);
export type CuttingDataDeviceInput = z.input<typeof cuttingDataDeviceBody>;
export const cuttingDataDeviceExportBody = z
  .strictObject(cuttingDataDeviceFields)
  .refine(rangeOk, rangeError);

export const YIELD_GROUPS = ["slab", "project", "day"] as const;
export type YieldGroup = (typeof YIELD_GROUPS)[number];

/** Planned vs actual yield (2900), grouped by slab, project or day. */
export const cuttingDataYieldBody = z
  .strictObject({
    ...pageFields,
    by: z.enum(YIELD_GROUPS).default("slab"),
    ...range,
    projectId: id.optional(),
    deviceId: id.optional(),
  })
  .refine(rangeOk, rangeError);
export type CuttingDataYieldInput = z.input<typeof cuttingDataYieldBody>;

export const exportJobBody = z.strictObject({ jobId: id });
/** The query of GET /api/cuttingData/export/file (the export's `downloadPath`). */
export const exportFileQuery = z.object({ jobId: z.string().uuid({ error: "validation.invalid" }) });

// ---- Responses ----

export const cuttingRecordItem = z.object({
  /** Our row id. */
  id: rowId,
  /** The machine's own id of the record. */
  recordId: z.string(),
  deviceId: rowId,
  deviceCode: z.string(),
  table: z.enum(["A", "B"]),
  kind: z.enum(RECORD_KINDS),
  status: z.enum(RECORD_STATUSES),
  slabId: rowId.nullable(),
  /** As the machine sent it. */
  slabBarcode: z.string().nullable(),
  blockNo: z.string().nullable(),
  bundleNo: z.string().nullable(),
  slabNo: z.string().nullable(),
  stone: z.string().nullable(),
  projectId: rowId.nullable(),
  projectNo: z.string().nullable(),
  projectName: z.string().nullable(),
  operatorId: rowId.nullable(),
  operatorName: z.string().nullable(),
  operatorStaffNo: z.string().nullable(),
  /** The machine's clock. */
  startedAt: isoTime,
  endedAt: isoTime.nullable(),
  /** Our clock. */
  receivedAt: isoTime,
  cutLengthMm: int,
  areaCutMm2: int,
  slabsConsumedMilli: int,
});
export type CuttingRecordItem = z.infer<typeof cuttingRecordItem>;

/** Sums over the whole filtered range (not just the page). */
export const cuttingTotals = z.object({
  records: int,
  cutLengthMm: int,
  areaCutMm2: int,
  slabsConsumedMilli: int,
  /** Distinct slabs named by the records. */
  slabsCut: int,
});
export type CuttingTotals = z.infer<typeof cuttingTotals>;

export const cuttingDataPage = pageOf(cuttingRecordItem).extend({ totals: cuttingTotals });
export type CuttingDataPage = z.infer<typeof cuttingDataPage>;

/** One business day's sums. */
export const cuttingDay = cuttingTotals.extend({ day: isoDate });
export type CuttingDay = z.infer<typeof cuttingDay>;

export const cuttingDataEmployeeResult = z.object({
  operator: z.object({ operatorId: rowId, name: z.string(), staffNo: z.string().nullable() }),
  /** The period the figures cover (the request's, else the default: this month, as staff performance). */
  period: z.object({ from: isoDate, to: isoDate }),
  /**
   * The person's figures, the one definition staff performance uses (ok cut records: metres, m²,
   * distinct slabs, slabs consumed, records; crafts and their pay; boards packed).
   */
  figures: performanceFigures,
  /** Days with a cut, newest first: the same definition per day. */
  days: z.array(cuttingDay),
  /** The figures as cutting totals: records = ok cut records, slabsCut = distinct slabs. */
  totals: cuttingTotals,
  /** Their cut records (aborted ones too), newest first. */
  records: pageOf(cuttingRecordItem),
});
export type CuttingDataEmployeeResult = z.infer<typeof cuttingDataEmployeeResult>;

export const cuttingDataDeviceResult = z.object({
  device: z.object({ deviceId: rowId, code: z.string(), series: z.string() }),
  days: z.array(cuttingDay),
  totals: cuttingTotals,
  records: pageOf(cuttingRecordItem),
});
export type CuttingDataDeviceResult = z.infer<typeof cuttingDataDeviceResult>;

/**
 * Planned vs actual yield of a slab or a group of slabs (docs/api-machine.md "Yield"). Planned: the
 * accepted plan's used area ÷ slab area. Actual: area cut (ok cut records) ÷ (slabs consumed × slab
 * area). A group sums over its slabs that have an actual yield (planned over the same slabs).
 * Percentages have 2 decimals; null when unknown.
 */
export const yieldFigures = z.object({
  slabs: int,
  plannedUsedMm2: int,
  slabAreaMm2: int,
  cutAreaMm2: int,
  consumedAreaMm2: int,
  plannedPercent: z.number().nullable(),
  actualPercent: z.number().nullable(),
});
export type YieldFigures = z.infer<typeof yieldFigures>;

export const yieldRow = yieldFigures.extend({
  /** slab id, project id or YYYY-MM-DD. */
  key: z.string(),
  /** barcode, "projectNo name" or the day. */
  label: z.string(),
});
export type YieldRow = z.infer<typeof yieldRow>;

export const cuttingDataYieldResult = pageOf(yieldRow).extend({
  by: z.enum(YIELD_GROUPS),
  totals: yieldFigures,
});
export type CuttingDataYieldResult = z.infer<typeof cuttingDataYieldResult>;

/** A slab's yield and its machine records (material detail, menu 2200). */
export const slabMachineData = z.object({
  yield: yieldFigures,
  records: z.array(cuttingRecordItem),
});
export type SlabMachineData = z.infer<typeof slabMachineData>;

export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export const exportJob = z.object({
  jobId: rowId,
  /** direct: small, download at once (streamed); job: large, on the queue, poll then download. */
  mode: z.enum(["direct", "job"]),
  status: z.enum(EXPORT_STATUSES),
  total: int,
  done: int,
  /** GET this (with the token) once status is done, or at once in mode direct. */
  downloadPath: z.string(),
  /** Why it failed, in the caller's language (its server stopped mid-run, or writing failed); else null. */
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

/** The filter bar's choices: the enterprise's devices, members, reviewed projects (newest first, ≤ 500). */
export const cuttingDataOptionsBody = z.strictObject({});
export const cuttingDataOptions = z.object({
  devices: z.array(z.object({ deviceId: rowId, code: z.string() })),
  operators: z.array(z.object({ operatorId: rowId, name: z.string(), staffNo: z.string().nullable() })),
  projects: z.array(z.object({ projectId: rowId, projectNo: z.string(), name: z.string() })),
});
export type CuttingDataOptions = z.infer<typeof cuttingDataOptions>;

/** A range of business days (employee and device detail, their exports). */
export const cuttingDateRange = z.strictObject(range).refine(rangeOk, rangeError);
export type CuttingDateRange = z.input<typeof cuttingDateRange>;
