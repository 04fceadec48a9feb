import {
  addContactBody,
  addFollowUpBody,
  Code,
  contactIdBody,
  createCustomerBody,
  customerIdBody,
  customerListBody,
  customerOptionsBody,
  customerPagedBody,
  Menu,
  translate,
  updateCustomerBody,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { regionNames } from "../region/region.service.ts";
import {
  audit,
  type Caller,
  caller,
  iso,
  memberRef,
  requireAnyMenu,
  requireKind,
  teamOfMember,
  teamRef,
  visibleKinds,
} from "./common.ts";
import {
  customerDetail,
  findCustomer,
  findDuplicates,
  kindColumns,
  pageCustomers,
  toCustomerItem,
} from "./customer.repository.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";
import { pageTasks, toTaskItem } from "./task.repository.ts";

const MAX_CONTACTS = 50;

/** The customer of this enterprise (1002) whose kind's menu the caller holds (6). */
async function customerFor(q: Queryable, c: Caller, customerId: string, lock = "") {
  const found = await findCustomer(q, c.orgId, customerId, lock);
  if (!found) throw new AppError(Code.NotFound);
  requireKind(c, found.kind);
  return found;
}

/** Refuses a duplicate phone / credit code unless confirmed (docs/api-sales.md "Duplicates are warned"). */
async function checkDuplicates(
  req: FastifyRequest,
  q: Queryable,
  c: Caller,
  exceptId: string | null,
  b: { phone: string; kind: string; creditCode?: string; confirmDuplicate?: boolean },
) {
  if (b.confirmDuplicate) return;
  const creditCode = b.kind === "enterprise" ? (b.creditCode ?? null) : null;
  const duplicates = await findDuplicates(q, c.orgId, exceptId, b.phone, creditCode);
  if (!duplicates.length) return;
  const fields = [...new Set(duplicates.map((d) => d.field))];
  const keyOf = (f: string) => (f === "phone" ? "sales.duplicatePhone" : "sales.duplicateCreditCode");
  throw new AppError(Code.ValidationFailed, {
    msgKey: keyOf(fields[0]!),
    data: {
      errors: fields.map((f) => ({ field: f, message: translate(req.lang, keyOf(f)) })),
      duplicates,
    },
  });
}

function checkRegion(b: { province: string; city: string; area: string }) {
  if (!regionNames(b.province, b.city, b.area)) throw fieldError("area", "validation.regionRequired");
}

export async function customerRoutes(app: FastifyInstance) {
  const tags = ["sales: customers"];
  const access = "member" as const;

  post(
    app,
    "/api/customer/list",
    { access, body: customerListBody, summary: "Customers of one kind, paged (menu of the kind)", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      requireKind(c, b.kind);
      const rows = await pageCustomers(app.db, c.orgId, {
        ...b,
        kinds: [b.kind],
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return toPage(rows, b, toCustomerItem);
    },
  );

  post(
    app,
    "/api/customer/options",
    { access, body: customerOptionsBody, summary: "Customers for selects (kinds the caller may see)", tags },
    async (req) => {
      const c = caller(req);
      requireAnyMenu(c, [
        Menu.BusinessCustomer,
        Menu.StoreCustomer,
        Menu.PersonalCustomer,
        Menu.Orders,
        Menu.Tasks,
      ]);
      const b = req.body;
      // Order and task screens pick customers of every kind; the customer screens only their own.
      const all = [Menu.Orders, Menu.Tasks].some((m) => c.isSuper || c.menus.has(m));
      const kinds = (all ? (["enterprise", "store", "personal"] as const) : visibleKinds(c)).filter(
        (k) => !b.kind || k === b.kind,
      );
      const rows = await pageCustomers(app.db, c.orgId, {
        kinds: [...kinds],
        keyword: b.keyword,
        sort: "nameAsc",
        limit: 50,
        offset: 0,
      });
      return rows.map((r) => ({
        customerId: r.id,
        kind: r.kind,
        name: r.name,
        phone: r.phone,
        ownerMemberId: r.owner_member_id,
        teamId: r.team_id,
      }));
    },
  );

  post(
    app,
    "/api/customer/create",
    { access, body: createCustomerBody, summary: "Add a customer (menu of the kind)", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      requireKind(c, b.kind);
      checkRegion(b);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const ownerId = b.ownerMemberId ?? c.memberId;
        await memberRef(q, c.orgId, ownerId, "ownerMemberId");
        let teamId: string | null;
        if (b.teamId) teamId = (await teamRef(q, c.orgId, b.teamId)).id;
        else teamId = b.teamId === null ? null : await teamOfMember(q, c.orgId, ownerId);
        await checkDuplicates(req, q, c, null, b);
        const cols = kindColumns(b);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO customers (org_id, kind, name, credit_code, contact_name, brand, gender, phone, province, city, area,
             address, level, source, remark, owner_member_id, team_id, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19) RETURNING id`,
          [
            c.orgId,
            b.kind,
            cols.name,
            cols.credit_code,
            cols.contact_name,
            cols.brand,
            cols.gender,
            cols.phone,
            cols.province,
            cols.city,
            cols.area,
            cols.address,
            cols.level,
            cols.source,
            cols.remark,
            ownerId,
            teamId,
            c.userId,
            now,
          ],
        );
        const customerId = rows[0]!.id;
        await audit(q, c, now, "customer", customerId, "create", null, b.name, { kind: b.kind });
        return { customerId };
      });
    },
  );

  post(
    app,
    "/api/customer/update",
    {
      access,
      body: updateCustomerBody,
      summary: "Edit a customer (owner and team change by transfer)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const found = await customerFor(q, c, b.customerId);
        if (found.kind !== b.kind) throw fieldError("kind", "sales.kindMismatch");
        checkRegion(b);
        await checkDuplicates(req, q, c, b.customerId, b);
        const version = await updateVersioned(
          q,
          "customers",
          { id: b.customerId, orgId: c.orgId, version: b.version },
          kindColumns(b),
          now,
        );
        await audit(q, c, now, "customer", b.customerId, "update", found.name, b.name);
        return { version };
      });
    },
  );

  post(
    app,
    "/api/customer/delete",
    { access, body: customerIdBody, summary: "Delete a customer without orders", tags },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const found = await customerFor(q, c, req.body.customerId, "FOR UPDATE");
        const { rows } = await q.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sales_orders WHERE customer_id = $1",
          [found.id],
        );
        if (rows[0]!.n > 0) {
          throw new AppError(Code.InvalidState, {
            msgKey: "sales.customerHasOrders",
            data: { from: "hasOrders", action: "delete" },
          });
        }
        await q.query(
          "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'customer' AND entity_id = $2",
          [c.orgId, found.id],
        );
        await q.query("DELETE FROM customers WHERE id = $1 AND org_id = $2", [found.id, c.orgId]);
        await audit(q, c, now, "customer", found.id, "delete", found.name, null, { kind: found.kind });
        return null;
      });
    },
  );

  post(
    app,
    "/api/customer/detail",
    { access, body: customerIdBody, summary: "A customer's profile, contacts and figures", tags },
    async (req) => {
      const c = caller(req);
      await customerFor(app.db, c, req.body.customerId);
      const row = (await customerDetail(app.db, c.orgId, req.body.customerId))!;
      const contacts = await app.db.query<{
        id: string;
        name: string;
        phone: string;
        position: string;
        created_at: Date;
      }>(
        "SELECT id, name, phone, position, created_at FROM customer_contacts WHERE customer_id = $1 AND org_id = $2 ORDER BY created_at, id",
        [row.id, c.orgId],
      );
      const { rows } = await app.db.query<{
        order_count: number;
        order_total_fen: number;
        received_fen: number;
        open_task_count: number;
        follow_up_count: number;
      }>(
        `SELECT
          (SELECT count(*) FROM sales_orders o WHERE o.customer_id = $1 AND o.status <> 'cancelled')::int AS order_count,
          (SELECT COALESCE(sum(o.total_fen), 0) FROM sales_orders o WHERE o.customer_id = $1 AND o.status <> 'cancelled')::bigint AS order_total_fen,
          (SELECT COALESCE(sum(s.amount_fen), 0) FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id
            WHERE o.customer_id = $1 AND o.status <> 'cancelled' AND s.status = 'confirmed')::bigint AS received_fen,
          (SELECT count(*) FROM sales_tasks k WHERE k.customer_id = $1 AND k.status <> 'done')::int AS open_task_count,
          (SELECT count(*) FROM customer_followups f WHERE f.customer_id = $1)::int AS follow_up_count`,
        [row.id],
      );
      const s = rows[0]!;
      return {
        ...toCustomerItem(row),
        contacts: contacts.rows.map((x) => ({
          contactId: x.id,
          name: x.name,
          phone: x.phone,
          position: x.position,
          createdAt: iso(x.created_at)!,
        })),
        stats: {
          orderCount: s.order_count,
          orderTotalFen: Number(s.order_total_fen),
          receivedFen: Number(s.received_fen),
          outstandingFen: Number(s.order_total_fen) - Number(s.received_fen),
          openTaskCount: s.open_task_count,
          followUpCount: s.follow_up_count,
        },
      };
    },
  );

  post(
    app,
    "/api/customer/addContact",
    { access, body: addContactBody, summary: "Add a contact to a customer", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const found = await customerFor(q, c, b.customerId, "FOR UPDATE");
        const { rows: n } = await q.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM customer_contacts WHERE customer_id = $1",
          [found.id],
        );
        if (n[0]!.n >= MAX_CONTACTS) {
          throw new AppError(Code.InvalidState, {
            msgKey: "sales.tooManyContacts",
            data: { from: "full", action: "addContact" },
          });
        }
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO customer_contacts (org_id, customer_id, name, phone, position, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [c.orgId, found.id, b.name, b.phone, b.position, now],
        );
        await audit(q, c, now, "customer", found.id, "addContact", null, b.name);
        return { contactId: rows[0]!.id };
      });
    },
  );

  post(
    app,
    "/api/customer/removeContact",
    { access, body: contactIdBody, summary: "Remove a contact", tags },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ customer_id: string; name: string }>(
          "SELECT customer_id, name FROM customer_contacts WHERE id = $1 AND org_id = $2",
          [req.body.contactId, c.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        await customerFor(q, c, rows[0].customer_id);
        await q.query("DELETE FROM customer_contacts WHERE id = $1 AND org_id = $2", [
          req.body.contactId,
          c.orgId,
        ]);
        await audit(q, c, now, "customer", rows[0].customer_id, "removeContact", rows[0].name, null);
        return null;
      });
    },
  );

  post(
    app,
    "/api/customer/followUps",
    { access, body: customerPagedBody, summary: "A customer's follow-up records, newest first", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const { rows } = await app.db.query<{
        id: string;
        method: string;
        content: string;
        followed_at: Date;
        next_at: Date | null;
        member_id: string | null;
        member_name: string | null;
        created_at: Date;
        total: number;
      }>(
        `SELECT f.id, f.method, f.content, f.followed_at, f.next_at, f.member_id, m.name AS member_name, f.created_at,
                count(*) OVER ()::int AS total
           FROM customer_followups f LEFT JOIN members m ON m.id = f.member_id
          WHERE f.customer_id = $1 AND f.org_id = $2
          ORDER BY f.followed_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
        [b.customerId, c.orgId, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, (f) => ({
        followUpId: f.id,
        method: f.method,
        content: f.content,
        followedAt: iso(f.followed_at)!,
        nextAt: iso(f.next_at),
        memberId: f.member_id,
        memberName: f.member_name,
        createdAt: iso(f.created_at)!,
      }));
    },
  );

  post(
    app,
    "/api/customer/addFollowUp",
    { access, body: addFollowUpBody, summary: "Record a follow-up with a customer", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      const followedAt = b.followedAt ? new Date(b.followedAt) : now;
      // A minute of leeway for clocks that differ a little.
      if (followedAt.getTime() > now.getTime() + 60_000)
        throw fieldError("followedAt", "sales.followedAtFuture");
      return app.db.tx(async (q) => {
        const found = await customerFor(q, c, b.customerId);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO customer_followups (org_id, customer_id, member_id, method, content, followed_at, next_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            c.orgId,
            found.id,
            c.memberId,
            b.method,
            b.content,
            followedAt,
            b.nextAt ? new Date(b.nextAt) : null,
            now,
          ],
        );
        await audit(q, c, now, "customer", found.id, "followUp", null, b.method);
        return { followUpId: rows[0]!.id };
      });
    },
  );

  post(
    app,
    "/api/customer/orders",
    { access, body: customerPagedBody, summary: "A customer's orders, paged", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const rows = await pageOrders(app.db, c.orgId, {
        customerId: b.customerId,
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return toPage(rows, b, toOrderItem);
    },
  );

  post(
    app,
    "/api/customer/tasks",
    { access, body: customerPagedBody, summary: "A customer's tasks, paged", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const now = app.clock.now();
      const rows = await pageTasks(app.db, c.orgId, {
        scope: "all",
        memberId: c.memberId,
        customerId: b.customerId,
        now,
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return toPage(rows, b, toTaskItem(now));
    },
  );
}
