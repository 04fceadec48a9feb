import type { CustomerItem, Page } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  advanceOrder,
  as,
  customerAndOrder,
  ok,
  personalCustomer,
  type SalesOrg,
  salesOrg,
} from "./sales-fixtures.ts";

let t: TestApp;
let s: SalesOrg;
beforeAll(async () => {
  t = await createTestApp();
  s = await salesOrg(t);
});
afterAll(() => t.close());

/** Sales teams, the staff list with its figures, and the home cards. */

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
    // The seller holds staff (1400): every member's sales, so the month's figures are the enterprise's.
    const cards = await ok(call<Record<string, unknown>>("salesHome/cards", {}));
    expect(cards).toEqual({
      month: today.slice(0, 7),
      salesScope: "enterprise",
      myCustomers: 1,
      tasks: { open: 3, dueSoon: 1, overdue: 1 },
      monthOrders: { count: 1, amountFen: 12_345 },
      monthCollectionsFen: 0,
    });
  });

  it("counts the enterprise's month for roles that see every member's sales, the caller's own otherwise", async () => {
    const fresh = await salesOrg(t);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const line = (fen: number) => [
      { stoneName: "石", quantity: 1, areaMm2: 0, priceUnit: "piece", unitPriceFen: fen },
    ];
    for (const [seller, fen] of [
      [fresh.seller, 10_000],
      [fresh.seller2, 20_000],
    ] as const) {
      const { customerId } = await ok(
        as(t, seller)<{ customerId: string }>("customer/create", personalCustomer()),
      );
      await ok(as(t, seller)("order/create", { customerId, orderDate: today, lines: line(fen) }));
    }
    type Cards = {
      salesScope: string;
      monthOrders: { count: number; amountFen: number };
      myCustomers: number;
    };
    // The super administrator owns nothing, yet sees the enterprise's two orders.
    const admin = await ok(as(t, fresh.admin)<Cards>("salesHome/cards", {}));
    expect(admin).toMatchObject({
      salesScope: "enterprise",
      myCustomers: 0,
      monthOrders: { count: 2, amountFen: 30_000 },
    });
    // Finance (orders, collections, no staff menu): the orders it owns, none.
    const finance = await ok(as(t, fresh.finance)<Cards>("salesHome/cards", {}));
    expect(finance).toMatchObject({ salesScope: "mine", monthOrders: { count: 0, amountFen: 0 } });
  });
});
