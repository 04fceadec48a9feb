import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, login, orgBody, tinyPng, uploadImage } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-uploads-${process.pid}` });
});
afterAll(() => t.close());

describe("uploads are checked by content", () => {
  it("accepts a real PNG and serves it back", async () => {
    const token = await login(t, await createUser(t));
    const res = await uploadImage(t, token, tinyPng());
    expect(res).toMatchObject({ result: true, code: 1 });
    const file = await t.app.inject({ method: "GET", url: res.data.url });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
  });

  it("refuses a text file named .png, an empty file, and anything over 10 MB (1008)", async () => {
    const token = await login(t, await createUser(t));
    const fake = await uploadImage(
      t,
      token,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "logo.png",
    );
    expect(fake).toMatchObject({ result: false, code: 1008, msg: "只支持 jpg、jpeg、png、bmp 格式的图片" });
    const gif = await uploadImage(
      t,
      token,
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
      "a.gif",
      "image/gif",
    );
    expect(gif.code).toBe(1008);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadImage(t, token, big);
    expect(tooBig).toMatchObject({ result: false, code: 1008, msg: "文件不能超过 10 MB" });
    const empty = await uploadImage(t, token, Buffer.alloc(0));
    expect(empty.code).toBe(1008);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/upload/image" });
    expect(res.json()).toMatchObject({ code: 5 });
  });
});

describe("regions", () => {
  it("serves the complete province / city / area tree", async () => {
    const res = await t.call<
      { code: string; name: string; children: { code: string; children: unknown[] }[] }[]
    >("region/tree", {});
    expect(res.data.length).toBe(31);
    const fujian = res.data.find((p) => p.name === "福建省")!;
    const quanzhou = fujian.children.find((c) => c.code === "3505")!;
    expect(quanzhou.children.length).toBeGreaterThan(10);
    const areas = res.data.flatMap((p) => p.children.flatMap((c) => c.children));
    expect(areas.length).toBeGreaterThan(2800);
  });
});

describe("create an enterprise", () => {
  it("validates every field, with the limits of docs/api-enterprise.md", async () => {
    const token = await login(t, await createUser(t));
    const ok = await orgBody(t, token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, name: "" }, "name", "请输入企业名称"],
      [{ ...ok, name: "石".repeat(51) }, "name", "内容过长"],
      [{ ...ok, logo: undefined }, "logo", "请上传企业 Logo"],
      [{ ...ok, contactPhone: "12345" }, "contactPhone", "请输入正确的手机号"],
      [{ ...ok, province: "" }, "province", "请选择完整的省/市/区"],
      [{ ...ok, address: "址".repeat(101) }, "address", "内容过长"],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call("org/myCreateOrg", body, { token });
      expect(res.code, field).toBe(1001);
      expect(res.data, field).toEqual({ errors: expect.arrayContaining([{ field, message }]) });
    }
    const wrongChain = await t.call("org/myCreateOrg", { ...ok, city: "3501" }, { token });
    expect(wrongChain).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "area", message: "请选择完整的省/市/区" }] },
    });
    const othersLogo = await orgBody(t, await login(t, await createUser(t)));
    const stolen = await t.call("org/myCreateOrg", { ...ok, logo: othersLogo.logo }, { token });
    expect(stolen.code).toBe(1001);
  });

  it("makes the creator its super administrator and switches the session to it", async () => {
    const user = await createUser(t);
    const token = await login(t, user);
    const body = await orgBody(t, token, "南安石材厂");
    const res = await t.call<{ orgId: string }>("org/myCreateOrg", body, { token });
    expect(res.result).toBe(true);
    const info = await t.call<{ orgInfo: { orgId: string; name: string }; menu: number[]; roleName: string }>(
      "user/getInfo",
      {},
      { token },
    );
    expect(info.data.orgInfo).toMatchObject({ orgId: res.data.orgId, name: "南安石材厂" });
    expect(info.data.roleName).toBe("超级管理员");
    const org = await t.call<{ regionNames: string[]; logoUrl: string; version: number }>(
      "org/info",
      {},
      { token },
    );
    expect(org.data.regionNames).toEqual(["福建省", "泉州市", "南安市"]);
    expect(org.data.logoUrl).toBe(`/api/files/${body.logo}`);
    const upd = await t.call<{ version: number }>(
      "org/update",
      { ...body, address: "新地址 2 号", version: org.data.version },
      { token },
    );
    expect(upd.data.version).toBe(org.data.version + 1);
    const stale = await t.call(
      "org/update",
      { ...body, version: org.data.version },
      { token, lang: "en-US" },
    );
    expect(stale).toMatchObject({
      code: 1012,
      msg: "Someone else changed this data, please refresh and try again",
    });
    const { rows } = await t.db.query("SELECT action FROM audit_log WHERE org_id = $1 ORDER BY id", [
      res.data.orgId,
    ]);
    expect(rows.map((r) => r.action)).toEqual(["create", "update"]);
  });

  it("saves the details without a new logo: an absent logo keeps the stored one, an empty one is refused", async () => {
    const token = await login(t, await createUser(t));
    const body = await orgBody(t, token, "晋江石材厂");
    await t.call("org/myCreateOrg", body, { token });
    const before = await t.call<{ version: number; logo: string }>("org/info", {}, { token });
    const { logo: _logo, ...withoutLogo } = body;
    const renamed = await t.call<{ version: number }>(
      "org/update",
      { ...withoutLogo, name: "晋江石材二厂", version: before.data.version },
      { token },
    );
    expect(renamed.result).toBe(true);
    const after = await t.call<{ name: string; logo: string }>("org/info", {}, { token });
    expect(after.data).toMatchObject({ name: "晋江石材二厂", logo: before.data.logo });
    const empty = await t.call(
      "org/update",
      { ...withoutLogo, logo: "", version: renamed.data.version },
      { token },
    );
    expect(empty).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "logo", message: "请上传企业 Logo" }] },
    });
    const othersLogo = await orgBody(t, await login(t, await createUser(t)));
    const stolen = await t.call(
      "org/update",
      { ...withoutLogo, logo: othersLogo.logo, version: renamed.data.version },
      { token },
    );
    expect(stolen.code).toBe(1001);
  });
});
