import { z } from "zod";
import { rowId } from "../api.ts";
import { PROJECT_TYPES } from "../project/project-views.schema.ts";
import { INT4_MAX } from "../validation.ts";
import { id } from "./fields.ts";
import { unitPriceSchema } from "./money.schema.ts";

/** The ordered crafts of a project type and the unit price paid for each (menu 3104). */
/** The project types are the project area's (project-views.schema.ts). */
export const projectType = z.enum(PROJECT_TYPES);
export const MAX_FLOW_STEPS = 50;

export const processFlowGetBody = z.strictObject({ projectType });
export const processFlowSaveBody = z
  .strictObject({
    projectType,
    /** 0 when no flow has been saved yet. */
    version: z.number().int().min(0).max(INT4_MAX),
    /** Whether racks of this project type stop at reinforcement (docs/api-floor.md); unchanged when left out. */
    reinforcement: z.boolean().optional(),
    steps: z.array(z.strictObject({ craftId: id, unitPrice: unitPriceSchema })).max(MAX_FLOW_STEPS),
  })
  .refine((v) => new Set(v.steps.map((s) => s.craftId)).size === v.steps.length, {
    path: ["steps"],
    error: "validation.duplicateStep",
  });

export const flowStep = z.object({
  craftId: rowId,
  name: z.string(),
  unitPrice: z.string(),
  unitPriceFen: z.number().int(),
});
export const processFlow = z.object({
  projectType,
  version: z.number().int(),
  /** Racks of this project type stop at reinforcement between cutting and second processing. */
  reinforcement: z.boolean(),
  steps: z.array(flowStep),
});

export type FlowStep = z.infer<typeof flowStep>;
export type ProcessFlow = z.infer<typeof processFlow>;
export type ProcessFlowSaveBody = z.input<typeof processFlowSaveBody>;
