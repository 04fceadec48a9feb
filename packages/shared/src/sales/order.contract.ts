import { nothing, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { collectionPage } from "./finance.schema.ts";
import {
  createOrderBody,
  orderCreated,
  orderDetail,
  orderIdBody,
  orderListBody,
  orderOptions,
  orderOptionsBody,
  orderPage,
  orderPagedBody,
  orderTransitionBody,
  orderTransitioned,
  updateOrderBody,
} from "./order.schema.ts";

const tag = "sales: orders";
const access = { menu: Menu.Orders };

/** Sales orders (menu 1300; options for 1300, 1500 or 1601) (docs/api-sales.md "Orders"). */
export const orderContract = {
  list: contract({
    path: "/api/order/list",
    access,
    body: orderListBody,
    response: orderPage,
    refusals: [Code.NotFound],
    summary: "Orders, paged",
    tag,
  }),
  options: contract({
    path: "/api/order/options",
    access: "member",
    body: orderOptionsBody,
    response: orderOptions,
    refusals: [Code.NoPermission, Code.NotFound],
    summary: "Orders for selects (1300, 1500 or 1601)",
    tag,
  }),
  create: contract({
    path: "/api/order/create",
    access,
    body: createOrderBody,
    response: orderCreated,
    refusals: [Code.NotFound],
    summary: "Add an order (draft)",
    tag,
  }),
  update: contract({
    path: "/api/order/update",
    access,
    body: updateOrderBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Edit a draft order (lines replaced)",
    tag,
  }),
  delete: contract({
    path: "/api/order/delete",
    access,
    body: orderIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a draft order",
    tag,
  }),
  detail: contract({
    path: "/api/order/detail",
    access,
    body: orderIdBody,
    response: orderDetail,
    refusals: [Code.NotFound],
    summary: "An order with its lines and amounts",
    tag,
  }),
  transition: contract({
    path: "/api/order/transition",
    access,
    body: orderTransitionBody,
    response: orderTransitioned,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Move an order to its next state, or cancel it",
    tag,
  }),
  collections: contract({
    path: "/api/order/collections",
    access,
    body: orderPagedBody,
    response: collectionPage,
    refusals: [Code.NotFound],
    summary: "An order's collections (offline and online)",
    tag,
  }),
};
