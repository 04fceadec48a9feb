import type { Db, Queryable } from "../../db/db.ts";

/**
 * The SQL of backups (docs/architecture.md "Backup and restore"): a logical copy of every table of
 * the public schema, read in one REPEATABLE READ transaction (one snapshot, so rows written
 * together are copied together) and loaded back with the same column lists, on either engine.
 */

/** Tables whose rows are not carried: the list of migrations (the restore re-runs them) and backups' own history. */
const SKIPPED = new Set(["schema_migrations", "backups"]);

export interface TableDef {
  name: string;
  /** Stored columns (not generated ones), in their order. */
  columns: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listTables(q: Queryable): Promise<TableDef[]> {
  const { rows } = await q.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.filter((t) => !SKIPPED.has(t.name));
}

/** Starts the snapshot: the first statement of the transaction. */
export async function beginSnapshot(q: Queryable): Promise<void> {
  await q.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
  // Times as UTC text, so a copy made on one engine or zone reads the same on another.
  await q.query("SET LOCAL timezone = 'UTC'");
}

export async function appliedMigrations(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
  return rows.map((r) => r.name);
}

/** Every row of a table as JSON text, `batch` at a time through a cursor (inside a transaction). */
export async function* tableRows(q: Queryable, table: string, batch = 2000): AsyncGenerator<string[]> {
  await q.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(table)} t`,
  );
  try {
    for (;;) {
      const { rows } = await q.query<{ j: string }>(`FETCH ${batch} FROM backup_rows`);
      if (rows.length === 0) return;
      yield rows.map((r) => r.j);
    }
  } finally {
    await q.query("CLOSE backup_rows");
  }
}

export interface SequenceValue {
  name: string;
  value: number;
}

export async function sequenceValues(q: Queryable): Promise<SequenceValue[]> {
  const { rows } = await q.query<{ name: string; value: string | number }>(
    `SELECT sequencename::text AS name, last_value AS value
       FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
  );
  return rows.map((r) => ({ name: r.name, value: Number(r.value) }));
}

export async function setSequence(q: Queryable, s: SequenceValue): Promise<void> {
  await q.query("SELECT setval($1::regclass, $2::bigint, true)", [ident(s.name), s.value]);
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The foreign keys of the public schema (dropped while loading, re-added and so re-checked after). */
export async function foreignKeys(q: Queryable): Promise<ForeignKey[]> {
  const { rows } = await q.query<ForeignKey>(
    `SELECT cl.relname::text AS table, c.conname::text AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'
      ORDER BY 1, 2`,
  );
  return rows;
}

export async function dropForeignKey(q: Queryable, fk: ForeignKey): Promise<void> {
  await q.exec(`ALTER TABLE ${ident(fk.table)} DROP CONSTRAINT ${ident(fk.name)}`);
}

export async function addForeignKey(q: Queryable, fk: ForeignKey): Promise<void> {
  await q.exec(`ALTER TABLE ${ident(fk.table)} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`);
}

/** Row triggers (the dashboards' roll-ups) stay off while rows are loaded: the sums are loaded too. */
export async function setUserTriggers(q: Queryable, table: string, on: boolean): Promise<void> {
  await q.exec(`ALTER TABLE ${ident(table)} ${on ? "ENABLE" : "DISABLE"} TRIGGER USER`);
}

/** Loads rows given as row_to_json text into a table (identity values kept as they were). */
export async function insertRows(q: Queryable, t: TableDef, json: string[]): Promise<void> {
  const cols = t.columns.map(ident).join(", ");
  await q.query(
    `INSERT INTO ${ident(t.name)} (${cols}) OVERRIDING SYSTEM VALUE
     SELECT ${cols} FROM json_populate_recordset(NULL::${ident(t.name)}, $1::json)`,
    [`[${json.join(",")}]`],
  );
}

/** Whether the database holds anything of ours (a restore refuses a non-empty one without --force). */
export async function publicTableCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'pgboss') AND c.relkind = 'r'`,
  );
  return rows[0]?.n ?? 0;
}

/** Empties a PostgreSQL database of ours (restore --force). */
export async function dropEverything(db: Db): Promise<void> {
  await db.exec("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
}

// ---- the history of backups (table `backups`, migration 0029) ----

export interface BackupRow {
  id: string;
  trigger: "schedule" | "manual" | "cli";
  slot: string | null;
  status: "queued" | "running" | "done" | "failed";
  file: string | null;
  size: number | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  error: string | null;
  requested_by: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date | null;
}

/** A new backup row; a scheduled one once per slot (several servers, one backup). Null: the slot is taken. */
export async function insertBackup(
  q: Queryable,
  b: { trigger: BackupRow["trigger"]; slot: string | null; requestedBy: string | null; now: Date },
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO backups (trigger, slot, status, requested_by, created_at)
     VALUES ($1, $2, 'queued', $3, $4)
     ON CONFLICT (slot) DO NOTHING RETURNING id`,
    [b.trigger, b.slot, b.requestedBy, b.now],
  );
  return rows[0]?.id ?? null;
}

/** A queued or running backup whose holder still beats (a dead one does not block the next). */
export async function activeBackup(q: Queryable, aliveSince: Date): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM backups
      WHERE status = 'queued' AND created_at >= $1 OR status = 'running' AND heartbeat_at >= $1
      LIMIT 1`,
    [aliveSince],
  );
  return rows[0]?.id ?? null;
}

export async function markBackupRunning(q: Queryable, id: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE backups SET status = 'running', started_at = $2, heartbeat_at = $2
      WHERE id = $1 AND status IN ('queued', 'running')`,
    [id, now],
  );
  return r.rowCount > 0;
}

export async function beatBackup(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query("UPDATE backups SET heartbeat_at = $2 WHERE id = $1 AND status = 'running'", [id, now]);
}

export async function finishBackup(
  q: Queryable,
  id: string,
  r:
    | { ok: true; file: string; size: number; tables: number; rows: number; files: number }
    | { ok: false; error: string },
  now: Date,
): Promise<void> {
  if (r.ok) {
    await q.query(
      `UPDATE backups SET status = 'done', file = $2, size = $3, tables = $4, rows = $5, files = $6,
              finished_at = $7, error = NULL WHERE id = $1`,
      [id, r.file, r.size, r.tables, r.rows, r.files, now],
    );
  } else {
    await q.query("UPDATE backups SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1", [
      id,
      r.error.slice(0, 500),
      now,
    ]);
  }
}

export async function listBackups(q: Queryable, limit: number): Promise<BackupRow[]> {
  const { rows } = await q.query<BackupRow>(
    "SELECT * FROM backups ORDER BY created_at DESC, id DESC LIMIT $1",
    [limit],
  );
  return rows;
}

/** Times as UTC text for the rest of the transaction (the restore's check reads rows as the backup did). */
export async function utcTimes(q: Queryable): Promise<void> {
  await q.query("SET LOCAL timezone = 'UTC'");
}
