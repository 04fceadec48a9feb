import {
  Code,
  type RackDetail,
  type RackLoadableBoard,
  type RackProjectOptions,
  type RackStageLimits,
  type RackState,
  type RackTripItem,
  type RackTripPage,
  rackActions,
  rackCode,
  type rackTripListBody,
  stageStates,
} from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import * as options from "./rack-options.repository.ts";
import * as repo from "./rack-trip.repository.ts";

/** Rack management's reads (docs/api-floor.md "Racks"): the list with tab counts, a rack's detail, lookups, settings. */

const digits = (n: number) => String(n).padStart(4, "0");

/** A rack as the list shows it: status, state, stage states and actions derived from its open trip. */
function toItem(r: repo.RackTripRow): RackTripItem {
  const trip = r.trip_id ? { route: r.route!, stage: r.stage!, state: r.state! } : null;
  const state = (r.state ?? "idle") as RackState;
  return {
    rackId: r.rack_id,
    number: digits(r.number),
    code: rackCode(r.number),
    status: trip ? "occupied" : "idle",
    state,
    stage: r.stage,
    route: r.route ?? [],
    stageStates: stageStates(trip),
    projectId: r.project_id,
    projectName: r.project_name,
    projectNo: r.project_no,
    planeId: r.plane_id,
    batchNo: r.batch_no,
    boards: r.boards,
    areaMm2: Number(r.area_mm2),
    safetyValue: Number(r.safety_value).toFixed(2),
    maxValue: Number(r.max_value).toFixed(2),
    location: r.location,
    operatorName: r.operator_name,
    stateSince: r.state_since?.toISOString() ?? null,
    overdue: r.overdue,
    // pack is the packing part's (boards scanned into boxes), never a button here.
    actions: (trip ? rackActions(state, trip.route, trip.stage) : rackActions("idle", [], "cutting")).filter(
      (x) => x !== "pack",
    ),
    tripId: r.trip_id,
    version: r.version,
  };
}

/** "RK0007", "rk0007", "0007" or "7" → the digits to look for; null when the keyword is none. */
function keywordDigits(keyword: string | undefined): string | null {
  if (!keyword) return null;
  return keyword.toUpperCase().replace(/^RK/, "");
}

/** How many racks the filters keep, from the tab counts under the other filters (an overdue rack is occupied). */
function rackTotal(c: repo.RackTabCounts, f: Pick<repo.RackFilters, "status" | "overdue">): number {
  if (f.overdue === true) return f.status === "idle" ? 0 : c.overdue;
  if (f.status === "idle") return c.idle;
  const base = f.status === "occupied" ? c.occupied : c.all;
  return f.overdue === false ? base - c.overdue : base;
}

export async function listRackTrips(
  ctx: MemberCtx,
  b: z.infer<typeof rackTripListBody>,
): Promise<RackTripPage> {
  const now = ctx.clock.now();
  const { db, actor: caller } = ctx;
  if (b.projectId && !(await options.owns(db, "projects", b.projectId, caller.orgId)))
    throw new AppError(Code.NotFound);
  const filters = {
    status: b.status,
    stage: b.stage,
    state: b.state,
    projectId: b.projectId,
    overdue: b.overdue,
    digits: keywordDigits(b.keyword),
  };
  const rows = await repo.pageRackTrips(db, caller.orgId, now, {
    ...filters,
    sort: b.sort,
    limit: b.pageSize,
    offset: offsetOf(b),
  });
  const counts = await repo.rackTabCounts(db, caller.orgId, now, filters);
  return { ...toPage(rows, b, toItem), total: rackTotal(counts, filters), counts };
}

