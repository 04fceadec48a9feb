import {
  Code,
  createOrderBody,
  lineAmountFen,
  Menu,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderLineInput,
  type OrderStatus,
  orderIdBody,
  orderListBody,
  orderOptionsBody,
  orderPagedBody,
  orderTransitionBody,
  updateOrderBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import {
  audit,
  type Caller,
  caller,
  inTx,
  invalidState,
  memberRef,
  pageWindow,
  requireAnyMenu,
  teamOfMember,
} from "./common.ts";
import { findOrder, pageCollections, pageOrders, toCollectionItem, toOrderItem } from "./order.repository.ts";

export const allowedOrderActions = (status: OrderStatus): OrderAction[] =>
  (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((a) => ORDER_TRANSITIONS[a][0].includes(status));

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

/** Writes the lines of an order (replacing any) and returns the total in fen. */
export async function writeLines(q: Queryable, orgId: string, orderId: string, lines: OrderLineInput[]) {
  await q.query("DELETE FROM sales_order_lines WHERE order_id = $1", [orderId]);
  let total = 0n;
  for (const [i, l] of lines.entries()) {
    const line = {
      priceUnit: l.priceUnit,
      quantity: l.quantity,
      areaMm2: l.areaMm2,
      unitPriceFen: l.unitPriceFen,
    };
    const amount = lineAmountFen(line);
    total += BigInt(amount);
    await q.query(
      `INSERT INTO sales_order_lines (org_id, order_id, seq, stone_name, specification, quantity, area_mm2, price_unit, unit_price_fen, amount_fen)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        orgId,
        orderId,
        i + 1,
        l.stoneName,
        l.specification ?? "",
        l.quantity,
        l.areaMm2,
        l.priceUnit,
        l.unitPriceFen,
        amount,
      ],
    );
  }
  return Number(total);
}

async function customerOf(q: Queryable, orgId: string, customerId: string) {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM customers WHERE id = $1 AND org_id = $2 FOR SHARE",
    [customerId, orgId],
  );
  if (!rows[0]) throw new AppError(Code.NotFound);
}

/** The order row locked for a change; 1002 when not of this enterprise, 1012 when the version is stale. */
async function lockOrder(q: Queryable, c: Caller, orderId: string, version?: number) {
  const { rows } = await q.query<{ id: string; status: OrderStatus; version: number; order_no: string }>(
    "SELECT id, status, version, order_no FROM sales_orders WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [orderId, c.orgId],
  );
  const o = rows[0];
  if (!o) throw new AppError(Code.NotFound);
  if (version !== undefined && o.version !== version) throw new AppError(Code.Conflict);
  return o;
}

async function collectionCount(q: Queryable, orderId: string) {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_collections WHERE order_id = $1 AND status IN ('pending', 'confirmed')",
    [orderId],
  );
  return rows[0]!.n;
}

export async function orderRoutes(app: FastifyInstance) {
  const tags = ["sales: orders"];
  const access = { menu: Menu.Orders };

  post(
    app,
    "/api/order/list",
    { access, body: orderListBody, summary: "Orders, paged", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const rows = await pageOrders(app.db, c.orgId, { ...b, ...pageWindow(b) });
      return toPage(rows, b, toOrderItem);
    },
  );

  post(
    app,
    "/api/order/options",
    { access: "member", body: orderOptionsBody, summary: "Orders for selects (1300, 1500 or 1601)", tags },
    async (req) => {
      const c = caller(req);
      requireAnyMenu(c, [Menu.Orders, Menu.Tasks, Menu.OfflinePayment]);
      if (req.body.customerId) {
        const { rows: found } = await app.db.query("SELECT 1 FROM customers WHERE id = $1 AND org_id = $2", [
          req.body.customerId,
          c.orgId,
        ]);
        if (!found.length) throw new AppError(Code.NotFound);
      }
      const rows = await pageOrders(app.db, c.orgId, {
        keyword: req.body.keyword,
        customerId: req.body.customerId,
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
    },
  );

  post(
    app,
    "/api/order/create",
    { access, body: createOrderBody, summary: "Add an order (draft)", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const b = req.body;
        await customerOf(q, c.orgId, b.customerId);
        const ownerId = b.ownerMemberId ?? c.memberId;
        await memberRef(q, c.orgId, ownerId, "ownerMemberId");
        const teamId = await teamOfMember(q, c.orgId, ownerId);
        const orderNo = await nextOrderNo(q, c.orgId, b.orderDate);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO sales_orders (org_id, order_no, customer_id, order_date, delivery_date, project_no, remark,
           owner_member_id, team_id, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
          [
            c.orgId,
            orderNo,
            b.customerId,
            b.orderDate,
            b.deliveryDate ?? null,
            b.projectNo,
            b.remark,
            ownerId,
            teamId,
            c.userId,
            now,
          ],
        );
        const orderId = rows[0]!.id;
        const total = await writeLines(q, c.orgId, orderId, b.lines);
        await q.query("UPDATE sales_orders SET total_fen = $2 WHERE id = $1", [orderId, total]);
        await audit(q, c, now, "order", orderId, "create", null, "draft", { orderNo, totalFen: total });
        return { orderId, orderNo };
      }),
  );

  post(
    app,
    "/api/order/update",
    { access, body: updateOrderBody, summary: "Edit a draft order (lines replaced)", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const b = req.body;
        const o = await lockOrder(q, c, b.orderId);
        if (o.status !== "draft") throw invalidState(o.status, "update");
        await customerOf(q, c.orgId, b.customerId);
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
      }),
  );

  post(
    app,
    "/api/order/delete",
    { access, body: orderIdBody, summary: "Delete a draft order", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const o = await lockOrder(q, c, req.body.orderId);
        if (o.status !== "draft") throw invalidState(o.status, "delete");
        if ((await collectionCount(q, o.id)) > 0)
          throw invalidState(o.status, "delete", "sales.orderHasCollections");
        await q.query("DELETE FROM sales_collections WHERE order_id = $1", [o.id]);
        await q.query(
          "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'order' AND entity_id = $2",
          [c.orgId, o.id],
        );
        await q.query("DELETE FROM sales_orders WHERE id = $1 AND org_id = $2", [o.id, c.orgId]);
        await audit(q, c, now, "order", o.id, "delete", "draft", null, { orderNo: o.order_no });
        return null;
      }),
  );

  post(
    app,
    "/api/order/detail",
    { access, body: orderIdBody, summary: "An order with its lines and amounts", tags },
    async (req) => {
      const c = caller(req);
      const o = await findOrder(app.db, c.orgId, req.body.orderId);
      if (!o) throw new AppError(Code.NotFound);
      const lines = await app.db.query<{
        id: string;
        seq: number;
        stone_name: string;
        specification: string;
        quantity: number;
        area_mm2: number;
        price_unit: string;
        unit_price_fen: number;
        amount_fen: number;
      }>(
        `SELECT id, seq, stone_name, specification, quantity, area_mm2, price_unit, unit_price_fen, amount_fen
           FROM sales_order_lines WHERE order_id = $1 AND org_id = $2 ORDER BY seq`,
        [o.id, c.orgId],
      );
      const project = o.project_no
        ? (
            await app.db.query<{ id: string; name: string; review_status: string }>(
              "SELECT id, name, review_status FROM projects WHERE org_id = $1 AND project_no = $2",
              [c.orgId, o.project_no],
            )
          ).rows[0]
        : undefined;
      return {
        ...toOrderItem(o),
        lines: lines.rows.map((l) => ({
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
    },
  );

  post(
    app,
    "/api/order/transition",
    { access, body: orderTransitionBody, summary: "Move an order to its next state, or cancel it", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const b = req.body;
        const o = await lockOrder(q, c, b.orderId, b.version);
        const [from, to] = ORDER_TRANSITIONS[b.action];
        if (!from.includes(o.status)) throw invalidState(o.status, b.action);
        if (b.action === "cancel" && (await collectionCount(q, o.id)) > 0) {
          throw invalidState(o.status, b.action, "sales.orderHasCollections");
        }
        const { rows } = await q.query<{ version: number }>(
          `UPDATE sales_orders SET status = $3, cancel_reason = $4, version = version + 1, updated_at = $5
            WHERE id = $1 AND org_id = $2 RETURNING version`,
          [o.id, c.orgId, to, b.action === "cancel" ? b.reason : null, now],
        );
        await audit(q, c, now, "order", o.id, b.action, o.status, to, {
          orderNo: o.order_no,
          ...(b.reason ? { reason: b.reason } : {}),
        });
        return { version: rows[0]!.version, status: to };
      }),
  );

  post(
    app,
    "/api/order/collections",
    { access, body: orderPagedBody, summary: "An order's collections (offline and online)", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const { rows } = await app.db.query("SELECT 1 FROM sales_orders WHERE id = $1 AND org_id = $2", [
        b.orderId,
        c.orgId,
      ]);
      if (!rows.length) throw new AppError(Code.NotFound);
      const page = await pageCollections(app.db, c.orgId, {
        orderId: b.orderId,
        ...pageWindow(b),
      });
      return toPage(page, b, toCollectionItem);
    },
  );
}
