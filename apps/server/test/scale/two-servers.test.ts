/**
 * Two servers, one database (issue #12 item 4; DESIGN §2 "the API is stateless … N instances on one
 * PostgreSQL"): two real server processes — `node --import tsx apps/server/src/server.ts`, what
 * `npm start` runs — started at the same moment on one empty PostgreSQL database, each on its own port,
 * nothing in front of them. Every check talks to both over real HTTP and expects exactly what one server
 * answers: sessions and their rotation and logout, the login and SMS limits, rack numbering, layout
 * acceptance and version conflicts.
 *
 * PostgreSQL only: two processes cannot share one embedded PGlite. `npm test` (scripts/test.mjs) leaves
 * this folder out of its PGlite pass when a PostgreSQL pass follows, and runs it there; run on its own
 * without TEST_DATABASE_URL, its tests are reported as skipped (`describe.runIf`), never as passed.
 */
import type { SliderChallenge } from "@stoneworks/shared";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../src/db/db.ts";
import { TEST_DATABASE_URL } from "../helper.ts";
import { insertProjectWithBoards, insertSlabs } from "../layout/layout-fixtures.ts";
import { ADMIN, call, type Server, type ServerPair, startServerPair } from "../processes.ts";
import { findGapX, humanTrack } from "../slider-solver.ts";

