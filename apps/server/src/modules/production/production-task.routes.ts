import {
  cuttingQueue,
  cuttingQueueBody,
  Menu,
  taskBoardPage,
  taskBoardsBody,
  taskCounts,
  taskCountsBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as tasks from "./production-task.service.ts";

/** The production tasks' queues (menu 2400): cutting, second processing, packing. */
export async function productionTaskRoutes(app: FastifyInstance) {
  const tags = ["productionTask"];
  const access = { menu: Menu.ProductionTask };
  post(
    app,
    "/api/productionTask/cutting",
    {
      access,
      body: cuttingQueueBody,
      response: cuttingQueue,
      summary: "Every device table with its slabs in cutting order",
      tags,
    },
    (req) => tasks.cuttingQueue(app.db, requireMember(req).orgId, req.body.deviceId),
  );
  post(
    app,
    "/api/productionTask/counts",
    { access, body: taskCountsBody, response: taskCounts, summary: "How much waits in each queue", tags },
    (req) => tasks.taskCounts(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/productionTask/boards",
    {
      access,
      body: taskBoardsBody,
      response: taskBoardPage,
      summary: "Cut boards waiting for second processing (by craft) or packing",
      tags,
    },
    (req) => tasks.taskBoards(app.db, requireMember(req).orgId, req.body),
  );
}
