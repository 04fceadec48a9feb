import type { Page } from "@stoneworks/shared";
import {
  lineAmountFen,
  ORDER_TRANSITIONS,
  type OrderAction,
  TASK_TRANSITIONS,
  type TaskAction,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  advanceOrder,
  as,
  customerAndOrder,
  enterpriseCustomer,
  line,
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

interface OrderDetail {
  orderId: string;
  orderNo: string;
  status: string;
  version: number;
  totalFen: number;
  receivedFen: number;
  outstandingFen: number;
  allowedActions: string[];
  cancelReason: string | null;
  lines: { amountFen: number; areaMm2: number; seq: number }[];
  project: { projectId: string; name: string } | null;
}

/** The path from draft to each state. */
const PATH: Record<string, OrderAction[]> = {
  draft: [],
  confirmed: ["confirm"],
  inProduction: ["confirm", "startProduction"],
  delivered: ["confirm", "startProduction", "deliver"],
  completed: ["confirm", "startProduction", "deliver", "complete"],
  cancelled: ["cancel"],
};

async function orderIn(status: string) {
  const { orderId } = await customerAndOrder(t, s.seller);
  const call = as(t, s.seller);
  for (const action of PATH[status]!) {
    const d = await ok(call<OrderDetail>("order/detail", { orderId }));
    await ok(call("order/transition", { orderId, version: d.version, action, reason: "客户取消" }));
  }
  return orderId;
}

describe("order amounts", () => {
  it("computes line amounts and totals exactly in fen, rounding half up per line", async () => {
    expect(lineAmountFen({ priceUnit: "m2", quantity: 1, areaMm2: 1_234_567, unitPriceFen: 12_345 })).toBe(
      15_241,
    );
    expect(lineAmountFen({ priceUnit: "m2", quantity: 1, areaMm2: 500_000, unitPriceFen: 1 })).toBe(1);
    expect(lineAmountFen({ priceUnit: "m2", quantity: 1, areaMm2: 499_999, unitPriceFen: 1 })).toBe(0);
    expect(lineAmountFen({ priceUnit: "piece", quantity: 3, areaMm2: 0, unitPriceFen: 33_333 })).toBe(99_999);
    const { orderId, orderNo } = await customerAndOrder(t, s.seller, [
      line({ areaMm2: 1_234_567, unitPriceFen: 12_345 }),
      line({ stoneName: "芝麻灰", priceUnit: "piece", quantity: 3, areaMm2: 0, unitPriceFen: 33_333 }),
      line({ stoneName: "样板", areaMm2: 500_000, unitPriceFen: 1 }),
    ]);
    expect(orderNo).toMatch(/^SO20250612\d{3}$/);
    const d = await ok(as(t, s.seller)<OrderDetail>("order/detail", { orderId }));
    expect(d.lines.map((l) => l.amountFen)).toEqual([15_241, 99_999, 1]);
    expect(d.lines.map((l) => l.seq)).toEqual([1, 2, 3]);
    expect(d).toMatchObject({ totalFen: 115_241, receivedFen: 0, outstandingFen: 115_241, status: "draft" });
    // The largest values stay exact: the product (~10²¹) is far beyond a double's integers.
    expect(
      lineAmountFen({ priceUnit: "m2", quantity: 1, areaMm2: 99_999_999_999, unitPriceFen: 9_999_999_999 }),
    ).toBe(999_999_999_890_000);
  });

  it("numbers orders per day and enterprise", async () => {
    const call = as(t, s.seller);
    const { customerId } = await ok(call<{ customerId: string }>("customer/create", personalCustomer()));
    const nos: string[] = [];
    for (let i = 0; i < 3; i++) {
      nos.push(
        (
          await ok(
            call<{ orderNo: string }>("order/create", {
              customerId,
              orderDate: "2024-02-29",
              lines: [line()],
            }),
          )
        ).orderNo,
      );
    }
    expect(nos).toEqual(["SO20240229001", "SO20240229002", "SO20240229003"]);
  });

  it("validates orders and their lines", async () => {
    const call = as(t, s.seller, "en-US");
    const { customerId } = await ok(call<{ customerId: string }>("customer/create", enterpriseCustomer()));
    const bad = async (body: Record<string, unknown>) => {
      const res = await call<{ errors: { field: string; message: string }[] }>("order/create", {
        customerId,
        orderDate: "2025-06-01",
        lines: [line()],
        ...body,
      });
      expect(res.code).toBe(1001);
      return res.data.errors[0]!;
    };
    expect(await bad({ lines: [] })).toMatchObject({
      field: "lines",
      message: "Please add at least one order line",
    });
    expect(await bad({ lines: [line({ quantity: 0 })] })).toMatchObject({ field: "lines.0.quantity" });
    expect(await bad({ lines: [line({ quantity: 1.5 })] })).toMatchObject({ field: "lines.0.quantity" });
    expect(await bad({ lines: [line({ unitPriceFen: -1 })] })).toMatchObject({
      field: "lines.0.unitPriceFen",
      message: "Please enter a valid amount",
    });
    expect(await bad({ lines: [line({ unitPriceFen: 12.5 })] })).toMatchObject({
      field: "lines.0.unitPriceFen",
    });
    expect(await bad({ lines: [line({ areaMm2: 0 })] })).toMatchObject({
      field: "lines",
      message: "Lines priced per m² need an area",
    });
    expect(await bad({ lines: [line({ priceUnit: "ton" })] })).toMatchObject({ field: "lines.0.priceUnit" });
    expect(await bad({ orderDate: "2025-13-01" })).toMatchObject({ field: "orderDate" });
    expect(await bad({ deliveryDate: "2025-05-31" })).toMatchObject({
      field: "deliveryDate",
      message: "The delivery date cannot be before the order date",
    });
    expect(await bad({ projectNo: "x".repeat(41) })).toMatchObject({ field: "projectNo" });
    expect(await bad({ extra: 1 })).toMatchObject({ field: "extra" });
    const missing = await call("order/create", {
      customerId: crypto.randomUUID(),
      orderDate: "2025-06-01",
      lines: [line()],
    });
    expect(missing.code).toBe(1002);
  });

  it("edits and deletes drafts only; links a factory project by number", async () => {
    const call = as(t, s.seller);
    const { orderId, customerId } = await customerAndOrder(t, s.seller);
    await t.db.query(
      `INSERT INTO projects (org_id, project_no, name, project_type, layout_mode, uploaded_at, content_updated_at)
       VALUES ($1, 'P-2025-001', '滨江花园', 'engineering', 'cloud', now(), now())`,
      [s.orgId],
    );
    const upd = await ok(
      call<{ version: number }>("order/update", {
        orderId,
        version: 1,
        customerId,
        orderDate: "2025-06-13",
        projectNo: "P-2025-001",
        lines: [line({ quantity: 1, areaMm2: 0, priceUnit: "piece", unitPriceFen: 100 })],
      }),
    );
    expect(upd.version).toBe(2);
    const d = await ok(call<OrderDetail>("order/detail", { orderId }));
    expect(d).toMatchObject({ totalFen: 100, project: { name: "滨江花园" } });
    expect(d.lines).toHaveLength(1);
    const stale = await call("order/update", {
      orderId,
      version: 1,
      customerId,
      orderDate: "2025-06-13",
      lines: [line()],
    });
    expect(stale.code).toBe(1012);
    await advanceOrder(t, s.seller, orderId, ["confirm"]);
    const locked = await call("order/update", {
      orderId,
      version: 3,
      customerId,
      orderDate: "2025-06-13",
      lines: [line()],
    });
    expect(locked).toMatchObject({ code: 1003, data: { from: "confirmed", action: "update" } });
    expect((await call("order/delete", { orderId })).code).toBe(1003);
    const draft = await customerAndOrder(t, s.seller);
    await ok(call("order/delete", { orderId: draft.orderId }));
    expect((await call("order/detail", { orderId: draft.orderId })).code).toBe(1002);
  });

  it("lists orders with filters", async () => {
    const fresh = await salesOrg(t);
    const call = as(t, fresh.seller);
    const a = await customerAndOrder(t, fresh.seller);
    const b = await customerAndOrder(t, fresh.seller2);
    await advanceOrder(t, fresh.seller, a.orderId, ["confirm"]);
    const ids = async (body: Record<string, unknown>) =>
      (await ok(call<Page<{ orderId: string }>>("order/list", body))).list.map((o) => o.orderId).sort();
    expect(await ids({})).toEqual([a.orderId, b.orderId].sort());
    expect(await ids({ status: "confirmed" })).toEqual([a.orderId]);
    expect(await ids({ customerId: b.customerId })).toEqual([b.orderId]);
    expect(await ids({ ownerMemberId: fresh.seller2.memberId })).toEqual([b.orderId]);
    expect(await ids({ keyword: a.orderNo })).toEqual([a.orderId]);
    expect(await ids({ dateFrom: "2025-06-13" })).toEqual([]);
    expect(await ids({ dateFrom: "2025-06-12", dateTo: "2025-06-12" })).toEqual(
      [a.orderId, b.orderId].sort(),
    );
    const options = await ok(call<{ orderId: string }[]>("order/options", { customerId: a.customerId }));
    expect(options.map((o) => o.orderId)).toEqual([a.orderId]);
  });
});

describe("order states", () => {
  it("allows exactly the transitions of the table and refuses every other with 1003", async () => {
    for (const status of Object.keys(PATH)) {
      for (const action of Object.keys(ORDER_TRANSITIONS) as OrderAction[]) {
        const orderId = await orderIn(status);
        const d = await ok(as(t, s.seller)<OrderDetail>("order/detail", { orderId }));
        const [from, to] = ORDER_TRANSITIONS[action];
        expect(d.allowedActions.includes(action)).toBe(from.includes(d.status as never));
        const res = await as(t, s.seller)<{ status: string }>("order/transition", {
          orderId,
          version: d.version,
          action,
          reason: "客户改期",
        });
        if (from.includes(status as never)) {
          expect({ status, action, code: res.code, to: res.data.status }).toEqual({
            status,
            action,
            code: 1,
            to,
          });
        } else {
          expect({ status, action, code: res.code, data: res.data }).toEqual({
            status,
            action,
            code: 1003,
            data: { from: status, action },
          });
        }
      }
    }
  });

  it("needs a reason to cancel, records it, and one of two concurrent moves wins", async () => {
    const call = as(t, s.seller, "en-US");
    const orderId = await orderIn("confirmed");
    const d = await ok(call<OrderDetail>("order/detail", { orderId }));
    const noReason = await call("order/transition", { orderId, version: d.version, action: "cancel" });
    expect(noReason).toMatchObject({ code: 1001, msg: "Please give a reason" });
    const both = await Promise.all([
      call("order/transition", { orderId, version: d.version, action: "cancel", reason: "客户不要了" }),
      call("order/transition", { orderId, version: d.version, action: "startProduction" }),
    ]);
    expect(both.filter((r) => r.result)).toHaveLength(1);
    expect(both.filter((r) => !r.result).map((r) => r.code)).toEqual([1012]);
    const after = await ok(call<OrderDetail>("order/detail", { orderId }));
    if (after.status === "cancelled")
      expect(after).toMatchObject({ cancelReason: "客户不要了", outstandingFen: 0 });
    else expect(after.status).toBe("inProduction");
    const audit = await t.db.query<{ action: string; from_state: string; to_state: string }>(
      "SELECT action, from_state, to_state FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id",
      [orderId],
    );
    expect(audit.rows[0]).toMatchObject({ action: "create", to_state: "draft" });
    expect(audit.rows[1]).toMatchObject({ action: "confirm", from_state: "draft", to_state: "confirmed" });
    expect(audit.rows).toHaveLength(3);
  });
});

describe("tasks", () => {
  const due = (hours: number) => new Date(t.clock.now().getTime() + hours * 3600_000).toISOString();

  it("adds tasks linked to a customer or an order and validates them", async () => {
    const call = as(t, s.seller, "en-US");
    const { customerId, orderId } = await customerAndOrder(t, s.seller);
    const other = await ok(call<{ customerId: string }>("customer/create", personalCustomer()));
    const viaOrder = await ok(
      call<{ taskId: string }>("task/create", {
        title: "确认交期",
        content: "和客户确认交货时间",
        orderId,
        assigneeMemberId: s.seller2.memberId,
        dueAt: due(24),
        priority: "high",
      }),
    );
    const detail = await ok(
      call<{
        customerId: string;
        orderNo: string;
        status: string;
        priority: string;
        allowedActions: string[];
        creatorMemberId: string;
      }>("task/detail", viaOrder),
    );
    expect(detail).toMatchObject({
      customerId,
      status: "todo",
      priority: "high",
      allowedActions: ["start"],
      creatorMemberId: s.seller.memberId,
    });
    const mismatch = await call("task/create", {
      title: "x",
      orderId,
      customerId: other.customerId,
      assigneeMemberId: s.seller.memberId,
      dueAt: due(1),
    });
    expect(mismatch).toMatchObject({
      code: 1001,
      msg: "The selected order does not belong to this customer",
    });
    const bad = async (body: Record<string, unknown>) =>
      (
        await call<{ errors: { field: string }[] }>("task/create", {
          title: "x",
          assigneeMemberId: s.seller.memberId,
          dueAt: due(1),
          ...body,
        })
      ).data.errors[0]!.field;
    expect(await bad({ title: "" })).toBe("title");
    expect(await bad({ title: "x".repeat(51) })).toBe("title");
    expect(await bad({ dueAt: "tomorrow" })).toBe("dueAt");
    expect(await bad({ priority: "asap" })).toBe("priority");
    expect(await bad({ assigneeMemberId: "x" })).toBe("assigneeMemberId");
    const foreign = await call("task/create", {
      title: "x",
      assigneeMemberId: crypto.randomUUID(),
      dueAt: due(1),
    });
    expect(foreign.code).toBe(1002);
  });

  it("lists mine, assigned by me and all; flags overdue by the server clock", async () => {
    const fresh = await salesOrg(t);
    const me = as(t, fresh.seller);
    const mine = await ok(
      me<{ taskId: string }>("task/create", {
        title: "我的",
        assigneeMemberId: fresh.seller.memberId,
        dueAt: due(2),
      }),
    );
    const given = await ok(
      me<{ taskId: string }>("task/create", {
        title: "派给同事",
        assigneeMemberId: fresh.seller2.memberId,
        dueAt: due(48),
      }),
    );
    const theirs = await ok(
      as(t, fresh.seller2)<{ taskId: string }>("task/create", {
        title: "别人的",
        assigneeMemberId: fresh.seller2.memberId,
        dueAt: due(5),
      }),
    );
    const ids = async (body: Record<string, unknown>) =>
      (await ok(me<Page<{ taskId: string }>>("task/list", body))).list.map((x) => x.taskId);
    expect(await ids({})).toEqual([mine.taskId]);
    expect(await ids({ scope: "assignedByMe" })).toEqual([given.taskId]);
    expect(await ids({ scope: "all" })).toEqual([mine.taskId, theirs.taskId, given.taskId]);
    expect(await ids({ scope: "all", overdue: true })).toEqual([]);
    t.clock.advance(3 * 3600);
    const overdue = await ok(
      me<Page<{ taskId: string; overdue: boolean }>>("task/list", { scope: "all", overdue: true }),
    );
    expect(overdue.list.map((x) => x.taskId)).toEqual([mine.taskId]);
    expect(overdue.list[0]!.overdue).toBe(true);
    expect(await ids({ scope: "all", overdue: false })).toEqual([theirs.taskId, given.taskId]);
    // Done tasks are never overdue, and sort last.
    await ok(me("task/transition", { ...mine, version: 1, action: "start" }));
    await ok(me("task/transition", { ...mine, version: 2, action: "finish" }));
    const all = await ok(
      me<Page<{ taskId: string; overdue: boolean; status: string }>>("task/list", { scope: "all" }),
    );
    expect(all.list.map((x) => x.taskId)).toEqual([theirs.taskId, given.taskId, mine.taskId]);
    expect(all.list[2]).toMatchObject({ overdue: false, status: "done" });
    expect(await ids({ scope: "all", status: "todo", keyword: "别人" })).toEqual([theirs.taskId]);
  });

  it("allows exactly the task transitions of the table", async () => {
    const call = as(t, s.seller);
    const PATHS: Record<string, TaskAction[]> = {
      todo: [],
      inProgress: ["start"],
      done: ["start", "finish"],
    };
    for (const [status, path] of Object.entries(PATHS)) {
      for (const action of Object.keys(TASK_TRANSITIONS) as TaskAction[]) {
        const { taskId } = await ok(
          call<{ taskId: string }>("task/create", {
            title: "流转",
            assigneeMemberId: s.seller.memberId,
            dueAt: due(10),
          }),
        );
        let version = 1;
        for (const a of path)
          version = (await ok(call<{ version: number }>("task/transition", { taskId, version, action: a })))
            .version;
        const [from, to] = TASK_TRANSITIONS[action];
        const res = await call<{ status: string }>("task/transition", { taskId, version, action });
        if (from.includes(status as never))
          expect({ status, action, to: res.data.status }).toEqual({ status, action, to });
        else
          expect({ status, action, res: [res.code, res.data] }).toEqual({
            status,
            action,
            res: [1003, { from: status, action }],
          });
      }
    }
  });

  it("edits open tasks, keeps progress notes, deletes", async () => {
    const call = as(t, s.seller);
    const { taskId } = await ok(
      call<{ taskId: string }>("task/create", {
        title: "跟进报价",
        assigneeMemberId: s.seller.memberId,
        dueAt: due(10),
      }),
    );
    const upd = await ok(
      call<{ version: number }>("task/update", { taskId, version: 1, title: "跟进报价单", dueAt: due(20) }),
    );
    expect(upd.version).toBe(2);
    expect((await call("task/update", { taskId, version: 1, title: "x", dueAt: due(20) })).code).toBe(1012);
    await ok(call("task/addNote", { taskId, content: "已发报价" }));
    t.clock.advance(60);
    await ok(call("task/addNote", { taskId, content: "客户在比价" }));
    expect((await call("task/addNote", { taskId, content: "" })).code).toBe(1001);
    const notes = await ok(call<Page<{ content: string; memberName: string }>>("task/notes", { taskId }));
    expect(notes.list.map((n) => n.content)).toEqual(["客户在比价", "已发报价"]);
    expect((await ok(call<{ noteCount: number }>("task/detail", { taskId }))).noteCount).toBe(2);
    await ok(call("task/transition", { taskId, version: 2, action: "start" }));
    await ok(call("task/transition", { taskId, version: 3, action: "finish" }));
    const done = await call("task/update", { taskId, version: 4, title: "x", dueAt: due(1) });
    expect(done).toMatchObject({ code: 1003, data: { from: "done", action: "update" } });
    expect((await ok(call<{ completedAt: string }>("task/detail", { taskId }))).completedAt).toBeTruthy();
    await ok(call("task/delete", { taskId }));
    expect((await call("task/detail", { taskId })).code).toBe(1002);
    expect((await call("task/notes", { taskId })).code).toBe(1002);
  });
});
