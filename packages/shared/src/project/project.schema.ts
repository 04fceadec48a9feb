import { z } from "zod";
import { pageFields, versionSchema, YEAR_MAX, YEAR_MIN } from "../validation.ts";

/**
 * Projects for layout review (docs/api-project.md). Request bodies of the project module; the
 * import rows are validated one by one by the server with the row schemas below, so every problem
 * of a file or of a JSON import comes back by sheet, row and field (code 1009).
 */
const id = z.string().uuid({ error: "validation.invalid" });
const version = versionSchema;

export const projectSchemaVersion = z.literal(1);

/** Review states (DESIGN §6). `done` follows production; `cancelled` is a recalled project. */
export const REVIEW_STATUSES = ["pending", "reviewed", "done", "cancelled"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const reviewStatus = z.enum(REVIEW_STATUSES);

export const LAYOUT_MODES = ["cloud", "manual"] as const;
export const layoutMode = z.enum(LAYOUT_MODES);
export const CUTTING_METHODS = ["bridge", "other"] as const;
export const cuttingMethod = z.enum(CUTTING_METHODS);

/** Limits of an import (file or JSON); docs/api-project.md. */
export const PROJECT_IMPORT_LIMITS = {
  /** Size of the uploaded .xlsx file. */
  fileBytes: 10 * 1024 * 1024,
  /** Sum of the uncompressed sizes of the file's parts (zip bombs are refused before parsing). */
  unzippedBytes: 60 * 1024 * 1024,
  planes: 500,
  boards: 20_000,
  boxes: 5_000,
  craftsPerBoard: 20,
  /** At most this many problems are listed in a 1009 answer (`total` counts them all). */
  errorsListed: 1_000,
} as const;

/** Board and box sizes in mm. */
export const BOARD_MAX_MM = 6_000;
export const THICKNESS_MAX_MM = 200;
export const BOX_MAX_MM = 10_000;

/** Kerf (saw blade width) and stages of the guillotine cut allowed in the project settings. */
export const KERF_MIN_MM = 3;
export const KERF_MAX_MM = 5;
export const STAGES = [2, 3] as const;

const text = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" });
const optionalText = (max: number) =>
  z.string({ error: "validation.invalidType" }).trim().max(max, { error: "validation.tooLong" });
/** Codes and numbers: no spaces, no commas (commas separate board codes in the packing sheet). */
const codeText = (max: number) => text(max).regex(/^[^\s,，、;；]+$/, { error: "project.codeFormat" });
const mm = (max: number) =>
  z
    .number({ error: "project.sizeInvalid" })
    .int({ error: "project.sizeInvalid" })
    .min(1, { error: "project.sizeInvalid" })
    .max(max, { error: "project.sizeInvalid" });
/** mm with at most one decimal, > 0. */
const thicknessMm = z
  .number({ error: "project.thicknessInvalid" })
  .gt(0, { error: "project.thicknessInvalid" })
  .max(THICKNESS_MAX_MM, { error: "project.thicknessInvalid" })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: "project.thicknessInvalid" });
/** A calendar date "YYYY-MM-DD". */
export const PROJECT_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const projectDateSchema = z
  .string({ error: "project.dateInvalid" })
  .regex(PROJECT_DATE_RE, { error: "project.dateInvalid" })
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s) &&
      Number(s.slice(0, 4)) >= YEAR_MIN &&
      Number(s.slice(0, 4)) <= YEAR_MAX,
    {
      error: "project.dateInvalid",
    },
  );

// ---- import rows (sheet project / planes / boards / packing) ----

