import { creditCodeCheckChar, isCreditCode } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  advanceOrder,
  as,
  customerAndOrder,
  customerPhone,
  enterpriseCustomer,
  ok,
  personalCustomer,
  type SalesOrg,
  salesOrg,
  storeCustomer,
} from "./sales-fixtures.ts";

let t: TestApp;
let s: SalesOrg;
beforeAll(async () => {
  t = await createTestApp();
  s = await salesOrg(t);
});
afterAll(() => t.close());

interface Page<T> {
  list: T[];
  total: number;
}
interface CustomerItem {
  customerId: string;
  kind: string;
  name: string;
  creditCode: string | null;
  contactName: string | null;
  brand: string | null;
  gender: number | null;
  level: string | null;
  ownerMemberId: string | null;
  ownerName: string | null;
  teamId: string | null;
  teamName: string | null;
  regionNames: string[];
  version: number;
}

describe("unified social credit code", () => {
  it("checks the GB 32100-2015 check character", () => {
    expect(isCreditCode("91350100M000100Y43")).toBe(true);
    expect(isCreditCode("91350100M000100Y44")).toBe(false);
    expect(isCreditCode("91350100M000100Y4")).toBe(false);
    expect(isCreditCode("91350100M000100I43")).toBe(false);
    expect(creditCodeCheckChar("91110000600037341")).toBe("L");
  });
});

