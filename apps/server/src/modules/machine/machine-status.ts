import {
  DEFAULT_REPORT_MINUTES,
  type IngestErrors,
  type Lang,
  type MachineStatus,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { ingestErrorsSince } from "./machine-status.repository.ts";

/** The row `MACHINE_STATUS_COLUMNS` selects. */
export interface MachineStatusRow {
  linked_at: Date | null;
  last_report_at: Date | null;
  report_minutes?: number | null;
}

/**
 * The one derivation of a machine's status (docs/api-machine.md "Machine status"), used by machine
 * tables, device detail and the MES tiles: from its key (linked_at is set exactly while a live key is
 * held) and its last report, against the enterprise's window. Never stored.
 */
export function machineStatus(row: MachineStatusRow, now: Date): MachineStatus {
  const windowMinutes = row.report_minutes ?? DEFAULT_REPORT_MINUTES;
  const last = row.last_report_at;
  const linked = row.linked_at !== null;
  const state = last
    ? now.getTime() - last.getTime() <= windowMinutes * 60_000
      ? "reporting"
      : "silent"
    : linked
      ? "linked"
      : "never";
  return {
    state,
    linked,
    linkedAt: row.linked_at?.toISOString() ?? null,
    lastReportAt: last?.toISOString() ?? null,
    windowMinutes,
  };
}

/** How many refused records a machine's view lists. */
const LATEST_INGEST_ERRORS = 3;

/** The machine's refused records since `since` (the business day's start): count and latest reasons. */
export async function ingestErrorsOf(
  q: Queryable,
  orgId: string,
  deviceId: string,
  since: Date,
  lang: Lang,
): Promise<IngestErrors> {
  const rows = await ingestErrorsSince(q, orgId, deviceId, since, LATEST_INGEST_ERRORS);
  return {
    today: rows[0]?.total ?? 0,
    latest: rows.map((e) => ({
      at: e.received_at.toISOString(),
      recordId: e.record_id,
      code: e.code,
      reason: e.message_key,
      message: translate(lang, e.message_key, e.params ?? {}),
    })),
  };
}
