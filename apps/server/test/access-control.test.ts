import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login, newPhone, type TestUser } from "./factories.ts";
import { createTestApp, type TestApp } from "./helper.ts";

let t: TestApp;
let owner: TestUser;
let orgId: string;
let superRoleId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ({ orgId, superRoleId } = await createOrg(t, owner, "访问控制石材"));
  token = await login(t, owner);
});
afterAll(() => t.close());

interface MemberItem {
  memberId: string;
  userId: string;
  name: string;
  status: string;
  version: number;
  self: boolean;
  roleName: string;
}

const listMembers = async (body: Record<string, unknown> = {}, tk = token) =>
  (await t.call<{ list: MemberItem[]; total: number }>("member/list", body, { token: tk })).data;

describe("roles", () => {
  it("needs at least one known permission and a unique name", async () => {
    const none = await t.call("role/create", { name: "空角色", menus: [] }, { token });
    expect(none).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "menus", message: "请至少选择一项权限" }] },
    });
    const unknown = await t.call("role/create", { name: "怪角色", menus: [4242] }, { token });
    expect(unknown.code).toBe(1001);
    const ok = await t.call<{ roleId: string }>(
      "role/create",
      { name: "质检", menus: [1001, 1000, 1000] },
      { token },
    );
    expect(ok.result).toBe(true);
    const dup = await t.call("role/create", { name: "质检", menus: [1000] }, { token, lang: "en-US" });
    expect(dup).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "name", message: "A role with this name already exists" }] },
    });
    const list = await t.call<{ roleId: string; menus: number[]; isSuper: boolean; name: string }[]>(
      "role/list",
      {},
      { token },
    );
    expect(list.data[0]).toMatchObject({ isSuper: true, name: "超级管理员" });
    expect(list.data.find((r) => r.roleId === ok.data.roleId)?.menus).toEqual([1000, 1001]);
  });

  it("keeps the super administrator role locked", async () => {
    const upd = await t.call(
      "role/update",
      { roleId: superRoleId, name: "x", menus: [1000], version: 1 },
      { token },
    );
    expect(upd).toMatchObject({ code: 1003, msg: "超级管理员角色不可编辑或删除" });
    expect((await t.call("role/delete", { roleId: superRoleId }, { token })).code).toBe(1003);
  });

  it("refuses to delete a role with members, then deletes it once empty", async () => {
    const roleId = await createRole(t, orgId, [1000], "临时");
    const user = await createUser(t);
    const memberId = await addMember(t, orgId, user, roleId);
    expect(await t.call("role/delete", { roleId }, { token })).toMatchObject({
      code: 1003,
      msg: "该角色下还有成员，不能删除",
    });
    await t.call("member/remove", { memberId }, { token });
    expect((await t.call("role/delete", { roleId }, { token })).result).toBe(true);
  });

  it("one of two concurrent edits wins, the other is told (1012)", async () => {
    const roleId = await createRole(t, orgId, [1000], "并发");
    const results = await Promise.all([
      t.call("role/update", { roleId, name: "并发A", menus: [1000], version: 1 }, { token }),
      t.call("role/update", { roleId, name: "并发B", menus: [1000], version: 1 }, { token }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 1012]);
  });

  it("a role change reaches the member on the next request", async () => {
    const roleId = await createRole(t, orgId, [1000, 1001, 3002], "班长");
    const user = await createUser(t);
    await addMember(t, orgId, user, roleId);
    const mt = await login(t, user);
    expect((await t.call("member/list", {}, { token: mt })).result).toBe(true);
    const role = (await t.call<{ roleId: string; version: number }[]>("role/list", {}, { token })).data.find(
      (r) => r.roleId === roleId,
    )!;
    await t.call(
      "role/update",
      { roleId, name: "班长", menus: [1000, 1001], version: role.version },
      { token },
    );
    expect((await t.call("member/list", {}, { token: mt })).code).toBe(6);
    const info = await t.call<{ menu: number[]; roleName: string }>("user/getInfo", {}, { token: mt });
    expect(info.data.menu).toEqual([1000, 1001]);
    // The member's own role, not the enterprise's name.
    expect(info.data.roleName).toBe("班长");
  });
});

