import {
  Menu,
  type SalesHomeScope,
  type staffListBody,
  type staffOptionsBody,
  TASK_DUE_SOON_HOURS,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { MemberCtx } from "../../lib/context.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import { hasMenu } from "../../plugins/auth.ts";
import { roleDisplayName } from "../account/user.service.ts";
import { businessMonth, pageWindow, teamRef } from "./common.ts";
import { homeFigures, listStaffOptions, pageStaff } from "./staff.repository.ts";

/** Menus that make a member sales staff (besides being in a team or the super administrator). */
const SALES_MENUS = [Menu.BusinessCustomer, Menu.StoreCustomer, Menu.PersonalCustomer];

/** Sales staff with their figures for a period (default the current business month). */
export async function listStaff(ctx: MemberCtx, b: z.output<typeof staffListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  const lang = ctx.lang;
  await assertOwned(q, c.orgId, { team: b.teamId });
  const month = businessMonth(now);
  const dateFrom = b.dateFrom ?? month.from;
  const dateTo = b.dateTo ?? month.to;
  const rows = await pageStaff(q, c.orgId, {
    keyword: b.keyword,
    teamId: b.teamId,
    dateFrom,
    dateTo,
    salesMenus: SALES_MENUS,
    ...pageWindow(b),
  });
  return {
    ...toPage(rows, b, (m) => ({
      memberId: m.id,
      name: m.name,
      phone: m.phone,
      staffNo: m.staff_no,
      roleName: roleDisplayName(lang, { name: m.role_name, is_super: m.is_super }),
      teamId: m.team_id,
      teamName: m.team_name,
      customerCount: m.customer_count,
      orderCount: m.order_count,
      orderAmountFen: Number(m.order_amount_fen),
      collectedFen: Number(m.collected_fen),
    })),
    dateFrom,
    dateTo,
  };
}

export async function staffOptions(ctx: MemberCtx, b: z.output<typeof staffOptionsBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  if (b.teamId) await teamRef(q, c.orgId, b.teamId);
  const rows = await listStaffOptions(q, c.orgId, b);
  return rows.map((m) => ({
    memberId: m.id,
    name: m.name,
    phone: m.phone,
    teamId: m.team_id,
    teamName: m.team_name,
  }));
}

/**
 * The caller's home cards: their customers and tasks open / due soon / overdue, and this month's orders
 * and collections: the enterprise's for a role that sees every member's sales (staff, 1400, the screen
 * of each member's orders and collections), else those of the orders the caller owns.
 */
export async function homeCards(ctx: MemberCtx) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  const month = businessMonth(now);
  const soon = new Date(now.getTime() + TASK_DUE_SOON_HOURS * 3600 * 1000);
  const scope: SalesHomeScope = hasMenu(c, Menu.Staff) ? "enterprise" : "mine";
  const r = await homeFigures(q, c.orgId, c.memberId, {
    now,
    soon,
    monthFrom: month.from,
    monthTo: month.to,
    salesOf: scope === "enterprise" ? null : c.memberId,
  });
  return {
    month: month.month,
    salesScope: scope,
    myCustomers: r.my_customers,
    tasks: { open: r.open, dueSoon: r.due_soon, overdue: r.overdue },
    monthOrders: { count: r.order_count, amountFen: Number(r.order_amount) },
    monthCollectionsFen: Number(r.collected),
  };
}
