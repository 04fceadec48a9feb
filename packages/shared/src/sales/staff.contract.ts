import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { salesHomeCards, staffListBody, staffOptions, staffOptionsBody, staffPage } from "./staff.schema.ts";

const tag = "sales: staff";

/** Sales staff and their figures (menu 1400; options for any member) (docs/api-sales.md "Staff"). */
export const staffContract = {
  list: contract({
    path: "/api/staff/list",
    access: { menu: Menu.Staff },
    body: staffListBody,
    response: staffPage,
    refusals: [Code.NotFound],
    summary: "Sales staff with their figures for a period",
    tag,
  }),
  options: contract({
    path: "/api/staff/options",
    access: "member",
    body: staffOptionsBody,
    response: staffOptions,
    refusals: [Code.NotFound],
    summary: "Enabled members for owner / assignee selects",
    tag,
  }),
};

/** The home page's sales cards (menu 1001). */
export const salesHomeContract = {
  cards: contract({
    path: "/api/salesHome/cards",
    access: { menu: Menu.HomePage },
    body: emptyBody,
    response: salesHomeCards,
    summary: "Home cards: my customers, tasks, this month",
    tag,
  }),
};
