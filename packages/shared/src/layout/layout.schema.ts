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
/** At most this many projects in one run (docs/api-layout.md "Several projects"). */
export const CLOUD_LAYOUT_MAX_PROJECTS = 20;

/**
 * The run's projects: `projectIds` (1-20, the first is the run's home project), or the older
 * `projectId` (one project). Both given: `projectId` first, then `projectIds` (repeats dropped).
 */
const projectIds = z
  .array(id)
  .min(1, { error: "layout.projectsRequired" })
  .max(CLOUD_LAYOUT_MAX_PROJECTS, { error: "layout.tooManyProjects" })
  .optional();
const scope = { projectId: id.optional(), projectIds, planeId: id.optional() };
/** Neither given: 1001 (an empty `projectIds` is refused by its own rule). */
const someProject = (b: { projectId?: string; projectIds?: string[] }) =>
  b.projectId !== undefined || b.projectIds !== undefined;
const projectsRule = { error: "layout.projectsRequired", path: ["projectIds"] };
/** A plane narrows a run of one project only. */
const planeRule = { error: "layout.planeOneProject", path: ["planeId"] };
const planeAlone = (b: { projectId?: string; projectIds?: string[]; planeId?: string }) =>
  !b.planeId || runProjectIds(b).length <= 1;

/** The projects of a run body, home project first, without repeats. */
export function runProjectIds(b: { projectId?: string; projectIds?: string[] }): string[] {
  return [...new Set([...(b.projectId ? [b.projectId] : []), ...(b.projectIds ?? [])])];
}

export const cloudLayoutRunBody = z
  .strictObject({
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
    /** Remnants that fit a board are filled before full slabs (docs/api-layout.md "Remnants first"). */
    preferRemnants: z.boolean({ error: "validation.invalidType" }).default(true),
  })
  .refine(someProject, projectsRule)
  .refine(planeAlone, planeRule);
export type CloudLayoutRunInput = z.input<typeof cloudLayoutRunBody>;

export const cloudLayoutRunIdBody = z.strictObject({ runId: id });

/**
 * The project (or plane) whose stock, groups, companions and latest run the dialog shows; with
 * `projectIds`, the groups are those of all the projects together (the run form's choice).
 */
export const cloudLayoutScopeBody = z
  .strictObject(scope)
  .refine(someProject, projectsRule)
  .refine(planeAlone, planeRule);

export const cloudLayoutRunListBody = z.strictObject({ ...pageFields, projectId: id.optional() });
