import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  belongCustomerPage,
  belongHistoryBody,
  belongListBody,
  belongOrderPage,
  belongTaskPage,
  ownershipHistoryPage,
  transferBody,
  transferred,
} from "./belong.schema.ts";

const tag = "sales: ownership";
const customers = { menu: Menu.BelongCustomer };
const orders = { menu: Menu.BelongOrder };
const tasks = { menu: Menu.BelongTask };

/** Business ownership: who owns customers, orders and tasks, transfers and their history (1701-1703). */
export const belongContract = {
  customerList: contract({
    path: "/api/belong/customerList",
    access: customers,
    body: belongListBody,
    response: belongCustomerPage,
    refusals: [Code.NotFound],
    summary: "Owners of customers, paged",
    tag,
  }),
  orderList: contract({
    path: "/api/belong/orderList",
    access: orders,
    body: belongListBody,
    response: belongOrderPage,
    refusals: [Code.NotFound],
    summary: "Owners of orders, paged",
    tag,
  }),
  taskList: contract({
    path: "/api/belong/taskList",
    access: tasks,
    body: belongListBody,
    response: belongTaskPage,
    refusals: [Code.NotFound],
    summary: "Owners of tasks, paged",
    tag,
  }),
  customerTransfer: contract({
    path: "/api/belong/customerTransfer",
    access: customers,
    body: transferBody,
    response: transferred,
    refusals: [Code.NotFound],
    summary: "Transfer customers to another member or team",
    tag,
  }),
  orderTransfer: contract({
    path: "/api/belong/orderTransfer",
    access: orders,
    body: transferBody,
    response: transferred,
    refusals: [Code.NotFound],
    summary: "Transfer orders to another member or team",
    tag,
  }),
  taskTransfer: contract({
    path: "/api/belong/taskTransfer",
    access: tasks,
    body: transferBody,
    response: transferred,
    refusals: [Code.NotFound],
    summary: "Transfer tasks to another member or team",
    tag,
  }),
  history: contract({
    path: "/api/belong/history",
    access: "member",
    body: belongHistoryBody,
    response: ownershipHistoryPage,
    refusals: [Code.NotFound, Code.NoPermission],
    summary: "Ownership history of one customer, order or task (menus: see docs/api-sales.md)",
    tag,
  }),
};
