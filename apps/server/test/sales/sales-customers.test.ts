import type { CustomerItem, Page } from "@stoneworks/shared";
import { creditCodeCheckChar, isCreditCode } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
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

/** Customers of three kinds, their details, contacts and follow-ups (docs/api-sales.md "Customers"). */

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
