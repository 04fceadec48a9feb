import { z } from "zod";
import { isoTime } from "../api.ts";

/**
 * One truth per machine (docs/api-machine.md "Machine status"), the same on machine tables, device
 * detail and the MES tiles, derived by one server function from the machine's key and its last report:
 * - `reporting`: a report (accepted or not) in the last `windowMinutes` (an enterprise setting);
 * - `silent`: it has reported, but not in that window;
 * - `linked`: it holds a live key and has never reported;
 * - `never`: no key and never reported.
 * `linked` says apart whether a live key is held (a machine unlinked after reporting is silent, not linked).
 */
export const MACHINE_STATES = ["reporting", "silent", "linked", "never"] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** The enterprise's default window: a machine is reporting while its last report is this recent. */
export const DEFAULT_REPORT_MINUTES = 10;
export const MAX_REPORT_MINUTES = 1440;

export const machineStatus = z.object({
  state: z.enum(MACHINE_STATES),
  linked: z.boolean(),
  linkedAt: isoTime.nullable(),
  lastReportAt: isoTime.nullable(),
  windowMinutes: z.number().int(),
});
export type MachineStatus = z.infer<typeof machineStatus>;

/** Records a machine sent that were refused (device_ingest_errors), with the reason in the caller's language. */
export const ingestError = z.object({
  at: isoTime,
  recordId: z.string().nullable(),
  code: z.number().int(),
  /** The reason's code (catalogue key, e.g. machine.record.future). */
  reason: z.string(),
  message: z.string(),
});
/** Today's refused records of a machine: how many, and the latest few, newest first. */
export const ingestErrors = z.object({ today: z.number().int(), latest: z.array(ingestError) });
export type IngestErrors = z.infer<typeof ingestErrors>;

export const reportWindowBody = z.strictObject({
  minutes: z.number().int().min(1).max(MAX_REPORT_MINUTES),
});
export const reportWindow = z.object({ minutes: z.number().int() });
export type ReportWindow = z.infer<typeof reportWindow>;