describe.runIf(TEST_DATABASE_URL)("two servers on one PostgreSQL database", () => {
  let db: pg.Pool;
  let a: Server;
  let b: Server;
  /** A then B then A …: the i-th call of an alternating sequence. */
  const alt = (i: number) => (i % 2 === 0 ? a : b);

  async function login(s: Server, ip = "10.0.0.1", who = ADMIN) {
    const res = await call<{ token: string }>(s, "userAuth/login", { ...who, remember: false }, { ip });
    expect(res, `login on ${s.name}`).toMatchObject({ result: true, code: 1 });
    return res.data.token;
  }

  let pair: ServerPair | undefined;

  beforeAll(async () => {
    // Both at the same moment on the empty database: migrating and seeding must not collide.
    pair = await startServerPair(TEST_DATABASE_URL!, {
      TRUST_PROXY: "on",
      // info: the start-up lines say which server migrated and which seeded.
      LOG_LEVEL: "info",
    });
    ({ a, b, db } = pair);
  });

  afterAll(async () => {
    await pair?.close();
  });

  it("started together on an empty database: migrated once, seeded the demo enterprise once", async () => {
    const migrations = await db.query("SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name");
    expect(migrations.rows.length).toBeGreaterThan(0);
    expect(migrations.rows.every((r) => r.n === 1)).toBe(true);
    const orgs = await db.query("SELECT count(*)::int AS n FROM orgs WHERE is_demo");
    expect(orgs.rows[0].n).toBe(1);
    const admins = await db.query("SELECT count(*)::int AS n FROM users WHERE phone = $1", [ADMIN.phone]);
    expect(admins.rows[0].n).toBe(1);
    // Exactly one of the two applied the migrations and one seeded; the other found the work done.
    const said = (text: string) => [a, b].filter((s) => s.output.join("").includes(text)).length;
    expect(said("applied migrations")).toBe(1);
    expect(said("seeded the demo enterprise")).toBe(1);
  });

  it("sessions: a token of A works on B, renews on either, and a logout on A is code 16 on B", async () => {
    const token = await login(a);
    const info = await call<{ userId: string }>(b, "user/getInfo", {}, { token });
    expect(info).toMatchObject({ result: true, code: 1 });

    // The access token runs out (as if two hours passed): B renews it with 22, A accepts the new one.
    const expire = (t: string) =>
      db.query(
        "UPDATE sessions SET access_expires_at = now() - interval '1 second' WHERE user_id = $1 AND revoked_at IS NULL",
        [t],
      );
    await expire(info.data.userId);
    const renewed = await call<{ token: string }>(b, "user/getInfo", {}, { token });
    expect(renewed).toMatchObject({ result: false, code: 22 });
    const fresh = renewed.data.token;
    expect(fresh).not.toBe(token);
    expect(await call(a, "user/getInfo", {}, { token: fresh })).toMatchObject({ code: 1 });
    // The old token still serves requests in flight on either server for its grace period …
    expect((await call(a, "user/getInfo", {}, { token })).code).toBe(1);
    // … then it is dead on both.
    await db.query("UPDATE sessions SET prev_valid_until = now() - interval '1 second' WHERE user_id = $1", [
      info.data.userId,
    ]);
    expect((await call(a, "user/getInfo", {}, { token })).code).toBe(16);
    expect((await call(b, "user/getInfo", {}, { token })).code).toBe(16);

    // The same expired token on A and B at the same moment: one rotation, the other request goes through.
    await expire(info.data.userId);
    const both = await Promise.all([
      call<{ token?: string }>(a, "user/getInfo", {}, { token: fresh }),
      call<{ token?: string }>(b, "user/getInfo", {}, { token: fresh }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 22]);
    const newest = both.find((r) => r.code === 22)!.data.token!;
    expect((await call(a, "user/getInfo", {}, { token: newest })).code).toBe(1);
    expect((await call(b, "user/getInfo", {}, { token: newest })).code).toBe(1);

    // Logout on A: the token is revoked for B too (16), and for A.
    expect(await call(a, "user/logOut", {}, { token: newest })).toMatchObject({ result: true, code: 1 });
    expect(await call(b, "user/getInfo", {}, { token: newest })).toMatchObject({ result: false, code: 16 });
    expect((await call(a, "user/getInfo", {}, { token: newest })).code).toBe(16);
    // A token neither server ever issued is 5 on both.
    expect((await call(b, "user/getInfo", {}, { token: "x".repeat(43) })).code).toBe(5);
  });

  it("login limits: failures alternating between A and B count together (account lockout, per-IP limit)", async () => {
    // The account: 10 consecutive failures lock it (1011), whichever server saw them.
    const clerk = { phone: "13800000005", password: "wrong-password" };
    for (let i = 1; i <= 10; i++) {
      const res = await call(alt(i), "userAuth/login", clerk, { ip: "10.0.1.1" });
      expect(res.code, `failure ${i} on ${alt(i).name}`).toBe(i < 10 ? 1007 : 1011);
    }
    for (const s of [a, b]) {
      const right = await call(
        s,
        "userAuth/login",
        { ...clerk, password: ADMIN.password },
        { ip: "10.0.1.2" },
      );
      expect(right, `locked on ${s.name}`).toMatchObject({ code: 1011 });
    }

    // The address: 50 failed logins in 10 minutes, then 1004 on both, even with the right password.
    const ip = "10.0.1.3";
    const firstAt = Date.now();
    for (let i = 0; i < 50; i++) {
      const res = await call(
        alt(i),
        "userAuth/login",
        { phone: `1370000${String(i).padStart(4, "0")}`, password: "nope1234" },
        { ip },
      );
      expect(res.code, `failure ${i + 1} on ${alt(i).name}`).toBe(1007);
    }
    for (const s of [a, b]) {
      const res = await call<{ retryAfter: number }>(s, "userAuth/login", ADMIN, { ip });
      expect(res, `limited on ${s.name}`).toMatchObject({ code: 1004 });
      // The real wait: until the first failure leaves the 600 s window (both servers count the same rows).
      expect(res.data.retryAfter).toBeLessThanOrEqual(600);
      expect(res.data.retryAfter).toBeGreaterThanOrEqual(Math.floor(600 - (Date.now() - firstAt) / 1000));
    }
    // Another address still logs in.
    await login(b, "10.0.1.4");
  });

  it("slider and SMS: a challenge of A is answered on B; sends alternating between A and B share the 60 s, 5 per hour per phone and 20 per hour per IP limits", async () => {
    const phone = "13800000004";
    const send = (s: Server, to: string, ip: string) =>
      call<{ resendAfter?: number; retryAfter?: number }>(
        s,
        "hmSms/sendSecVerifyCode",
        { phone: to, purpose: "login" },
        { ip },
      );
    // A minute passes for this phone's codes (the servers keep the real clock; the rows age instead).
    const minutePasses = () =>
      db.query("UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1", [
        phone,
      ]);

    // The slider: a challenge drawn by A is answered on B, once (the servers skip the check before a
    // send, SLIDER_CAPTCHA=off, but the challenge and its ticket live in the database all the same).
    const challenge = await call<SliderChallenge>(a, "captcha/slider", {}, { ip: "10.0.2.1" });
    const x = findGapX(challenge.data);
    const answer = { challengeId: challenge.data.challengeId, x, track: humanTrack(x) };
    const verified = await call<{ captchaTicket: string }>(b, "captcha/verify", answer, { ip: "10.0.2.1" });
    expect(verified).toMatchObject({ result: true, code: 1 });
    expect(verified.data.captchaTicket).toBeTruthy();
    expect((await call(a, "captcha/verify", answer, { ip: "10.0.2.1" })).code).toBe(1005);

    expect(await send(a, phone, "10.0.2.1")).toMatchObject({ code: 1, data: { resendAfter: 60 } });
    const again = await send(b, phone, "10.0.2.1");
    expect(again).toMatchObject({ code: 1004 });
    expect(again.data.retryAfter).toBeGreaterThan(55);

    // The code sent through A logs in on B.
    const { rows } = await db.query<{ text: string }>(
      "SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1",
      [phone],
    );
    const code = rows[0]!.text.match(/\d{6}/)![0];
    const codeLogin = await call(b, "userAuth/codeLogin", { phone, code }, { ip: "10.0.2.1" });
    expect(codeLogin).toMatchObject({ result: true, code: 1 });
    // … once: the same code on A is spent.
    expect((await call(a, "userAuth/codeLogin", { phone, code }, { ip: "10.0.2.1" })).code).toBe(1006);

    // Five per hour per phone, counted across both.
    for (let i = 1; i < 5; i++) {
      await minutePasses();
      expect((await send(alt(i), phone, "10.0.2.1")).code, `send ${i + 1} on ${alt(i).name}`).toBe(1);
    }
    await minutePasses();
    for (const s of [a, b])
      expect(await send(s, phone, "10.0.2.1")).toMatchObject({ code: 1004, data: { retryAfter: 3600 } });

    // Twenty per hour per address, counted across both (phones no one has: answered, not delivered).
    const ip = "10.0.2.2";
    for (let i = 0; i < 20; i++) {
      const res = await send(alt(i), `1360000${String(i).padStart(4, "0")}`, ip);
      expect(res.code, `send ${i + 1} on ${alt(i).name}`).toBe(1);
    }
    for (const s of [a, b])
      expect(await send(s, "13600009999", ip)).toMatchObject({ code: 1004, data: { retryAfter: 3600 } });
  });

  it("rack numbering: adds on A and B at the same moment get whole, unique, contiguous runs", async () => {
    const [ta, tb] = await Promise.all([login(a, "10.0.3.1"), login(b, "10.0.3.1")]);
    const top = await db.query<{ n: number }>(
      "SELECT max(number)::int AS n FROM racks r JOIN orgs o ON o.id = r.org_id WHERE o.is_demo",
    );
    const quantities = [3, 1, 5, 2, 4, 6, 2, 3];
    const answers = await Promise.all(
      quantities.map((quantity, i) =>
        call<{ created: number; from: string; to: string }>(
          alt(i),
          "rack/add",
          { quantity, location: `batch ${i}` },
          { token: i % 2 === 0 ? ta : tb },
        ),
      ),
    );
    for (const [i, res] of answers.entries()) {
      expect(res, `batch ${i}`).toMatchObject({ result: true, code: 1 });
      expect(Number(res.data.to) - Number(res.data.from) + 1).toBe(quantities[i]);
      expect(res.data.created).toBe(quantities[i]);
    }
    const runs = answers
      .map((r) => [Number(r.data.from), Number(r.data.to)] as const)
      .sort((x, y) => x[0] - y[0]);
    let next = top.rows[0]!.n + 1;
    for (const [from, to] of runs) {
      expect(from).toBe(next);
      next = to + 1;
    }
    const total = quantities.reduce((s, q) => s + q, 0);
    expect(next).toBe(top.rows[0]!.n + total + 1);
    // Each batch's racks are the numbers it was given, nothing else.
    const stored = await db.query<{ location: string; lo: number; hi: number; n: number }>(
      `SELECT location, min(number)::int AS lo, max(number)::int AS hi, count(*)::int AS n
         FROM racks WHERE location LIKE 'batch %' GROUP BY location`,
    );
    expect(stored.rows).toHaveLength(quantities.length);
    for (const row of stored.rows) {
      const i = Number(row.location.slice(6));
      expect([row.lo, row.hi, row.n]).toEqual([
        Number(answers[i]!.data.from),
        Number(answers[i]!.data.to),
        quantities[i],
      ]);
    }
  });

  it("layout acceptance: a done run accepted on A and B at the same moment is accepted once", async () => {
    const token = await login(a, "10.0.4.1");
    const runs = await call<{ list: { projectId: string }[] }>(
      b,
      "layout/runList",
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(runs.data.list.length).toBeGreaterThan(0);
    const projectId = runs.data.list[0]!.projectId;
    const started = await call<{ runId: string }>(
      a,
      "layout/run",
      { projectId, timeLimitSeconds: 1 },
      { token },
    );
    expect(started).toMatchObject({ result: true, code: 1 });
    const runId = started.data.runId;
    await expect
      .poll(
        async () => (await call<{ status: string }>(b, "layout/runStatus", { runId }, { token })).data.status,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe("done");
    const proposed = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cutting_plans WHERE run_id = $1 AND status = 'proposed'",
      [runId],
    );
    expect(proposed.rows[0]!.n).toBeGreaterThan(0);

    const both = await Promise.all([
      call<{ plans: number; boards: number }>(a, "layout/accept", { runId }, { token }),
      call<{ plans: number; boards: number }>(b, "layout/accept", { runId }, { token }),
    ]);
    const won = both.filter((r) => r.code === 1);
    const lost = both.filter((r) => r.code !== 1);
    expect(won).toHaveLength(1);
    expect(won[0]!.data.plans).toBe(proposed.rows[0]!.n);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({
      result: false,
      code: 1003,
      data: { from: "accepted", action: "accept" },
    });
    expect(lost[0]!.msg).toBe((await call(a, "layout/accept", { runId }, { token })).msg);

    const plans = await db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM cutting_plans WHERE run_id = $1 GROUP BY status",
      [runId],
    );
    expect(plans.rows).toEqual([{ status: "accepted", n: proposed.rows[0]!.n }]);
    const audits = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'layoutRun' AND entity_id = $1 AND action = 'accept'",
      [runId],
    );
    expect(audits.rows[0]!.n).toBe(1);
  });

  it("versions: one role updated on A and B with the same version — one wins, the other gets 1012", async () => {
    const [ta, tb] = await Promise.all([login(a, "10.0.5.1"), login(b, "10.0.5.1")]);
    const roles = await call<
      { roleId: string; name: string; isSuper: boolean; menus: number[]; version: number }[]
    >(a, "role/list", {}, { token: ta });
    const role = roles.data.find((r) => !r.isSuper)!;
    const update = (s: Server, token: string, name: string) =>
      call<{ version: number }>(
        s,
        "role/update",
        { roleId: role.roleId, name, menus: role.menus, version: role.version },
        { token },
      );
    const both = await Promise.all([update(a, ta, `${role.name} A`), update(b, tb, `${role.name} B`)]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    const winner = both.findIndex((r) => r.code === 1);
    const after = await call<{ roleId: string; name: string; version: number }[]>(
      b,
      "role/list",
      {},
      { token: tb },
    );
    expect(after.data.find((r) => r.roleId === role.roleId)).toMatchObject({
      name: `${role.name} ${winner === 0 ? "A" : "B"}`,
      version: both[winner]!.data.version,
    });
  });

  // Last: it kills A.
  it("layout work is shared: a run A was solving when it died is taken up and finished by B", async () => {
    const token = await login(b, "10.0.6.1");
    const q = db as unknown as Queryable;
    const { rows } = await db.query<{ id: string }>("SELECT id FROM orgs ORDER BY created_at LIMIT 1");
    const stone = "接力石";
    const boards = Array.from({ length: 60 }, (_, i) => ({
      length: 400 + ((i * 137) % 900),
      width: 300 + ((i * 89) % 500),
      stone,
    }));
    const proj = await insertProjectWithBoards(q, rows[0]!.id, boards, { name: "接力测试" });
    await insertSlabs(
      q,
      rows[0]!.id,
      Array.from({ length: 12 }, () => ({ length: 2800, width: 1800, stone })),
    );
    const started = await call<{ runId: string }>(
      a,
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 8 },
      { token },
    );
    expect(started).toMatchObject({ result: true, code: 1 });
    const runId = started.data.runId;
    const holder = async () =>
      (await db.query<{ worker: string | null }>("SELECT worker FROM layout_runs WHERE id = $1", [runId]))
        .rows[0]!.worker;
    await expect.poll(holder, { timeout: 15_000 }).not.toBeNull();
    const first = await holder();
    a.child.kill("SIGKILL");
    await expect
      .poll(
        async () => (await call<{ status: string }>(b, "layout/runStatus", { runId }, { token })).data.status,
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe("done");
    const run = await db.query<{ worker: string; attempts: number }>(
      "SELECT worker, attempts FROM layout_runs WHERE id = $1",
      [runId],
    );
    expect(run.rows[0]!.attempts).toBe(2);
    expect(run.rows[0]!.worker).not.toBe(first);
    expect(b.output.join("")).toContain(`"runId":"${runId}","attempt":2`);
  }, 180_000);
});
