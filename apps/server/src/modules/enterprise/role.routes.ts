import {
  createdRole,
  createRoleBody,
  emptyBody,
  Menu,
  nothing,
  roleIdBody,
  roleItem,
  updateRoleBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { createRole, deleteRole, listRoles, updateRole } from "./role.service.ts";

export async function roleRoutes(app: FastifyInstance) {
  const tags = ["role"];
  const access = { menu: Menu.Roles };
  // Read by any member: member forms pick roles from it. Changes need menu 3003.
  post(
    app,
    "/api/role/list",
    {
      access: "member",
      body: emptyBody,
      response: z.array(roleItem),
      summary: "Roles with their menus and member counts",
      tags,
    },
    (req) => listRoles(app, requireMember(req), req.lang),
  );
  post(
    app,
    "/api/role/create",
    { access, body: createRoleBody, response: createdRole, summary: "Create a role (≥ 1 menu)", tags },
    (req) => createRole(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/role/update",
    {
      access,
      body: updateRoleBody,
      response: versioned,
      summary: "Edit a role (not the super administrator)",
      tags,
    },
    (req) => updateRole(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/role/delete",
    { access, body: roleIdBody, response: nothing, summary: "Delete a role without members", tags },
    (req) => deleteRole(app, requireMember(req), req.body.roleId),
  );
}
