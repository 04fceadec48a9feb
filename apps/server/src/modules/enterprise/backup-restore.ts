import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Db, openPglite, openPostgres } from "../../db/db.ts";
import { MIGRATIONS_DIR, migrate, migrationFiles } from "../../db/migrate.ts";
import {
  addForeignKey,
  dropEverything,
  dropForeignKey,
  foreignKeys,
  insertRows,
  publicTableCount,
  setSequence,
  setUserTriggers,
  type TableDef,
  tableRows,
  utcTimes,
} from "./backup.repository.ts";
import { type Manifest, RowsChecksum, readArchive, readManifest } from "./backup-archive.ts";
import { liveServer } from "./backup-server-file.ts";

export interface RestoreTarget {
  /** PostgreSQL to restore into; unset: PGlite in `$dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  uploadDir: string;
  /** Replace what is there (the database's tables, the upload files). */
  force?: boolean;
  migrationsDir?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
}

/** A refusal the CLI prints as it is (no stack): wrong file, newer backup, non-empty target. */
export class RestoreRefused extends Error {}

/** Checks the manifest against this code: a backup from a newer schema cannot be loaded by older code. */
async function checkManifest(file: string, migrationsDir = MIGRATIONS_DIR): Promise<Manifest> {
  const manifest = await readManifest(file).catch((err: Error) => {
    throw new RestoreRefused(err.message);
  });
  const known = new Set(await migrationFiles(migrationsDir));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) {
    throw new RestoreRefused(
      `the backup is at migration ${manifest.migrationLevel}, newer than this code (it does not know ${unknown.join(", ")}): restore it with Stoneworks ${manifest.product.version} or later`,
    );
  }
  return manifest;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  return entries.length === 0;
}

/** Opens the target database, empty (or emptied with force), refusing one in use or not empty. */
async function openEmptyTarget(t: RestoreTarget): Promise<Db> {
  const uploadsEmpty = await isEmptyDir(t.uploadDir);
  if (t.databaseUrl) {
    const db = await openPostgres(t.databaseUrl, 2);
    try {
      const used = (await publicTableCount(db)) > 0;
      if ((used || !uploadsEmpty) && !t.force) {
        throw new RestoreRefused(
          `${used ? "the database of DATABASE_URL" : `the upload directory ${t.uploadDir}`} is not empty: restore into an empty one, or add --force to replace what is there`,
        );
      }
      if (used) await dropEverything(db);
    } catch (err) {
      await db.close();
      throw err;
    }
    if (t.force) await rm(t.uploadDir, { recursive: true, force: true });
    return db;
  }
  const live = await liveServer(t.dataDir);
  if (live) {
    throw new RestoreRefused(
      `a Stoneworks server (process ${live.pid}) is running on ${t.dataDir}: stop it before restoring`,
    );
  }
  const pgliteDir = path.join(t.dataDir, "pglite");
  const dbEmpty = await isEmptyDir(pgliteDir);
  if ((!dbEmpty || !uploadsEmpty) && !t.force) {
    throw new RestoreRefused(
      `${!dbEmpty ? `the data directory ${t.dataDir}` : `the upload directory ${t.uploadDir}`} is not empty: restore into an empty one, or add --force to replace what is there`,
    );
  }
  if (t.force) {
    await rm(pgliteDir, { recursive: true, force: true });
    await rm(t.uploadDir, { recursive: true, force: true });
  }
  await mkdir(t.dataDir, { recursive: true });
  return openPglite(pgliteDir);
}

async function* lineBatches(stream: Readable, size: number): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Restores a backup file: schema at the backup's migration level, every row, every file, checked. */
export async function restoreBackup(file: string, t: RestoreTarget): Promise<RestoreResult> {
  const manifest = await checkManifest(file, t.migrationsDir);
  const db = await openEmptyTarget(t);
  try {
    await migrate(db, t.migrationsDir, new Set(manifest.migrations));
    const tables = new Map<string, TableDef>(manifest.tables.map((x) => [x.name, x]));
    const wanted = new Map(manifest.files.map((f) => [`files/${f.path}`, f]));
    let rows = 0;
    let files = 0;
    await db.tx(async (q) => {
      const fks = await foreignKeys(q);
      for (const fk of fks) await dropForeignKey(q, fk);
      for (const name of tables.keys()) await setUserTriggers(q, name, false);
      await readArchive(file, async (name, stream) => {
        const table = /^db\/(.+)\.jsonl$/.exec(name)?.[1];
        if (table !== undefined) {
          const def = tables.get(table);
          if (!def)
            throw new RestoreRefused(`the backup holds rows of ${table}, which its manifest does not list`);
          for await (const batch of lineBatches(stream, 1000)) {
            await insertRows(q, def, batch);
            rows += batch.length;
          }
        } else if (wanted.has(name)) {
          const f = wanted.get(name)!;
          const out = path.join(t.uploadDir, ...f.path.split("/"));
          if (!out.startsWith(path.resolve(t.uploadDir) + path.sep))
            throw new RestoreRefused(`bad file name ${f.path}`);
          await mkdir(path.dirname(out), { recursive: true });
          const hash = createHash("sha256");
          stream.on("data", (c: Buffer) => hash.update(c));
          await pipeline(stream, createWriteStream(out, { mode: 0o600 }));
          if (hash.digest("hex") !== f.sha256)
            throw new RestoreRefused(`the file ${f.path} in the backup is damaged`);
          files++;
        } else if (name === "secrets.key") {
          await pipeline(stream, createWriteStream(path.join(t.dataDir, "secrets.key"), { mode: 0o600 }));
        }
        return undefined;
      });
      if (files !== manifest.files.length) {
        throw new RestoreRefused(
          `the backup holds ${files} of the ${manifest.files.length} files its manifest lists`,
        );
      }
      for (const s of manifest.sequences) await setSequence(q, s);
      for (const name of tables.keys()) await setUserTriggers(q, name, true);
      // Re-adding the foreign keys checks every loaded reference.
      for (const fk of fks) await addForeignKey(q, fk);
      await utcTimes(q);
      for (const m of manifest.tables) {
        const sum = new RowsChecksum();
        for await (const batch of tableRows(q, m.name)) for (const line of batch) sum.add(line);
        if (sum.count !== m.rows || sum.hex() !== m.checksum) {
          throw new RestoreRefused(
            `table ${m.name} restored ${sum.count} rows (checksum ${sum.hex()}), the backup has ${m.rows} (${m.checksum})`,
          );
        }
      }
    });
    return { manifest, rows, files };
  } finally {
    await db.close();
  }
}
