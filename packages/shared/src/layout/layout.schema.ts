import { z } from "zod";
import { KERF_MAX_MM, KERF_MIN_MM } from "../project/project.schema.ts";
import { pageFields } from "../validation.ts";
import { LAYOUT_ROTATIONS } from "./layout-run.schema.ts";

/**
 * Cloud layout (docs/api-layout.md): runs of the cutting optimiser over a project's boards and the
 * matching slabs in stock. Request bodies shared by the server and the web forms. Names carry the
 * `cloudLayout` prefix (the inventory module owns the manual-layout `layout*` schemas).
 */
const id = z.string().uuid({ error: "validation.invalid" });

export const layoutSchemaVersion = z.literal(1);

export const CLOUD_LAYOUT_TIME_LIMIT = { min: 1, max: 30, default: 5 } as const;
/** At most this many slabs in an explicit slab choice. */
export const CLOUD_LAYOUT_MAX_SLABS = 1000;
export const CLOUD_LAYOUT_DEFAULT_KERF = 4;
export const CLOUD_LAYOUT_DEFAULT_STAGES = 3;

const scope = { projectId: id, planeId: id.optional() };

export const cloudLayoutRunBody = z.strictObject({
  ...scope,
  /** Saw kerf in mm; default: the project's settings, else 4. */
  kerf: z
    .number({ error: "layout.kerfInvalid" })
    .int({ error: "layout.kerfInvalid" })
    .min(KERF_MIN_MM, { error: "layout.kerfInvalid" })
    .max(KERF_MAX_MM, { error: "layout.kerfInvalid" })
    .optional(),
  /** Guillotine stages; default: the project's settings, else 3. */
  stages: z.union([z.literal(2), z.literal(3)], { error: "layout.stagesInvalid" }).optional(),
  /** "banned" forbids turning any board; a board whose own rotatable is false is never turned. */
  rotation: z.enum(LAYOUT_ROTATIONS, { error: "layout.rotationInvalid" }).default("allowed"),
  /** Absent: every matching slab to pick. Given: only these slabs (each must be to pick and unplanned). */
  slabIds: z
    .array(id)
    .min(1, { error: "layout.slabsRequired" })
    .max(CLOUD_LAYOUT_MAX_SLABS, { error: "validation.tooLong" })
    .optional(),
  /** The optimiser's total time budget for the run, in seconds. */
  timeLimitSeconds: z
    .number({ error: "layout.timeLimitInvalid" })
    .int({ error: "layout.timeLimitInvalid" })
    .min(CLOUD_LAYOUT_TIME_LIMIT.min, { error: "layout.timeLimitInvalid" })
    .max(CLOUD_LAYOUT_TIME_LIMIT.max, { error: "layout.timeLimitInvalid" })
    .default(CLOUD_LAYOUT_TIME_LIMIT.default),
});
export type CloudLayoutRunInput = z.input<typeof cloudLayoutRunBody>;

export const cloudLayoutRunIdBody = z.strictObject({ runId: id });

/** The project (or plane) whose stock, groups and latest run the dialog shows. */
export const cloudLayoutScopeBody = z.strictObject(scope);

export const cloudLayoutRunListBody = z.strictObject({ ...pageFields, projectId: id.optional() });
