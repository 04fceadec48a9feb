/**
 * A cloud-layout run survives the death of the server solving it (issue #12 item 5): a real server
 * process (`node --import tsx apps/server/src/server.ts`) takes a run up from the job queue, is
 * killed with SIGKILL mid-run, and is started again on the same database. The run is taken up again
 * and finishes: never left "running", never failed for a restart. On PGlite the new start takes the
 * run over at once (one process per database); on PostgreSQL after the dead holder's heartbeat goes
 * stale (another live server would take it the same way: test/scale/two-servers.test.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openPglite, openPostgres } from "../../src/db/db.ts";
import { migrate } from "../../src/db/migrate.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { TEST_DATABASE_URL } from "../helper.ts";
import { ADMIN, call, children, type Server, startServer, stop } from "../processes.ts";
import { insertProjectWithBoards, insertSlabs } from "./layout-fixtures.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "stoneworks-restart-"));
const dbName = `sw_test_${randomBytes(6).toString("hex")}`;
let databaseUrl: string | undefined;

const env = (): Record<string, string> => ({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  PORT: "0",
  HOST: "127.0.0.1",
  DEMO_SEED: "off",
  SLIDER_CAPTCHA: "off",
  DATA_DIR: dir,
  WEB_DIST: path.join(dir, "no-web"),
  LOG_LEVEL: "info",
});

/** The database the servers use, opened by the test while no server holds it (PGlite) or beside them. */
async function openDb(): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl, 2) : openPglite(path.join(dir, "pglite"));
}

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(TEST_DATABASE_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
});

afterAll(async () => {
  await Promise.all(children.map(stop));
  rmSync(dir, { recursive: true, force: true });
  if (TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

describe("a cloud-layout run and the death of its server", () => {
  it("is taken up again after a SIGKILL and a restart, and finishes", async () => {
    // The demo enterprise plus a project whose boards keep the optimiser busy for its whole budget:
    // more boards than its slabs can carry, so no plan is ever provably optimal (that ends a run early).
    const db = await openDb();
    await migrate(db);
    await seedDemo(db);
    const { rows } = await db.query<{ id: string }>("SELECT id FROM orgs ORDER BY created_at LIMIT 1");
    const orgId = rows[0]!.id;
    const stone = "重启石";
    const sizes = Array.from({ length: 60 }, (_, i) => ({
      length: 400 + ((i * 137) % 900),
      width: 300 + ((i * 89) % 500),
      stone,
    }));
    const proj = await insertProjectWithBoards(db, orgId, sizes, { name: "重启测试" });
    await insertSlabs(
      db,
      orgId,
      Array.from({ length: 4 }, () => ({ length: 2800, width: 1800, stone })),
    );
    await db.close();

    let server: Server = await startServer("first", env());
    const login = await call<{ token: string }>(server, "userAuth/login", { ...ADMIN, remember: false });
    const token = login.data.token;
    const started = await call<{ runId: string }>(
      server,
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 8 },
      { token },
    );
    expect(started).toMatchObject({ result: true, code: 1 });
    const runId = started.data.runId;
    await expect
      .poll(() => server.output.join("").includes(`"runId":"${runId}","attempt":1`), { timeout: 15_000 })
      .toBe(true);
    // Taken up (the claim is committed before it is logged): killed while it solves.
    server.child.kill("SIGKILL");
    await new Promise((r) => server.child.once("exit", r));

    server = await startServer("second", env());
    const mid = await call<{ status: string }>(server, "layout/runStatus", { runId }, { token });
    expect(mid.data.status).toBe("running");
    const status = async () =>
      (await call<{ status: string }>(server, "layout/runStatus", { runId }, { token })).data.status;
    await expect.poll(status, { timeout: 60_000, interval: 500 }).not.toBe("running");
    expect(await status()).toBe("done");
    expect(server.output.join("")).toContain(`"runId":"${runId}","attempt":2`);
    const proposals = await call<{ plans: unknown[] }>(server, "layout/proposals", { runId }, { token });
    expect(proposals.data.plans.length).toBeGreaterThan(0);
    await stop(server.child);

    const after = await openDb();
    const run = await after.query<{ attempts: number; status: string }>(
      "SELECT attempts, status FROM layout_runs WHERE id = $1",
      [runId],
    );
    expect(run.rows[0]).toEqual({ attempts: 2, status: "done" });
    await after.close();
  }, 180_000);
});
