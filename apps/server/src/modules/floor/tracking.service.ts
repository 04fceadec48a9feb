import {
  type BoxState,
  type ChainLink,
  type ChainResult,
  Code,
  FLOOR_STAGES,
  type FloorStage,
  type RackState,
  TRACKING_STAGES,
  type TrackingBoard,
  type TrackingBoardsResult,
  type TrackingProgress,
  type TrackingSearchBy,
  type TrackingSearchPage,
  type TrackingStage,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { percentOf } from "../production/production-project.service.ts";
import { m2 } from "../project/project.figures.ts";
import * as chainRepo from "./chain.repository.ts";
import * as repo from "./tracking.repository.ts";

/** Production tracking (menu 2600, docs/api-floor.md "Tracking"): boards by plane or box, the chain. */

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A box's derived state: sealed → done; boards in it → packing; else toPack. */
export function boxState(sealedAt: Date | string | null, boards: number): BoxState {
  if (sealedAt) return "done";
  return boards > 0 ? "packing" : "toPack";
}

export async function search(
  ctx: MemberCtx,
  f: { by: TrackingSearchBy; keyword?: string; pageNum: number; pageSize: number },
): Promise<TrackingSearchPage> {
  const { db: q } = ctx;
  const orgId = ctx.actor.orgId;
  const rows = await repo.search(q, orgId, f);
  return toPage(rows, f, (r) => ({
    kind: f.by,
    planeId: r.plane_id,
    batchNo: r.batch_no,
    boxId: r.box_id,
    boxNo: r.box_no,
    boxCode: r.box_code,
    boxState: r.box_id === null ? null : boxState(r.sealed_at, r.in_box ?? 0),
    shortCodes: r.sealed_at ? (r.short_codes ?? null) : null,
    projectId: r.project_id,
    projectNo: r.project_no,
    projectName: r.project_name,
    boardCount: r.board_count ?? 0,
    cutBoards: r.cut_boards ?? 0,
    packedBoards: r.packed_boards ?? 0,
    areaMm2: Number(r.area ?? 0),
    area: m2(r.area ?? 0),
    packedPercent: percentOf(r.packed_boards ?? 0, r.board_count ?? 0),
  }));
}

export function progressOf(rows: repo.StageCountRow[]): TrackingProgress {
  const by = (s: TrackingStage) => rows.filter((r) => r.stage === s);
  const rack = (s: FloorStage) => rows.filter((r) => r.stage === "onRack" && r.rack_stage === s);
  return {
    boardCount: rows.reduce((n, r) => n + r.boards, 0),
    stages: TRACKING_STAGES.map((stage) => ({
      stage,
      boards: by(stage).reduce((n, r) => n + r.boards, 0),
      areaMm2: by(stage).reduce((n, r) => n + Number(r.area), 0),
    })),
    onRacks: FLOOR_STAGES.map((stage) => ({ stage, boards: rack(stage).reduce((n, r) => n + r.boards, 0) })),
  };
}

function groupBy<T extends { board_id: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.board_id);
    if (list) list.push(r);
    else out.set(r.board_id, [r]);
  }
  return out;
}

function trackingBoard(
  b: repo.TrackingBoardRow,
  receptions: repo.ReceptionRow[],
  crafts: repo.CraftDoneRow[],
): TrackingBoard {
  const onRack = b.rack_id !== null;
  return {
    boardId: b.id,
    code: b.code,
    length: b.length,
    width: b.width,
    thickness: Number(b.thickness),
    areaMm2: b.length * b.width,
    area: m2(BigInt(b.length) * BigInt(b.width)),
    stage: b.stage as TrackingStage,
    broken: b.broken_at !== null,
    rackId: b.rack_id,
    rackCode: b.rack_code,
    rackStage: onRack ? (b.rack_stage as FloorStage) : null,
    // A board's rack is on an open trip: its state is the trip's (never returned / cancelled).
    rackState: onRack ? (b.rack_state as RackState) : null,
    lastRackCode: onRack ? null : b.last_rack_code,
    boxId: b.box_id,
    boxNo: b.box_no,
    craftsDone: b.crafts_done,
    craftsTotal: b.crafts_total,
    times: {
      cutAt: iso(b.cut_at),
      loadedAt: iso(b.loaded_at),
      received: receptions.map((r) => ({
        stage: r.stage as FloorStage,
        rackCode: r.rack_code,
        at: iso(r.at)!,
      })),
      crafts: crafts.map((c) => ({ seq: c.seq, craftName: c.craft_name, at: iso(c.at)! })),
      unloadedAt: iso(b.unloaded_at),
      packedAt: iso(b.packed_at),
    },
  };
}

