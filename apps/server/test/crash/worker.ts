/**
 * The crash harness's child process: the product's own start-up (src/start.ts: open PGlite in
 * $DATA_DIR/pglite or DATABASE_URL, migrate, seed, listen on $PORT), plus an IPC channel through
 * which the parent runs its invariant checks as SQL on the very database handle the server uses
 * (PGlite allows one process per data directory). The parent kills it with SIGKILL.
 */
import { loadConfig } from "../../src/config.ts";
import type { Db } from "../../src/db/db.ts";
import { startServer } from "../../src/start.ts";

interface QueryMessage {
  id: number;
  sql: string;
  params?: unknown[];
}

const spawnedAt = Number(process.env.CRASH_SPAWNED_AT ?? Date.now());
/** Every transaction reports its start and its end: the parent knows whether a kill landed inside one. */
const watched = (db: Db): Db => ({
  ...db,
  kind: db.kind,
  async tx(fn) {
    process.send?.({ tx: 1 });
    try {
      return await db.tx(fn);
    } finally {
      process.send?.({ tx: -1 });
    }
  },
});
const { db, port, readyMs } = await startServer(loadConfig(), { wrapDb: watched });

process.on("message", (m: QueryMessage) => {
  db.query(m.sql, m.params).then(
    (r) => process.send?.({ id: m.id, rows: r.rows }),
    (err: Error) => process.send?.({ id: m.id, error: err.message }),
  );
});
process.once("SIGTERM", () => {
  void db.close().then(() => process.exit(0));
});
process.send?.({ ready: true, port, readyMs, sinceSpawnMs: Date.now() - spawnedAt, kind: db.kind });
