/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]` (README "Backup and
 * restore"; docs/architecture.md "Backup and restore"). Same environment as the server (DATA_DIR,
 * DATABASE_URL, UPLOAD_DIR, BACKUP_DIR).
 */
import { copyFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "./config.ts";
import { type Db, openPglite, openPostgres } from "./db/db.ts";
import { backupFileName, makeBackup } from "./modules/enterprise/backup-make.ts";
import { RestoreRefused, restoreBackup } from "./modules/enterprise/backup-restore.ts";
import { liveServer } from "./modules/enterprise/backup-server-file.ts";

const config = loadConfig({ ...process.env, SECRETS_KEY: "", SECRETS_KEY_PREVIOUS: "" });

function usage(): never {
  console.error("usage: npm run backup [-- --out <file>]\n       npm run restore -- <file> [--force]");
  process.exit(2);
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function backup(args: string[]) {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--out" && args[i + 1]) out = path.resolve(args[++i]!);
    else usage();
  }
  const live = config.databaseUrl ? null : await liveServer(config.dataDir);
  let file: string;
  if (live) {
    // PGlite's files belong to the running server: it makes the backup (one consistent snapshot).
    const host = ["0.0.0.0", "::", ""].includes(live.host) ? "127.0.0.1" : live.host;
    const res = await fetch(
      `http://${host.includes(":") ? `[${host}]` : host}:${live.port}/api/backup/local`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-backup-token": live.token },
        body: "{}",
      },
    );
    const body = (await res.json()) as { result: boolean; msg: string; data: { file: string } | null };
    if (!body.result || !body.data) throw new Error(`the running server refused: ${body.msg}`);
    file = body.data.file;
    console.log(`The running server (process ${live.pid}) wrote ${file}`);
    if (out) {
      await mkdir(path.dirname(out), { recursive: true });
      await copyFile(file, out);
      file = out;
    }
  } else {
    let db: Db;
    if (config.databaseUrl) db = await openPostgres(config.databaseUrl, 2);
    else {
      if (!(await stat(path.join(config.dataDir, "pglite")).catch(() => null))) {
        throw new RestoreRefused(`there is no database in ${config.dataDir} (DATA_DIR) to back up`);
      }
      db = await openPglite(path.join(config.dataDir, "pglite"));
    }
    try {
      const r = await makeBackup(
        { db, uploadDir: config.uploadDir, dataDir: config.dataDir },
        out ?? path.join(config.backupDir, backupFileName(new Date())),
      );
      file = r.file;
    } finally {
      await db.close();
    }
  }
  const size = (await stat(file)).size;
  console.log(`Backup written: ${file} (${mb(size)})`);
}

async function restore(args: string[]) {
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("--")) usage();
  const file = path.resolve(files[0]!);
  const target = config.databaseUrl ? "the database of DATABASE_URL" : config.dataDir;
  console.log(`Restoring ${file} into ${target}${force ? " (replacing what is there)" : ""}…`);
  const r = await restoreBackup(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    uploadDir: config.uploadDir,
    force,
  });
  console.log(
    `Restored ${r.rows} rows of ${r.manifest.tables.length} tables and ${r.files} files, made ${r.manifest.createdAt} by Stoneworks ${r.manifest.product.version} (migration ${r.manifest.migrationLevel}); every table's rows and checksum match the manifest.`,
  );
  if (r.manifest.secretsKey)
    console.log(`The key of stored secrets is back in ${path.join(config.dataDir, "secrets.key")}.`);
  console.log("Start the server (npm start): it brings the database up to this version's migrations.");
}

const [command, ...rest] = process.argv.slice(2);
const run = command === "backup" ? backup : command === "restore" ? restore : usage();
run(rest).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof RestoreRefused ? `Refused: ${err.message}` : err);
    process.exit(1);
  },
);
