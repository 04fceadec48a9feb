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

describe("log out and change password (docs/api-account.md)", () => {
  it("revokes on logout: the old token gets 16", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    const out = await t.call("user/logOut", {}, { token });
    expect(out).toMatchObject({ result: true, code: 1 });
    const after = await getInfo(token, "en-US");
    expect(after).toMatchObject({ code: 16, msg: "You have been logged out, please log in again" });
  });

  it("accepts the spec's empty logOut payload", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/logOut",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({ result: true });
  });

  it("changes the password: checks the old one, ends other sessions, rotates this one", async () => {
    const user = await createUser(t);
    const mine = await login(t, user);
    const other = await login(t, user);
    const wrongOld = await t.call(
      "user/changePassword",
      {
        oldPassword: "not-it",
        password: "brandnew1",
        confirmPassword: "brandnew1",
      },
      { token: mine },
    );
    expect(wrongOld).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "oldPassword", message: "原密码错误" }] },
    });
    const mismatch = await t.call(
      "user/changePassword",
      { oldPassword: user.password, password: "brandnew1", confirmPassword: "brandnew2" },
      { token: mine },
    );
    expect(mismatch.msg).toBe("两次输入密码不一致!");
    const short = await t.call(
      "user/changePassword",
      { oldPassword: user.password, password: "b1", confirmPassword: "b1" },
      { token: mine },
    );
    expect(short.msg).toBe("密码长度为 6-20 位");
    const ok = await t.call<{ token: string }>(
      "user/changePassword",
      { oldPassword: user.password, password: "brandnew1", confirmPassword: "brandnew1" },
      { token: mine },
    );
    expect(ok.result).toBe(true);
    expect((await getInfo(other)).code).toBe(16);
    expect((await getInfo(mine)).code).toBe(5);
    expect((await getInfo(ok.data.token)).code).toBe(1);
    expect(await login(t, { ...user, password: "brandnew1" })).toBeTruthy();
  });
});
