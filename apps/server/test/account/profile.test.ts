import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, login, tinyPng, uploadImage } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-uploads-${process.pid}` });
});
afterAll(() => t.close());

describe("personal centre", () => {
  it("updates nickname, avatar and gender; lists no third-party provider yet", async () => {
    const token = await login(t, await createUser(t));
    const avatar = (await uploadImage(t, token, tinyPng())).data.fileId;
    const res = await t.call("user/updateProfile", { nickname: "小王", avatar, gender: 1 }, { token });
    expect(res.result).toBe(true);
    const info = await t.call<{ userInfo: { nickname: string; avatar: string; gender: number } }>(
      "user/getInfo",
      {},
      { token },
    );
    expect(info.data.userInfo).toMatchObject({ nickname: "小王", avatar: `/api/files/${avatar}`, gender: 1 });
    expect(
      (await t.call("user/updateProfile", { nickname: "", avatar: null, gender: 0 }, { token })).code,
    ).toBe(1001);
    expect(
      (await t.call("user/updateProfile", { nickname: "x", avatar: null, gender: 3 }, { token })).code,
    ).toBe(1001);
    const tp = await t.call("user/thirdPartyBindings", {}, { token });
    expect(tp.data).toEqual({ providers: [], bindings: [] });
    expect((await t.call("user/unbindThirdParty", { provider: "wechat" }, { token })).code).toBe(1002);
  });
});
