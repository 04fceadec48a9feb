import {
  type CollectionStatus,
  type CustomerKind,
  lineAmountFen,
  type OfflineMethod,
  type OnlineMethod,
  type OrderLineInput,
  type OrderStatus,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { iso } from "./common.ts";

export interface OrderRow {
  id: string;
  order_no: string;
  customer_id: string;
  customer_name: string;
  customer_kind: CustomerKind;
  status: OrderStatus;
  order_date: string;
  delivery_date: string | null;
  project_no: string;
  owner_member_id: string | null;
  owner_name: string | null;
  team_id: string | null;
  team_name: string | null;
  total_fen: number;
  received_fen: number;
  pending_fen: number;
  line_count: number;
  cancel_reason: string | null;
  remark: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

/** Orders with their customer, owner, team and the sums of their collections (confirmed, pending). */
const ORDER_SELECT = `SELECT o.id, o.order_no, o.customer_id, c.name AS customer_name, c.kind AS customer_kind, o.status,
    o.order_date::text AS order_date, o.delivery_date::text AS delivery_date, o.project_no,
    o.owner_member_id, om.name AS owner_name, o.team_id, tm.name AS team_name, o.total_fen,
    COALESCE((SELECT sum(s.amount_fen) FROM sales_collections s WHERE s.order_id = o.id AND s.status = 'confirmed'), 0)::bigint AS received_fen,
    COALESCE((SELECT sum(s.amount_fen) FROM sales_collections s WHERE s.order_id = o.id AND s.status = 'pending'), 0)::bigint AS pending_fen,
    (SELECT count(*) FROM sales_order_lines l WHERE l.order_id = o.id)::int AS line_count,
    o.cancel_reason, o.remark, o.version, o.created_at, o.updated_at
  FROM sales_orders o JOIN customers c ON c.id = o.customer_id
  LEFT JOIN members om ON om.id = o.owner_member_id LEFT JOIN sales_teams tm ON tm.id = o.team_id`;

export const toOrderItem = (o: OrderRow) => {
  const total = Number(o.total_fen);
  const received = Number(o.received_fen);
  return {
    orderId: o.id,
    orderNo: o.order_no,
    customerId: o.customer_id,
    customerName: o.customer_name,
    customerKind: o.customer_kind,
    status: o.status,
    orderDate: o.order_date,
    deliveryDate: o.delivery_date,
    projectNo: o.project_no,
    ownerMemberId: o.owner_member_id,
    ownerName: o.owner_name,
    teamId: o.team_id,
    teamName: o.team_name,
    totalFen: total,
    receivedFen: received,
    pendingFen: Number(o.pending_fen),
    outstandingFen: o.status === "cancelled" ? 0 : total - received,
    lineCount: o.line_count,
    cancelReason: o.cancel_reason,
    remark: o.remark,
    version: o.version,
    createdAt: iso(o.created_at)!,
    updatedAt: iso(o.updated_at)!,
  };
};

export interface OrderFilter {
  keyword?: string;
  status?: string;
  customerId?: string;
  ownerMemberId?: string;
  teamId?: string;
  dateFrom?: string;
  dateTo?: string;
  limit: number;
  offset: number;
}

export async function pageOrders(q: Queryable, orgId: string, f: OrderFilter) {
  const { rows } = await q.query<OrderRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${ORDER_SELECT}
      WHERE o.org_id = $1
        AND ($2::text IS NULL OR o.order_no ILIKE '%' || $2 || '%' OR c.name ILIKE '%' || $2 || '%' OR o.project_no ILIKE '%' || $2 || '%')
        AND ($3::text IS NULL OR o.status = $3)
        AND ($4::uuid IS NULL OR o.customer_id = $4)
        AND ($5::uuid IS NULL OR o.owner_member_id = $5)
        AND ($6::uuid IS NULL OR o.team_id = $6)
        AND ($7::date IS NULL OR o.order_date >= $7)
        AND ($8::date IS NULL OR o.order_date <= $8)) x
      ORDER BY x.order_date DESC, x.order_no DESC LIMIT $9 OFFSET $10`,
    [
      orgId,
      f.keyword || null,
      f.status ?? null,
      f.customerId ?? null,
      f.ownerMemberId ?? null,
      f.teamId ?? null,
      f.dateFrom ?? null,
      f.dateTo ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

export async function findOrder(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.org_id = $2`, [
    orderId,
    orgId,
  ]);
  return rows[0];
}

export interface CollectionRow {
  id: string;
  channel: "offline" | "online";
  order_id: string;
  order_no: string;
  customer_id: string;
  customer_name: string;
  amount_fen: number;
  method: OfflineMethod | OnlineMethod;
  payer: string;
  paid_on: string;
  paid_at: Date | null;
  trade_no: string | null;
  voucher_file_id: string | null;
  status: CollectionStatus;
  reject_reason: string | null;
  remark: string;
  recorded_by_name: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  version: number;
  created_at: Date;
  total?: number;
}