describe("members", () => {
  it("adds by phone (creating the account), validates, searches and filters", async () => {
    const roleId = await createRole(t, orgId, [1000], "切割工");
    const phone = newPhone();
    const add = await t.call<{ memberId: string }>(
      "member/add",
      { name: "赵师傅", staffNo: "0042", phone, roleId },
      { token },
    );
    expect(add.result).toBe(true);
    const again = await t.call("member/add", { name: "又一个", phone, roleId }, { token });
    expect(again).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "phone", message: "该手机号已是企业成员" }] },
    });
    const sameNo = await t.call(
      "member/add",
      { name: "钱师傅", staffNo: "0042", phone: newPhone(), roleId },
      { token },
    );
    expect(sameNo).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "staffNo", message: "该工号已被使用" }] },
    });
    const badNo = await t.call(
      "member/add",
      { name: "孙师傅", staffNo: "12345", phone: newPhone(), roleId },
      { token },
    );
    expect(badNo).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "staffNo", message: "工号为 1-4 位数字" }] },
    });
    const noName = await t.call("member/add", { name: " ", phone: newPhone(), roleId }, { token });
    expect(noName.code).toBe(1001);
    expect((await listMembers({ keyword: "赵师" })).list.map((m) => m.name)).toEqual(["赵师傅"]);
    expect((await listMembers({ keyword: "0042" })).total).toBe(1);
    expect((await listMembers({ keyword: phone.slice(-6) })).total).toBe(1);
    expect((await listMembers({ roleId })).total).toBe(1);
    // The new account can log in by SMS code; it has no password yet.
    const { rows } = await t.db.query("SELECT password_hash FROM users WHERE phone = $1", [phone]);
    expect(rows[0]).toEqual({ password_hash: null });
  });

  it("disables a member: their sessions end (16) and enabling lets them back", async () => {
    const roleId = await createRole(t, orgId, [1000, 1001], "包装工");
    const user = await createUser(t);
    const memberId = await addMember(t, orgId, user, roleId);
    const mt = await login(t, user);
    const m = (await listMembers({ keyword: user.phone })).list[0]!;
    const dis = await t.call<{ version: number }>(
      "member/setStatus",
      { memberId, status: "disabled", version: m.version },
      { token },
    );
    expect(dis.result).toBe(true);
    expect((await t.call("user/getInfo", {}, { token: mt })).code).toBe(16);
    expect((await listMembers({ status: "disabled" })).list.map((x) => x.memberId)).toContain(memberId);
    const mt2 = await login(t, user);
    expect((await t.call("identity/atPresentIdentity", {}, { token: mt2 })).code).toBe(102017);
    await t.call("member/setStatus", { memberId, status: "enabled", version: dis.data.version }, { token });
    // The session opened while disabled has no enterprise; switching to it (or a new login) works again.
    expect((await t.call("identity/switch", { orgId }, { token: mt2 })).result).toBe(true);
    expect((await t.call("identity/atPresentIdentity", {}, { token: mt2 })).result).toBe(true);
  });

  it("protects the enterprise from locking itself out", async () => {
    const me = (await listMembers()).list.find((m) => m.self)!;
    expect(
      (
        await t.call(
          "member/setStatus",
          { memberId: me.memberId, status: "disabled", version: me.version },
          { token },
        )
      ).code,
    ).toBe(1003);
    expect((await t.call("member/remove", { memberId: me.memberId }, { token })).msg).toBe(
      "不能对自己执行此操作",
    );
    // A second super administrator can be removed while the first remains; the last one cannot go.
    const second = await createUser(t);
    const secondId = await addMember(t, orgId, second, superRoleId);
    const st = await login(t, second);
    expect((await t.call("member/remove", { memberId: secondId }, { token })).result).toBe(true);
    expect((await t.call("user/getInfo", {}, { token: st })).data).toMatchObject({ orgInfo: null });
  });

  it("edits with optimistic versions", async () => {
    const roleId = await createRole(t, orgId, [1000], "叉车工");
    const user = await createUser(t);
    const memberId = await addMember(t, orgId, user, roleId);
    const m = (await listMembers({ keyword: user.phone })).list[0]!;
    const ok = await t.call(
      "member/update",
      { memberId, name: "改名", staffNo: "77", roleId, version: m.version },
      { token },
    );
    expect(ok.result).toBe(true);
    const stale = await t.call(
      "member/update",
      { memberId, name: "再改", roleId, version: m.version },
      { token },
    );
    expect(stale.code).toBe(1012);
  });
});

describe("departments", () => {
  it("builds a tree, refuses cycles, and refuses to delete one with members or children", async () => {
    const root = await t.call<{ departmentId: string }>("department/create", { name: "生产部" }, { token });
    const child = await t.call<{ departmentId: string }>(
      "department/create",
      { name: "切割车间", parentId: root.data.departmentId },
      { token },
    );
    expect((await t.call("department/create", { name: "" }, { token })).msg).toBe("请输入部门名称");
    const tree = await t.call<{ departmentId: string; children: { name: string }[] }[]>(
      "department/tree",
      {},
      { token },
    );
    expect(
      tree.data.find((d) => d.departmentId === root.data.departmentId)?.children.map((c) => c.name),
    ).toEqual(["切割车间"]);
    const cycle = await t.call(
      "department/update",
      { departmentId: root.data.departmentId, name: "生产部", parentId: child.data.departmentId, version: 1 },
      { token },
    );
    expect(cycle).toMatchObject({ code: 1001, data: { errors: [{ field: "parentId" }] } });
    expect(
      (await t.call("department/delete", { departmentId: root.data.departmentId }, { token })).code,
    ).toBe(1003);
    const roleId = await createRole(t, orgId, [1000], "车间工");
    await t.call(
      "member/add",
      { name: "部门成员", phone: newPhone(), roleId, departmentId: child.data.departmentId },
      { token },
    );
    const del = await t.call(
      "department/delete",
      { departmentId: child.data.departmentId },
      { token, lang: "en-US" },
    );
    expect(del).toMatchObject({ code: 1003, msg: "This department still has members and cannot be deleted" });
  });
});

