import { productionTaskContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as tasks from "./production-task.service.ts";

/** The production tasks' queues (menu 2400): cutting, second processing, packing. */
export async function productionTaskRoutes(app: FastifyInstance) {
  route(app, c.cutting, tasks.cuttingQueue);
  route(app, c.counts, tasks.taskCounts);
  route(app, c.boards, tasks.taskBoards);
}