/** Every board of a plane or a box with its stage, rack, box and step times; progress of it and of its project. */
export async function boards(
  ctx: MemberCtx,
  b: { planeId?: string; boxId?: string },
): Promise<TrackingBoardsResult> {
  const { db: q } = ctx;
  const orgId = ctx.actor.orgId;
  const g = b.planeId ? await repo.findPlane(q, orgId, b.planeId) : await repo.findBox(q, orgId, b.boxId!);
  if (!g) throw new AppError(Code.NotFound);
  const key: repo.GroupKey = b.planeId ? { planeId: b.planeId } : { boxId: b.boxId! };
  const [rows, receptions, crafts, counts, projectCounts] = [
    await repo.groupBoards(q, orgId, key),
    groupBy(await repo.groupReceptions(q, orgId, key)),
    groupBy(await repo.groupCrafts(q, orgId, key)),
    await repo.stageCounts(q, orgId, key),
    await repo.stageCounts(q, orgId, { projectId: g.project_id }),
  ];
  return {
    kind: b.planeId ? "plane" : "box",
    projectId: g.project_id,
    projectNo: g.project_no,
    projectName: g.project_name,
    planeId: g.plane_id,
    batchNo: g.batch_no,
    boxId: g.box_id,
    boxNo: g.box_no,
    boxCode: g.box_code,
    boxState: g.box_id === null ? null : boxState(g.sealed_at, g.box_boards),
    shortCodes: g.sealed_at ? (g.short_codes ?? null) : null,
    boards: rows.map((r) => trackingBoard(r, receptions.get(r.id) ?? [], crafts.get(r.id) ?? [])),
    progress: progressOf(counts),
    projectProgress: progressOf(projectCounts),
  };
}

const CHAIN_LIMIT = 500;
const link = (id: string | null, label: string | null): ChainLink =>
  id === null ? null : { id, label: label ?? "" };

/** The chain around a block, slab, board, rack or box: one path per board (another enterprise's id → 1002). */
export async function chain(
  ctx: MemberCtx,
  b: { kind: ChainResult["kind"]; id: string },
): Promise<ChainResult> {
  const { db: q } = ctx;
  const orgId = ctx.actor.orgId;
  const label = await chainRepo.chainLabel(q, orgId, b.kind, b.id);
  if (label === undefined) throw new AppError(Code.NotFound);
  const rows = await chainRepo.chainRows(q, orgId, b.kind, b.id, CHAIN_LIMIT + 1);
  return {
    kind: b.kind,
    id: b.id,
    label,
    truncated: rows.length > CHAIN_LIMIT,
    paths: rows.slice(0, CHAIN_LIMIT).map((r) => ({
      block: link(r.block_id, r.block_no),
      slab: link(r.slab_id, r.barcode),
      cuttingPlan: link(r.cutting_plan_id, r.barcode),
      productionPlan: link(r.production_plan_id, r.production_plan_no),
      deviceTable: r.device_code ? `${r.device_code} ${r.table_side ?? ""}`.trim() : null,
      project: link(r.project_id, r.project_no && `${r.project_no} ${r.project_name ?? ""}`.trim()),
      plane: link(r.plane_id, r.batch_no),
      board: link(r.board_id, r.board_code),
      rack: link(r.rack_id, r.rack_code),
      tripId: r.trip_id,
      box: link(r.box_id, r.box_code),
    })),
  };
}
