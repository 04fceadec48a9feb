import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Db } from "../../src/db/db.ts";
import { beginSnapshot, listTables, tableRows } from "../../src/modules/enterprise/backup.repository.ts";
import { listFilesUnder, RowsChecksum } from "../../src/modules/enterprise/backup-archive.ts";

/** Every table's row count and order-free checksum, read in one snapshot (what a backup promises to keep). */
export async function tableSums(db: Db): Promise<Record<string, { rows: number; checksum: string }>> {
  return db.tx(async (q) => {
    await beginSnapshot(q);
    const out: Record<string, { rows: number; checksum: string }> = {};
    for (const t of await listTables(q)) {
      const sum = new RowsChecksum();
      for await (const batch of tableRows(q, t.name)) for (const line of batch) sum.add(line);
      out[t.name] = { rows: sum.count, checksum: sum.hex() };
    }
    return out;
  });
}

/** Every file under a directory with its bytes (base64), for byte-equality. */
export async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await listFilesUnder(dir))
    out[rel] = (await readFile(path.join(dir, rel))).toString("base64");
  return out;
}

/** A new, empty database on the test PostgreSQL server; drop() removes it. */
export async function emptyPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sw_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