describe("join requests", () => {
  it("submit → pending is silent on repeat → approve makes a member; cancel and reject work; one reviewer wins", async () => {
    const applicant = await createUser(t);
    const at = await login(t, applicant);
    const found = await t.call<{ orgId: string; isMember: boolean; pending: boolean }[]>(
      "org/search",
      { keyword: "访问控制" },
      { token: at },
    );
    expect(found.data).toEqual([expect.objectContaining({ orgId, isMember: false, pending: false })]);
    const req1 = await t.call<{ requestId: string }>(
      "org/join",
      { orgId, message: "我是新来的切割工" },
      { token: at },
    );
    expect(req1.result).toBe(true);
    expect((await t.call("org/join", { orgId }, { token: at })).code).toBe(1202007);
    const mine = await t.call<{ status: string }[]>("org/myJoinRequests", {}, { token: at });
    expect(mine.data[0]).toMatchObject({ status: "submitted", message: "我是新来的切割工" });
    const pending = await t.call<{ list: { requestId: string }[] }>(
      "org/joinRequests",
      { status: "submitted" },
      { token },
    );
    expect(pending.data.list.map((r) => r.requestId)).toContain(req1.data.requestId);
    const roleId = await createRole(t, orgId, [1000, 1001], "新人");
    expect(
      (await t.call("org/reviewJoin", { requestId: req1.data.requestId, approve: true }, { token })).code,
    ).toBe(1001);
    const [a, b] = await Promise.all([
      t.call("org/reviewJoin", { requestId: req1.data.requestId, approve: true, roleId }, { token }),
      t.call(
        "org/reviewJoin",
        { requestId: req1.data.requestId, approve: false, reason: "名额已满" },
        { token },
      ),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 1003]);
    const approved = a.code === 1;
    const list = await t.call<{ orgName: string }[]>("identity/list", {}, { token: at });
    expect(list.data.map((x) => x.orgName)).toEqual(approved ? ["访问控制石材"] : []);
    if (approved) expect((await t.call("org/join", { orgId }, { token: at })).code).toBe(1003);

    const other = await createUser(t);
    const ot = await login(t, other);
    const r2 = await t.call<{ requestId: string }>("org/join", { orgId }, { token: ot });
    expect((await t.call("org/cancelJoin", { requestId: r2.data.requestId }, { token })).code).toBe(1002);
    expect((await t.call("org/cancelJoin", { requestId: r2.data.requestId }, { token: ot })).result).toBe(
      true,
    );
    expect((await t.call("org/cancelJoin", { requestId: r2.data.requestId }, { token: ot })).code).toBe(1003);
    const { rows } = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE org_id = $1 AND entity = 'joinRequest' ORDER BY id",
      [orgId],
    );
    expect(rows.map((r) => r.action)).toEqual([
      "submit",
      approved ? "approve" : "reject",
      "submit",
      "cancel",
    ]);
  });
});

describe("audit log", () => {
  it("lists this enterprise's changes filtered by who, what and when", async () => {
    const all = await t.call<{
      list: { entity: string; action: string; actorUserId: string }[];
      total: number;
    }>("audit/list", { pageSize: 200 }, { token });
    expect(all.data.total).toBeGreaterThan(10);
    const roles = await t.call<{ list: { entity: string }[] }>("audit/list", { entity: "role" }, { token });
    expect(new Set(roles.data.list.map((r) => r.entity))).toEqual(new Set(["role"]));
    const mineOnly = await t.call<{ list: { actorUserId: string }[] }>(
      "audit/list",
      { actorUserId: owner.userId, action: "create" },
      { token },
    );
    expect(mineOnly.data.list.every((r) => r.actorUserId === owner.userId)).toBe(true);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await t.call<{ total: number }>("audit/list", { from: future }, { token })).data.total).toBe(0);
  });
});

describe("names in the reader's language", () => {
  it("names the super administrator role in English in the member list", async () => {
    const res = await t.call<{ list: { isSuper: boolean; roleName: string }[] }>(
      "member/list",
      {},
      { token, lang: "en-US" },
    );
    expect(res.data.list.find((m) => m.isSuper)?.roleName).toBe("Super administrator");
  });
});
