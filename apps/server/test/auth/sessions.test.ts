import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: "7200", SESSION_TTL: "43200", SESSION_TTL_REMEMBER: "259200" });
});
afterAll(() => t.close());

const getInfo = (token: string | null, lang?: string) =>
  t.call<{ token?: string }>("user/getInfo", {}, { token, lang });

describe("sessions (DESIGN §4)", () => {
  it("stores only a hash of the token", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    const { rows } = await t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM sessions WHERE user_id = $1",
      [user.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 5 without a token and for an unknown one; a bare token works like Bearer", async () => {
    expect((await getInfo(null)).code).toBe(5);
    expect((await getInfo("made-up-token")).code).toBe(5);
    const user = await createUser(t);
    const token = await login(t, user);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/getInfo",
      headers: { authorization: token, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.json()).toMatchObject({ result: true, code: 1 });
    const msg = await getInfo(null);
    expect(msg.msg).toBe("登录过期，请重新登录");
  });

  it("renews an expired access token with 22, without running the request, and the new token replays", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    t.clock.advance(7201);
    const renewed = await getInfo(token);
    expect(renewed).toMatchObject({ result: false, code: 22 });
    const fresh = renewed.data.token!;
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(token);
    const replay = await getInfo(fresh);
    expect(replay).toMatchObject({ result: true, code: 1 });
    // The old token still serves requests already in flight for 60 s, then it is dead.
    expect((await getInfo(token)).code).toBe(1);
    t.clock.advance(61);
    expect((await getInfo(token)).code).toBe(16);
    expect((await getInfo(fresh)).code).toBe(1);
  });

  it("rotates once when several requests hit 22 at the same moment", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    t.clock.advance(7201);
    const results = await Promise.all([getInfo(token), getInfo(token), getInfo(token)]);
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === 22)).toHaveLength(1);
    expect(codes.filter((c) => c === 1)).toHaveLength(2);
    const { rows } = await t.db.query("SELECT id FROM sessions WHERE user_id = $1", [user.userId]);
    expect(rows).toHaveLength(1);
  });

  it("expires a session past its renewable lifetime with 15: 12 h, or 3 days with remember", async () => {
    const user = await createUser(t);
    const short = await login(t, user, false);
    const long = await login(t, user, true);
    t.clock.advance(43200 + 1);
    expect((await getInfo(short)).code).toBe(15);
    const renewed = await getInfo(long);
    expect(renewed.code).toBe(22);
    t.clock.advance(259200 - 43200);
    expect((await getInfo(renewed.data.token!)).code).toBe(15);
  });
});

describe("the user's sessions (devices)", () => {
  it("lists live sessions paged, marks the current one, and ends another", async () => {
    const user = await createUser(t);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push(await login(t, user));
    const page = await t.call<{ list: { sessionId: string; current: boolean }[]; total: number }>(
      "user/sessionList",
      { pageNum: 1, pageSize: 2 },
      { token: tokens[0] },
    );
    expect(page.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page.data.list).toHaveLength(2);
    const page2 = await t.call<{ list: { sessionId: string; current: boolean }[] }>(
      "user/sessionList",
      { pageNum: 2, pageSize: 2 },
      { token: tokens[0] },
    );
    const all = [...page.data.list, ...page2.data.list];
    expect(all.filter((s) => s.current)).toHaveLength(1);
    const victim = all.find((s) => !s.current)!;
    expect(
      (await t.call("user/revokeSession", { sessionId: victim.sessionId }, { token: tokens[0] })).result,
    ).toBe(true);
    const after = await t.call<{ total: number }>("user/sessionList", {}, { token: tokens[0] });
    expect(after.data.total).toBe(2);
    expect((await t.call("user/sessionList", { pageSize: 201 }, { token: tokens[0] })).code).toBe(1001);
  });

  it("cannot end someone else's session", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const ta = await login(t, a);
    const tb = await login(t, b);
    const bs = await t.call<{ list: { sessionId: string }[] }>("user/sessionList", {}, { token: tb });
    const res = await t.call("user/revokeSession", { sessionId: bs.data.list[0]!.sessionId }, { token: ta });
    expect(res).toMatchObject({ result: false, code: 1002 });
    expect((await t.call("user/getInfo", {}, { token: tb })).code).toBe(1);
  });
});
