import { pageOf } from "../api.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { auditItem, auditListBody } from "./audit.schema.ts";

/** The audit log (menu 3007) (docs/api-enterprise.md "Audit log"). */
export const auditContract = {
  list: contract({
    path: "/api/audit/list",
    access: { menu: Menu.AuditLog },
    body: auditListBody,
    response: pageOf(auditItem),
    summary: "Audit log of the current enterprise: who, what, when",
    tag: "audit",
  }),
};
