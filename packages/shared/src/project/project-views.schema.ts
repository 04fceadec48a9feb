import { z } from "zod";
import { isoDate, isoTime, pageOf } from "../api.ts";
import { PRICING_UNITS } from "../floor/transitions.ts";
import { yieldFigures } from "../machine/cutting-data.schema.ts";
import {
  CUTTING_METHODS,
  LAYOUT_MODES,
  type PROJECT_TABS,
  REQUIRED_SETTINGS,
  REVIEW_STATUSES,
} from "./project.schema.ts";

/**
 * What the project routes answer (docs/api-project.md). Areas come twice: `areaMm2` (integer mm²)
 * and `area` (m², 3 decimals, as text); money likewise `…Fen` and its formatted text.
 */

export const PROJECT_TYPES = ["engineering", "fineWork"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export type LayoutMode = (typeof LAYOUT_MODES)[number];
export type CuttingMethod = (typeof CUTTING_METHODS)[number];
export const CUTTING_STATUSES = ["notStarted", "inProgress", "completed"] as const;
export type CuttingStatus = (typeof CUTTING_STATUSES)[number];
export type ProjectTab = (typeof PROJECT_TABS)[number];
export type SettingsField = (typeof REQUIRED_SETTINGS)[number];
export const BOARD_STATUSES = ["toCut", "cutting", "done"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export const PACKING_STATUSES = ["toPack", "packing", "packed"] as const;
export type PackingStatus = (typeof PACKING_STATUSES)[number];

const int = z.number().int();
const area = { areaMm2: z.number(), area: z.string() };
const fee = { feeFen: z.number(), fee: z.string() };
const progress = { doneCount: int, progress: int, cuttingStatus: z.enum(CUTTING_STATUSES) };

const projectHeader = {
  projectId: z.string(),
  projectNo: z.string(),
  name: z.string(),
  clientName: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  layoutMode: z.enum(LAYOUT_MODES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  isNew: z.boolean(),
  hasUpdate: z.boolean(),
  uploadedAt: isoTime,
  updatedAt: isoTime,
  deliveryDate: isoDate.nullable(),
  version: int,
};

/** POST /api/project/import and /importJson. */
export const projectImportResult = z.object({
  projectId: z.string(),
  projectNo: z.string(),
  created: z.boolean(),
  version: int,
  planes: int,
  boards: int,
  boxes: int,
});
export type ProjectImportResult = z.infer<typeof projectImportResult>;

export const projectListItem = z.object({
  ...projectHeader,
  planeCount: int,
  boardCount: int,
  /** Settings approval still needs (the list says so before offering to approve). */
  missingSettings: z.array(z.enum(REQUIRED_SETTINGS)),
  ...area,
  ...progress,
});
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectCounts = z.object({ pending: int, reviewed: int, done: int, cancelled: int });
export type ProjectCounts = z.infer<typeof projectCounts>;
export const projectListPage = pageOf(projectListItem).extend({ counts: projectCounts });
export type ProjectListPage = z.infer<typeof projectListPage>;

export const planeOverview = z.object({
  planeId: z.string(),
  batchNo: z.string(),
  boardCount: int,
  ...area,
  ...progress,
});
export type PlaneOverview = z.infer<typeof planeOverview>;

export const projectDetail = z.object({
  ...projectHeader,
  reviewedAt: isoTime.nullable(),
  reviewedByName: z.string().nullable(),
  settings: z.object({
    kerf: int.nullable(),
    stages: z.union([z.literal(2), z.literal(3)]).nullable(),
    cuttingWorkshopId: z.string().nullable(),
    cuttingWorkshopName: z.string().nullable(),
    deliveryDate: isoDate.nullable(),
    note: z.string(),
  }),
  missingSettings: z.array(z.enum(REQUIRED_SETTINGS)),
  packing: z.object({
    valid: z.boolean(),
    boxCount: int,
    boardCount: int,
    unpackedCount: int,
    emptyBoxCount: int,
  }),
  canApprove: z.boolean(),
  overview: z.object({
    planeCount: int,
    boardCount: int,
    ...area,
    cuttingCount: int,
    ...progress,
    planes: z.array(planeOverview),
    /** Planned vs actual yield over the project's slabs with machine records (docs/api-machine.md "Yield"). */
    yield: yieldFigures,
  }),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** POST /api/project/planes: the planes for pickers (manual layout). */
export const projectPlanes = z.object({
  projectId: z.string(),
  projectNo: z.string(),
  name: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  planes: z.array(
    z.object({ planeId: z.string(), batchNo: z.string(), boardCount: int, unplannedCount: int }),
  ),
});
export type ProjectPlanes = z.infer<typeof projectPlanes>;

export const projectBoard = z.object({
  boardId: z.string(),
  code: z.string(),
  planeId: z.string(),
  batchNo: z.string(),
  length: int,
  width: int,
  thickness: z.number(),
  ...area,
  stone: z.string(),
  crafts: z.array(z.string()),
  cuttingMethod: z.enum(CUTTING_METHODS),
  rotatable: z.boolean(),
  status: z.enum(BOARD_STATUSES),
  exception: z.boolean(),
  exceptionReason: z.string(),
  packingStatus: z.enum(PACKING_STATUSES),
  boxNo: z.string().nullable(),
  /** The slab whose accepted cutting plan carries the board, once planned. */
  slabId: z.string().nullable(),
});
export type ProjectBoard = z.infer<typeof projectBoard>;
export const projectBoardPage = pageOf(projectBoard);
export type ProjectBoardPage = z.infer<typeof projectBoardPage>;

export const materialLine = z.object({
  stone: z.string(),
  thickness: z.number(),
  boardCount: int,
  ...area,
  stockCount: int,
  stockAreaMm2: z.number(),
  stockArea: z.string(),
  enough: z.boolean(),
});
export type MaterialLine = z.infer<typeof materialLine>;
export const projectMaterials = z.array(materialLine);

export const craftFee = z.object({
  seq: int,
  craftId: z.string(),
  name: z.string(),
  unitPriceFen: z.number(),
  unitPrice: z.string(),
  priceSource: z.enum(["processFlow", "craft"]),
  pricingUnit: z.enum(PRICING_UNITS),
  /** Thousandths of the unit: the imported quantity, else the default (1 piece, the long edge, the area). */
  quantityMilli: int,
  quantitySource: z.enum(["imported", "default"]),
  /** Whether the line is done (it has a craft record). */
  done: z.boolean(),
  ...fee,
});
export type CraftFee = z.infer<typeof craftFee>;
export const processingBoard = z.object({
  boardId: z.string(),
  code: z.string(),
  batchNo: z.string(),
  ...area,
  ...fee,
  crafts: z.array(craftFee),
});
export type ProcessingBoard = z.infer<typeof processingBoard>;
export const processingSummaryCraft = z.object({
  craftId: z.string(),
  name: z.string(),
  unitPriceFen: z.number(),
  unitPrice: z.string(),
  pricingUnit: z.enum(PRICING_UNITS),
  /** The lines' quantities summed, in thousandths of the unit. */
  quantityMilli: int,
  boardCount: int,
  ...area,
  ...fee,
});
export type ProcessingSummaryCraft = z.infer<typeof processingSummaryCraft>;
export const processingPage = pageOf(processingBoard).extend({
  summary: z.object({
    boardCount: int,
    craftCount: int,
    totalFeeFen: z.number(),
    totalFee: z.string(),
    crafts: z.array(processingSummaryCraft),
  }),
});
export type ProcessingPage = z.infer<typeof processingPage>;

export const packingBox = z.object({
  boxId: z.string(),
  boxNo: z.string(),
  length: int,
  width: int,
  height: int,
  status: z.enum(["toPack", "packing", "done"]),
  boardCount: int,
  ...area,
  boards: z.array(
    z.object({
      boardId: z.string(),
      code: z.string(),
      batchNo: z.string(),
      length: int,
      width: int,
      thickness: z.number(),
      packingStatus: z.enum(PACKING_STATUSES),
    }),
  ),
});
export type PackingBox = z.infer<typeof packingBox>;
export const packingList = z.object({
  valid: z.boolean(),
  boxes: z.array(packingBox),
  unpacked: z.array(z.object({ boardId: z.string(), code: z.string(), batchNo: z.string() })),
});
export type PackingList = z.infer<typeof packingList>;
