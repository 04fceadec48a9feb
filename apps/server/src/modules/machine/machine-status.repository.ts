import type { Queryable } from "../../db/db.ts";

/** SQL of machine status (docs/api-machine.md "Machine status"). */

/** The columns `machineStatus` reads, over the device aliased `d`: key, last report, the enterprise's window. */
export const MACHINE_STATUS_COLUMNS = `d.linked_at, d.last_report_at,
  (SELECT o.machine_report_minutes FROM orgs o WHERE o.id = d.org_id) AS report_minutes`;

/** The machine's refused records since `since`: their count and the latest `limit`, newest first. */
export async function ingestErrorsSince(
  q: Queryable,
  orgId: string,
  deviceId: string,
  since: Date,
  limit: number,
) {
  const { rows } = await q.query<{
    received_at: Date;
    record_id: string | null;
    code: number;
    message_key: string;
    params: Record<string, string | number> | null;
    total: number;
  }>(
    `SELECT e.received_at, e.record_id, e.code, e.message_key, e.params, (sum(e.count) OVER ())::int AS total
       FROM device_ingest_errors e
      WHERE e.org_id = $1 AND e.device_id = $2 AND e.received_at >= $3
      ORDER BY e.received_at DESC LIMIT $4`,
    [orgId, deviceId, since, limit],
  );
  return rows;
}

export async function reportMinutes(q: Queryable, orgId: string): Promise<number | undefined> {
  const { rows } = await q.query<{ m: number }>(
    "SELECT machine_report_minutes AS m FROM orgs WHERE id = $1",
    [orgId],
  );
  return rows[0]?.m;
}

export async function setReportMinutes(q: Queryable, orgId: string, minutes: number, now: Date) {
  const { rowCount } = await q.query(
    "UPDATE orgs SET machine_report_minutes = $2, updated_at = $3 WHERE id = $1",
    [orgId, minutes, now],
  );
  return rowCount === 1;
}
