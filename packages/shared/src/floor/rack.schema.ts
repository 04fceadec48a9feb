import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields, versionSchema } from "../validation.ts";
import { FLOOR_STAGES, RACK_ACTIONS, RACK_STATES, STAGE_STATES, TRIP_STATES } from "./transitions.ts";

/** Rack management (menu 2800, docs/api-floor.md "Racks"): racks on trips through the stages. */

const id = z.string().uuid({ error: "validation.invalid" });
export const rackStageSchema = z.enum(FLOOR_STAGES);
export const rackStateSchema = z.enum(RACK_STATES);
export const rackTripStateSchema = z.enum(TRIP_STATES);
export const rackActionSchema = z.enum(RACK_ACTIONS);
export const rackStageStateSchema = z.enum(STAGE_STATES);
export const rackTripSort = z.enum(["codeAsc", "codeDesc", "createdAsc", "createdDesc"]);
/** The most boards one generate or load takes. */
export const MAX_RACK_BOARDS = 200;
/** Hours a stage's limit may be set to (a year). */
export const MAX_STAGE_LIMIT_HOURS = 8760;

export const rackTripListBody = z.strictObject({
  ...pageFields,
  /** idle: no open trip; occupied: an open trip. */
  status: z.enum(["idle", "occupied"]).optional(),
  stage: rackStageSchema.optional(),
  state: rackStateSchema.optional(),
  projectId: id.optional(),
  overdue: z.boolean().optional(),
  /** Part of the rack's number ("07"), or its code ("RK0007"). */
  keyword: z.string().trim().max(20).optional(),
  sort: rackTripSort.default("codeAsc"),
});

const rackStageStatesSchema = z.object({
  cutting: rackStageStateSchema,
  reinforcement: rackStageStateSchema,
  secondProcessing: rackStageStateSchema,
  packing: rackStageStateSchema,
});

/** A rack and its open trip (or none: idle). */
export const rackTripItem = z.object({
  rackId: rowId,
  /** "0007". */
  number: z.string(),
  /** "RK0007". */
  code: z.string(),
  status: z.enum(["idle", "occupied"]),
  state: rackStateSchema,
  stage: rackStageSchema.nullable(),
  /** The stages of the trip's route in order (empty when idle). */
  route: z.array(rackStageSchema),
  stageStates: rackStageStatesSchema,
  projectId: rowId.nullable(),
  projectName: z.string().nullable(),
  projectNo: z.string().nullable(),
  planeId: rowId.nullable(),
  batchNo: z.string().nullable(),
  /** Boards on the rack now. */
  boards: z.number().int(),
  areaMm2: z.number().int(),
  /** m² with 2 decimals ("8.00"). */
  safetyValue: z.string(),
  maxValue: z.string(),
  location: z.string(),
  operatorName: z.string().nullable(),
  /** When the trip entered its current state. */
  stateSince: isoTime.nullable(),
  overdue: z.boolean(),
  actions: z.array(rackActionSchema),
  tripId: rowId.nullable(),
  version: z.number().int().nullable(),
});
export const rackTabCounts = z.object({
  all: z.number().int(),
  idle: z.number().int(),
  occupied: z.number().int(),
  overdue: z.number().int(),
});
export const rackTripPage = pageOf(rackTripItem).extend({ counts: rackTabCounts });

export const rackDetailBody = z.strictObject({ rackId: id });
export const rackTripBoard = z.object({
  boardId: rowId,
  code: z.string(),
  planeId: rowId,
  batchNo: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  thickness: z.string(),
  areaMm2: z.number().int(),
  craftsDone: z.number().int(),
  craftsTotal: z.number().int(),
  boxNo: z.string().nullable(),
  loadedAt: isoTime,
});
export const rackEventItem = z.object({
  eventId: rowId,
  tripId: rowId,
  action: rackActionSchema,
  from: z.string(),
  to: z.string(),
  stage: rackStageSchema,
  boards: z.number().int(),
  areaMm2: z.number().int(),
  operatorName: z.string().nullable(),
  at: isoTime,
});
export const rackDetail = z.object({
  rack: rackTripItem.extend({ classNo: z.string() }),
  boards: z.array(rackTripBoard),
  events: z.array(rackEventItem),
});

export const rackByCodeBody = z.strictObject({ code: z.string().trim().min(1).max(40) });
export const rackByCode = z.object({ rackId: rowId });

const boardIds = z.array(id).min(1).max(MAX_RACK_BOARDS);
export const rackGenerateBody = z.strictObject({ rackId: id, boardIds });
export const rackLoadBody = z.strictObject({ tripId: id, version: versionSchema, boardIds });
export const rackTripActionBody = z.strictObject({ tripId: id, version: versionSchema });
/** A loading answer: the trip's new version; `overSafety` when the boards pass the safety value. */
export const rackLoaded = z.object({
  tripId: rowId,
  version: z.number().int(),
  boards: z.number().int(),
  areaMm2: z.number().int(),
  warning: z.literal("overSafety").optional(),
});
export const rackMoved = z.object({
  version: z.number().int(),
  state: rackTripStateSchema,
  stage: rackStageSchema,
});

