import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The one database interface the repositories use: parameterised SQL on PostgreSQL, served either
 * by PGlite (embedded, the default) or by a PostgreSQL server (DATABASE_URL). Raw SQL rather than a
 * query builder keeps migrations, repositories and both engines on exactly the same text.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** Runs several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * The job queue's door (pg-boss's `executeSql`): parameterised SQL, or, without parameters, a
   * script of several statements (the rows are the last statement's).
   */
  execute(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs fn in one transaction; a thrown error rolls it back. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (count(*), bigint areas) as a JS number on both engines: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const db = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const wrap = (q: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query<T>(sql, params as unknown[]);
      // PGlite counts only affected rows (0 for a SELECT); PostgreSQL's rowCount is the rows a SELECT
      // returned too. Same meaning on both engines.
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: "pglite",
    ...base,
    async execute(sql, params) {
      if (params?.length) return base.query(sql, params);
      const results = await db.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    tx: (fn) => db.transaction((t) => fn(wrap(t))),
    close: () => db.close(),
    // Exposed for test snapshots (dumpDataDir) without widening the interface.
    ...({ pglite: db } as object),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose connection drops (server restart, administrator command) is replaced by
  // the pool; without a listener the error would crash the process. Queries in flight still fail
  // on their own and reach the caller.
  pool.on("error", () => {});
  // Fail fast with a clear message when the server is not there.
  const probe = await pool.connect();
  probe.release();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const base = wrap(pool);
  return {
    kind: "postgres",
    ...base,
    async execute(sql, params) {
      // Without parameters pg uses the simple protocol: several statements give several results.
      const r = (await pool.query(sql, params)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows };
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const out = await fn(wrap(client));
        await client.query("COMMIT");
        return out;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Postgres error code of a unique violation, the same on both engines. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === "23505" && (!constraint || e.constraint === constraint);
}