export const projectRow = z.strictObject({
  name: text(100),
  projectNo: codeText(50),
  clientName: optionalText(100).default(""),
  projectType: z.enum(["engineering", "fineWork"], { error: "project.projectTypeInvalid" }),
  layoutMode: z.enum(LAYOUT_MODES, { error: "project.layoutModeInvalid" }),
  deliveryDate: projectDateSchema.nullable().default(null),
});
export const planeRow = z.strictObject({ batchNo: codeText(50) });
/** A craft line's quantity in its unit: over 0, at most 100000, at most 3 decimals (thousandths are stored). */
export const CRAFT_QUANTITY_MAX = 100_000;
const craftQuantity = z
  .number({ error: "project.quantityInvalid" })
  .gt(0, { error: "project.quantityInvalid" })
  .max(CRAFT_QUANTITY_MAX, { error: "project.quantityInvalid" })
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { error: "project.quantityInvalid" });
export const boardRow = z.strictObject({
  code: codeText(50),
  batchNo: codeText(50),
  length: mm(BOARD_MAX_MM),
  width: mm(BOARD_MAX_MM),
  thickness: thicknessMm,
  stone: text(30),
  /** Craft names of the enterprise's crafts, in processing order. */
  crafts: z
    .array(text(30), { error: "validation.invalidType" })
    .max(PROJECT_IMPORT_LIMITS.craftsPerBoard, { error: "project.tooManyCrafts" })
    .default([]),
  /**
   * Each craft line's quantity in the craft's pricing unit (pieces, metres or m², up to 3 decimals), in
   * the order of `crafts`; null (or a shorter list) leaves a line at its default (docs/api-floor.md).
   */
  craftQuantities: z
    .array(craftQuantity.nullable(), { error: "project.quantityInvalid" })
    .max(PROJECT_IMPORT_LIMITS.craftsPerBoard, { error: "project.quantityCount" })
    .default([]),
  cuttingMethod: z.enum(CUTTING_METHODS, { error: "project.cuttingMethodInvalid" }).default("bridge"),
  rotatable: z.boolean({ error: "project.rotatableInvalid" }).default(true),
});
export const boxRow = z.strictObject({
  boxNo: codeText(50),
  length: mm(BOX_MAX_MM),
  width: mm(BOX_MAX_MM),
  height: mm(BOX_MAX_MM),
  /** Board codes packed in this box. */
  boards: z
    .array(z.string({ error: "validation.invalidType" }), { error: "validation.invalidType" })
    .default([]),
});
export type ProjectRow = z.infer<typeof projectRow>;
export type PlaneRow = z.infer<typeof planeRow>;
export type BoardRow = z.infer<typeof boardRow>;
export type BoxRow = z.infer<typeof boxRow>;

/**
 * POST /api/project/importJson: the same data as the spreadsheet, for design tools. Only the outline
 * is checked here (1001); each row is then checked like a spreadsheet row (1009 by sheet/row/field,
 * row = 1-based position in its array).
 */
export const projectImportBody = z.strictObject({
  project: z.record(z.string(), z.unknown(), { error: "validation.required" }),
  planes: z.array(z.unknown()).max(PROJECT_IMPORT_LIMITS.planes, { error: "project.tooManyRows" }),
  boards: z.array(z.unknown()).max(PROJECT_IMPORT_LIMITS.boards, { error: "project.tooManyRows" }),
  boxes: z.array(z.unknown()).max(PROJECT_IMPORT_LIMITS.boxes, { error: "project.tooManyRows" }),
});
export type ProjectImport = {
  project: z.input<typeof projectRow>;
  planes: z.input<typeof planeRow>[];
  boards: z.input<typeof boardRow>[];
  boxes: (z.input<typeof boxRow> & { boards: string[] })[];
};

// ---- review list, detail, tabs ----

export const PROJECT_TABS = ["pending", "reviewed", "done", "cancelled"] as const;
export const projectListBody = z.strictObject({
  ...pageFields,
  tab: z.enum(PROJECT_TABS).default("pending"),
  /** Part of the project name or number. */
  keyword: z.string().trim().max(50).optional(),
});
export const projectIdBody = z.strictObject({ projectId: id });
export const projectBoardsBody = z.strictObject({
  projectId: id,
  planeId: id.optional(),
  /** Part of the board code or the stone. */
  keyword: z.string().trim().max(50).optional(),
  ...pageFields,
});
export const projectProcessingBody = projectBoardsBody;

/** The settings a factory needs before cutting; approval needs every one of them. */
export const projectSettingsSchema = z.strictObject({
  kerf: z
    .number({ error: "project.kerfInvalid" })
    .int({ error: "project.kerfInvalid" })
    .min(KERF_MIN_MM, { error: "project.kerfInvalid" })
    .max(KERF_MAX_MM, { error: "project.kerfInvalid" }),
  stages: z.union([z.literal(2), z.literal(3)], { error: "project.stagesInvalid" }),
  cuttingWorkshopId: id,
  deliveryDate: projectDateSchema,
  note: optionalText(200).default(""),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;
/** Settings fields approval requires (the `field` of each 1001 error when missing). */
export const REQUIRED_SETTINGS = ["kerf", "stages", "cuttingWorkshopId", "deliveryDate"] as const;

export const projectSettingsBody = z.strictObject({
  projectId: id,
  version,
  settings: projectSettingsSchema,
});
export const projectTransitionBody = z.strictObject({ projectId: id, version });

/** Request bodies as the web writes them (defaults still absent). */
export type ProjectListInput = z.input<typeof projectListBody>;
export type ProjectBoardsInput = z.input<typeof projectBoardsBody>;
export type ProjectSettingsInput = z.input<typeof projectSettingsSchema>;

/** GET /api/project/template?lang=: the template's language (anything else: the request's language). */
export const projectTemplateQuery = z.object({ lang: z.string().optional() });
/** POST /api/project/import: a multipart upload, its one field `file` (the .xlsx). */
export const projectImportUpload = z.object({ file: z.unknown() });
