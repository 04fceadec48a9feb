import { z } from "zod";
import { nothing, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { createdRole, createRoleBody, roleIdBody, roleItem, updateRoleBody } from "./role.schema.ts";

const tag = "role";
const access = { menu: Menu.Roles };

/** Roles (menu 3003; the list for any member: member forms pick roles from it). */
export const roleContract = {
  list: contract({
    path: "/api/role/list",
    access: "member",
    body: emptyBody,
    response: z.array(roleItem),
    summary: "Roles with their menus and member counts",
    tag,
  }),
  create: contract({
    path: "/api/role/create",
    access,
    body: createRoleBody,
    response: createdRole,
    summary: "Create a role (≥ 1 menu)",
    tag,
  }),
  update: contract({
    path: "/api/role/update",
    access,
    body: updateRoleBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Edit a role (not the super administrator)",
    tag,
  }),
  delete: contract({
    path: "/api/role/delete",
    access,
    body: roleIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a role without members",
    tag,
  }),
};
