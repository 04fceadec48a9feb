/**
 * The child server of the crash harness: started with worker.ts (the product's start-up), driven
 * over real HTTP, queried over IPC, and killed with SIGKILL.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Queryable } from "../../src/db/db.ts";

const WORKER = fileURLToPath(new URL("./worker.ts", import.meta.url));

export interface Engine {
  kind: "pglite" | "postgres";
  /** What the child gets: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
}

export interface Started {
  child: ChildProcess;
  base: string;
  /** Spawn → listening, as the parent saw it (node start-up, module loading, database, listen). */
  wallMs: number;
  /** Open the database → listening, inside the child (crash recovery, migrations, seed). */
  readyMs: number;
  db: Queryable;
  /** Transactions open in the child now (begun, not yet committed or rolled back), as it reported them. */
  openTx(): number;
}

/** Starts the server child; rejects with its stderr when it exits before listening. */
export async function startChild(engine: Engine): Promise<Started> {
  const t0 = Date.now();
  const child = fork(WORKER, [], {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      ...engine.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_SEED: "on",
      SLIDER_CAPTCHA: "off",
      SMS_PROVIDER: "log",
      LOG_LEVEL: "fatal",
      CRASH_SPAWNED_AT: String(t0),
      ...(engine.kind === "pglite" ? { DATABASE_URL: "" } : {}),
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr = (stderr + String(d)).slice(-4000);
  });
  const ready = await new Promise<{ port: number; readyMs: number }>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`server child exited before listening (${code ?? signal}): ${stderr}`));
    child.once("exit", onExit);
    const onMessage = (m: { ready?: boolean; port: number; readyMs: number }) => {
      if (!m.ready) return; // transactions of the start-up (migrations, seed)
      child.off("exit", onExit);
      child.off("message", onMessage);
      resolve(m);
    };
    child.on("message", onMessage);
  });
  let open = 0;
  child.on("message", (m: { tx?: number }) => {
    if (m.tx) open += m.tx;
  });
  return {
    child,
    openTx: () => open,
    base: `http://127.0.0.1:${ready.port}`,
    wallMs: Date.now() - t0,
    readyMs: ready.readyMs,
    db: ipcQueryable(child),
  };
}

let nextId = 0;
/** SQL run by the child on its own handle (the only one PGlite allows). */
function ipcQueryable(child: ChildProcess): Queryable {
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  child.on("message", (m: { id?: number; rows?: unknown[]; error?: string }) => {
    if (m.id === undefined) return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve(m.rows ?? []);
  });
  child.once("exit", () => {
    for (const w of waiting.values()) w.reject(new Error("server child exited"));
    waiting.clear();
  });
  return {
    query<T>(sql: string, params?: unknown[]) {
      nextId += 1;
      const id = nextId;
      return new Promise<{ rows: T[]; rowCount: number }>((resolve, reject) => {
        waiting.set(id, { resolve: (rows) => resolve({ rows: rows as T[], rowCount: rows.length }), reject });
        child.send({ id, sql, params });
      });
    },
    async exec(sql: string) {
      await this.query(sql);
    },
  };
}

/** SIGKILL, and wait until the process is gone and its last IPC messages are read. */
export async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((r) => child.once("close", () => r()));
  child.kill("SIGKILL");
  await gone;
}

/** SIGTERM (the worker closes its database), and wait. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  await gone;
}
