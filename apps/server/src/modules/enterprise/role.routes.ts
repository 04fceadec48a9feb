import { roleContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as roles from "./role.service.ts";

export async function roleRoutes(app: FastifyInstance) {
  route(app, c.list, (ctx) => roles.listRoles(ctx));
  route(app, c.create, roles.createRole);
  route(app, c.update, roles.updateRole);
  route(app, c.delete, (ctx, b) => roles.deleteRole(ctx, b.roleId));
}
