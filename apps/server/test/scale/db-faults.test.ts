/**
 * Database faults survived (issue 25 finding 3): a real server process on a fresh PostgreSQL database
 * under write load while every connection it holds is terminated again and again
 * (`pg_terminate_backend`, what an administrator, a failover or a crashed database does). The process
 * stays up; every answer is success or code 9998 "temporarily unavailable, try again" (never 9999,
 * never a transport failure); nothing is half written (a write answered success is there whole, a
 * refused one is not there at all); afterwards the server serves as before.
 *
 * PostgreSQL only (PGlite has no connection to lose): `npm test` runs this folder in its PostgreSQL
 * pass; run alone without TEST_DATABASE_URL its test is reported as skipped (`describe.runIf`).
 */
import { Code } from "@stoneworks/shared";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../helper.ts";
import { ADMIN, type Answer, call, type Server, type ServerGroup, startServers } from "../processes.ts";

/** Concurrent writers, each sending one write after the other. */
const WRITERS = 8;
/** How long connections are terminated, at least (and until a write was refused by it). */
const CHAOS_MS = 5_000;

type Outcome = { kind: "rack" | "warehouse"; marker: string; answer: Answer<unknown> | Error };

describe.runIf(TEST_DATABASE_URL)("database connections terminated under write load", () => {
  let group: ServerGroup | undefined;
  let server: Server;
  let token: string;

  beforeAll(async () => {
    group = await startServers(TEST_DATABASE_URL!, ["S"]);
    server = group.servers[0]!;
    const login = await call<{ token: string }>(server, "userAuth/login", { ...ADMIN, remember: false });
    expect(login).toMatchObject({ result: true, code: Code.Success });
    token = login.data.token;
  });

  afterAll(async () => {
    await group?.close();
  });

  it("keeps the process up, answers success or 9998, writes whole or not at all, then serves", async () => {
    const { dbName } = group!;
    const creates = () =>
      group!.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity IN ('rack', 'warehouse') AND action = 'create'",
      );
    const auditsBefore = (await creates()).rows[0]!.n;
    // The killer sits in another database, so it never terminates itself.
    const killer = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await killer.connect();
    const outcomes: Outcome[] = [];
    let chaos = true;
    let terminated = 0;
    let n = 0;

    const write = async (): Promise<Outcome> => {
      const i = n++;
      const marker = `dbf-${i}`;
      const kind = i % 2 === 0 ? "rack" : "warehouse";
      const answer = await (kind === "rack"
        ? call(server, "rack/add", { quantity: 2, classNo: marker }, { token })
        : call(server, "warehouse/create", { name: marker, code: marker }, { token })
      ).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
      return { kind, marker, answer };
    };
    const writers = Array.from({ length: WRITERS }, async () => {
      while (chaos) outcomes.push(await write());
    });
    const refused = () =>
      outcomes.filter((o) => !(o.answer instanceof Error) && o.answer.code === Code.Unavailable).length;

    const started = Date.now();
    try {
      // At least CHAOS_MS of terminations, and on until one write was refused by them (a run whose
      // terminations hit no write proves nothing); capped so a broken server ends the test.
      while (Date.now() - started < CHAOS_MS || (refused() === 0 && Date.now() - started < 60_000)) {
        const r = await killer.query(
          "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [dbName],
        );
        terminated += r.rows[0].n;
        if (server.child.exitCode !== null) break;
      }
    } finally {
      chaos = false;
      await Promise.all(writers);
      await killer.end();
    }

    // The process stayed up.
    expect(server.child.exitCode, server.output.join("")).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(terminated).toBeGreaterThan(0);

    // Every answer: success, or 9998 with its retry hint (HTTP 503). No transport failure, no 9999.
    const unexpected = outcomes.filter(
      (o) =>
        o.answer instanceof Error ||
        !(
          (o.answer.code === Code.Success && o.answer.status === 200) ||
          (o.answer.code === Code.Unavailable && o.answer.status === 503)
        ),
    );
    expect(
      unexpected.map((o) =>
        o.answer instanceof Error
          ? `${o.marker}: ${o.answer.message}`
          : `${o.marker}: HTTP ${o.answer.status} code ${o.answer.code} ${o.answer.msg}`,
      ),
    ).toEqual([]);
    expect(refused()).toBeGreaterThan(0);
    const sample = outcomes.find((o) => !(o.answer instanceof Error) && o.answer.code === Code.Unavailable);
    expect(sample?.answer).toMatchObject({
      result: false,
      msg: "The service is briefly unavailable, please try again in a moment",
      data: { retryAfter: 2 },
    });

    // Nothing half written: a success is there whole (both racks of a rack/add), a refusal not at all.
    const check = new pg.Client({ connectionString: TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`) });
    await check.connect();
    try {
      const racks = new Map(
        (
          await check.query<{ class_no: string; n: number }>(
            "SELECT class_no, count(*)::int AS n FROM racks WHERE class_no LIKE 'dbf-%' GROUP BY class_no",
          )
        ).rows.map((r) => [r.class_no, r.n]),
      );
      const warehouses = new Set(
        (await check.query<{ code: string }>("SELECT code FROM warehouses WHERE code LIKE 'dbf-%'")).rows.map(
          (r) => r.code,
        ),
      );
      const audits =
        (
          await check.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM audit_log WHERE entity IN ('rack', 'warehouse') AND action = 'create'",
          )
        ).rows[0]!.n - auditsBefore;
      let succeeded = 0;
      for (const o of outcomes) {
        const ok = !(o.answer instanceof Error) && o.answer.code === Code.Success;
        if (ok) succeeded += 1;
        if (o.kind === "rack") expect(racks.get(o.marker) ?? 0, o.marker).toBe(ok ? 2 : 0);
        else expect(warehouses.has(o.marker), o.marker).toBe(ok);
      }
      // Each change wrote its audit entry in its own transaction: as many entries as successes.
      expect(audits).toBe(succeeded);
      expect(succeeded).toBeGreaterThan(0);
    } finally {
      await check.end();
    }

    // Afterwards it serves as before: reads and writes succeed on fresh connections.
    for (let i = 0; i < 10; i++) {
      const after = await call(
        server,
        "warehouse/create",
        { name: `after-${i}`, code: `after-${i}` },
        { token },
      );
      expect(after, `write ${i} after the faults`).toMatchObject({ result: true, code: Code.Success });
    }
    const list = await call<{ total: number }>(
      server,
      "warehouse/list",
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(list).toMatchObject({ result: true, code: Code.Success });
    expect(server.child.exitCode).toBeNull();
  });
});
