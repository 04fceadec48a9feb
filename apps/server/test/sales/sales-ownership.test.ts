import type { CustomerItem, Page } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  as,
  customerAndOrder,
  enterpriseCustomer,
  ok,
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

/** Business ownership: transfers of customers, orders and tasks, and their history. */

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
