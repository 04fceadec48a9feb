import {
  craftRecordPage,
  craftWorkConfirmBody,
  craftWorkDone,
  craftWorkPending,
  craftWorkPendingBody,
  craftWorkRecordsBody,
  Menu,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as craftWork from "./craft-work.service.ts";

/** Crafts done in the second-processing workshops (menu 2400, docs/api-floor.md "Crafts done"). */
export async function craftWorkRoutes(app: FastifyInstance) {
  const tags = ["craftWork"];
  const access = { menu: Menu.ProductionTask };
  post(
    app,
    "/api/craftWork/pending",
    {
      access,
      body: craftWorkPendingBody,
      response: craftWorkPending,
      summary: "A scanned board or rack: its boards' next pending craft lines, confirmable here or why not",
      tags,
    },
    (req) => craftWork.pending(app.db, requireMember(req), req.lang, req.body),
  );
  post(
    app,
    "/api/craftWork/confirm",
    {
      access,
      body: craftWorkConfirmBody,
      response: craftWorkDone,
      summary: "Confirm the next pending crafts of boards (or a whole rack) done in a workshop",
      tags,
    },
    (req) => craftWork.confirm(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/craftWork/records",
    {
      access,
      body: craftWorkRecordsBody,
      response: craftRecordPage,
      summary: "Craft records with their fees, newest first",
      tags,
    },
    (req) => craftWork.records(app.db, requireMember(req), req.body),
  );
}
