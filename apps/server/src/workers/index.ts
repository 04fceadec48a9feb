import type { FastifyInstance } from "fastify";
import { startBackupWorker } from "./backup.worker.ts";
import { startBackupSchedule } from "./backup-schedule.worker.ts";
import { startCuttingExportWorker } from "./cutting-export.worker.ts";
import { startDeviceMqttWorker } from "./device-mqtt.worker.ts";

/**
 * Every background worker of the server (docs/architecture.md "Workers"): the job-queue workers, the
 * MQTT subscriber, the daily backup. Each lives in this folder as `<name>.worker.ts` exporting a
 * `start…(app)` that starts it and registers its own stop on the app's close. `buildApp` calls this
 * once, after the routes; routes never start a worker.
 */
export async function startWorkers(app: FastifyInstance): Promise<void> {
  // One line per worker, in the order they start.
  await startBackupWorker(app);
  startBackupSchedule(app);
  await startCuttingExportWorker(app);
  startDeviceMqttWorker(app);
}
