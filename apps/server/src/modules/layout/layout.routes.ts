import { layoutContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { acceptRun, discardRun, startRun } from "./layout.service.ts";
import { overview, proposals, readRun, runList } from "./layout-read.service.ts";

/**
 * The layout module's routes (registered by app.ts): cloud layout, docs/api-layout.md. The runner
 * that solves the runs is the layout worker's (workers/layout.worker.ts).
 */
export async function layoutRoutes(app: FastifyInstance) {
  route(app, c.overview, overview);
  route(app, c.run, startRun);
  route(app, c.runStatus, (ctx, b) => readRun(ctx, b.runId));
  route(app, c.proposals, (ctx, b) => proposals(ctx, b.runId));
  route(app, c.accept, (ctx, b) => acceptRun(ctx, b.runId));
  route(app, c.discard, (ctx, b) => discardRun(ctx, b.runId));
  route(app, c.runList, runList);
}
