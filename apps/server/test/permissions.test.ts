import { MENUS } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../src/app.ts";
import { addMember, createOrg, createRole, createUser, login } from "./factories.ts";
import { createTestApp, type TestApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("every route declares who may call it", () => {
  it("has an access declaration on every /api route", () => {
    const routes = routeTable.get(t.app)!;
    const api = routes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("every menu id a route requires exists in the menu table", () => {
    const ids = new Set(MENUS.map((m) => m.id));
    for (const r of routeTable.get(t.app)!) {
      if (r.access && typeof r.access === "object") expect(ids.has(r.access.menu), r.url).toBe(true);
    }
  });

  it("refuses a non-public route without a session (5)", async () => {
    for (const r of routeTable.get(t.app)!) {
      if (r.method !== "POST" || !r.url.startsWith("/api/") || r.access === "public") continue;
      const res = await t.call(r.url.slice(5), {});
      expect(res.code, r.url).toBe(5);
    }
  });
});

describe("menus are enforced on the server", () => {
  it("answers 6 to a member whose role lacks the menu; a role change takes effect on the next request", async () => {
    const owner = await createUser(t);
    const { orgId } = await createOrg(t, owner);
    const clerk = await createUser(t);
    const roleId = await createRole(t, orgId, [1000, 1001]);
    await addMember(t, orgId, clerk, roleId);
    const token = await login(t, clerk);
    const denied = await t.call("menu/tree", {}, { token, lang: "en-US" });
    expect(denied).toMatchObject({ result: false, code: 6, msg: "You have no permission for this function" });
    const info = await t.call<{ menu: number[] }>("user/getInfo", {}, { token });
    expect(info.data.menu).toEqual([1000, 1001]);
    await t.db.query("UPDATE roles SET menus = $2 WHERE id = $1", [roleId, [1000, 1001, 3003]]);
    const allowed = await t.call<unknown[]>("menu/tree", {}, { token });
    expect(allowed.result).toBe(true);
    expect(allowed.data.length).toBeGreaterThan(5);
  });

  it("gives the super administrator every menu (installation menus only in the installation's own enterprise)", async () => {
    const owner = await createUser(t);
    await createOrg(t, owner);
    const token = await login(t, owner);
    const info = await t.call<{ menu: number[]; roles: string[]; roleName: string }>(
      "user/getInfo",
      {},
      { token },
    );
    // Not the first enterprise of this database: 3900 (backups) is the installation's (backup-admin.test.ts).
    expect(info.data.menu).toEqual(MENUS.filter((m) => !m.platform).map((m) => m.id));
    expect(info.data.roleName).toBe("超级管理员");
    const en = await t.call<{ roleName: string }>("user/getInfo", {}, { token, lang: "en-US" });
    expect(en.data.roleName).toBe("Super administrator");
    const tree = await t.call<{ id: number; name: Record<string, string>; children: unknown[] }[]>(
      "menu/tree",
      {},
      { token },
    );
    expect(tree.data[0]).toMatchObject({ id: 1000, name: { "zh-CN": "首页", "en-US": "Home" } });
  });

  it("sends a user without an enterprise to join or create one (102017, silent)", async () => {
    const loner = await createUser(t);
    const token = await login(t, loner);
    expect((await t.call("identity/atPresentIdentity", {}, { token })).code).toBe(102017);
    expect((await t.call("identity/userCurrentTeamMessage", { appId: 201 }, { token })).code).toBe(102017);
    expect((await t.call("menu/tree", {}, { token })).code).toBe(102017);
    const info = await t.call("user/getInfo", {}, { token });
    expect(info).toMatchObject({ result: true, data: { orgInfo: null, menu: [] } });
  });

  it("treats a disabled member as outside the enterprise", async () => {
    const owner = await createUser(t);
    const { orgId, superRoleId } = await createOrg(t, owner);
    const user = await createUser(t);
    await addMember(t, orgId, user, superRoleId, "disabled");
    const token = await login(t, user);
    expect((await t.call("menu/tree", {}, { token })).code).toBe(102017);
  });
});
