import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("operating points: several enterprises, one current", () => {
  it("lists, switches and re-scopes the session; another enterprise's id is not found", async () => {
    const user = await createUser(t);
    const a = await createOrg(t, user, "甲石材");
    const bOwner = await createUser(t);
    const b = await createOrg(t, bOwner, "乙石材");
    const salesRole = await createRole(t, b.orgId, [1000, 1001, 1200]);
    await addMember(t, b.orgId, user, salesRole);
    const stranger = await createOrg(t, await createUser(t), "丙石材");

    const token = await login(t, user);
    const list = await t.call<{ orgId: string; current: boolean; orgName: string }[]>(
      "identity/list",
      {},
      { token },
    );
    expect(list.data.map((x) => x.orgName).sort()).toEqual(["乙石材", "甲石材"]);
    expect(list.data.find((x) => x.current)?.orgId).toBe(a.orgId);

    const sw = await t.call("identity/switch", { orgId: b.orgId }, { token });
    expect(sw.result).toBe(true);
    const now = await t.call<{ orgName: string; roleName: string }>(
      "identity/atPresentIdentity",
      {},
      { token },
    );
    expect(now.data).toMatchObject({ orgName: "乙石材", roleName: "role 1000-1001-1200" });
    const team = await t.call<{ orgName: string; memberCount: number }>(
      "identity/userCurrentTeamMessage",
      { appId: 201 },
      { token },
    );
    expect(team.data).toMatchObject({ orgName: "乙石材", memberCount: 2 });
    expect((await t.call("menu/tree", {}, { token })).code).toBe(6);

    const foreign = await t.call("identity/switch", { orgId: stranger.orgId }, { token });
    expect(foreign).toMatchObject({ result: false, code: 1002, data: null });
    const bad = await t.call("identity/switch", { orgId: "not-a-uuid" }, { token });
    expect(bad.code).toBe(1001);

    // The next login opens in the enterprise used last.
    const again = await login(t, user);
    const info = await t.call<{ orgInfo: { name: string } }>("user/getInfo", {}, { token: again });
    expect(info.data.orgInfo.name).toBe("乙石材");
  });
});
