import { nothing, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
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
  updateCustomerBody,
} from "./customer.schema.ts";
import { orderPage } from "./order.schema.ts";
import { taskPage } from "./task.schema.ts";

const tag = "sales: customers";
/** Any member: each endpoint checks the menu of the customer's kind (1201/1202/1203) itself (code 6). */
const access = "member";

/** Customers, their contacts and follow-ups (docs/api-sales.md "Customers"). */
export const customerContract = {
  list: contract({
    path: "/api/customer/list",
    access,
    body: customerListBody,
    response: customerPage,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "Customers of one kind, paged (menu of the kind)",
    tag,
  }),
  options: contract({
    path: "/api/customer/options",
    access,
    body: customerOptionsBody,
    response: customerOptions,
    refusals: [Code.NoPermission],
    summary: "Customers for selects (kinds the caller may see)",
    tag,
  }),
  create: contract({
    path: "/api/customer/create",
    access,
    body: createCustomerBody,
    response: customerCreated,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "Add a customer (menu of the kind)",
    tag,
  }),
  update: contract({
    path: "/api/customer/update",
    access,
    body: updateCustomerBody,
    response: versioned,
    refusals: [Code.NoPermission, Code.NotFound, Code.Conflict],
    summary: "Edit a customer (owner and team change by transfer)",
    tag,
  }),
  delete: contract({
    path: "/api/customer/delete",
    access,
    body: customerIdBody,
    response: nothing,
    refusals: [Code.NoPermission, Code.NotFound, Code.InvalidState],
    summary: "Delete a customer without orders",
    tag,
  }),
  detail: contract({
    path: "/api/customer/detail",
    access,
    body: customerIdBody,
    response: customerDetail,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "A customer's profile, contacts and figures",
    tag,
  }),
  addContact: contract({
    path: "/api/customer/addContact",
    access,
    body: addContactBody,
    response: contactAdded,
    refusals: [Code.NoPermission, Code.NotFound, Code.InvalidState],
    summary: "Add a contact to a customer",
    tag,
  }),
  removeContact: contract({
    path: "/api/customer/removeContact",
    access,
    body: contactIdBody,
    response: nothing,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "Remove a contact",
    tag,
  }),
  followUps: contract({
    path: "/api/customer/followUps",
    access,
    body: customerPagedBody,
    response: followUpPage,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "A customer's follow-up records, newest first",
    tag,
  }),
  addFollowUp: contract({
    path: "/api/customer/addFollowUp",
    access,
    body: addFollowUpBody,
    response: followUpAdded,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "Record a follow-up with a customer",
    tag,
  }),
  orders: contract({
    path: "/api/customer/orders",
    access,
    body: customerPagedBody,
    response: orderPage,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "A customer's orders, paged",
    tag,
  }),
  tasks: contract({
    path: "/api/customer/tasks",
    access,
    body: customerPagedBody,
    response: taskPage,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "A customer's tasks, paged",
    tag,
  }),
};