export async function rackDetail(ctx: MemberCtx, rackId: string): Promise<RackDetail> {
  const { db, actor: caller } = ctx;
  const r = await repo.rackTripRow(db, caller.orgId, rackId, ctx.clock.now());
  if (!r) throw new AppError(Code.NotFound);
  const boards = r.trip_id ? await repo.tripBoards(db, r.trip_id) : [];
  const events = await repo.rackEvents(db, caller.orgId, rackId);
  return {
    rack: { ...toItem(r), classNo: r.class_no },
    boards: boards.map((x) => ({
      boardId: x.board_id,
      code: x.code,
      planeId: x.plane_id,
      batchNo: x.batch_no,
      length: x.length,
      width: x.width,
      thickness: Number(x.thickness).toFixed(1),
      areaMm2: x.length * x.width,
      craftsDone: x.crafts_done,
      craftsTotal: x.crafts_total,
      boxNo: x.box_no,
      loadedAt: x.loaded_at.toISOString(),
    })),
    events: events.map((e) => ({
      eventId: e.id,
      tripId: e.trip_id,
      action: e.action as RackDetail["events"][number]["action"],
      from: e.from_state,
      to: e.to_state,
      stage: e.stage,
      boards: e.boards,
      areaMm2: Number(e.area_mm2),
      operatorName: e.operator_name,
      at: e.at.toISOString(),
    })),
  };
}

/** A scanned rack code: "RK0007", the four digits "0007" (or fewer), any case; 1002 naming it otherwise. */
export async function rackByCode(ctx: MemberCtx, code: string): Promise<{ rackId: string }> {
  const { db } = ctx;
  const orgId = ctx.actor.orgId;
  const m = /^(?:RK)?(\d{1,4})$/i.exec(code.trim());
  const rackId = m && Number(m[1]) > 0 ? await repo.rackIdByNumber(db, orgId, Number(m[1])) : undefined;
  if (!rackId) throw new AppError(Code.NotFound, { msgKey: "floor.rack.unknownCode", params: { code } });
  return { rackId };
}

/**
 * Cut boards that may go on a rack: of `planeId`, or of the rack's plane when it has an open trip;
 * a keyword matches the board code or the plane's batch no.
 */
export async function loadable(
  ctx: MemberCtx,
  b: { rackId?: string; planeId?: string; keyword?: string },
): Promise<RackLoadableBoard[]> {
  const { db, actor: caller } = ctx;
  let planeId = b.planeId ?? null;
  if (planeId && !(await options.owns(db, "planes", planeId, caller.orgId)))
    throw new AppError(Code.NotFound);
  if (b.rackId) {
    const r = await repo.rackTripRow(db, caller.orgId, b.rackId, ctx.clock.now());
    if (!r) throw new AppError(Code.NotFound);
    planeId = r.plane_id ?? planeId;
  }
  const rows = await repo.loadableBoards(db, caller.orgId, { planeId, keyword: b.keyword || null });
  return rows.map((x) => ({
    boardId: x.id,
    code: x.code,
    projectId: x.project_id,
    projectName: x.project_name,
    planeId: x.plane_id,
    batchNo: x.batch_no,
    length: x.length,
    width: x.width,
    thickness: Number(x.thickness).toFixed(1),
    areaMm2: x.length * x.width,
    crafts: x.crafts,
  }));
}

export async function projectOptions(ctx: MemberCtx): Promise<RackProjectOptions> {
  const out = new Map<string, RackProjectOptions[number]>();
  for (const r of await options.projectOptions(ctx.db, ctx.actor.orgId)) {
    const p = out.get(r.id) ?? { projectId: r.id, projectNo: r.project_no, name: r.name, planes: [] };
    p.planes.push({ planeId: r.plane_id, batchNo: r.batch_no });
    out.set(r.id, p);
  }
  return [...out.values()];
}

export async function settings(ctx: MemberCtx): Promise<{ limits: RackStageLimits }> {
  const l = await repo.stageLimits(ctx.db, ctx.actor.orgId);
  return {
    limits: {
      cutting: l.cutting ?? 24,
      reinforcement: l.reinforcement ?? 24,
      secondProcessing: l.secondProcessing ?? 48,
      packing: l.packing ?? 24,
    },
  };
}

export function saveSettings(
  ctx: MemberCtx,
  { limits }: { limits: RackStageLimits },
): Promise<{ limits: RackStageLimits }> {
  const caller = ctx.actor;
  return auditedChange(ctx, "rackSettings", async (q) => {
    const before = await repo.stageLimits(q, caller.orgId);
    await repo.saveStageLimits(q, caller.orgId, limits);
    return {
      data: { limits },
      audit: { entityId: caller.orgId, action: "update", detail: { before, after: limits } },
    };
  });
}
