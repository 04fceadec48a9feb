import {
  addContactBody,
  addFollowUpBody,
  contactAdded,
  contactIdBody,
  createCustomerBody,
  customerCreated,
  customerDetail,
  customerIdBody,
  customerListBody,
  customerOptions,
  customerOptionsBody,
  customerPage,
  customerPagedBody,
  followUpAdded,
  followUpPage,
  Menu,
  nothing,
  orderPage,
  taskPage,
  updateCustomerBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx, iso, KINDS, pageWindow, requireAnyMenu, requireKind, visibleKinds } from "./common.ts";
import { pageCustomers, pageFollowUps, toCustomerItem } from "./customer.repository.ts";
import {
  addContact,
  addFollowUp,
  createCustomer,
  customerFor,
  deleteCustomer,
  getCustomerDetail,
  removeContact,
  updateCustomer,
} from "./customer.service.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";
import { pageTasks, toTaskItem } from "./task.repository.ts";

export async function customerRoutes(app: FastifyInstance) {
  const tags = ["sales: customers"];
  const access = "member" as const;

  post(
    app,
    "/api/customer/list",
    {
      access,
      body: customerListBody,
      response: customerPage,
      summary: "Customers of one kind, paged (menu of the kind)",
      tags,
    },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      requireKind(c, b.kind);
      const rows = await pageCustomers(app.db, c.orgId, { ...b, kinds: [b.kind], ...pageWindow(b) });
      return toPage(rows, b, toCustomerItem);
    },
  );

  post(
    app,
    "/api/customer/options",
    {
      access,
      body: customerOptionsBody,
      response: customerOptions,
      summary: "Customers for selects (kinds the caller may see)",
      tags,
    },
    async (req) => {
      const c = requireMember(req);
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
      const kinds = (all ? KINDS : visibleKinds(c)).filter((k) => !b.kind || k === b.kind);
      const rows = await pageCustomers(app.db, c.orgId, {
        kinds,
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
    {
      access,
      body: createCustomerBody,
      response: customerCreated,
      summary: "Add a customer (menu of the kind)",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => createCustomer(q, c, req.lang, now, req.body)),
  );

  post(
    app,
    "/api/customer/update",
    {
      access,
      body: updateCustomerBody,
      response: versioned,
      summary: "Edit a customer (owner and team change by transfer)",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => updateCustomer(q, c, req.lang, now, req.body)),
  );

  post(
    app,
    "/api/customer/delete",
    { access, body: customerIdBody, response: nothing, summary: "Delete a customer without orders", tags },
    async (req) => inTx(app, req, (q, c, now) => deleteCustomer(q, c, now, req.body.customerId)),
  );

  post(
    app,
    "/api/customer/detail",
    {
      access,
      body: customerIdBody,
      response: customerDetail,
      summary: "A customer's profile, contacts and figures",
      tags,
    },
    async (req) => getCustomerDetail(app.db, requireMember(req), req.body.customerId),
  );

  post(
    app,
    "/api/customer/addContact",
    { access, body: addContactBody, response: contactAdded, summary: "Add a contact to a customer", tags },
    async (req) => inTx(app, req, (q, c, now) => addContact(q, c, now, req.body)),
  );

  post(
    app,
    "/api/customer/removeContact",
    { access, body: contactIdBody, response: nothing, summary: "Remove a contact", tags },
    async (req) => inTx(app, req, (q, c, now) => removeContact(q, c, now, req.body.contactId)),
  );

  post(
    app,
    "/api/customer/followUps",
    {
      access,
      body: customerPagedBody,
      response: followUpPage,
      summary: "A customer's follow-up records, newest first",
      tags,
    },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const rows = await pageFollowUps(app.db, c.orgId, b.customerId, pageWindow(b));
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
    {
      access,
      body: addFollowUpBody,
      response: followUpAdded,
      summary: "Record a follow-up with a customer",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => addFollowUp(q, c, now, req.body)),
  );

  post(
    app,
    "/api/customer/orders",
    { access, body: customerPagedBody, response: orderPage, summary: "A customer's orders, paged", tags },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const rows = await pageOrders(app.db, c.orgId, { customerId: b.customerId, ...pageWindow(b) });
      return toPage(rows, b, toOrderItem);
    },
  );

  post(
    app,
    "/api/customer/tasks",
    { access, body: customerPagedBody, response: taskPage, summary: "A customer's tasks, paged", tags },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      await customerFor(app.db, c, b.customerId);
      const now = app.clock.now();
      const rows = await pageTasks(app.db, c.orgId, {
        scope: "all",
        memberId: c.memberId,
        customerId: b.customerId,
        now,
        ...pageWindow(b),
      });
      return toPage(rows, b, toTaskItem(now));
    },
  );
}
