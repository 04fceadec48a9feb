import { z } from "zod";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { backupOverview, backupStarted } from "./backup.schema.ts";

const tag = "backup";
const access = { menu: Menu.Backups };

/**
 * Backups of the whole installation (docs/api-enterprise.md "Backups"): menu 3900, an installation
 * menu that only the installation's own enterprise can hold (docs/permissions.md).
 */
export const backupContract = {
  overview: contract({
    path: "/api/backup/overview",
    access,
    body: emptyBody,
    response: backupOverview,
    summary: "The last backups (time, size, result) and the daily schedule",
    tag,
  }),
  start: contract({
    path: "/api/backup/start",
    access,
    body: emptyBody,
    response: backupStarted,
    refusals: [Code.InvalidState],
    summary: "Starts a backup now (through the job queue); 1003 while one is being made",
    tag,
  }),
  /**
   * No session: `npm run backup` on the server's machine proves itself with the token of
   * $DATA_DIR/server.json (header `x-backup-token`), which only who can read the data directory can know.
   */
  local: contract({
    path: "/api/backup/local",
    access: "public",
    body: emptyBody,
    response: z.object({ file: z.string() }),
    refusals: [Code.NoPermission],
    summary: "For `npm run backup` beside a running PGlite server: makes a backup at once",
    tag,
  }),
};
