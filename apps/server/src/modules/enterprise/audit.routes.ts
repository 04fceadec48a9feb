import { auditContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { listAudit } from "./audit.service.ts";

export async function auditRoutes(app: FastifyInstance) {
  route(app, c.list, listAudit);
}
