import type { ExportJob } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { insertExport } from "../../src/modules/machine/cutting-export.repository.ts";
import { exportSettings } from "../../src/modules/machine/cutting-export.service.ts";
import { ExportWorker, exportWatch } from "../../src/workers/cutting-export.worker.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertDevice } from "../production/cutting-factories.ts";
import { asRead, HOSTILE, PLAIN, readBack } from "../xlsx-read.ts";
import { insertRecord } from "./cutting-data-factories.ts";

/**
 * Cutting-data exports beside cutting-data.test.ts (issue 25 finding 6): formula-like text in the
 * file, and exports on the job queue whose server died (heartbeat, sweep, the reason on screen).
 */

let t: TestApp;
/** The app requests go to: t.app, then the one started on the same database ("restart"). */
let app: FastifyInstance;
let restarted: FastifyInstance | undefined;
let token: string;
let orgId: string;
let userId: string;
let deviceId: string;

const call = async <D>(url: string, body: Record<string, unknown>, lang = "en-US") => {
  const res = await app.inject({
    method: "POST",
    url: `/api/${url}`,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "accept-language": lang,
    },
    payload: JSON.stringify(body),
  });
  return res.json() as { result: boolean; code: number; msg: string; data: D };
};
const fetchFile = (path: string) =>
  app.inject({ method: "GET", url: `/api${path}`, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  userId = owner.userId;
  token = await login(t, owner);
  deviceId = await insertDevice(t.db, orgId, "CE-D1");
  for (const [i, text] of [...HOSTILE, ...PLAIN].entries()) {
    await insertRecord(t.db, {
      orgId,
      deviceId,
      operatorId: userId,
      staffNo: text.slice(0, 8),
      slabBarcode: text,
      startedAt: new Date(Date.UTC(2026, 10, 20, 1, i)),
      lengthMm: 1_250,
      areaMm2: 500_000,
      milli: 250,
    });
  }
});

afterAll(async () => {
  exportSettings.directMax = 5000;
  await restarted?.close();
  await t.close();
});

const TOTAL = HOSTILE.length + PLAIN.length;
const INTERRUPTED_EN = "The export was interrupted (the server writing it stopped); export again";

describe("the exported file", () => {
  it("formula-like text is written as text no spreadsheet evaluates; numbers stay numbers", async () => {
    const job = await call<ExportJob>("cuttingData/device/export", { deviceId });
    expect(job.data).toMatchObject({ mode: "direct", total: TOTAL, error: null });
    const cells = await readBack((await fetchFile(job.data.downloadPath)).rawPayload);
    for (const text of HOSTILE) {
      const cell = cells.find((c) => c.value === asRead(text));
      expect(cell, JSON.stringify(text)).toMatchObject({ numFmt: "@", quotePrefix: true });
    }
    for (const text of PLAIN) expect(cells.find((c) => c.value === text)?.quotePrefix, text).toBe(false);
    // Metres, m² and slabs are numbers with their own formats, never quoted.
    const figures = cells.filter((c) => typeof c.value === "number");
    expect(figures.length).toBe(3 * TOTAL);
    expect(new Set(figures.map((c) => c.value))).toEqual(new Set([1.25, 0.5, 0.25]));
    for (const c of figures) {
      expect(c.quotePrefix).toBe(false);
      expect(c.numFmt).not.toBe("@");
    }
  });
});

describe("exports on the job queue", () => {
  /** An export of this member as a worker left it: running, held by `worker`, last heard of `beatAgoMs` ago. */
  async function runningExport(worker: string, beatAgoMs: number): Promise<string> {
    const now = t.clock.now();
    const row = await insertExport(t.db, {
      orgId,
      requestedBy: userId,
      scope: "device",
      filters: { deviceId },
      lang: "en-US",
      mode: "job",
      total: TOTAL,
      status: "running",
      now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await t.db.query("UPDATE cutting_exports SET worker = $2, heartbeat_at = $3, done = 2 WHERE id = $1", [
      row.id,
      worker,
      new Date(now.getTime() - beatAgoMs),
    ]);
    return row.id;
  }

  it("the worker claims an export, beats while it writes, and ends it done", async () => {
    exportSettings.directMax = 1;
    const started = await call<ExportJob>("cuttingData/device/export", { deviceId });
    expect(started.data).toMatchObject({ mode: "job", total: TOTAL, error: null });
    await expect
      .poll(
        async () => (await call<ExportJob>("cuttingData/export/status", { jobId: started.data.jobId })).data,
      )
      .toMatchObject({ status: "done", done: TOTAL, error: null });
    const { rows } = await t.db.query<{ worker: string | null; heartbeat_at: Date | null }>(
      "SELECT worker, heartbeat_at FROM cutting_exports WHERE id = $1",
      [started.data.jobId],
    );
    expect(rows[0]!.worker).toMatch(/^.+:\d+:[0-9a-f]{6}$/);
    expect(rows[0]!.heartbeat_at).toBeInstanceOf(Date);
    expect((await fetchFile(started.data.downloadPath)).statusCode).toBe(200);
  });

  it("a holder still beating is left alone; silent past the limit, it is failed with the reason", async () => {
    const id = await runningExport("live-server:1:aaaaaa", 0);
    // Another server's sweep (PostgreSQL: several servers share the exports).
    const sweeper = new ExportWorker(app);
    expect(await sweeper.sweep(false)).toBe(0);
    expect((await call<ExportJob>("cuttingData/export/status", { jobId: id })).data.status).toBe("running");
    t.clock.advance(exportWatch.staleMs / 1000 + 1);
    expect(await sweeper.sweep(false)).toBe(1);
    expect((await call<ExportJob>("cuttingData/export/status", { jobId: id })).data).toMatchObject({
      status: "failed",
      done: 2,
      error: INTERRUPTED_EN,
    });
  });

  it("an export whose server died mid-run shows failed with the reason right after the restart", async () => {
    // Left running by a process killed a minute ago (its heartbeat stopped then).
    const id = await runningExport("dead-server:4242:bbbbbb", 60_000);
    await t.app.close();
    restarted = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      trustProxy: true,
      validateResponses: true,
      jobs: { pollingSeconds: 0.5 },
    });
    await restarted.ready();
    app = restarted;
    // What the screen polls: failed, with the reason in the reader's language.
    expect((await call<ExportJob>("cuttingData/export/status", { jobId: id })).data).toMatchObject({
      status: "failed",
      error: INTERRUPTED_EN,
    });
    expect((await call<ExportJob>("cuttingData/export/status", { jobId: id }, "zh-CN")).data.error).toBe(
      "导出已中断（处理它的服务器已停止），请重新导出",
    );
    // Its download is refused as not ready (1003), never a half-written file.
    expect((await fetchFile(`/cuttingData/export/file?jobId=${id}`)).json()).toMatchObject({ code: 1003 });
  });
});
