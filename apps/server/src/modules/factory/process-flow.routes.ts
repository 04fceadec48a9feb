import { processFlowContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { getProcessFlow, saveProcessFlow } from "./process-flow.service.ts";

export async function processFlowRoutes(app: FastifyInstance) {
  route(app, c.get, (ctx, b) => getProcessFlow(ctx, b.projectType));
  route(app, c.save, saveProcessFlow);
}
