import { timingSafeEqual } from "node:crypto";
import { backupOverview, backupStarted, Code, emptyBody, Menu } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import * as backup from "./backup.service.ts";
import { serverToken } from "./backup-server-file.ts";

/**
 * Backups of the whole installation (docs/api-enterprise.md "Backups"): menu 3900, an installation
 * menu that only the installation's own enterprise can hold (docs/permissions.md).
 */
export async function backupRoutes(app: FastifyInstance) {
  const tags = ["backup"];
  await backup.scheduleBackups(app);

  post(
    app,
    "/api/backup/overview",
    {
      access: { menu: Menu.Backups },
      body: emptyBody,
      response: backupOverview,
      summary: "The last backups (time, size, result) and the daily schedule",
      tags,
    },
    () => backup.overview(app),
  );
  post(
    app,
    "/api/backup/start",
    {
      access: { menu: Menu.Backups },
      body: emptyBody,
      response: backupStarted,
      summary: "Starts a backup now (through the job queue); 1003 while one is being made",
      tags,
    },
    (req) => backup.startBackup(app, requireAuth(req).userId),
  );
  post(
    app,
    "/api/backup/local",
    {
      // No session: `npm run backup` on the server's machine proves itself with the token of
      // $DATA_DIR/server.json, which only who can read the data directory can know.
      access: "public",
      body: emptyBody,
      response: z.object({ file: z.string() }),
      summary: "For `npm run backup` beside a running PGlite server: makes a backup at once",
      tags,
    },
    async (req) => {
      const token = await serverToken(app.config.dataDir);
      const given = req.headers["x-backup-token"];
      const ok =
        !!token &&
        typeof given === "string" &&
        given.length === token.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(token));
      if (!ok) throw new AppError(Code.NoPermission);
      return backup.runCliBackup(app);
    },
  );
}
