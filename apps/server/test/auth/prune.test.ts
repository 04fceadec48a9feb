import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneExpired } from "../../src/modules/auth/prune.repository.ts";
import { createUser, login, requestCode } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("audit log and pruning", () => {
  it("records password changes and lockouts in the audit log", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    await t.call(
      "user/changePassword",
      { oldPassword: user.password, password: "another1", confirmPassword: "another1" },
      { token },
    );
    for (let i = 0; i < 10; i++) await t.call("userAuth/login", { phone: user.phone, password: "wrong-one" });
    const { rows } = await t.db.query<{ action: string; to_state: string | null }>(
      "SELECT action, to_state FROM audit_log WHERE entity_id = $1 ORDER BY id",
      [user.userId],
    );
    expect(rows.map((r) => r.action)).toEqual(["changePassword", "lock"]);
  });

  it("deletes expired challenges, codes and long-ended sessions, and keeps live ones", async () => {
    const user = await createUser(t);
    const live = await login(t, user);
    const ended = await login(t, user);
    await t.call("user/logOut", {}, { token: ended });
    await requestCode(t, user.phone, "login");
    const future = new Date(t.clock.now().getTime() + 31 * 86_400_000);
    const early = await pruneExpired(t.db, t.clock.now());
    expect(early.sms_codes).toBe(0);
    const counts = await pruneExpired(t.db, future);
    expect(counts.sms_codes).toBeGreaterThan(0);
    expect(counts.captcha_challenges).toBeGreaterThan(0);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    // The live session could be renewed for 12 h only: 31 days on, it has been deleted too.
    expect((await t.call("user/getInfo", {}, { token: live })).code).toBe(5);
  });
});
