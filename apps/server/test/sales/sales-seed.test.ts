import type { Page } from "@stoneworks/shared";
import { isCreditCode } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  for (const phone of ["13800000000", "13800000004", "13800000005", "13800000007"]) {
    const res = await t.call<{ token: string }>("userAuth/login", {
      phone,
      password: "demo1234",
      remember: false,
    });
    tokens[phone] = res.data.token;
  }
});
afterAll(() => t.close());

const call = <T>(phone: string, path: string, body: unknown = {}) =>
  t.call<T>(path, body, { token: tokens[phone] }).then((r) => {
    if (!r.result) throw new Error(`${path}: ${r.code} ${r.msg}`);
    return r.data;
  });

describe("the demo sales team", () => {
  it("has sales staff in teams, customers of three kinds, orders in every state, tasks and collections", async () => {
    const admin = "13800000000";
    expect(tokens["13800000007"]).toBeTruthy();
    const teams = await call<Page<{ name: string; leaderName: string; memberCount: number }>>(
      admin,
      "team/list",
    );
    expect(teams.list).toContainEqual(
      expect.objectContaining({ name: "华南销售一组", leaderName: "陈静", memberCount: 3 }),
    );
    for (const kind of ["enterprise", "store", "personal"]) {
      const list = await call<Page<{ creditCode: string | null; regionNames: string[] }>>(
        admin,
        "customer/list",
        {
          kind,
          pageSize: 200,
        },
      );
      expect(list.total).toBeGreaterThanOrEqual(6);
      for (const c of list.list) {
        expect(c.regionNames).toHaveLength(3);
        if (kind === "enterprise") expect(isCreditCode(c.creditCode!)).toBe(true);
      }
    }
    const orders = await call<
      Page<{ status: string; totalFen: number; receivedFen: number; outstandingFen: number }>
    >(admin, "order/list", { pageSize: 200 });
    expect(new Set(orders.list.map((o) => o.status))).toEqual(
      new Set(["draft", "confirmed", "inProduction", "delivered", "completed", "cancelled"]),
    );
    for (const o of orders.list.filter((x) => x.status === "completed")) expect(o.outstandingFen).toBe(0);
    const tasks = await call<Page<{ overdue: boolean }>>(admin, "task/list", { scope: "all", pageSize: 200 });
    expect(tasks.list.some((x) => x.overdue)).toBe(true);
    const offline = await call<Page<{ status: string }> & { canReview: boolean }>(
      admin,
      "finance/offlineList",
      {
        pageSize: 200,
      },
    );
    expect(new Set(offline.list.map((c) => c.status))).toEqual(new Set(["pending", "confirmed", "rejected"]));
    expect(offline.canReview).toBe(false);
    const online = await call<Page<unknown>>(admin, "finance/onlineList");
    expect(online.total).toBeGreaterThan(0);
    const staff = await call<Page<{ name: string }>>(admin, "finance/staffList");
    expect(staff.list.map((m) => m.name)).toEqual(["刘芳"]);
    // 刘芳 (财务) may confirm; 陈静 (销售) sees her own cards.
    const asFinance = await call<{ canReview: boolean }>("13800000005", "finance/offlineList");
    expect(asFinance.canReview).toBe(true);
    const cards = await call<{ myCustomers: number; tasks: { open: number } }>(
      "13800000004",
      "salesHome/cards",
    );
    expect(cards.myCustomers).toBeGreaterThan(0);
    expect(cards.tasks.open).toBeGreaterThan(0);
    const belong = await call<Page<{ lastTransferAt: string | null }>>(admin, "belong/customerList", {
      pageSize: 200,
    });
    expect(belong.list.filter((c) => c.lastTransferAt)).toHaveLength(3);
    const people = await call<Page<{ name: string; customerCount: number }>>(admin, "staff/list", {
      dateFrom: "2000-01-01",
      dateTo: "2100-01-01",
    });
    expect(people.list.map((m) => m.name)).toEqual(expect.arrayContaining(["陈静", "赵磊", "孙丽", "黄伟"]));
  });
});
