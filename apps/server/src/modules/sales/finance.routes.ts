import { randomBytes } from "node:crypto";
import {
  Code,
  collectionIdBody,
  confirmCollectionBody,
  createOfflineCollectionBody,
  emptyBody,
  financeStaffAddBody,
  financeStaffListBody,
  financeStaffRemoveBody,
  Menu,
  offlineListBody,
  onlineListBody,
  PAYMENT_NOTIFY_WINDOW_SECONDS,
  rejectCollectionBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { audit, type Caller, caller, invalidState, iso, memberRef } from "./common.ts";
import { pageCollections, toCollectionItem } from "./order.repository.ts";

/** Orders in these states take offline collections. */
const COLLECTABLE = ["confirmed", "inProduction", "delivered", "completed"];

export async function isFinanceStaff(q: Queryable, c: Caller): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM sales_finance_staff WHERE org_id = $1 AND member_id = $2", [
    c.orgId,
    c.memberId,
  ]);
  return rows.length > 0;
}

/** Locks an offline collection for review: 1002, then code 6 for non-finance staff, 1012 stale, 1003 not pending. */
async function lockForReview(q: Queryable, c: Caller, collectionId: string, version: number, action: string) {
  const { rows } = await q.query<{ id: string; status: string; version: number; amount_fen: number }>(
    `SELECT id, status, version, amount_fen FROM sales_collections
      WHERE id = $1 AND org_id = $2 AND channel = 'offline' FOR UPDATE`,
    [collectionId, c.orgId],
  );
  const s = rows[0];
  if (!s) throw new AppError(Code.NotFound);
  if (!(await isFinanceStaff(q, c)))
    throw new AppError(Code.NoPermission, { msgKey: "sales.notFinanceStaff" });
  if (s.version !== version) throw new AppError(Code.Conflict);
  if (s.status !== "pending") throw invalidState(s.status, action);
  return s;
}

