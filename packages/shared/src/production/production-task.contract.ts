import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  cuttingQueue,
  cuttingQueueBody,
  taskBoardPage,
  taskBoardsBody,
  taskCounts,
  taskCountsBody,
} from "./cutting.schema.ts";

const access = { menu: Menu.ProductionTask };

/** The production tasks' queues (menu 2400): cutting, second processing, packing. */
export const productionTaskContract = {
  cutting: contract({
    path: "/api/productionTask/cutting",
    access,
    body: cuttingQueueBody,
    response: cuttingQueue,
    refusals: [Code.NotFound],
    summary: "Every device table with its slabs in cutting order",
    tag: "productionTask",
  }),
  counts: contract({
    path: "/api/productionTask/counts",
    access,
    body: taskCountsBody,
    response: taskCounts,
    summary: "How much waits in each queue",
    tag: "productionTask",
  }),
  boards: contract({
    path: "/api/productionTask/boards",
    access,
    body: taskBoardsBody,
    response: taskBoardPage,
    refusals: [Code.NotFound],
    summary: "Cut boards waiting for second processing (by craft) or packing",
    tag: "productionTask",
  }),
};
