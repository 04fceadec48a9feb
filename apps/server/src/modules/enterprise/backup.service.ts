import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { type BackupItem, type BackupOverview, Code } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import {
  activeBackup,
  type BackupRow,
  beatBackup,
  finishBackup,
  insertBackup,
  listBackups,
  markBackupRunning,
} from "./backup.repository.ts";
import { BACKUP_FILE, backupFileName, makeBackup } from "./backup-make.ts";

/**
 * Backups of the whole installation (docs/architecture.md "Backup and restore"): the daily one at
 * BACKUP_TIME and an administrator's are rows of `backups` sent as jobs of the queue (exactly one
 * server makes each); `npm run backup` asks a running PGlite server to make one at once.
 */
export const BACKUP_QUEUE = "backup";
/** A running backup's holder beats this often; a minute without a beat means it died. */
const BEAT_MS = 15_000;
const DEAD_AFTER_MS = 60_000;

/** When the daily backup is next due after `now` (server's local time), or null when off. */
export function nextBackupAt(time: string | null, now: Date): Date | null {
  if (!time) return null;
  const [h, m] = time.split(":").map(Number) as [number, number];
  const at = new Date(now);
  at.setHours(h, m, 0, 0);
  if (at <= now) at.setDate(at.getDate() + 1);
  return at;
}

/** Records a backup and queues its job in one transaction; null when its slot was taken by another server. */
async function queueBackup(
  app: FastifyInstance,
  b: { trigger: "schedule" | "manual"; slot: string | null; requestedBy: string | null },
): Promise<string | null> {
  const id = await app.db.tx(async (q) => {
    const backupId = await insertBackup(q, { ...b, now: app.clock.now() });
    if (backupId) await app.jobs.send(q, BACKUP_QUEUE, { backupId });
    return backupId;
  });
  if (id) app.jobs.wake(BACKUP_QUEUE);
  return id;
}

/** An administrator's "back up now": refused while another backup is being made. */
export async function startBackup(app: FastifyInstance, userId: string): Promise<{ backupId: string }> {
  const now = app.clock.now();
  if (await activeBackup(app.db, new Date(now.getTime() - DEAD_AFTER_MS))) {
    throw new AppError(Code.InvalidState, {
      msgKey: "backup.alreadyRunning",
      data: { from: "running", action: "start" },
    });
  }
  const id = await queueBackup(app, { trigger: "manual", slot: null, requestedBy: userId });
  return { backupId: id! };
}

/** Makes the backup of one row: the job's handler, and `npm run backup`'s through the server. */
export async function runBackup(app: FastifyInstance, backupId: string): Promise<BackupRow["file"]> {
  if (!(await markBackupRunning(app.db, backupId, app.clock.now()))) return null;
  // On PGlite the beat waits for the snapshot's transaction; a long one shows as late, not dead.
  const beat = setInterval(() => void beatBackup(app.db, backupId, app.clock.now()).catch(() => {}), BEAT_MS);
  try {
    const now = app.clock.now();
    const out = path.join(app.config.backupDir, backupFileName(now));
    const r = await makeBackup(
      { db: app.db, uploadDir: app.config.uploadDir, dataDir: app.config.dataDir },
      out,
      now,
    );
    const rows = r.manifest.tables.reduce((n, t) => n + t.rows, 0);
    await finishBackup(
      app.db,
      backupId,
      {
        ok: true,
        file: path.basename(r.file),
        size: r.size,
        tables: r.manifest.tables.length,
        rows,
        files: r.manifest.files.length,
      },
      app.clock.now(),
    );
    app.log.info({ file: r.file, size: r.size, rows }, "backup written");
    await pruneBackups(app.config.backupDir, app.config.backupKeep).catch((err) =>
      app.log.error({ err }, "deleting old backups failed"),
    );
    return r.file;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    app.log.error({ err }, "backup failed");
    await finishBackup(app.db, backupId, { ok: false, error }, app.clock.now());
    throw err;
  } finally {
    clearInterval(beat);
  }
}

/** `npm run backup` against a running server: recorded like the others, made at once. */
export async function runCliBackup(app: FastifyInstance): Promise<{ file: string }> {
  const id = await insertBackup(app.db, {
    trigger: "cli",
    slot: null,
    requestedBy: null,
    now: app.clock.now(),
  });
  const file = await runBackup(app, id!);
  return { file: file! };
}

/** Keeps the newest `keep` backup files of the directory (only ours, by name). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const ours = (await readdir(dir)).filter((f) => BACKUP_FILE.test(f)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const f of old) await rm(path.join(dir, f), { force: true });
  return old;
}

export async function overview(app: FastifyInstance): Promise<BackupOverview> {
  const deadBefore = app.clock.now().getTime() - DEAD_AFTER_MS;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const list: BackupItem[] = (await listBackups(app.db, 20)).map((r) => {
    const dead = r.status === "running" && (r.heartbeat_at?.getTime() ?? 0) < deadBefore;
    return {
      backupId: r.id,
      trigger: r.trigger,
      status: dead ? "failed" : r.status,
      file: r.file,
      size: r.size === null ? null : Number(r.size),
      tables: r.tables,
      rows: r.rows === null ? null : Number(r.rows),
      files: r.files,
      error: dead ? "interrupted" : r.error,
      createdAt: r.created_at.toISOString(),
      startedAt: iso(r.started_at),
      finishedAt: iso(r.finished_at),
    };
  });
  return {
    list,
    settings: { time: app.config.backupTime, keep: app.config.backupKeep, dir: app.config.backupDir },
    nextAt: iso(nextBackupAt(app.config.backupTime, app.clock.now())),
  };
}

/**
 * The daily backup: every server keeps a timer for the next BACKUP_TIME; when it fires, each tries
 * to record that slot and the one that wins queues the job, which any one server then runs.
 */
export async function scheduleBackups(app: FastifyInstance): Promise<void> {
  await app.jobs.define(BACKUP_QUEUE, { expireInSeconds: 6 * 3600, retryLimit: 0 });
  await app.jobs.work<{ backupId: string }>(BACKUP_QUEUE, 1, async (data) => {
    await runBackup(app, data.backupId);
  });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const at = nextBackupAt(app.config.backupTime, new Date());
    if (!at) return;
    // setTimeout's limit is about 24.8 days; a day at most here.
    timer = setTimeout(() => {
      const slot = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")} ${app.config.backupTime}`;
      queueBackup(app, { trigger: "schedule", slot, requestedBy: null })
        .catch((err) => app.log.error({ err }, "queueing the daily backup failed"))
        .finally(arm);
    }, at.getTime() - Date.now());
    timer.unref();
  };
  arm();
  app.addHook("onClose", async () => clearTimeout(timer));
}