export async function financeRoutes(app: FastifyInstance) {
  const tags = ["sales: finance"];
  const offline = { menu: Menu.OfflinePayment };
  const online = { menu: Menu.OnlinePayment };
  const staff = { menu: Menu.FinancialStaff };

  post(
    app,
    "/api/finance/offlineList",
    { access: offline, body: offlineListBody, summary: "Offline collections, paged (+ canReview)", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const rows = await pageCollections(app.db, c.orgId, {
        ...b,
        channel: "offline",
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return { ...toPage(rows, b, toCollectionItem), canReview: await isFinanceStaff(app.db, c) };
    },
  );

  post(
    app,
    "/api/finance/offlineCreate",
    {
      access: offline,
      body: createOfflineCollectionBody,
      summary: "Record an offline collection (pending)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: string; status: string; total_fen: number; order_no: string }>(
          "SELECT id, status, total_fen, order_no FROM sales_orders WHERE id = $1 AND org_id = $2 FOR UPDATE",
          [b.orderId, c.orgId],
        );
        const o = rows[0];
        if (!o) throw new AppError(Code.NotFound);
        if (b.voucherFileId) {
          // The voucher must be an image the caller uploaded; any other id is not theirs to name.
          const { rows: file } = await q.query("SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2", [
            b.voucherFileId,
            c.userId,
          ]);
          if (!file.length) throw new AppError(Code.NotFound);
        }
        if (!COLLECTABLE.includes(o.status)) throw invalidState(o.status, "collect");
        const { rows: sums } = await q.query<{ taken: number }>(
          `SELECT COALESCE(sum(amount_fen), 0)::bigint AS taken FROM sales_collections
            WHERE order_id = $1 AND status IN ('pending', 'confirmed')`,
          [o.id],
        );
        if (BigInt(b.amountFen) > BigInt(o.total_fen) - BigInt(sums[0]!.taken)) {
          throw fieldError("amountFen", "sales.amountOverOutstanding");
        }
        const { rows: ins } = await q.query<{ id: string }>(
          `INSERT INTO sales_collections (org_id, order_id, channel, amount_fen, method, payer, paid_on, voucher_file_id,
             status, remark, recorded_by, created_at, updated_at)
           VALUES ($1, $2, 'offline', $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $10) RETURNING id`,
          [
            c.orgId,
            o.id,
            b.amountFen,
            b.method,
            b.payer,
            b.paidOn,
            b.voucherFileId ?? null,
            b.remark,
            c.userId,
            now,
          ],
        );
        await audit(q, c, now, "collection", ins[0]!.id, "record", null, "pending", {
          orderNo: o.order_no,
          amountFen: b.amountFen,
        });
        return { collectionId: ins[0]!.id };
      });
    },
  );

  post(
    app,
    "/api/finance/offlineConfirm",
    {
      access: offline,
      body: confirmCollectionBody,
      summary: "Confirm a pending collection (finance staff only)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const s = await lockForReview(q, c, b.collectionId, b.version, "confirm");
        const { rows } = await q.query<{ version: number }>(
          `UPDATE sales_collections SET status = 'confirmed', reviewed_by = $3, reviewed_at = $4, version = version + 1, updated_at = $4
            WHERE id = $1 AND org_id = $2 RETURNING version`,
          [s.id, c.orgId, c.userId, now],
        );
        await audit(q, c, now, "collection", s.id, "confirm", "pending", "confirmed", {
          amountFen: Number(s.amount_fen),
        });
        return { version: rows[0]!.version, status: "confirmed" };
      });
    },
  );

  post(
    app,
    "/api/finance/offlineReject",
    {
      access: offline,
      body: rejectCollectionBody,
      summary: "Reject a pending collection (finance staff only)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const s = await lockForReview(q, c, b.collectionId, b.version, "reject");
        const { rows } = await q.query<{ version: number }>(
          `UPDATE sales_collections SET status = 'rejected', reject_reason = $5, reviewed_by = $3, reviewed_at = $4,
                  version = version + 1, updated_at = $4
            WHERE id = $1 AND org_id = $2 RETURNING version`,
          [s.id, c.orgId, c.userId, now, b.reason],
        );
        await audit(q, c, now, "collection", s.id, "reject", "pending", "rejected", { reason: b.reason });
        return { version: rows[0]!.version, status: "rejected" };
      });
    },
  );

  post(
    app,
    "/api/finance/offlineDelete",
    { access: offline, body: collectionIdBody, summary: "Delete a pending offline collection", tags },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: string; status: string; amount_fen: number }>(
          `SELECT id, status, amount_fen FROM sales_collections WHERE id = $1 AND org_id = $2 AND channel = 'offline' FOR UPDATE`,
          [req.body.collectionId, c.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        if (rows[0].status !== "pending") throw invalidState(rows[0].status, "delete");
        await q.query("DELETE FROM sales_collections WHERE id = $1", [rows[0].id]);
        await audit(q, c, now, "collection", rows[0].id, "delete", "pending", null, {
          amountFen: Number(rows[0].amount_fen),
        });
        return null;
      });
    },
  );

  post(
    app,
    "/api/finance/onlineList",
    {
      access: online,
      body: onlineListBody,
      summary: "Online collections (payment notifications), paged",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const rows = await pageCollections(app.db, c.orgId, {
        ...b,
        channel: "online",
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return toPage(rows, b, toCollectionItem);
    },
  );

  post(
    app,
    "/api/finance/paymentSettings",
    { access: online, body: emptyBody, summary: "Payment notification settings (never the secret)", tags },
    async (req) => {
      const c = caller(req);
      const { rows } = await app.db.query<{ key_id: string; secret_set_at: Date }>(
        "SELECT key_id, secret_set_at FROM sales_payment_settings WHERE org_id = $1",
        [c.orgId],
      );
      return {
        keyId: rows[0]?.key_id ?? null,
        secretSetAt: iso(rows[0]?.secret_set_at),
        notifyPath: "/api/payment/notify",
        windowSeconds: PAYMENT_NOTIFY_WINDOW_SECONDS,
      };
    },
  );

  post(
    app,
    "/api/finance/rotateSecret",
    {
      access: online,
      body: emptyBody,
      summary: "Generate or rotate the notification secret (shown once)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      const secret = `sk_${randomBytes(32).toString("base64url")}`;
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ key_id: string }>(
          `INSERT INTO sales_payment_settings (org_id, key_id, secret, secret_set_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (org_id) DO UPDATE SET secret = EXCLUDED.secret, secret_set_at = EXCLUDED.secret_set_at
           RETURNING key_id`,
          [c.orgId, `pk_${randomBytes(12).toString("hex")}`, secret, now],
        );
        await audit(q, c, now, "paymentSettings", c.orgId, "rotateSecret");
        return { keyId: rows[0]!.key_id, secret, secretSetAt: now.toISOString() };
      });
    },
  );

  post(
    app,
    "/api/finance/staffList",
    { access: staff, body: financeStaffListBody, summary: "Members who may confirm collections", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const { rows } = await app.db.query<{
        id: string;
        name: string;
        phone: string;
        role_name: string;
        status: string;
        created_at: Date;
        total: number;
      }>(
        `SELECT m.id, m.name, m.phone, r.name AS role_name, m.status, f.created_at, count(*) OVER ()::int AS total
           FROM sales_finance_staff f JOIN members m ON m.id = f.member_id JOIN roles r ON r.id = m.role_id
          WHERE f.org_id = $1 AND ($2::text IS NULL OR m.name ILIKE '%' || $2 || '%' OR m.phone LIKE '%' || $2 || '%')
          ORDER BY f.created_at, m.id LIMIT $3 OFFSET $4`,
        [c.orgId, b.keyword || null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, (m) => ({
        memberId: m.id,
        name: m.name,
        phone: m.phone,
        roleName: m.role_name,
        status: m.status,
        addedAt: iso(m.created_at)!,
      }));
    },
  );

  post(
    app,
    "/api/finance/staffAdd",
    { access: staff, body: financeStaffAddBody, summary: "Name members as finance staff", tags },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        let added = 0;
        for (const memberId of [...new Set(req.body.memberIds)]) {
          const m = await memberRef(q, c.orgId, memberId, "memberIds");
          const { rows } = await q.query(
            `INSERT INTO sales_finance_staff (org_id, member_id, created_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING RETURNING member_id`,
            [c.orgId, memberId, now],
          );
          if (rows.length) {
            added += 1;
            await audit(q, c, now, "financeStaff", memberId, "add", null, m.name);
          }
        }
        return { added };
      });
    },
  );

  post(
    app,
    "/api/finance/staffRemove",
    { access: staff, body: financeStaffRemoveBody, summary: "Remove a member from the finance staff", tags },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ name: string }>(
          `DELETE FROM sales_finance_staff f USING members m
            WHERE f.org_id = $1 AND f.member_id = $2 AND m.id = f.member_id RETURNING m.name`,
          [c.orgId, req.body.memberId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        await audit(q, c, now, "financeStaff", req.body.memberId, "remove", rows[0].name, null);
        return null;
      });
    },
  );
}
