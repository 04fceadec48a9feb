import { z } from "zod";

/**
 * Machine reports (DESIGN §11 "Machine data", docs/api-machine.md): a linked cutting machine sends its
 * records with its API key, over HTTP (`POST /api/device/report`, header X-Device-Key) or MQTT (topic
 * `stoneworks/device/<deviceCode>/report`, payload `{ key, records }`, answer on `…/ack`). Both carry
 * the same body and get the same answer.
 *
 * The batch is checked as a whole only for its shape (an array of at most MAX_REPORT_RECORDS); each
 * record is then checked on its own: a bad one is rejected with its index and reason, the rest stored.
 */
export const MAX_REPORT_RECORDS = 500;
export const RECORD_KINDS = ["start", "end", "cut"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_STATUSES = ["ok", "aborted"] as const;

/** Largest figures a record may carry (a cut of 100 km, 100 m², 100 slabs are machine faults). */
export const MAX_METRES_CUT = 100_000;
export const MAX_AREA_CUT_MM2 = 100_000_000;
export const MAX_SLABS_CONSUMED = 100;

const time = z.iso.datetime({ offset: true, error: "machine.record.badTime" });

/** One record as the machine sends it. */
export const deviceRecord = z.strictObject({
  /** The machine's own id of the record, unique per device. */
  recordId: z.string().trim().min(1, { error: "machine.record.noRecordId" }).max(64),
  kind: z.enum(RECORD_KINDS, { error: "machine.record.badKind" }),
  table: z.enum(["A", "B"], { error: "machine.record.badTable" }),
  slabBarcode: z.string().trim().min(1).max(80).optional(),
  startedAt: time,
  endedAt: time.optional(),
  metresCut: z.number().min(0).max(MAX_METRES_CUT).optional(),
  /** mm² */
  areaCut: z.number().int().min(0).max(MAX_AREA_CUT_MM2).optional(),
  slabsConsumed: z.number().min(0).max(MAX_SLABS_CONSUMED).optional(),
  operatorStaffNo: z.string().trim().max(4).optional(),
  status: z.enum(RECORD_STATUSES).optional(),
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

/** The batch: its records are checked one by one by the service (deviceRecord), not here. */
export const deviceReportBody = z.object({
  records: z.array(z.unknown()).min(1).max(MAX_REPORT_RECORDS),
});
export type DeviceReportInput = z.input<typeof deviceReportBody>;

export const rejectedRecord = z.object({
  /** Index of the record in the batch. */
  index: z.number().int(),
  code: z.number().int(),
  /** The reason's code (its catalogue key, e.g. machine.record.future), the same in every language. */
  reason: z.string(),
  /** The reason, in the request's language (Accept-Language; MQTT: the enterprise's zh-CN). */
  message: z.string(),
});
export const deviceReportResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(rejectedRecord),
});
export type DeviceReportResult = z.infer<typeof deviceReportResult>;
