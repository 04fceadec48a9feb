import { type ChildProcess, execSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { waitUntil } from "../../../../test/wait.ts";

/**
 * Starts the REAL API server (apps/server/src/server.ts) as a child process on a free port with a
 * fresh data directory, the demo seed and the `log` SMS provider, serving the built web app.
 */
const here = fileURLToPath(new URL(".", import.meta.url));
export const repoRoot = resolve(here, "../../../..");
export const webDir = join(repoRoot, "apps/web");
/** E2E_WEB_DIST points the tests at a build elsewhere (e.g. `vite build --outDir /tmp/x`). */
export const webDist = process.env.E2E_WEB_DIST || join(webDir, "dist");

export const DEMO = { phone: "13800000000", password: "demo1234" } as const;

/** Builds apps/web once when dist is missing (the server serves it). */
export function ensureWebBuilt(): void {
  if (existsSync(join(webDist, "index.html"))) return;
  execSync("npx vite build", { cwd: webDir, stdio: "inherit" });
}

/** The port of the server's "listening on http://localhost:<port>" line (apps/server/src/server.ts), or 0. */
function listeningPort(lines: string[]): number {
  for (const line of lines) {
    const m = /listening on http:\/\/localhost:(\d+)/.exec(line);
    if (m) return Number(m[1]);
  }
  return 0;
}

export interface TestServer {
  url: string;
  port: number;
  /** Every stdout/stderr line so far. */
  lines: string[];
  /** The 6-digit code of the last `SMS to <phone>: …` log line for that phone. */
  lastSmsCode(phone: string): string | null;
  /** Waits for an SMS to the phone newer than `after` lines. */
  waitForSmsCode(phone: string, after?: number, timeoutMs?: number): Promise<string>;
  /** Stops the server and removes its data directory (unless `keepData`). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** The business day (Asia/Shanghai) of a moment, as the demo seed counts its days. */
const businessDay = (at = new Date()) => at.toLocaleDateString("en-CA", { timeZone: "Asia/Shanghai" });

/**
 * The browser step's global setup (vitest.config.ts): migrates and seeds one data directory, stops
 * its server, and names it in E2E_TEMPLATE_DIR so each file's server starts from a copy instead of
 * seeding again (5 s a file). Not with E2E_DATABASE_URL: PostgreSQL servers seed their own database.
 */
export async function setup(): Promise<() => void> {
  if (process.env.E2E_DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), "stoneworks-e2e-template-"));
  const day = businessDay();
  const server = await startServer({}, { dataDir: dir });
  await server.stop({ keepData: true });
  process.env.E2E_TEMPLATE_DIR = dir;
  process.env.E2E_TEMPLATE_DAY = day;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of the seeded template for a new server, when there is one and it was seeded today (the
 * demo data is relative to its business day: "today's output" must stay today's).
 */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "stoneworks-e2e-"));
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template && existsSync(template) && process.env.E2E_TEMPLATE_DAY === businessDay()) {
    cpSync(template, dataDir, { recursive: true });
  }
  return dataDir;
}

export async function startServer(
  extraEnv: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<TestServer> {
  ensureWebBuilt();
  const dataDir = opts.dataDir ?? freshDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Port 0: the server takes a free port itself and names it in its "listening on" line, so two
    // test files starting servers at once (the browser step runs files in parallel) never collide.
    PORT: "0",
    DATA_DIR: dataDir,
    DEMO_SEED: "on",
    SMS_PROVIDER: "log",
    WEB_DIST: webDist,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let exited: number | string | null = null;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split(/\r?\n/)) if (line) lines.push(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  child.on("exit", (code, signal) => {
    exited = code ?? signal ?? "unknown";
  });

  let port = 0;
  try {
    await waitUntil(
      async () => {
        if (exited !== null) {
          throw new Error(
            `server exited with ${exited} before /api/health answered:\n${lines.slice(-40).join("\n")}`,
          );
        }
        port ||= listeningPort(lines);
        try {
          return port !== 0 && (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
        } catch {
          return false; // not answering yet
        }
      },
      {
        timeout: 90_000,
        interval: 250,
        message: () => `server did not answer /api/health in 90 s:\n${lines.slice(-40).join("\n")}`,
      },
    );
  } catch (err) {
    if (exited === null) child.kill("SIGTERM");
    throw err;
  }

  const url = `http://127.0.0.1:${port}`;
  const codeIn = (phone: string, from = 0): string | null => {
    const marker = `SMS to ${phone}: `;
    for (let i = lines.length - 1; i >= from; i--) {
      const at = lines[i].indexOf(marker);
      if (at === -1) continue;
      const m = /(?<!\d)(\d{6})(?!\d)/.exec(lines[i].slice(at + marker.length));
      if (m) return m[1];
    }
    return null;
  };

  return {
    url,
    port,
    lines,
    lastSmsCode: (phone) => codeIn(phone),
    waitForSmsCode: (phone, after = 0, timeoutMs = 10_000) =>
      waitUntil(() => codeIn(phone, after), {
        timeout: timeoutMs,
        message: `no SMS to ${phone} in the server log`,
      }),
    async stop(opts = {}) {
      if (exited === null) {
        const done = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await done;
        clearTimeout(timer);
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
