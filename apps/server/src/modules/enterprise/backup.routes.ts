import { backupContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as backup from "./backup.service.ts";

/**
 * Backups of the whole installation (docs/api-enterprise.md "Backups"); the daily one and the job
 * that makes each are workers (src/workers/backup*.worker.ts).
 */
export async function backupRoutes(app: FastifyInstance) {
  route(app, c.overview, (ctx) => backup.overview(ctx));
  route(app, c.start, (ctx) => backup.startBackup(ctx));
  route(app, c.local, (ctx, _b, req) => backup.runCliBackup(ctx, { token: req.headers["x-backup-token"] }));
}
