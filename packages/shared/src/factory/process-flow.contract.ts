import { versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { processFlow, processFlowGetBody, processFlowSaveBody } from "./process-flow.schema.ts";

const tag = "processFlow";
const access = { menu: Menu.ProcessFlow };

/** The process flow of a project type (docs/api-factory.md "Process flow"). */
export const processFlowContract = {
  get: contract({
    path: "/api/processFlow/get",
    access,
    body: processFlowGetBody,
    response: processFlow,
    summary: "The ordered crafts and unit prices of a project type",
    tag,
  }),
  save: contract({
    path: "/api/processFlow/save",
    access,
    body: processFlowSaveBody,
    response: versioned,
    refusals: [Code.Conflict, Code.NotFound],
    summary: "Save the process flow of a project type",
    tag,
  }),
};
