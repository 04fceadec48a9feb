import {
  cloudLayoutRunBody,
  cloudLayoutRunIdBody,
  cloudLayoutRunListBody,
  cloudLayoutScopeBody,
  layoutAccepted,
  layoutOverview,
  layoutProposals,
  layoutRun,
  layoutRunPage,
  layoutRunStarted,
  Menu,
  nothing,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { acceptRun, discardRun, startRun } from "./layout.service.ts";
import { overview, proposals, readRun, runList } from "./layout-read.service.ts";
import { LayoutRunner } from "./layout-runner.ts";

/** The background runner of each app, by its database (tests reach it to wait or swap the solver). */
export const layoutRunners = new WeakMap<Db, LayoutRunner>();

/** The layout module's routes (registered by app.ts): cloud layout, docs/api-layout.md. */
export async function layoutRoutes(app: FastifyInstance) {
  const tags = ["layout"];
  const access = { menu: Menu.LayoutReview };
  const runner = new LayoutRunner(app.db, app.clock, app.log, app.jobs);
  layoutRunners.set(app.db, runner);
  await runner.start();
  app.addHook("onClose", async () => {
    await runner.close();
  });

  post(
    app,
    "/api/layout/overview",
    {
      access,
      body: cloudLayoutScopeBody,
      response: layoutOverview,
      summary: "Boards to lay out by stone and thickness, matching slabs to pick, defaults, the open run",
      tags,
    },
    async (req) => {
      const { orgId } = requireMember(req);
      return overview(app.db, orgId, req.body, req.lang, app.clock.now());
    },
  );
  post(
    app,
    "/api/layout/run",
    {
      access,
      body: cloudLayoutRunBody,
      response: layoutRunStarted,
      summary: "Start a cloud layout run (solved in the background)",
      tags,
    },
    async (req) => {
      const caller = requireMember(req);
      return startRun(app.db, runner, caller, req.body, app.clock.now());
    },
  );
  post(
    app,
    "/api/layout/runStatus",
    {
      access,
      body: cloudLayoutRunIdBody,
      response: layoutRun,
      summary: "Status, progress and summary of a run",
      tags,
    },
    async (req) => {
      const { orgId } = requireMember(req);
      return readRun(app.db, orgId, req.body.runId, req.lang, app.clock.now());
    },
  );
  post(
    app,
    "/api/layout/proposals",
    {
      access,
      body: cloudLayoutRunIdBody,
      response: layoutProposals,
      summary: "The cutting plans of a run, with placements and yields",
      tags,
    },
    async (req) => proposals(app.db, requireMember(req).orgId, req.body.runId),
  );
  post(
    app,
    "/api/layout/accept",
    {
      access,
      body: cloudLayoutRunIdBody,
      response: layoutAccepted,
      summary: "Accept every proposed plan of a finished run",
      tags,
    },
    async (req) => acceptRun(app.db, requireMember(req), req.body.runId, app.clock.now(), req.lang),
  );
  post(
    app,
    "/api/layout/discard",
    {
      access,
      body: cloudLayoutRunIdBody,
      response: nothing,
      summary: "Discard a finished run's proposals or cancel a running run",
      tags,
    },
    async (req) => {
      await discardRun(app.db, requireMember(req), req.body.runId, app.clock.now());
      return null;
    },
  );
  post(
    app,
    "/api/layout/runList",
    {
      access,
      body: cloudLayoutRunListBody,
      response: layoutRunPage,
      summary: "Cloud layout runs, newest first, paged",
      tags,
    },
    async (req) => runList(app.db, requireMember(req).orgId, req.body, req.lang, app.clock.now()),
  );
}