const COLLECTION_SELECT = `SELECT s.id, s.channel, s.order_id, o.order_no, o.customer_id, c.name AS customer_name, s.amount_fen,
    s.method, s.payer, s.paid_on::text AS paid_on, s.paid_at, s.trade_no, s.voucher_file_id, s.status, s.reject_reason,
    s.remark, COALESCE(rm.name, ru.nickname) AS recorded_by_name, COALESCE(vm.name, vu.nickname) AS reviewed_by_name,
    s.reviewed_at, s.version, s.created_at
  FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id JOIN customers c ON c.id = o.customer_id
  LEFT JOIN users ru ON ru.id = s.recorded_by LEFT JOIN members rm ON rm.user_id = s.recorded_by AND rm.org_id = s.org_id
  LEFT JOIN users vu ON vu.id = s.reviewed_by LEFT JOIN members vm ON vm.user_id = s.reviewed_by AND vm.org_id = s.org_id`;

export const toCollectionItem = (s: CollectionRow) => ({
  collectionId: s.id,
  channel: s.channel,
  orderId: s.order_id,
  orderNo: s.order_no,
  customerId: s.customer_id,
  customerName: s.customer_name,
  amountFen: Number(s.amount_fen),
  method: s.method,
  payer: s.payer,
  paidOn: s.paid_on,
  paidAt: iso(s.paid_at),
  tradeNo: s.trade_no,
  voucherFileId: s.voucher_file_id,
  voucherUrl: s.voucher_file_id ? `/api/files/${s.voucher_file_id}` : null,
  status: s.status,
  rejectReason: s.reject_reason,
  remark: s.remark,
  recordedByName: s.recorded_by_name,
  reviewedByName: s.reviewed_by_name,
  reviewedAt: iso(s.reviewed_at),
  version: s.version,
  createdAt: iso(s.created_at)!,
});

