import type { FastifyInstance } from "fastify";
import { installationContext } from "../lib/context.ts";
import { BACKUP_QUEUE, runBackup } from "../modules/enterprise/backup.service.ts";

/**
 * The job-queue side of backups (docs/architecture.md "Backup and restore"): a backup's row is sent
 * as a job (the daily one, an administrator's), and exactly one worker of one server makes it.
 */
export async function startBackupWorker(app: FastifyInstance): Promise<void> {
  await app.jobs.define(BACKUP_QUEUE, { expireInSeconds: 6 * 3600, retryLimit: 0 });
  await app.jobs.work<{ backupId: string }>(BACKUP_QUEUE, 1, async (data) => {
    await runBackup(installationContext(app), data.backupId);
  });
}
