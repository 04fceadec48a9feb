import { departmentContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as departments from "./department.service.ts";

export async function departmentRoutes(app: FastifyInstance) {
  route(app, c.tree, (ctx) => departments.departmentTree(ctx));
  route(app, c.create, departments.createDepartment);
  route(app, c.update, departments.updateDepartment);
  route(app, c.delete, (ctx, b) => departments.deleteDepartment(ctx, b.departmentId));
}
