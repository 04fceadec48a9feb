import {
  emptyBody,
  Menu,
  salesHomeCards,
  staffListBody,
  staffOptions,
  staffOptionsBody,
  staffPage,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { staffOptions as findStaffOptions, homeCards, listStaff } from "./staff.service.ts";

export async function staffRoutes(app: FastifyInstance) {
  const tags = ["sales: staff"];

  post(
    app,
    "/api/staff/list",
    {
      access: { menu: Menu.Staff },
      body: staffListBody,
      response: staffPage,
      summary: "Sales staff with their figures for a period",
      tags,
    },
    async (req) => listStaff(app.db, requireMember(req), req.lang, app.clock.now(), req.body),
  );

  post(
    app,
    "/api/staff/options",
    {
      access: "member",
      body: staffOptionsBody,
      response: staffOptions,
      summary: "Enabled members for owner / assignee selects",
      tags,
    },
    async (req) => findStaffOptions(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/salesHome/cards",
    {
      access: { menu: Menu.HomePage },
      body: emptyBody,
      response: salesHomeCards,
      summary: "Home cards: my customers, tasks, this month",
      tags,
    },
    async (req) => homeCards(app.db, requireMember(req), app.clock.now()),
  );
}
