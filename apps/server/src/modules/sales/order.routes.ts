import {
  collectionPage,
  createOrderBody,
  Menu,
  nothing,
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
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx, requireAnyMenu } from "./common.ts";
import {
  createOrder,
  deleteOrder,
  orderOptions as findOrderOptions,
  getOrderDetail,
  listOrderCollections,
  listOrders,
  transitionOrder,
  updateOrder,
} from "./order.service.ts";

export async function orderRoutes(app: FastifyInstance) {
  const tags = ["sales: orders"];
  const access = { menu: Menu.Orders };

  post(
    app,
    "/api/order/list",
    { access, body: orderListBody, response: orderPage, summary: "Orders, paged", tags },
    async (req) => listOrders(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/order/options",
    {
      access: "member",
      body: orderOptionsBody,
      response: orderOptions,
      summary: "Orders for selects (1300, 1500 or 1601)",
      tags,
    },
    async (req) => {
      const c = requireMember(req);
      requireAnyMenu(c, [Menu.Orders, Menu.Tasks, Menu.OfflinePayment]);
      return findOrderOptions(app.db, c, req.body);
    },
  );

  post(
    app,
    "/api/order/create",
    { access, body: createOrderBody, response: orderCreated, summary: "Add an order (draft)", tags },
    async (req) => inTx(app, req, (q, c, now) => createOrder(q, c, now, req.body)),
  );

  post(
    app,
    "/api/order/update",
    {
      access,
      body: updateOrderBody,
      response: versioned,
      summary: "Edit a draft order (lines replaced)",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => updateOrder(q, c, now, req.body)),
  );

  post(
    app,
    "/api/order/delete",
    { access, body: orderIdBody, response: nothing, summary: "Delete a draft order", tags },
    async (req) => inTx(app, req, (q, c, now) => deleteOrder(q, c, now, req.body.orderId)),
  );

  post(
    app,
    "/api/order/detail",
    {
      access,
      body: orderIdBody,
      response: orderDetail,
      summary: "An order with its lines and amounts",
      tags,
    },
    async (req) => getOrderDetail(app.db, requireMember(req), req.body.orderId),
  );

  post(
    app,
    "/api/order/transition",
    {
      access,
      body: orderTransitionBody,
      response: orderTransitioned,
      summary: "Move an order to its next state, or cancel it",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => transitionOrder(q, c, now, req.body)),
  );

  post(
    app,
    "/api/order/collections",
    {
      access,
      body: orderPagedBody,
      response: collectionPage,
      summary: "An order's collections (offline and online)",
      tags,
    },
    async (req) => listOrderCollections(app.db, requireMember(req), req.body),
  );
}
