import type { FastifyInstance } from "fastify";
import { auditRoutes } from "./audit.routes.ts";
import { backupRoutes } from "./backup.routes.ts";
import { departmentRoutes } from "./department.routes.ts";
import { joinRequestRoutes } from "./join-request.routes.ts";
import { memberRoutes } from "./member.routes.ts";
import { menuRoutes } from "./menu.routes.ts";
import { orgRoutes } from "./org.routes.ts";
import { regionRoutes } from "./region.routes.ts";
import { roleRoutes } from "./role.routes.ts";
import { uploadRoutes } from "./upload.routes.ts";

/**
 * The enterprise area: enterprises (every `/api/org/*`, a user's join requests too), members, roles,
 * departments, audit log, regions, the menu tree, uploads, backups (docs/api-enterprise.md).
 */
export async function enterpriseRoutes(app: FastifyInstance) {
  await app.register(menuRoutes);
  await app.register(uploadRoutes);
  await app.register(regionRoutes);
  await app.register(orgRoutes);
  await app.register(joinRequestRoutes);
  await app.register(memberRoutes);
  await app.register(roleRoutes);
  await app.register(departmentRoutes);
  await app.register(auditRoutes);
  await app.register(backupRoutes);
}
