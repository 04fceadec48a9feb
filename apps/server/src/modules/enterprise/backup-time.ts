/** When the daily backup is next due after `now` (server's local time), or null when off. */
export function nextBackupAt(time: string | null, now: Date): Date | null {
  if (!time) return null;
  const [h, m] = time.split(":").map(Number) as [number, number];
  const at = new Date(now);
  at.setHours(h, m, 0, 0);
  if (at <= now) at.setDate(at.getDate() + 1);
  return at;
}

/** The daily backup's slot, "YYYY-MM-DD HH:MM": the one server that records it first queues the job. */
export function backupSlot(at: Date, time: string): string {
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
  return `${day} ${time}`;
}
