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

/**
 * The database could not be reached or dropped the connection in the middle of a request (PostgreSQL
 * restarted or failed over, an administrator's pg_terminate_backend, the network). The transaction
 * it was in is rolled back by the server; the errors plugin answers code 9998 "temporarily
 * unavailable, try again" (docs/api.md), never 9999.
 */
class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** PostgreSQL codes that end or refuse the connection itself, never a statement's own fault. */
const CONNECTION_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, in recovery
  "57P05", // idle_session_timeout
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
]);
const SOCKET_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** True when `err` says the connection to the database is gone or cannot be made (class 08 too). */
export function isConnectionLoss(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  if (code.startsWith("08") || CONNECTION_CODES.has(code) || SOCKET_CODES.has(code)) return true;
  // node-postgres's own words for a client whose socket ended (no code of their own).
  const msg = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|is not queryable|Connection ended/i.test(msg);
}

/** Rethrows a lost connection as DatabaseUnavailableError; any other error unchanged. */
function lossAware(err: unknown): never {
  if (isConnectionLoss(err) && !(err instanceof DatabaseUnavailableError))
    throw new DatabaseUnavailableError(err);
  throw err;
}

/** How often a transaction is begun again on a fresh connection when it is lost before any statement. */
const BEGIN_ATTEMPTS = 3;

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose connection drops (server restart, administrator command) is replaced by
  // the pool; without a listener the error would crash the process. Queries in flight still fail
  // on their own and reach the caller. The pool opens new connections on demand: once the database
  // answers again, so does the product.
  pool.on("error", () => {});
  // Fail fast with a clear message when the server is not there.
  const probe = await pool.connect();
  probe.release();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params).catch(lossAware);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql).catch(lossAware);
    },
  });
  const base = wrap(pool);

  /**
   * A client checked out for a transaction, with its own 'error' listener: the pool listens only to
   * idle clients, and a checked-out client whose connection is killed between two statements emits
   * 'error' with nobody listening, which ends the process. `lost` remembers it; the next statement
   * fails on its own (DatabaseUnavailableError) and the client is destroyed on release.
   */
  async function begin(): Promise<{
    client: pg.PoolClient;
    lost: () => unknown;
    done: (destroy: boolean) => void;
  }> {
    for (let attempt = 1; ; attempt++) {
      let lost: unknown;
      const onError = (err: unknown) => {
        lost ??= err;
      };
      // The listener goes on in the pool's own callback, not after an await: a termination that
      // arrives in the same network read as the connection's first "ready" would find no listener.
      const client = await new Promise<pg.PoolClient>((resolve, reject) =>
        pool.connect((err, c) => {
          if (err || !c) return reject(err ?? new Error("no client"));
          c.on("error", onError);
          resolve(c);
        }),
      ).catch(lossAware);
      const done = (destroy: boolean) => {
        // A client that lost its connection (or whose ROLLBACK failed) never goes back to the pool;
        // it keeps the listener, as its socket may still report errors while it is closed.
        if (destroy || lost !== undefined) client.release(new Error("connection lost"));
        else {
          client.off("error", onError);
          client.release();
        }
      };
      try {
        await client.query("BEGIN");
        return { client, lost: () => lost, done };
      } catch (err) {
        done(true);
        // Nothing ran yet: a connection that died before BEGIN is safely replaced by a fresh one.
        if (!isConnectionLoss(err) || attempt >= BEGIN_ATTEMPTS) lossAware(err);
      }
    }
  }

  return {
    kind: "postgres",
    ...base,
    async execute(sql, params) {
      // Without parameters pg uses the simple protocol: several statements give several results.
      const r = (await pool.query(sql, params).catch(lossAware)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows };
    },
    async tx(fn) {
      const { client, lost, done } = await begin();
      let destroy = false;
      try {
        const out = await fn(wrap(client));
        await client.query("COMMIT").catch(lossAware);
        return out;
      } catch (err) {
        // A lost connection rolled the transaction back on the server's side already.
        if (lost() === undefined && !isConnectionLoss(err))
          await client.query("ROLLBACK").catch(() => {
            destroy = true;
          });
        else destroy = true;
        // The body may have turned the lost statement into an error of its own: still a loss.
        if (lost() !== undefined && !(err instanceof DatabaseUnavailableError) && !isHandled(err))
          throw new DatabaseUnavailableError(lost());
        throw err;
      } finally {
        done(destroy);
      }
    },
    close: () => pool.end(),
  };
}

/** An outcome the service decided itself (AppError and the like carry a numeric `code`). */
const isHandled = (err: unknown) => typeof (err as { code?: unknown })?.code === "number";

/** Postgres error code of a unique violation, the same on both engines. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === "23505" && (!constraint || e.constraint === constraint);
}
