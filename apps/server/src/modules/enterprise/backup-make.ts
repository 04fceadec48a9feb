import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { Db } from "../../db/db.ts";
import {
  appliedMigrations,
  beginSnapshot,
  listTables,
  sequenceValues,
  tableRows,
} from "./backup.repository.ts";
import {
  type ArchiveEntry,
  type FileManifest,
  fileSha256,
  listFilesUnder,
  MANIFEST_FORMAT,
  MANIFEST_FORMAT_VERSION,
  type Manifest,
  productVersion,
  RowsChecksum,
  type TableManifest,
  writeArchive,
} from "./backup-archive.ts";

export interface BackupSources {
  db: Db;
  uploadDir: string;
  /** The data directory: its secrets.key (the key of stored secrets, when SECRETS_KEY is unset) goes along. */
  dataDir: string;
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: Manifest;
}

/**
 * Writes one backup file of everything: every table's rows read in one snapshot (REPEATABLE READ on
 * PostgreSQL; on PGlite the transaction has the database to itself), then the upload files, then
 * the manifest that describes and checks them all. The file appears under its name only when whole.
 */
export async function makeBackup(
  src: BackupSources,
  outFile: string,
  now = new Date(),
): Promise<BackupResult> {
  await mkdir(path.dirname(outFile), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(outFile), ".backup-"));
  try {
    const tables: TableManifest[] = [];
    let migrations: string[] = [];
    let sequences: Manifest["sequences"] = [];
    await src.db.tx(async (q) => {
      await beginSnapshot(q);
      migrations = await appliedMigrations(q);
      for (const t of await listTables(q)) {
        const ws = createWriteStream(path.join(staging, `${t.name}.jsonl`));
        const sum = new RowsChecksum();
        for await (const batch of tableRows(q, t.name)) {
          for (const line of batch) sum.add(line);
          if (!ws.write(`${batch.join("\n")}\n`)) await once(ws, "drain");
        }
        ws.end();
        await finished(ws);
        tables.push({ name: t.name, columns: t.columns, rows: sum.count, checksum: sum.hex() });
      }
      sequences = await sequenceValues(q);
    });

    // Files after the snapshot: an upload's file is written before its row commits, so every file a
    // copied row names is there (a file newer than the snapshot comes along too, harmlessly).
    const files: FileManifest[] = [];
    for (const rel of await listFilesUnder(src.uploadDir)) {
      const abs = path.join(src.uploadDir, rel);
      files.push({ path: rel, size: (await stat(abs)).size, sha256: await fileSha256(abs) });
    }
    const keyFile = path.join(src.dataDir, "secrets.key");
    const secretsKey = existsSync(keyFile);

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_FORMAT_VERSION,
      product: { name: "stoneworks", version: await productVersion() },
      createdAt: now.toISOString(),
      engine: src.db.kind,
      migrations,
      migrationLevel: migrations.at(-1) ?? null,
      tables,
      sequences,
      files,
      secretsKey,
    };
    const entries: ArchiveEntry[] = [
      { name: "manifest.json", content: Buffer.from(JSON.stringify(manifest, null, 1)) },
      ...tables.map((t) => ({ name: `db/${t.name}.jsonl`, source: path.join(staging, `${t.name}.jsonl`) })),
      ...files.map((f) => ({ name: `files/${f.path}`, source: path.join(src.uploadDir, f.path) })),
      ...(secretsKey ? [{ name: "secrets.key", source: keyFile }] : []),
    ];
    const part = path.join(staging, "backup.part");
    await writeArchive(part, entries);
    await rename(part, outFile);
    return { file: outFile, size: (await stat(outFile)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** stoneworks-backup-20261128T023000Z.tar.gz: names sort by time. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `stoneworks-backup-${stamp}.tar.gz`;
}

const BACKUP_FILE = /^stoneworks-backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/;

/** Keeps the newest `keep` backup files of the directory (only ours, by name). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const ours = (await readdir(dir)).filter((f) => BACKUP_FILE.test(f)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const f of old) await rm(path.join(dir, f), { force: true });
  return old;
}