export async function pageCollections(
  q: Queryable,
  orgId: string,
  f: {
    channel?: "offline" | "online";
    keyword?: string;
    status?: string;
    orderId?: string;
    dateFrom?: string;
    dateTo?: string;
    limit: number;
    offset: number;
  },
) {
  const { rows } = await q.query<CollectionRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${COLLECTION_SELECT}
      WHERE s.org_id = $1
        AND ($2::text IS NULL OR s.channel = $2)
        AND ($3::text IS NULL OR o.order_no ILIKE '%' || $3 || '%' OR c.name ILIKE '%' || $3 || '%'
             OR s.payer ILIKE '%' || $3 || '%' OR s.trade_no ILIKE '%' || $3 || '%')
        AND ($4::text IS NULL OR s.status = $4)
        AND ($5::uuid IS NULL OR s.order_id = $5)
        AND ($6::date IS NULL OR s.paid_on >= $6)
        AND ($7::date IS NULL OR s.paid_on <= $7)) x
      ORDER BY x.created_at DESC, x.id DESC LIMIT $8 OFFSET $9`,
    [
      orgId,
      f.channel ?? null,
      f.keyword || null,
      f.status ?? null,
      f.orderId ?? null,
      f.dateFrom ?? null,
      f.dateTo ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

/** The next order number of a day: SO + YYYYMMDD + 3 digits (more when a day passes 999). */
export async function nextOrderNo(q: Queryable, orgId: string, orderDate: string): Promise<string> {
  const day = orderDate.replaceAll("-", "");
  const { rows } = await q.query<{ seq: number }>(
    `INSERT INTO sales_order_counters (org_id, day, seq) VALUES ($1, $2, 1)
     ON CONFLICT (org_id, day) DO UPDATE SET seq = sales_order_counters.seq + 1 RETURNING seq`,
    [orgId, day],
  );
  return `SO${day}${String(rows[0]!.seq).padStart(3, "0")}`;
}

async function deleteOrderLines(q: Queryable, orderId: string): Promise<void> {
  await q.query("DELETE FROM sales_order_lines WHERE order_id = $1", [orderId]);
}

async function insertOrderLine(
  q: Queryable,
  l: {
    orgId: string;
    orderId: string;
    seq: number;
    stoneName: string;
    specification: string;
    quantity: number;
    areaMm2: number;
    priceUnit: string;
    unitPriceFen: number;
    amountFen: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO sales_order_lines (org_id, order_id, seq, stone_name, specification, quantity, area_mm2, price_unit, unit_price_fen, amount_fen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      l.orgId,
      l.orderId,
      l.seq,
      l.stoneName,
      l.specification,
      l.quantity,
      l.areaMm2,
      l.priceUnit,
      l.unitPriceFen,
      l.amountFen,
    ],
  );
}

export interface OrderLineRow {
  id: string;
  seq: number;
  stone_name: string;
  specification: string;
  quantity: number;
  area_mm2: number;
  price_unit: "m2" | "piece";
  unit_price_fen: number;
  amount_fen: number;
}

export async function listOrderLines(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query<OrderLineRow>(
    `SELECT id, seq, stone_name, specification, quantity, area_mm2, price_unit, unit_price_fen, amount_fen
       FROM sales_order_lines WHERE order_id = $1 AND org_id = $2 ORDER BY seq`,
    [orderId, orgId],
  );
  return rows;
}

/** The project carrying an order's project number, if any. */
export async function findProjectByNo(q: Queryable, orgId: string, projectNo: string) {
  const { rows } = await q.query<{ id: string; name: string; review_status: string }>(
    "SELECT id, name, review_status FROM projects WHERE org_id = $1 AND project_no = $2",
    [orgId, projectNo],
  );
  return rows[0];
}

/** True when the customer is of this enterprise; `FOR SHARE` keeps it while an order is written. */
export async function customerExists(q: Queryable, orgId: string, customerId: string, lock = "") {
  const { rows } = await q.query(`SELECT 1 FROM customers WHERE id = $1 AND org_id = $2 ${lock}`, [
    customerId,
    orgId,
  ]);
  return rows.length > 0;
}

export async function orderExists(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query("SELECT 1 FROM sales_orders WHERE id = $1 AND org_id = $2", [
    orderId,
    orgId,
  ]);
  return rows.length > 0;
}

export async function lockOrderRow(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query<{ id: string; status: OrderStatus; version: number; order_no: string }>(
    "SELECT id, status, version, order_no FROM sales_orders WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [orderId, orgId],
  );
  return rows[0];
}

/** Pending and confirmed collections of an order (they keep it from being deleted or cancelled). */
export async function countLiveCollections(q: Queryable, orderId: string) {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_collections WHERE order_id = $1 AND status IN ('pending', 'confirmed')",
    [orderId],
  );
  return rows[0]!.n;
}

export async function insertOrder(
  q: Queryable,
  o: {
    orgId: string;
    orderNo: string;
    customerId: string;
    orderDate: string;
    deliveryDate: string | null;
    projectNo: string;
    remark: string;
    ownerMemberId: string;
    teamId: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sales_orders (org_id, order_no, customer_id, order_date, delivery_date, project_no, remark,
       owner_member_id, team_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      o.orgId,
      o.orderNo,
      o.customerId,
      o.orderDate,
      o.deliveryDate,
      o.projectNo,
      o.remark,
      o.ownerMemberId,
      o.teamId,
      o.createdBy,
      o.now,
    ],
  );
  return rows[0]!.id;
}

export async function setOrderTotal(q: Queryable, orderId: string, totalFen: number): Promise<void> {
  await q.query("UPDATE sales_orders SET total_fen = $2 WHERE id = $1", [orderId, totalFen]);
}

/** Deletes an order with its (rejected) collections and its ownership history. */
export async function deleteOrderRow(q: Queryable, orgId: string, orderId: string): Promise<void> {
  await q.query("DELETE FROM sales_collections WHERE order_id = $1", [orderId]);
  await q.query(
    "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'order' AND entity_id = $2",
    [orgId, orderId],
  );
  await q.query("DELETE FROM sales_orders WHERE id = $1 AND org_id = $2", [orderId, orgId]);
}

/** Sets the status (and the cancel reason, null unless cancelled); returns the new version. */
export async function setOrderStatus(
  q: Queryable,
  orgId: string,
  orderId: string,
  status: OrderStatus,
  cancelReason: string | null,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE sales_orders SET status = $3, cancel_reason = $4, version = version + 1, updated_at = $5
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [orderId, orgId, status, cancelReason, now],
  );
  return rows[0]!.version;
}

/** Writes the lines of an order (replacing any), each with its amount, and returns the total in fen. */
export async function writeLines(q: Queryable, orgId: string, orderId: string, lines: OrderLineInput[]) {
  await deleteOrderLines(q, orderId);
  let total = 0n;
  for (const [i, l] of lines.entries()) {
    const amountFen = lineAmountFen(l);
    total += BigInt(amountFen);
    await insertOrderLine(q, {
      orgId,
      orderId,
      seq: i + 1,
      stoneName: l.stoneName,
      specification: l.specification ?? "",
      quantity: l.quantity,
      areaMm2: l.areaMm2,
      priceUnit: l.priceUnit,
      unitPriceFen: l.unitPriceFen,
      amountFen,
    });
  }
  return Number(total);
}
