import {
  BOARD_TRANSITIONS,
  Code,
  type Lang,
  nextState,
  PLAN_TRANSITIONS,
  SLAB_TRANSITIONS,
  type SlabCompleted,
  type SlabStarted,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { OrgActor } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { generateRemnants } from "../inventory/remnant.service.ts";
import { markProjectDone } from "../project/project-review.service.ts";
import * as repo from "./cutting.repository.ts";
import { transition } from "./transition.ts";

/**
 * A slab's cutting moves inside a transaction the caller holds (docs/api-production.md "Cutting and
 * production tasks"): a slab starts and is marked complete through SLAB_TRANSITIONS, its boards follow
 * through BOARD_TRANSITIONS, a completion closes the plans and finishes the projects it completes. The
 * slab row is locked first, then compared by version. cutting.service.ts runs them as the services
 * (`startSlab(ctx, b)`, `completeSlab(ctx, b)`); a device report runs them inside its record's transaction.
 */

/** Who moves the slab: an operator (userId), or its device or the system (userId null), in an enterprise. */
type Who = Pick<OrgActor, "orgId" | "userId">;

/** The slab moved; `version` when the caller read it (a screen), none from a machine or the material detail. */
export interface SlabMove {
  slabId: string;
  version?: number | undefined;
}

const slabState = (s: string) => `inventory.status.${s}`;
const boardState = (s: string) => `production.boardStatus.${s}`;

/** Locks the slab; 1002 when not the enterprise's, 1012 when `version` is stale. */
async function lockFresh(q: Queryable, orgId: string, slabId: string, version: number | undefined) {
  const s = await repo.lockCuttingSlab(q, orgId, slabId);
  if (!s) throw new AppError(Code.NotFound);
  if (version !== undefined && s.version !== version) throw new AppError(Code.Conflict);
  return s;
}

/**
 * The slab's own step (start or complete) through SLAB_TRANSITIONS: its row (versioned) and its event,
 * naming who moved it (an operator, or its device when there is no user).
 */
async function moveSlab(
  q: Queryable,
  lang: Lang,
  a: Who,
  s: repo.LockedSlab,
  action: "start" | "complete",
  now: Date,
): Promise<number> {
  const to = transition(lang, SLAB_TRANSITIONS, s.status, action, {
    entity: "slab",
    code: s.barcode,
    stateKey: slabState(s.status),
  }) as "cutting" | "done";
  const version =
    (await repo.updateSlabStatus(
      q,
      { slabId: s.id, orgId: a.orgId, version: s.version },
      to,
      a.userId,
      now,
    )) ?? (await staleOrMissing(q, "slabs", s.id, a.orgId));
  await writeAudit(q, {
    orgId: a.orgId,
    actorUserId: a.userId,
    entity: "slab",
    entityId: s.id,
    action: action === "start" ? "startCutting" : "complete",
    from: s.status,
    to,
    detail: { deviceId: s.device_id, tableSide: s.table_side, by: a.userId ? "operator" : "device" },
    at: now,
  });
  return version;
}

/** The slab's boards that `action` moves, and one event for them (entity board, id of the slab). */
async function moveBoards(
  q: Queryable,
  lang: Lang,
  a: Who,
  s: repo.LockedSlab,
  action: "start" | "complete",
  now: Date,
) {
  const boards = await repo.lockSlabBoards(q, s.id);
  const moved = boards.filter((b) => nextState(BOARD_TRANSITIONS, b.status, action) !== undefined);
  const to = action === "start" ? "cutting" : "done";
  for (const b of moved)
    transition(lang, BOARD_TRANSITIONS, b.status, action, {
      entity: "board",
      code: b.code,
      stateKey: boardState(b.status),
    });
  await repo.updateBoardsStatus(
    q,
    moved.map((b) => b.id),
    to,
    s.table_side,
  );
  // One event per state the boards leave (all toCut at a start; toCut or cutting at a completion).
  for (const from of new Set(moved.map((b) => b.status))) {
    const group = moved.filter((b) => b.status === from);
    await writeAudit(q, {
      orgId: a.orgId,
      actorUserId: a.userId,
      entity: "board",
      entityId: s.id,
      action: action === "start" ? "startCutting" : "complete",
      from,
      to,
      detail: {
        slabId: s.id,
        barcode: s.barcode,
        boardIds: group.map((b) => b.id),
        codes: group.map((b) => b.code),
        deviceId: s.device_id,
        tableSide: s.table_side,
      },
      at: now,
    });
  }
  return { moved, boards };
}

/** toCut → cutting (its device reports a start, or an operator starts it); its boards go cutting. */
export async function startSlabIn(
  q: Queryable,
  a: Who,
  lang: Lang,
  now: Date,
  b: SlabMove,
): Promise<SlabStarted> {
  const s = await lockFresh(q, a.orgId, b.slabId, b.version);
  const version = await moveSlab(q, lang, a, s, "start", now);
  const { moved } = await moveBoards(q, lang, a, s, "start", now);
  return { version, boards: moved.length };
}

/**
 * toCut|cutting → done, irrevocable: the one completion of a slab (material detail, production tasks,
 * a device's end report). Its boards go done; in the same transaction the offcuts of its accepted plan
 * that reach the minimum size become remnant slabs (inventory/remnant.service.ts), every issued
 * production plan whose slabs are now all done closes, and every reviewed project whose boards are now
 * all cut moves to done.
 */
export async function completeSlabIn(
  q: Queryable,
  a: Who,
  lang: Lang,
  now: Date,
  b: SlabMove,
): Promise<SlabCompleted> {
  const s = await lockFresh(q, a.orgId, b.slabId, b.version);
  if (s.status === "done")
    throw new AppError(Code.InvalidState, {
      msgKey: "production.cutting.alreadyDone",
      params: { code: s.barcode },
      data: { from: s.status, action: "complete" },
    });
  const version = await moveSlab(q, lang, a, s, "complete", now);
  const { moved, boards } = await moveBoards(q, lang, a, s, "complete", now);
  const remnants = await generateRemnants(q, a, s.id, now);
  const closedPlans = await closeFinishedPlans(q, lang, a, s.id, now);
  const finishedProjects = await finishProjects(
    q,
    a.orgId,
    [...new Set(boards.map((x) => x.project_id))],
    now,
  );
  return { version, boards: moved.length, closedPlans, finishedProjects, remnants };
}

/** Issued plans holding the slab whose slabs are all done: issued → closed. Returns their plan nos. */
async function closeFinishedPlans(q: Queryable, lang: Lang, a: Who, slabId: string, now: Date) {
  const closed: string[] = [];
  for (const p of await repo.lockIssuedPlansOf(q, a.orgId, slabId)) {
    if (!(await repo.planAllDone(q, p.id))) continue;
    const to = transition(lang, PLAN_TRANSITIONS, "issued", "close", {
      entity: "plan",
      code: p.plan_no,
      stateKey: "production.planStatus.issued",
    });
    await repo.closePlan(q, p.id, now);
    await writeAudit(q, {
      orgId: a.orgId,
      actorUserId: a.userId,
      entity: "productionPlan",
      entityId: p.id,
      action: "close",
      from: "issued",
      to,
      detail: { planNo: p.plan_no, slabId },
      at: now,
    });
    closed.push(p.plan_no);
  }
  return closed;
}

/** Reviewed projects whose boards are all cut → done (markProjectDone). Returns their project nos. */
async function finishProjects(q: Queryable, orgId: string, projectIds: string[], now: Date) {
  const done: string[] = [];
  for (const p of await repo.lockReviewedProjects(q, orgId, projectIds)) {
    if (!(await repo.projectAllCut(q, p.id))) continue;
    if (await markProjectDone(q, orgId, p.id, now)) done.push(p.project_no);
  }
  return done;
}
