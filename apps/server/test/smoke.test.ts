import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helper.ts";
import { createUser, login, requestCode, newPhone } from "./factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("smoke", () => {
  it("health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toMatchObject({ status: "ok" });
  });
  it("register flow", async () => {
    const phone = newPhone();
    const code = await requestCode(t, phone, "register");
    const res = await t.call<{ token: string }>("userAuth/register", { phone, code, password: "abc123", confirmPassword: "abc123", agree: true });
    expect(res).toMatchObject({ result: true, code: 1 });
    const info = await t.call("user/getInfo", {}, { token: res.data.token });
    expect(info.data).toMatchObject({ orgInfo: null, menu: [] });
    const u = await createUser(t);
    expect(await login(t, u)).toBeTruthy();
  });
});
