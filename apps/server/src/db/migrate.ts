import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

/** The migration files of this code, in order. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Applies the pending migrations/NNNN_name.sql in order, in one transaction, recording them in
 * schema_migrations. Several servers may start at once on one PostgreSQL: an advisory lock, taken
 * before anything else (even creating schema_migrations, which two sessions cannot do at once),
 * lets one migrate while the others wait and then find nothing left to do.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR, only?: ReadonlySet<string>): Promise<string[]> {
  // `only`: the migrations a backup was made at (a restore recreates exactly its schema first).
  const files = (await migrationFiles(dir)).filter((f) => !only || only.has(f));
  const applied: string[] = [];
  await db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(727001)");
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await q.query<{ name: string }>("SELECT name FROM schema_migrations")).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(dir, file), "utf8");
      await q.exec(sql);
      await q.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
      applied.push(file);
    }
  });
  return applied;
}
