import { nothing, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { customerPage } from "./customer.schema.ts";
import { orderPage } from "./order.schema.ts";
import {
  createTeamBody,
  teamCreated,
  teamDetail,
  teamIdBody,
  teamListBody,
  teamOptions,
  teamPage,
  teamPagedBody,
  updateTeamBody,
} from "./team.schema.ts";

const tag = "sales: teams";
const access = { menu: Menu.Teams };

/** Sales teams and their members (menu 1800; options for any member) (docs/api-sales.md "Teams"). */
export const teamContract = {
  list: contract({
    path: "/api/team/list",
    access,
    body: teamListBody,
    response: teamPage,
    summary: "Sales teams, paged",
    tag,
  }),
  options: contract({
    path: "/api/team/options",
    access: "member",
    body: emptyBody,
    response: teamOptions,
    summary: "Teams for selects",
    tag,
  }),
  create: contract({
    path: "/api/team/create",
    access,
    body: createTeamBody,
    response: teamCreated,
    refusals: [Code.NotFound],
    summary: "Add a team",
    tag,
  }),
  update: contract({
    path: "/api/team/update",
    access,
    body: updateTeamBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a team and its members",
    tag,
  }),
  delete: contract({
    path: "/api/team/delete",
    access,
    body: teamIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a team that owns nothing",
    tag,
  }),
  detail: contract({
    path: "/api/team/detail",
    access,
    body: teamIdBody,
    response: teamDetail,
    refusals: [Code.NotFound],
    summary: "A team with its members",
    tag,
  }),
  customers: contract({
    path: "/api/team/customers",
    access,
    body: teamPagedBody,
    response: customerPage,
    refusals: [Code.NotFound],
    summary: "A team's customers",
    tag,
  }),
  orders: contract({
    path: "/api/team/orders",
    access,
    body: teamPagedBody,
    response: orderPage,
    refusals: [Code.NotFound],
    summary: "A team's orders",
    tag,
  }),
};
