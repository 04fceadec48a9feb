import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, routeTable } from "../src/app.ts";
import { createTestApp, type TestApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API conventions (DESIGN §3)", () => {
  it("every POST route declares the schema of what it answers (docs/architecture.md)", () => {
    const missing = routeTable
      .get(t.app)!
      .filter((r) => r.method === "POST" && r.url.startsWith("/api/") && !r.hasResponse)
      .map((r) => r.url);
    expect(missing).toEqual([]);
  });

  it("every /api route comes from a contract: one registered by hand stops the server from starting", async () => {
    const unregistered = routeTable
      .get(t.app)!
      .filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && r.url !== "/api/health")
      .filter((r) => !r.contract)
      .map((r) => `${r.method} ${r.url}`);
    expect(unregistered).toEqual([]);
    // A planted route without a contract: the server does not start.
    const planted = await buildApp({ config: t.config, db: t.db, clock: t.clock });
    planted.register(async (app) => {
      app.post("/api/planted/byHand", async () => ({}));
    });
    await expect(planted.ready()).rejects.toThrow(/POST \/api\/planted\/byHand has no contract/);
    await planted.close().catch(() => undefined);
  });

  it("GET /api/health reports the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: t.db.kind });
  });

  it("answers an unknown API path with the envelope and 404", async () => {
    const res = await t.call("nothing/here", {});
    expect(res).toMatchObject({ status: 404, result: false, code: 1002, msg: "接口不存在" });
    const en = await t.call("nothing/here", {}, { lang: "en-US,en;q=0.9" });
    expect(en.msg).toBe("No such API");
  });

  it("refuses malformed JSON with 400 and the envelope, in the caller's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/userAuth/login",
      headers: { "content-type": "application/json", "accept-language": "en-US" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: false, code: 1001, msg: "The request is malformed" });
  });

  it("refuses a body over the limit with 413 and the envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/userAuth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phone: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: false, code: 1001, msg: "请求内容过大" });
  });

  it("refuses unknown keys, naming the field", async () => {
    const res = await t.call("userAuth/login", { phone: "13800000000", password: "x", isAdmin: true });
    expect(res).toMatchObject({ status: 200, result: false, code: 1001 });
    expect(res.data).toEqual({ errors: [{ field: "isAdmin", message: "不支持的字段" }] });
  });

  it("translates validation messages by Accept-Language (zh default)", async () => {
    const zh = await t.call("userAuth/login", { phone: "12345", password: "x" });
    expect(zh).toMatchObject({ code: 1001, msg: "请输入正确的手机号" });
    expect(zh.data).toEqual({ errors: [{ field: "phone", message: "请输入正确的手机号" }] });
    const en = await t.call("userAuth/login", { phone: "12345", password: "x" }, { lang: "en" });
    expect(en.msg).toBe("Please enter a correct phone number");
    const other = await t.call("userAuth/login", { phone: "12345", password: "x" }, { lang: "fr-FR" });
    expect(other.msg).toBe("请输入正确的手机号");
  });

  it("treats a missing body as the empty object", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/captcha/slider" });
    expect(res.json()).toMatchObject({ result: true, code: 1 });
  });

  it("sets security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("publishes the OpenAPI document with every API route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/userAuth/login",
      "/api/userAuth/codeLogin",
      "/api/userAuth/register",
      "/api/userAuth/resetPassword",
      "/api/hmSms/sendSecVerifyCode",
      "/api/captcha/slider",
      "/api/captcha/verify",
      "/api/user/getInfo",
      "/api/user/logOut",
      "/api/user/changePassword",
      "/api/identity/atPresentIdentity",
      "/api/identity/userCurrentTeamMessage",
      "/api/identity/switch",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("answers an unexpected fault with 500, code 9999 and no stack", async () => {
    await t.db.exec("ALTER TABLE captcha_challenges RENAME TO captcha_challenges_x");
    try {
      const res = await t.call("captcha/slider", {}, { lang: "en-US" });
      expect(res).toMatchObject({ status: 500, result: false, code: 9999, msg: "System error", data: null });
      expect(JSON.stringify(res)).not.toContain("captcha_challenges");
    } finally {
      await t.db.exec("ALTER TABLE captcha_challenges_x RENAME TO captcha_challenges");
    }
  });
});
