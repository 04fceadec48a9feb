import {
  Code,
  type createOrderBody,
  Menu,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
  type orderListBody,
  type orderOptionsBody,
  type orderPagedBody,
  type orderTransitionBody,
  type updateOrderBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { audit, inTx, invalidState, memberRef, pageWindow, requireAnyMenu } from "./common.ts";
import {
  countLiveCollections,
  customerExists,
  deleteOrderRow,
  findOrder,
  findProjectByNo,
  insertOrder,
  listOrderLines,
  lockOrderRow,
  nextOrderNo,
  orderExists,
  pageCollections,
  pageOrders,
  setOrderStatus,
  setOrderTotal,
  toCollectionItem,
  toOrderItem,
  writeLines,
} from "./order.repository.ts";
import { teamOfMember } from "./sales-refs.repository.ts";

const allowedOrderActions = (status: OrderStatus): OrderAction[] =>
  (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((a) => ORDER_TRANSITIONS[a][0].includes(status));

/** The customer of an order body, kept while the order is written: 1002 when not of this enterprise. */
async function requireCustomer(q: Queryable, orgId: string, customerId: string) {
  if (!(await customerExists(q, orgId, customerId, "FOR SHARE"))) throw new AppError(Code.NotFound);
}

/** The order row locked for a change; 1002 when not of this enterprise, 1012 when the version is stale. */
async function lockOrder(q: Queryable, c: MemberActor, orderId: string, version?: number) {
  const o = await lockOrderRow(q, c.orgId, orderId);
  if (!o) throw new AppError(Code.NotFound);
  if (version !== undefined && o.version !== version) throw new AppError(Code.Conflict);
  return o;
}

/** Orders for selects (at most 50; menu 1300, 1500 or 1601, else code 6), of one customer when given (1002 when not of this enterprise). */
export async function orderOptions(ctx: MemberCtx, b: z.infer<typeof orderOptionsBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  requireAnyMenu(c, [Menu.Orders, Menu.Tasks, Menu.OfflinePayment]);
  if (b.customerId && !(await customerExists(q, c.orgId, b.customerId))) throw new AppError(Code.NotFound);
  const rows = await pageOrders(q, c.orgId, {
    keyword: b.keyword,
    customerId: b.customerId,
    limit: 50,
    offset: 0,
  });
  return rows.map((r) => {
    const o = toOrderItem(r);
    return {
      orderId: o.orderId,
      orderNo: o.orderNo,
      customerId: o.customerId,
      customerName: o.customerName,
      status: o.status,
      totalFen: o.totalFen,
      outstandingFen: o.outstandingFen,
    };
  });
}

export function createOrder(ctx: MemberCtx, b: z.output<typeof createOrderBody>) {
  return inTx(ctx, async (q, c, now) => {
    await requireCustomer(q, c.orgId, b.customerId);
    const ownerId = b.ownerMemberId ?? c.memberId;
    await memberRef(q, c.orgId, ownerId, "ownerMemberId");
    const teamId = await teamOfMember(q, c.orgId, ownerId);
    const orderNo = await nextOrderNo(q, c.orgId, b.orderDate);
    const orderId = await insertOrder(q, {
      orgId: c.orgId,
      orderNo,
      customerId: b.customerId,
      orderDate: b.orderDate,
      deliveryDate: b.deliveryDate ?? null,
      projectNo: b.projectNo,
      remark: b.remark,
      ownerMemberId: ownerId,
      teamId,
      createdBy: c.userId,
      now,
    });
    const total = await writeLines(q, c.orgId, orderId, b.lines);
    await setOrderTotal(q, orderId, total);
    await audit(q, c, now, "order", orderId, "create", null, "draft", { orderNo, totalFen: total });
    return { orderId, orderNo };
  });
}

export function updateOrder(ctx: MemberCtx, b: z.output<typeof updateOrderBody>) {
  return inTx(ctx, async (q, c, now) => {
    const o = await lockOrder(q, c, b.orderId);
    if (o.status !== "draft") throw invalidState(o.status, "update");
    await requireCustomer(q, c.orgId, b.customerId);
    const total = await writeLines(q, c.orgId, o.id, b.lines);
    const version = await updateVersioned(
      q,
      "sales_orders",
      { id: o.id, orgId: c.orgId, version: b.version },
      {
        customer_id: b.customerId,
        order_date: b.orderDate,
        delivery_date: b.deliveryDate ?? null,
        project_no: b.projectNo,
        remark: b.remark,
        total_fen: total,
      },
      now,
    );
    await audit(q, c, now, "order", o.id, "update", "draft", "draft", {
      orderNo: o.order_no,
      totalFen: total,
    });
    return { version };
  });
}

export function deleteOrder(ctx: MemberCtx, orderId: string) {
  return inTx(ctx, async (q, c, now) => {
    const o = await lockOrder(q, c, orderId);
    if (o.status !== "draft") throw invalidState(o.status, "delete");
    if ((await countLiveCollections(q, o.id)) > 0)
      throw invalidState(o.status, "delete", "sales.orderHasCollections");
    await deleteOrderRow(q, c.orgId, o.id);
    await audit(q, c, now, "order", o.id, "delete", "draft", null, { orderNo: o.order_no });
    return null;
  });
}

export async function getOrderDetail(ctx: MemberCtx, orderId: string) {
  const q = ctx.db;
  const c = ctx.actor;
  const o = await findOrder(q, c.orgId, orderId);
  if (!o) throw new AppError(Code.NotFound);
  const lines = await listOrderLines(q, c.orgId, o.id);
  const project = o.project_no ? await findProjectByNo(q, c.orgId, o.project_no) : undefined;
  return {
    ...toOrderItem(o),
    lines: lines.map((l) => ({
      lineId: l.id,
      seq: l.seq,
      stoneName: l.stone_name,
      specification: l.specification,
      quantity: l.quantity,
      areaMm2: Number(l.area_mm2),
      priceUnit: l.price_unit,
      unitPriceFen: Number(l.unit_price_fen),
      amountFen: Number(l.amount_fen),
    })),
    allowedActions: allowedOrderActions(o.status),
    project: project
      ? { projectId: project.id, name: project.name, reviewStatus: project.review_status }
      : null,
  };
}

export function transitionOrder(ctx: MemberCtx, b: z.output<typeof orderTransitionBody>) {
  return inTx(ctx, async (q, c, now) => {
    const o = await lockOrder(q, c, b.orderId, b.version);
    const [from, to] = ORDER_TRANSITIONS[b.action];
    if (!from.includes(o.status)) throw invalidState(o.status, b.action);
    if (b.action === "cancel" && (await countLiveCollections(q, o.id)) > 0) {
      throw invalidState(o.status, b.action, "sales.orderHasCollections");
    }
    const version = await setOrderStatus(
      q,
      c.orgId,
      o.id,
      to,
      b.action === "cancel" ? (b.reason ?? null) : null,
      now,
    );
    await audit(q, c, now, "order", o.id, b.action, o.status, to, {
      orderNo: o.order_no,
      ...(b.reason ? { reason: b.reason } : {}),
    });
    return { version, status: to };
  });
}

export async function listOrders(ctx: MemberCtx, b: z.output<typeof orderListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await assertOwned(q, c.orgId, { customer: b.customerId, member: b.ownerMemberId, team: b.teamId });
  const rows = await pageOrders(q, c.orgId, { ...b, ...pageWindow(b) });
  return toPage(rows, b, toOrderItem);
}

/** An order's collections, offline and online (1002 unless the order is of the caller's enterprise). */
export async function listOrderCollections(ctx: MemberCtx, b: z.output<typeof orderPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  if (!(await orderExists(q, c.orgId, b.orderId))) throw new AppError(Code.NotFound);
  const rows = await pageCollections(q, c.orgId, { orderId: b.orderId, ...pageWindow(b) });
  return toPage(rows, b, toCollectionItem);
}