/** Cut boards that may go on a rack: of a plane, or matching a code. */
export const rackLoadableBody = z.strictObject({
  rackId: id.optional(),
  planeId: id.optional(),
  keyword: z.string().trim().max(40).optional(),
});
export const rackLoadableBoard = z.object({
  boardId: rowId,
  code: z.string(),
  projectId: rowId,
  projectName: z.string(),
  planeId: rowId,
  batchNo: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  thickness: z.string(),
  areaMm2: z.number().int(),
  crafts: z.number().int(),
});
export const rackLoadableBoards = z.array(rackLoadableBoard);

/** A scanned board code checked against a rack before it is loaded (refused: 1002 / 1003 naming it). */
export const rackCheckBoardBody = z.strictObject({
  rackId: id,
  code: z.string().trim().min(1).max(60),
  /** The plane of the boards already picked (a rack carries one plane). */
  planeId: id.optional(),
});

const rackLimitHours = z
  .number()
  .int({ error: "validation.quantityInvalid" })
  .min(1, { error: "validation.quantityInvalid" })
  .max(MAX_STAGE_LIMIT_HOURS, { error: "validation.quantityInvalid" });
export const rackStageLimits = z.strictObject({
  cutting: rackLimitHours,
  reinforcement: rackLimitHours,
  secondProcessing: rackLimitHours,
  packing: rackLimitHours,
});
export const rackSettings = z.object({ limits: rackStageLimits });
export const rackSettingsBody = z.strictObject({});
export const rackSaveSettingsBody = z.strictObject({ limits: rackStageLimits });

/** The projects in production and their planes: rack management's project and plane filters. */
export const rackProjectOptions = z.array(
  z.object({
    projectId: rowId,
    projectNo: z.string(),
    name: z.string(),
    planes: z.array(z.object({ planeId: rowId, batchNo: z.string() })),
  }),
);
export type RackProjectOptions = z.infer<typeof rackProjectOptions>;

export type RackTripListBody = z.input<typeof rackTripListBody>;
export type RackTripItem = z.infer<typeof rackTripItem>;
export type RackTripPage = z.infer<typeof rackTripPage>;
export type RackTabCounts = z.infer<typeof rackTabCounts>;
export type RackDetail = z.infer<typeof rackDetail>;
export type RackTripBoard = z.infer<typeof rackTripBoard>;
export type RackEventItem = z.infer<typeof rackEventItem>;
export type RackLoaded = z.infer<typeof rackLoaded>;
export type RackMoved = z.infer<typeof rackMoved>;
export type RackLoadableBoard = z.infer<typeof rackLoadableBoard>;
export type RackStageLimits = z.infer<typeof rackStageLimits>;
export type RackSettings = z.infer<typeof rackSettings>;
export type RackTripSort = z.infer<typeof rackTripSort>;
export type RackGenerateBody = z.input<typeof rackGenerateBody>;
export type RackLoadBody = z.input<typeof rackLoadBody>;
export type RackTripActionBody = z.input<typeof rackTripActionBody>;
export type RackLoadableBody = z.input<typeof rackLoadableBody>;
export type RackCheckBoardBody = z.input<typeof rackCheckBoardBody>;

/** Stage gates (docs/api-floor.md "Stage gates"): what keeps a trip at its stage, and the ways out. */
export const rackGateBody = z.strictObject({ tripId: id });
const gateCraft = z.object({
  seq: z.number().int(),
  craftName: z.string(),
  workshopId: rowId,
  workshopName: z.string(),
});
export const rackGate = z.object({
  tripId: rowId,
  rackId: rowId,
  code: z.string(),
  stage: rackStageSchema,
  state: rackTripStateSchema,
  version: z.number().int(),
  /** The boards on the trip with work of this stage (or an earlier one) pending, their crafts in order. */
  pending: z.array(z.object({ boardId: rowId, code: z.string(), crafts: z.array(gateCraft) })),
  /** Where that work is done next: each workshop with the boards whose next pending craft is there. */
  workshops: z.array(
    z.object({
      workshopId: rowId,
      workshopName: z.string(),
      boardIds: z.array(rowId),
      crafts: z.array(z.string()),
    }),
  ),
});
export const rackUnloadBody = z.strictObject({
  tripId: id,
  version: versionSchema,
  boardIds,
  reason: z.string().trim().min(1, { error: "validation.required" }).max(200),
});
export const rackUnloaded = z.object({
  version: z.number().int(),
  state: rackTripStateSchema,
  stage: rackStageSchema,
  boards: z.number().int(),
  areaMm2: z.number().int(),
});
export type RackGate = z.infer<typeof rackGate>;
export type RackUnloaded = z.infer<typeof rackUnloaded>;
export type RackUnloadBody = z.input<typeof rackUnloadBody>;