describe("customers of three kinds", () => {
  it("adds, lists, filters and pages each kind with its own fields", async () => {
    const call = as(t, s.seller);
    const e = await ok(
      call<{ customerId: string }>("customer/create", enterpriseCustomer({ name: "泉州宏达石业" })),
    );
    const st = await ok(call<{ customerId: string }>("customer/create", storeCustomer()));
    const p = await ok(call<{ customerId: string }>("customer/create", personalCustomer()));
    for (let i = 0; i < 3; i++)
      await ok(call("customer/create", enterpriseCustomer({ name: `翻页公司 ${i}` })));

    const ent = await ok(call<Page<CustomerItem>>("customer/list", { kind: "enterprise", pageSize: 2 }));
    expect(ent.total).toBe(4);
    expect(ent.list).toHaveLength(2);
    const page2 = await ok(
      call<Page<CustomerItem>>("customer/list", { kind: "enterprise", pageSize: 2, pageNum: 2 }),
    );
    expect(page2.list).toHaveLength(2);
    expect(new Set([...ent.list, ...page2.list].map((c) => c.customerId)).size).toBe(4);

    const found = await ok(
      call<Page<CustomerItem>>("customer/list", { kind: "enterprise", keyword: "宏达" }),
    );
    expect(found.list.map((c) => c.customerId)).toEqual([e.customerId]);
    expect(found.list[0]).toMatchObject({
      kind: "enterprise",
      level: "important",
      brand: null,
      gender: null,
      ownerMemberId: s.seller.memberId,
      regionNames: ["福建省", "泉州市", "南安市"],
      version: 1,
    });
    const stores = await ok(call<Page<CustomerItem>>("customer/list", { kind: "store" }));
    expect(stores.list.map((c) => c.customerId)).toEqual([st.customerId]);
    expect(stores.list[0]).toMatchObject({
      brand: "鑫石",
      contactName: "陈店长",
      creditCode: null,
      level: null,
    });
    const people = await ok(call<Page<CustomerItem>>("customer/list", { kind: "personal" }));
    expect(people.list[0]).toMatchObject({ customerId: p.customerId, gender: 1, contactName: null });
    const byLevel = await ok(call<Page<CustomerItem>>("customer/list", { kind: "enterprise", level: "vip" }));
    expect(byLevel.total).toBe(0);
    const byOwner = await ok(
      call<Page<CustomerItem>>("customer/list", { kind: "personal", ownerMemberId: s.seller2.memberId }),
    );
    expect(byOwner.total).toBe(0);
  });

  it("refuses invalid fields with messages in the caller's language", async () => {
    const call = as(t, s.seller, "en-US");
    const bad = async (body: Record<string, unknown>) => {
      const res = await call<{ errors: { field: string; message: string }[] }>("customer/create", body);
      expect(res.code).toBe(1001);
      return res.data.errors;
    };
    const code = enterpriseCustomer().creditCode as string;
    const wrongCheck = code.slice(0, 17) + (code[17] === "0" ? "1" : "0");
    expect(await bad(enterpriseCustomer({ creditCode: wrongCheck }))).toEqual([
      {
        field: "creditCode",
        message: "The unified social credit code is not valid (18 characters with a check character)",
      },
    ]);
    expect((await bad(enterpriseCustomer({ creditCode: "" })))[0]).toMatchObject({ field: "creditCode" });
    expect((await bad(enterpriseCustomer({ phone: "12345" })))[0]).toMatchObject({ field: "phone" });
    expect((await bad(enterpriseCustomer({ name: "" })))[0]).toMatchObject({ field: "name" });
    expect((await bad(enterpriseCustomer({ name: "x".repeat(51) })))[0]).toMatchObject({ field: "name" });
    expect((await bad(enterpriseCustomer({ level: "gold" })))[0]).toMatchObject({ field: "level" });
    expect((await bad(storeCustomer({ brand: "" })))[0]).toMatchObject({ field: "brand" });
    expect((await bad(personalCustomer({ gender: 3 })))[0]).toMatchObject({ field: "gender" });
    expect((await bad(personalCustomer({ creditCode: "x" })))[0]).toMatchObject({ field: "creditCode" });
    expect((await bad(personalCustomer({ area: "350999" })))[0]).toMatchObject({ field: "area" });
    expect((await bad({ ...personalCustomer(), kind: "alien" }))[0]).toMatchObject({ field: "kind" });
    // Lower case is accepted and stored upper case.
    const lower = enterpriseCustomer();
    const created = await ok(
      call<{ customerId: string }>("customer/create", {
        ...lower,
        creditCode: (lower.creditCode as string).toLowerCase(),
      }),
    );
    const detail = await ok(call<CustomerItem>("customer/detail", created));
    expect(detail.creditCode).toBe(lower.creditCode);
    const zh = await as(
      t,
      s.seller,
      "zh-CN",
    )("customer/create", enterpriseCustomer({ creditCode: wrongCheck }));
    expect(zh.msg).toBe("统一社会信用代码格式不正确（18 位，含校验位）");
  });

  it("warns of a duplicate phone or credit code and saves when confirmed", async () => {
    const call = as(t, s.seller, "en-US");
    const first = enterpriseCustomer();
    const { customerId } = await ok(call<{ customerId: string }>("customer/create", first));
    const dup = await call<{
      errors: { field: string }[];
      duplicates: { field: string; customerId: string }[];
    }>("customer/create", enterpriseCustomer({ phone: first.phone, creditCode: first.creditCode }));
    expect(dup.code).toBe(1001);
    expect(dup.msg).toBe("This phone number is already used by another customer");
    expect(dup.data.errors.map((e) => e.field).sort()).toEqual(["creditCode", "phone"]);
    expect(dup.data.duplicates).toContainEqual(expect.objectContaining({ field: "phone", customerId }));
    // The phone is shared across kinds.
    const personal = await call("customer/create", personalCustomer({ phone: first.phone }));
    expect(personal.code).toBe(1001);
    const saved = await call(
      "customer/create",
      personalCustomer({ phone: first.phone, confirmDuplicate: true }),
    );
    expect(saved.result).toBe(true);
    // Editing a customer with its own phone is no duplicate.
    const detail = await ok(call<CustomerItem>("customer/detail", { customerId }));
    const { customerId: _id, ...rest } = { ...first, customerId };
    const upd = await call("customer/update", { ...rest, customerId, version: detail.version, name: "改名" });
    // Its phone is now also used by the personal customer saved above: warned again.
    expect(upd.code).toBe(1001);
    const upd2 = await call("customer/update", {
      ...rest,
      customerId,
      version: detail.version,
      name: "改名",
      confirmDuplicate: true,
    });
    expect(upd2).toMatchObject({ result: true, data: { version: 2 } });
  });

  it("edits with an optimistic version, keeps the kind, and one of two editors wins", async () => {
    const call = as(t, s.seller);
    const body = storeCustomer();
    const { customerId } = await ok(call<{ customerId: string }>("customer/create", body));
    const results = await Promise.all(
      ["甲", "乙"].map((n) => call("customer/update", { ...body, customerId, version: 1, name: n })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([1, 1012]);
    const stale = await call("customer/update", { ...body, customerId, version: 1, name: "丙" });
    expect(stale.code).toBe(1012);
    const kind = await call("customer/update", { ...personalCustomer(), customerId, version: 2 });
    expect(kind.code).toBe(1001);
    const missing = await call("customer/update", { ...body, customerId: crypto.randomUUID(), version: 1 });
    expect(missing.code).toBe(1002);
  });

  it("enforces the menu of each kind (code 6) on lists, details and changes", async () => {
    const role = await createRole(t, s.orgId, [1000, 1001, 1201], "只看企业客户");
    const user = await createUser(t);
    await addMember(t, s.orgId, user, role);
    const only = { token: await login(t, user) };
    const store = await ok(as(t, s.seller)<{ customerId: string }>("customer/create", storeCustomer()));
    const ent = await ok(as(t, s.seller)<{ customerId: string }>("customer/create", enterpriseCustomer()));
    const call = (path: string, body: unknown) => t.call(path, body, only);
    expect((await call("customer/list", { kind: "enterprise" })).result).toBe(true);
    expect((await call("customer/list", { kind: "store" })).code).toBe(6);
    expect((await call("customer/create", storeCustomer())).code).toBe(6);
    expect((await call("customer/detail", store)).code).toBe(6);
    expect((await call("customer/followUps", store)).code).toBe(6);
    expect((await call("customer/delete", store)).code).toBe(6);
    expect((await call("customer/detail", ent)).result).toBe(true);
    const options = await call("customer/options", {});
    expect((options.data as { kind: string }[]).every((c) => c.kind === "enterprise")).toBe(true);
    expect((await call("belong/history", { entity: "customer", entityId: store.customerId })).code).toBe(6);
    expect((await call("belong/history", { entity: "customer", entityId: ent.customerId })).result).toBe(
      true,
    );
    // No sales menus at all.
    const clerk = as(t, s.clerk);
    for (const [path, body] of [
      ["customer/list", { kind: "personal" }],
      ["customer/options", {}],
      ["order/list", {}],
      ["order/options", {}],
      ["task/list", {}],
      ["team/list", {}],
      ["staff/list", {}],
      ["belong/customerList", {}],
      ["belong/orderTransfer", { ids: [crypto.randomUUID()], toMemberId: s.clerk.memberId }],
      ["finance/offlineList", {}],
      ["finance/onlineList", {}],
      ["finance/staffList", {}],
      ["finance/rotateSecret", {}],
    ] as const) {
      expect({ path, code: (await clerk(path, body)).code }).toEqual({ path, code: 6 });
    }
    expect((await clerk("salesHome/cards", {})).result).toBe(true);
    expect((await clerk("staff/options", {})).result).toBe(true);
    expect((await clerk("team/options", {})).result).toBe(true);
  });
});

describe("customer details", () => {
  it("keeps contacts, follow-ups, orders, tasks and figures", async () => {
    const call = as(t, s.seller, "en-US");
    const { customerId, orderId } = await customerAndOrder(t, s.seller);
    const c1 = await ok(
      call<{ contactId: string }>("customer/addContact", {
        customerId,
        name: "林秘书",
        phone: customerPhone(),
        position: "采购",
      }),
    );
    await ok(call("customer/addContact", { customerId, name: "王工", phone: customerPhone() }));
    expect((await call("customer/addContact", { customerId, name: "x", phone: "1" })).code).toBe(1001);
    await ok(call("customer/removeContact", c1));
    expect((await call("customer/removeContact", c1)).code).toBe(1002);

    t.clock.advance(-3600);
    await ok(call("customer/addFollowUp", { customerId, method: "visit", content: "上门拜访，看了样板" }));
    t.clock.advance(3600);
    await ok(
      call("customer/addFollowUp", {
        customerId,
        method: "phone",
        content: "电话确认报价",
        nextAt: new Date(Date.now() + 86400_000).toISOString(),
      }),
    );
    const future = await call("customer/addFollowUp", {
      customerId,
      method: "phone",
      content: "x",
      followedAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    });
    expect(future).toMatchObject({ code: 1001, msg: "The follow-up time cannot be in the future" });
    expect((await call("customer/addFollowUp", { customerId, method: "fax", content: "x" })).code).toBe(1001);
    const follow = await ok(
      call<Page<{ method: string; memberName: string; followedAt: string }>>("customer/followUps", {
        customerId,
      }),
    );
    expect(follow.total).toBe(2);
    expect(follow.list.map((f) => f.method)).toEqual(["phone", "visit"]);
    expect(Date.parse(follow.list[0]!.followedAt)).toBeGreaterThan(Date.parse(follow.list[1]!.followedAt));

    await ok(
      call("task/create", {
        title: "送样",
        customerId,
        assigneeMemberId: s.seller.memberId,
        dueAt: new Date(Date.now() + 86400_000).toISOString(),
      }),
    );
    const detail = await ok(
      call<{
        contacts: { name: string }[];
        stats: Record<string, number>;
        lastFollowUpAt: string;
        orderCount: number;
      }>("customer/detail", { customerId }),
    );
    expect(detail.contacts.map((c) => c.name)).toEqual(["王工"]);
    expect(detail.stats).toEqual({
      orderCount: 1,
      orderTotalFen: 43_200,
      receivedFen: 0,
      outstandingFen: 43_200,
      openTaskCount: 1,
      followUpCount: 2,
    });
    expect(detail.lastFollowUpAt).toBe(follow.list[0]!.followedAt);
    const orders = await ok(call<Page<{ orderId: string }>>("customer/orders", { customerId }));
    expect(orders.list.map((o) => o.orderId)).toEqual([orderId]);
    const tasks = await ok(call<Page<{ title: string }>>("customer/tasks", { customerId }));
    expect(tasks.list.map((x) => x.title)).toEqual(["送样"]);
  });

  it("refuses to delete a customer with orders, deletes one without", async () => {
    const call = as(t, s.seller, "en-US");
    const { customerId } = await customerAndOrder(t, s.seller);
    const refused = await call("customer/delete", { customerId });
    expect(refused).toMatchObject({ code: 1003, msg: "This customer has orders and cannot be deleted" });
    const lone = await ok(call<{ customerId: string }>("customer/create", personalCustomer()));
    await ok(call("customer/addContact", { ...lone, name: "家属", phone: customerPhone() }));
    await ok(call("customer/delete", lone));
    expect((await call("customer/detail", lone)).code).toBe(1002);
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE entity = 'customer' AND entity_id = $1 ORDER BY id",
      [lone.customerId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["create", "addContact", "delete"]);
  });
});

describe("business ownership", () => {
  it("transfers many customers in one go with history; a foreign id moves nothing", async () => {
    const call = as(t, s.seller);
    const a = await ok(call<{ customerId: string }>("customer/create", enterpriseCustomer()));
    const b = await ok(call<{ customerId: string }>("customer/create", storeCustomer()));
    const none = await call("belong/customerTransfer", {
      ids: [a.customerId, crypto.randomUUID()],
      toMemberId: s.seller2.memberId,
    });
    expect(none.code).toBe(1002);
    const still = await ok(call<CustomerItem>("customer/detail", a));
    expect(still.ownerMemberId).toBe(s.seller.memberId);

    const noTarget = await call("belong/customerTransfer", { ids: [a.customerId] });
    expect(noTarget.code).toBe(1001);
    const moved = await ok(
      call<{ transferred: number }>("belong/customerTransfer", {
        ids: [a.customerId, b.customerId],
        toMemberId: s.seller2.memberId,
        reason: "区域调整",
      }),
    );
    expect(moved.transferred).toBe(2);
    const again = await ok(
      call<{ transferred: number }>("belong/customerTransfer", {
        ids: [a.customerId],
        toMemberId: s.seller2.memberId,
      }),
    );
    expect(again.transferred).toBe(0);
    const after = await ok(call<CustomerItem & { version: number }>("customer/detail", a));
    expect(after).toMatchObject({ ownerMemberId: s.seller2.memberId, version: 2 });
    const history = await ok(
      call<Page<{ fromMemberId: string; toMemberId: string; reason: string; byName: string; at: string }>>(
        "belong/history",
        { entity: "customer", entityId: a.customerId },
      ),
    );
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({
      fromMemberId: s.seller.memberId,
      toMemberId: s.seller2.memberId,
      reason: "区域调整",
    });
    const list = await ok(
      call<Page<{ customerId: string; lastTransferAt: string | null }>>("belong/customerList", {
        ownerMemberId: s.seller2.memberId,
      }),
    );
    expect(list.list.map((x) => x.customerId).sort()).toEqual([a.customerId, b.customerId].sort());
    expect(list.list.every((x) => x.lastTransferAt)).toBe(true);
    // A disabled member cannot receive anything.
    await t.db.query("UPDATE members SET status = 'disabled' WHERE id = $1", [s.clerk.memberId]);
    const disabled = await call("belong/customerTransfer", {
      ids: [a.customerId],
      toMemberId: s.clerk.memberId,
    });
    expect(disabled.code).toBe(1001);
    await t.db.query("UPDATE members SET status = 'enabled' WHERE id = $1", [s.clerk.memberId]);
  });

  it("transfers orders and tasks, and to a team alone", async () => {
    const call = as(t, s.admin);
    const team = await ok(
      call<{ teamId: string }>("team/create", { name: "转移测试组", memberIds: [s.seller2.memberId] }),
    );
    const { orderId } = await customerAndOrder(t, s.seller);
    const task = await ok(
      call<{ taskId: string }>("task/create", {
        title: "回访",
        assigneeMemberId: s.seller.memberId,
        dueAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    );
    await ok(call("belong/orderTransfer", { ids: [orderId], toMemberId: s.seller2.memberId }));
    const order = await ok(call<{ ownerMemberId: string; teamId: string }>("order/detail", { orderId }));
    expect(order).toMatchObject({ ownerMemberId: s.seller2.memberId, teamId: team.teamId });
    await ok(call("belong/taskTransfer", { ids: [task.taskId], toTeamId: team.teamId }));
    const moved = await ok(call<{ assigneeMemberId: string; teamId: string }>("task/detail", task));
    expect(moved).toMatchObject({ assigneeMemberId: s.seller.memberId, teamId: team.teamId });
    const tasks = await ok(call<Page<{ taskId: string }>>("belong/taskList", { teamId: team.teamId }));
    expect(tasks.list.map((x) => x.taskId)).toEqual([task.taskId]);
    const orders = await ok(call<Page<{ orderId: string }>>("belong/orderList", { teamId: team.teamId }));
    expect(orders.list.map((x) => x.orderId)).toEqual([orderId]);
    const h = await ok(
      call<Page<{ toTeamName: string }>>("belong/history", { entity: "task", entityId: task.taskId }),
    );
    expect(h.list[0]!.toTeamName).toBe("转移测试组");
    // Clean up so other tests can delete the team.
    await ok(call("belong/orderTransfer", { ids: [orderId], toTeamId: null, toMemberId: s.seller.memberId }));
    await ok(
      call("belong/taskTransfer", { ids: [task.taskId], toTeamId: null, toMemberId: s.seller.memberId }),
    );
    await ok(call("team/delete", team));
  });
});

describe("teams and staff", () => {
  it("keeps a team's leader and members; a member is in one team; busy teams cannot be deleted", async () => {
    const call = as(t, s.admin, "en-US");
    const team = await ok(
      call<{ teamId: string }>("team/create", {
        name: "华南一组",
        leaderMemberId: s.seller.memberId,
        memberIds: [s.seller2.memberId],
      }),
    );
    const taken = await call("team/create", { name: "华南一组" });
    expect(taken).toMatchObject({ code: 1001, data: { errors: [{ field: "name" }] } });
    const other = await call<{ errors: { field: string; message: string }[] }>("team/create", {
      name: "华南二组",
      memberIds: [s.seller2.memberId],
    });
    expect(other.code).toBe(1001);
    expect(other.data.errors[0]).toMatchObject({ field: "memberIds" });
    expect(other.data.errors[0]!.message).toMatch(/already belongs to another team/);
    expect((await call("team/list", {})).data).toMatchObject({ total: 1 });

    const detail = await ok(
      call<{
        leaderName: string;
        memberCount: number;
        members: { memberId: string; isLeader: boolean }[];
        version: number;
      }>("team/detail", team),
    );
    expect(detail.memberCount).toBe(2);
    expect(detail.members.find((m) => m.isLeader)?.memberId).toBe(s.seller.memberId);

    // New customers of a team member land in the team.
    const c = await ok(as(t, s.seller2)<{ customerId: string }>("customer/create", personalCustomer()));
    const item = await ok(call<CustomerItem>("customer/detail", c));
    expect(item.teamId).toBe(team.teamId);
    const teamCustomers = await ok(call<Page<{ customerId: string }>>("team/customers", team));
    expect(teamCustomers.list.map((x) => x.customerId)).toContain(c.customerId);
    expect((await call("team/orders", team)).result).toBe(true);

    const busy = await call("team/delete", team);
    expect(busy).toMatchObject({
      code: 1003,
      msg: "This team still owns customers, orders or tasks; transfer them first",
    });
    const upd = await ok(
      call<{ version: number }>("team/update", {
        ...team,
        version: detail.version,
        name: "华南一组",
        leaderMemberId: s.seller2.memberId,
        memberIds: [],
      }),
    );
    expect(upd.version).toBe(detail.version + 1);
    const after = await ok(
      call<{ members: { memberId: string }[]; leaderMemberId: string }>("team/detail", team),
    );
    expect(after.members.map((m) => m.memberId)).toEqual([s.seller2.memberId]);
    expect(after.leaderMemberId).toBe(s.seller2.memberId);
    expect(
      (await call("team/update", { ...team, version: detail.version, name: "x", memberIds: [] })).code,
    ).toBe(1012);
    const options = await ok(as(t, s.clerk)<{ teamId: string }[]>("team/options", {}));
    expect(options.map((o) => o.teamId)).toContain(team.teamId);
    // Emptied of customers, the team can go.
    await ok(
      call("belong/customerTransfer", { ids: [c.customerId], toTeamId: null, toMemberId: s.seller.memberId }),
    );
    await ok(call("team/delete", team));
    expect((await call("team/detail", team)).code).toBe(1002);
  });

  it("lists sales staff with their customers, orders and collections for a period", async () => {
    const fresh = await salesOrg(t);
    const call = as(t, fresh.admin);
    const { orderId } = await customerAndOrder(t, fresh.seller, [
      { stoneName: "芝麻灰", quantity: 3, areaMm2: 0, priceUnit: "piece", unitPriceFen: 33_333 },
    ]);
    await advanceOrder(t, fresh.seller, orderId, ["confirm"]);
    await ok(call("finance/staffAdd", { memberIds: [fresh.finance.memberId] }));
    // Salespeople hold no finance menu.
    expect((await as(t, fresh.seller2)("finance/offlineCreate", { orderId })).code).toBe(6);
    const rec = await ok(
      as(t, fresh.finance)<{ collectionId: string }>("finance/offlineCreate", {
        orderId,
        amountFen: 50_000,
        method: "bankTransfer",
        payer: "鑫达建材",
        paidOn: "2025-06-15",
      }),
    );
    await ok(as(t, fresh.finance)("finance/offlineConfirm", { ...rec, version: 1 }));
    const staff = await ok(
      call<{
        list: {
          memberId: string;
          customerCount: number;
          orderCount: number;
          orderAmountFen: number;
          collectedFen: number;
        }[];
        dateFrom: string;
      }>("staff/list", { dateFrom: "2025-06-01", dateTo: "2025-06-30" }),
    );
    const seller = staff.list.find((m) => m.memberId === fresh.seller.memberId)!;
    expect(seller).toMatchObject({
      customerCount: 1,
      orderCount: 1,
      orderAmountFen: 99_999,
      collectedFen: 50_000,
    });
    expect(staff.list.map((m) => m.memberId)).not.toContain(fresh.clerk.memberId);
    expect(staff.list.map((m) => m.memberId)).not.toContain(fresh.finance.memberId);
    const july = await ok(
      call<{ list: { memberId: string; orderCount: number; collectedFen: number }[] }>("staff/list", {
        dateFrom: "2025-07-01",
        dateTo: "2025-07-31",
      }),
    );
    expect(july.list.find((m) => m.memberId === fresh.seller.memberId)).toMatchObject({
      orderCount: 0,
      collectedFen: 0,
    });
    const defaults = await ok(call<{ dateFrom: string; dateTo: string }>("staff/list", {}));
    expect(defaults.dateFrom).toMatch(/^\d{4}-\d{2}-01$/);
    // The super administrator's role is named in the reader's language, as everywhere else.
    const en = await ok(
      as(t, fresh.seller, "en-US")<{ list: { memberId: string; roleName: string }[] }>("staff/list", {}),
    );
    expect(en.list.find((m) => m.memberId === fresh.admin.memberId)?.roleName).toBe("Super administrator");
  });

  it("gives the home cards: my customers, tasks due, this month's orders and collections", async () => {
    const fresh = await salesOrg(t);
    const call = as(t, fresh.seller);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const { customerId } = await ok(call<{ customerId: string }>("customer/create", personalCustomer()));
    const order = await ok(
      call<{ orderId: string }>("order/create", {
        customerId,
        orderDate: today,
        lines: [{ stoneName: "石", quantity: 1, areaMm2: 0, priceUnit: "piece", unitPriceFen: 12_345 }],
      }),
    );
    await ok(
      call("order/create", {
        customerId,
        orderDate: "2020-01-01",
        lines: [{ stoneName: "石", quantity: 1, areaMm2: 0, priceUnit: "piece", unitPriceFen: 1 }],
      }),
    );
    const now = t.clock.now().getTime();
    for (const [title, due] of [
      ["过期", now - 3600_000],
      ["马上", now + 3600_000],
      ["下周", now + 7 * 86400_000],
    ] as const) {
      await ok(
        call("task/create", {
          title,
          assigneeMemberId: fresh.seller.memberId,
          dueAt: new Date(due).toISOString(),
        }),
      );
    }
    await advanceOrder(t, fresh.seller, order.orderId, ["confirm"]);
    const cards = await ok(call<Record<string, unknown>>("salesHome/cards", {}));
    expect(cards).toEqual({
      month: today.slice(0, 7),
      myCustomers: 1,
      tasks: { open: 3, dueSoon: 1, overdue: 1 },
      monthOrders: { count: 1, amountFen: 12_345 },
      monthCollectionsFen: 0,
    });
  });
});
