/**
 * Long work off the request path (docs/architecture.md "Background work"): a durable job queue that
 * lives in the database itself, pg-boss (schema `pgboss`, created and migrated by pg-boss at start),
 * on PGlite as on PostgreSQL, so `npm start` needs nothing else and N servers on one PostgreSQL share
 * the work (each job is fetched by exactly one worker, FOR UPDATE SKIP LOCKED).
 *
 * A job is sent in the transaction that records the work it stands for (send(q, …)), so a request
 * either leaves both or neither. The modules keep the truth about their work in their own tables
 * (who holds it, heartbeats, attempts); the queue only delivers it.
 */
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Db, Queryable } from "../db/db.ts";

export interface JobQueueOptions {
  /** Seconds between a worker's fetches when it found nothing (a local send wakes it at once). */
  pollingSeconds?: number;
  /** Seconds between pg-boss's maintenance rounds (expiry, archive). */
  maintenanceSeconds?: number;
}

export interface QueueSettings {
  /** A job still active after this long is failed by the queue (our modules also watch their own). */
  expireInSeconds: number;
  /** How many times the queue itself retries a failed job. */
  retryLimit: number;
}

export type JobHandler<T> = (data: T, jobId: string) => Promise<void>;

export class JobQueue {
  private readonly workers = new Map<string, string[]>();
  private readonly beforeStop: (() => Promise<void>)[] = [];
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: Required<JobQueueOptions>,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(db: Db, log: FastifyBaseLogger, options: JobQueueOptions = {}): Promise<JobQueue> {
    const opts: Required<JobQueueOptions> = {
      pollingSeconds: options.pollingSeconds ?? 2,
      maintenanceSeconds: options.maintenanceSeconds ?? 120,
    };
    // Servers starting at once on one empty PostgreSQL race to install pg-boss's schema (its own
    // lock does not cover CREATE SCHEMA: "duplicate key … pg_namespace_nspname_index"): the loser
    // tries again with a fresh instance (a failed start cannot be repeated) and finds it installed.
    const boss = await raceSafe(log, "start", async () => {
      const b = new PgBoss({
        db: { executeSql: (sql, values) => db.execute(sql, values) },
        schema: "pgboss",
        // Cron schedules are not used; queue-size monitoring neither.
        schedule: false,
        maintenanceIntervalSeconds: opts.maintenanceSeconds,
      });
      b.on("error", (err) => log.error({ err }, "job queue"));
      await b.start();
      return b;
    });
    return new JobQueue(boss, opts, log);
  }

  /**
   * Creates the queue when it does not exist yet. Several servers may start at once: two creates of
   * one queue deadlock or collide in pg-boss, so the loser looks again and finds the winner's.
   */
  async define(name: string, settings: QueueSettings): Promise<void> {
    await raceSafe(this.log, `define ${name}`, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...settings });
      else await this.boss.createQueue(name, { name, ...settings });
    });
  }

  /** Sends a job inside the caller's transaction: it exists exactly when that transaction commits. */
  async send(q: Queryable, name: string, data: object): Promise<string> {
    const id = await this.boss.send(name, data, {
      db: { executeSql: (sql, values) => q.query(sql, values) },
    });
    if (!id) throw new Error(`job queue ${name}: send returned no id`);
    return id;
  }

  /** Runs `concurrency` workers of the queue in this process; a thrown error fails the job. */
  async work<T extends object>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await this.boss.work<T>(
          name,
          { batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds },
          async ([job]) => {
            if (job) await handler(job.data, job.id);
          },
        ),
      );
    }
    this.workers.set(name, [...(this.workers.get(name) ?? []), ...ids]);
  }

  /** Wakes this process's idle workers of the queue (after a local send: no wait for the next poll). */
  wake(name: string): void {
    if (this.stopped) return;
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** The state of a job as the queue sees it (tests, diagnostics). */
  async state(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job?.state ?? null;
  }

  /** Registers work to do before the queue stops (a module handing back what it holds). */
  onStop(fn: () => Promise<void>): void {
    this.beforeStop.push(fn);
  }

  /** Stops fetching, lets the modules hand back their jobs, waits for running handlers, then stops. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const name of this.workers.keys()) await this.boss.offWork(name);
    for (const fn of this.beforeStop) await fn();
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
  }
}

/**
 * Runs a start-up step that another server may be running at the same moment on the same database;
 * a collision (deadlock, duplicate key) is tried again after a short, growing pause, five times.
 */
async function raceSafe<T>(log: FastifyBaseLogger, what: string, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 5) throw err;
      log.warn(
        { error: err instanceof Error ? err.message : String(err), attempt },
        `job queue ${what}: collided with another server, trying again`,
      );
      await new Promise((r) => setTimeout(r, 150 * attempt + Math.random() * 100));
    }
  }
}
