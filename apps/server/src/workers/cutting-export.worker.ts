/**
 * The job-queue side of cutting-data exports (docs/api-machine.md "Export"): a large export is written
 * to a file by one worker of one server. The export's row says who holds it and when it was last heard
 * of (migration 0025): the worker claims it, beats every few seconds while it writes, and writes its end
 * only while it still holds it. Every server looks for exports nobody beats for and fails them with a
 * reason the user's screen shows ("interrupted, export again"), at its start and every few seconds, so
 * an export whose server died never stays "running" (issue 25: it did for up to an hour).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { Lang } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import * as exports from "../modules/machine/cutting-export.repository.ts";
import { EXPORT_QUEUE, exportDir, writeXlsx } from "../modules/machine/cutting-export.service.ts";
import { type ListFilters, resolveFilter } from "../modules/machine/cutting-records.ts";

export const exportWatch = {
  /** The holder beats this often … */
  heartbeatMs: 5_000,
  /** … an export not heard of for this long has lost its server … */
  staleMs: 30_000,
  /** … and each server looks this often: a dead export is failed within 40 s (a minute at most). */
  sweepMs: 10_000,
};

const INTERRUPTED = "machine.cuttingData.exportInterrupted";
const FAILED = "machine.cuttingData.exportFailed";

/** Starts this process's export worker (queue, sweeper); stopped when the app closes. */
export async function startCuttingExportWorker(app: FastifyInstance): Promise<void> {
  const worker = new ExportWorker(app);
  await worker.start();
  app.addHook("onClose", async () => worker.stop());
}

export class ExportWorker {
  /** This process (one app), as written in the exports it holds. */
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Defines the queue, starts this process's worker, fails what earlier holders left, starts the sweeper. */
  async start(): Promise<void> {
    const { app } = this;
    await app.jobs.define(EXPORT_QUEUE, { expireInSeconds: 3600, retryLimit: 1 });
    await app.jobs.work<{ exportId: string }>(EXPORT_QUEUE, 1, (data) => this.run(data.exportId));
    // PGlite: one process per database, so whoever held an export before this start is gone.
    await this.sweep(app.db.kind === "pglite");
    this.sweeper = setInterval(() => {
      this.sweep(false).catch((err) => app.log.error({ err }, "cutting data export: sweep failed"));
    }, exportWatch.sweepMs);
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /**
   * Fails the running exports whose holder is silent past `staleMs` (or, with `previousGone`, held by
   * any other process). Returns how many.
   */
  async sweep(previousGone: boolean): Promise<number> {
    const staleBefore = new Date(this.app.clock.now().getTime() - exportWatch.staleMs);
    const ids = await exports.failStranded(
      this.app.db,
      staleBefore,
      INTERRUPTED,
      previousGone ? this.worker : undefined,
    );
    if (ids.length) this.app.log.warn({ exports: ids }, "cutting data exports without a live worker failed");
    return ids.length;
  }

  /** The queue's handler: claims the export, writes its file with its progress and beats, ends it. */
  async run(exportId: string): Promise<void> {
    const { app, worker } = this;
    const r = await exports.exportById(app.db, exportId);
    if (!r || !(await exports.claimExport(app.db, r.id, worker, app.clock.now()))) return;
    const dir = exportDir(app);
    await mkdir(dir, { recursive: true });
    const fileName = `${r.id}.xlsx`;
    const file = path.join(dir, fileName);
    const beat = setInterval(() => {
      exports
        .beat(app.db, r.id, worker, app.clock.now())
        .catch((err) => app.log.warn({ err, exportId }, "cutting data export: heartbeat failed"));
    }, exportWatch.heartbeatMs);
    try {
      const filter = await resolveFilter(app.db, r.org_id, r.filters as ListFilters);
      const out = createWriteStream(file);
      const done = await writeXlsx(app.db, r.org_id, filter, r.lang as Lang, out, async (n) => {
        await exports.setProgress(app.db, r.id, worker, n, app.clock.now());
      });
      await finished(out);
      // Failed as interrupted meanwhile (this server was silent too long): the file is not offered.
      if (!(await exports.finish(app.db, r.id, worker, { status: "done", file: fileName, done })))
        await rm(file, { force: true });
    } catch (err) {
      app.log.error({ err }, "cutting data export failed");
      await rm(file, { force: true });
      await exports.finish(app.db, r.id, worker, { status: "failed", error: FAILED });
    } finally {
      clearInterval(beat);
    }
  }
}
