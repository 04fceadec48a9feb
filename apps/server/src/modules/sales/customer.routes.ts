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
  nothing,
  orderPage,
  taskPage,
  updateCustomerBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx } from "./common.ts";
import {
  addContact,
  addFollowUp,
  createCustomer,
  deleteCustomer,
  customerOptions as findCustomerOptions,
  getCustomerDetail,
  listCustomerOrders,
  listCustomers,
  listCustomerTasks,
  listFollowUps,
  removeContact,
  updateCustomer,
} from "./customer.service.ts";

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
    async (req) => listCustomers(app.db, requireMember(req), req.body),
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
    async (req) => findCustomerOptions(app.db, requireMember(req), req.body),
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
    async (req) => listFollowUps(app.db, requireMember(req), req.body),
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
    async (req) => listCustomerOrders(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/customer/tasks",
    { access, body: customerPagedBody, response: taskPage, summary: "A customer's tasks, paged", tags },
    async (req) => listCustomerTasks(app.db, requireMember(req), app.clock.now(), req.body),
  );
}
