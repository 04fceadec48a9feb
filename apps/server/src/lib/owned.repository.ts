import type { Queryable } from "../db/db.ts";
import { notFound } from "./errors.ts";

/** The tables a body may name by id, each scoped by `org_id`. */
const TABLES = {
  role: "roles",
  department: "departments",
  member: "members",
  warehouse: "warehouses",
  block: "blocks",
  plane: "planes",
  team: "sales_teams",
  customer: "customers",
  order: "sales_orders",
} as const;
export type OwnedKind = keyof typeof TABLES;

/**
 * Every id given (a list filter, say) names a row of the caller's enterprise, else 1002: an id of
 * another enterprise is never answered as an empty page (DESIGN §5, docs/api.md).
 */
export async function assertOwned(
  q: Queryable,
  orgId: string,
  refs: Partial<Record<OwnedKind, string | null | undefined>>,
): Promise<void> {
  for (const [kind, id] of Object.entries(refs) as [OwnedKind, string | null | undefined][]) {
    if (!id) continue;
    const { rows } = await q.query(`SELECT 1 FROM ${TABLES[kind]} WHERE id = $1 AND org_id = $2`, [
      id,
      orgId,
    ]);
    if (rows.length === 0) throw notFound();
  }
}
