import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { type BackupItem, type BackupOverview, Code } from "@stoneworks/shared";
import type { MemberCtx, PublicCtx } from "../../lib/context.ts";
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
import { backupFileName, makeBackup, pruneBackups } from "./backup-make.ts";
import { serverToken } from "./backup-server-file.ts";
import { nextBackupAt } from "./backup-time.ts";

/**
 * Backups of the whole installation (docs/architecture.md "Backup and restore"): the daily one at
 * BACKUP_TIME and an administrator's are rows of `backups` sent as jobs of the queue (exactly one
 * server makes each); `npm run backup` asks a running PGlite server to make one at once.
 */
export const BACKUP_QUEUE = "backup";
/** A running backup's holder beats this often; a minute without a beat means it died. */
const BEAT_MS = 15_000;
const DEAD_AFTER_MS = 60_000;

/**
 * Records a backup and queues its job in one transaction; null when its slot was taken by another
 * server (the daily one: workers/backup-schedule.worker.ts).
 */
export async function queueBackup(
  ctx: PublicCtx,
  b: { trigger: "schedule" | "manual"; slot: string | null; requestedBy: string | null },
): Promise<string | null> {
  const id = await ctx.db.tx(async (q) => {
    const backupId = await insertBackup(q, { ...b, now: ctx.clock.now() });
    if (backupId) await ctx.jobs.send(q, BACKUP_QUEUE, { backupId });
    return backupId;
  });
  if (id) ctx.jobs.wake(BACKUP_QUEUE);
  return id;
}

/** An administrator's "back up now": refused while another backup is being made. */
export async function startBackup(ctx: MemberCtx): Promise<{ backupId: string }> {
  const now = ctx.clock.now();
  if (await activeBackup(ctx.db, new Date(now.getTime() - DEAD_AFTER_MS))) {
    throw new AppError(Code.InvalidState, {
      msgKey: "backup.alreadyRunning",
      data: { from: "running", action: "start" },
    });
  }
  const id = await queueBackup(ctx, { trigger: "manual", slot: null, requestedBy: ctx.actor.userId });
  return { backupId: id! };
}

/** Makes the backup of one row: the job's handler (workers/backup.worker.ts), and `npm run backup`'s through the server. */
export async function runBackup(ctx: PublicCtx, backupId: string): Promise<BackupRow["file"]> {
  if (!(await markBackupRunning(ctx.db, backupId, ctx.clock.now()))) return null;
  // On PGlite the beat waits for the snapshot's transaction; a long one shows as late, not dead.
  const beat = setInterval(() => void beatBackup(ctx.db, backupId, ctx.clock.now()).catch(() => {}), BEAT_MS);
  try {
    const now = ctx.clock.now();
    const out = path.join(ctx.config.backupDir, backupFileName(now));
    const r = await makeBackup(
      { db: ctx.db, uploadDir: ctx.config.uploadDir, dataDir: ctx.config.dataDir },
      out,
      now,
    );
    const rows = r.manifest.tables.reduce((n, t) => n + t.rows, 0);
    await finishBackup(
      ctx.db,
      backupId,
      {
        ok: true,
        file: path.basename(r.file),
        size: r.size,
        tables: r.manifest.tables.length,
        rows,
        files: r.manifest.files.length,
      },
      ctx.clock.now(),
    );
    ctx.log.info({ file: r.file, size: r.size, rows }, "backup written");
    await pruneBackups(ctx.config.backupDir, ctx.config.backupKeep).catch((err) =>
      ctx.log.error({ err }, "deleting old backups failed"),
    );
    return r.file;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    ctx.log.error({ err }, "backup failed");
    await finishBackup(ctx.db, backupId, { ok: false, error }, ctx.clock.now());
    throw err;
  } finally {
    clearInterval(beat);
  }
}

/**
 * `npm run backup` against a running server: recorded like the others, made at once. No session: the
 * CLI proves itself with the token of $DATA_DIR/server.json, which only who can read the data
 * directory can know.
 */
export async function runCliBackup(
  ctx: PublicCtx,
  { token: given }: { token: unknown },
): Promise<{ file: string }> {
  const token = await serverToken(ctx.config.dataDir);
  const ok =
    !!token &&
    typeof given === "string" &&
    given.length === token.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(token));
  if (!ok) throw new AppError(Code.NoPermission);
  const id = await insertBackup(ctx.db, {
    trigger: "cli",
    slot: null,
    requestedBy: null,
    now: ctx.clock.now(),
  });
  const file = await runBackup(ctx, id!);
  return { file: file! };
}

/** The last backups and the daily schedule. */
export async function overview(ctx: MemberCtx): Promise<BackupOverview> {
  const deadBefore = ctx.clock.now().getTime() - DEAD_AFTER_MS;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const list: BackupItem[] = (await listBackups(ctx.db, 20)).map((r) => {
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
    settings: { time: ctx.config.backupTime, keep: ctx.config.backupKeep, dir: ctx.config.backupDir },
    nextAt: iso(nextBackupAt(ctx.config.backupTime, ctx.clock.now())),
  };
}
