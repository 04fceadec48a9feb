import { z } from "zod";
import { isoTime } from "../api.ts";

/** Backups of the whole installation (menu 3900, docs/api-enterprise.md "Backups"). */
export const backupStatus = z.enum(["queued", "running", "done", "failed"]);
export type BackupStatus = z.infer<typeof backupStatus>;

export const backupItem = z.object({
  backupId: z.string(),
  /** schedule: the daily backup; manual: an administrator's button; cli: `npm run backup` asking the server. */
  trigger: z.enum(["schedule", "manual", "cli"]),
  /** A running backup whose server stopped beating for a minute shows as failed (interrupted). */
  status: backupStatus,
  /** The file's name in the backup directory (done only). */
  file: z.string().nullable(),
  size: z.number().nullable(),
  tables: z.number().nullable(),
  rows: z.number().nullable(),
  files: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: isoTime,
  startedAt: isoTime.nullable(),
  finishedAt: isoTime.nullable(),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupOverview = z.object({
  list: z.array(backupItem),
  settings: z.object({
    /** HH:MM in the server's time zone, or null when the daily backup is off (BACKUP_TIME=off). */
    time: z.string().nullable(),
    keep: z.number(),
    dir: z.string(),
  }),
  /** When the next daily backup is due, if on. */
  nextAt: isoTime.nullable(),
});
export type BackupOverview = z.infer<typeof backupOverview>;

export const backupStarted = z.object({ backupId: z.string() });
