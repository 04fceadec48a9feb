import {
  belongCustomerPage,
  belongHistoryBody,
  belongListBody,
  belongOrderPage,
  belongTaskPage,
  Menu,
  ownershipHistoryPage,
  transferBody,
  transferred,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { ownedCustomers, ownedOrders, ownedTasks, ownershipHistory, transfer } from "./belong.service.ts";
import { inTx } from "./common.ts";

export async function belongRoutes(app: FastifyInstance) {
  const tags = ["sales: ownership"];

  post(
    app,
    "/api/belong/customerList",
    {
      access: { menu: Menu.BelongCustomer },
      body: belongListBody,
      response: belongCustomerPage,
      summary: "Owners of customers, paged",
      tags,
    },
    async (req) => ownedCustomers(app.db, requireMember(req), req.body),
  );
  post(
    app,
    "/api/belong/orderList",
    {
      access: { menu: Menu.BelongOrder },
      body: belongListBody,
      response: belongOrderPage,
      summary: "Owners of orders, paged",
      tags,
    },
    async (req) => ownedOrders(app.db, requireMember(req), req.body),
  );
  post(
    app,
    "/api/belong/taskList",
    {
      access: { menu: Menu.BelongTask },
      body: belongListBody,
      response: belongTaskPage,
      summary: "Owners of tasks, paged",
      tags,
    },
    async (req) => ownedTasks(app.db, requireMember(req), app.clock.now(), req.body),
  );

  const menus = { customer: Menu.BelongCustomer, order: Menu.BelongOrder, task: Menu.BelongTask };
  for (const entity of ["customer", "order", "task"] as const) {
    post(
      app,
      `/api/belong/${entity}Transfer`,
      {
        access: { menu: menus[entity] },
        body: transferBody,
        response: transferred,
        summary: `Transfer ${entity}s to another member or team`,
        tags,
      },
      async (req) => inTx(app, req, (q, c, now) => transfer(q, c, now, entity, req.body)),
    );
  }

  post(
    app,
    "/api/belong/history",
    {
      access: "member",
      body: belongHistoryBody,
      response: ownershipHistoryPage,
      summary: "Ownership history of one customer, order or task (menus: see docs/api-sales.md)",
      tags,
    },
    async (req) => ownershipHistory(app.db, requireMember(req), req.body),
  );
}
