import { Menu, processFlow, processFlowGetBody, processFlowSaveBody, versioned } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { getProcessFlow, saveProcessFlow } from "./process-flow.service.ts";

export async function processFlowRoutes(app: FastifyInstance) {
  const tags = ["processFlow"];
  const access = { menu: Menu.ProcessFlow };
  post(
    app,
    "/api/processFlow/get",
    {
      access,
      body: processFlowGetBody,
      response: processFlow,
      summary: "The ordered crafts and unit prices of a project type",
      tags,
    },
    (req) => getProcessFlow(app, requireMember(req), req.body.projectType),
  );
  post(
    app,
    "/api/processFlow/save",
    {
      access,
      body: processFlowSaveBody,
      response: versioned,
      summary: "Save the process flow of a project type",
      tags,
    },
    (req) => saveProcessFlow(app, requireMember(req), req.body),
  );
}
