import type { FastifyInstance } from "fastify";
import { installationContext } from "../lib/context.ts";
import { queueBackup } from "../modules/enterprise/backup.service.ts";
import { backupSlot, nextBackupAt } from "../modules/enterprise/backup-time.ts";

/**
 * The daily backup: every server keeps a timer for the next BACKUP_TIME; when it fires, each tries
 * to record that slot and the one that wins queues the job, which any one server then runs
 * (backup.worker.ts). Stopped when the app closes.
 */
export function startBackupSchedule(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const time = app.config.backupTime;
    const at = nextBackupAt(time, new Date());
    if (!time || !at) return;
    // setTimeout's limit is about 24.8 days; a day at most here.
    timer = setTimeout(() => {
      queueBackup(installationContext(app), {
        trigger: "schedule",
        slot: backupSlot(at, time),
        requestedBy: null,
      })
        .catch((err) => app.log.error({ err }, "queueing the daily backup failed"))
        .finally(arm);
    }, at.getTime() - Date.now());
    timer.unref();
  };
  arm();
  app.addHook("onClose", async () => clearTimeout(timer));
}
