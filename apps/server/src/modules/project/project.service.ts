import {
  Code,
  type ProjectDetail,
  type ProjectListPage,
  type ProjectPlanes,
  REQUIRED_SETTINGS,
} from "@stoneworks/shared";
import type { Db, Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import type { Caller } from "../../plugins/auth.ts";
import { findWorkshop } from "../factory/workshop.repository.ts";
import { projectYield } from "../machine/cutting-records.ts";
import { area, cuttingStatus, m2, progressOf } from "./project.figures.ts";
import * as repo from "./project.repository.ts";

/** Reading projects: the review list, the detail with its overview, the planes for pickers. */

const header = (p: repo.ProjectRowDb) => ({
  projectId: p.id,
  projectNo: p.project_no,
  name: p.name,
  clientName: p.client_name,
  projectType: p.project_type,
  layoutMode: p.layout_mode,
  reviewStatus: p.review_status,
  isNew: p.is_new,
  hasUpdate: p.has_update,
  uploadedAt: new Date(p.uploaded_at).toISOString(),
  updatedAt: new Date(p.content_updated_at).toISOString(),
  deliveryDate: repo.dateFromDb(p.delivery_at),
  version: p.version,
});

export async function listProjects(
  q: Queryable,
  orgId: string,
  f: repo.ListFilter,
): Promise<ProjectListPage> {
  const { rows } = await repo.listProjects(q, orgId, f);
  const counts = await repo.countProjects(q, orgId, f.keyword);
  return {
    ...toPage(rows, f, (r) => ({
      ...header(r),
      planeCount: r.plane_count ?? 0,
      boardCount: r.board_count ?? 0,
      missingSettings: missingSettings(r),
      ...area(r.area ?? 0),
      doneCount: r.done_count ?? 0,
      progress: progressOf(r.done_count ?? 0, r.board_count ?? 0),
      cuttingStatus: cuttingStatus(r.started_count ?? 0, r.done_count ?? 0, r.board_count ?? 0),
    })),
    counts,
  };
}

export interface StoredSettings {
  kerf?: number;
  stages?: 2 | 3;
  cuttingWorkshopId?: string;
  note?: string;
}

/** The required settings still missing (the delivery date lives in its own column). */
export function missingSettings(p: repo.ProjectRowDb) {
  const s = p.settings as StoredSettings;
  const present: Record<string, boolean> = {
    kerf: typeof s.kerf === "number",
    stages: typeof s.stages === "number",
    cuttingWorkshopId: typeof s.cuttingWorkshopId === "string",
    deliveryDate: !!p.delivery_at,
  };
  return REQUIRED_SETTINGS.filter((k) => !present[k]);
}

export const packingValid = (s: { unpacked: number; empty_boxes: number; board_count: number }) =>
  s.board_count > 0 && s.unpacked === 0 && s.empty_boxes === 0;

export async function projectOr404(q: Queryable, orgId: string, projectId: string) {
  const p = await repo.findProject(q, orgId, projectId);
  if (!p) throw new AppError(Code.NotFound);
  return p;
}

/** Detail + overview; opening it clears the flags new / has update (audit "open" when one was set). */
export async function openDetail(
  db: Db,
  caller: Caller,
  projectId: string,
  now: Date,
): Promise<ProjectDetail> {
  const p = await projectOr404(db, caller.orgId, projectId);
  if (p.is_new || p.has_update) {
    await db.tx(async (q) => {
      if (await repo.clearFlags(q, caller.orgId, projectId)) {
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "project",
          entityId: projectId,
          action: "open",
          detail: { isNew: p.is_new, hasUpdate: p.has_update },
          at: now,
        });
      }
    });
  }
  const planes = await repo.planeStats(db, caller.orgId, projectId);
  const packing = await repo.packingStats(db, caller.orgId, projectId);
  const s = p.settings as StoredSettings;
  const workshop = s.cuttingWorkshopId
    ? await findWorkshop(db, caller.orgId, s.cuttingWorkshopId)
    : undefined;
  const missing = missingSettings(p);
  const valid = packingValid(packing);
  const sum = (k: "board_count" | "done_count" | "started_count" | "cutting_count") =>
    planes.reduce((n, x) => n + x[k], 0);
  const total = sum("board_count");
  const done = sum("done_count");
  const totalArea = planes.reduce((n, x) => n + BigInt(x.area), 0n);
  return {
    ...header(p),
    reviewedAt: p.reviewed_at ? new Date(p.reviewed_at).toISOString() : null,
    reviewedByName: p.reviewed_by_name,
    settings: {
      kerf: s.kerf ?? null,
      stages: s.stages ?? null,
      cuttingWorkshopId: workshop ? s.cuttingWorkshopId! : null,
      cuttingWorkshopName: workshop?.name ?? null,
      deliveryDate: repo.dateFromDb(p.delivery_at),
      note: s.note ?? "",
    },
    missingSettings: missing,
    packing: {
      valid,
      boxCount: packing.box_count,
      boardCount: packing.board_count,
      unpackedCount: packing.unpacked,
      emptyBoxCount: packing.empty_boxes,
    },
    canApprove: p.review_status === "pending" && missing.length === 0 && valid,
    overview: {
      planeCount: planes.length,
      boardCount: total,
      areaMm2: Number(totalArea),
      area: m2(totalArea),
      doneCount: done,
      cuttingCount: sum("cutting_count"),
      progress: progressOf(done, total),
      cuttingStatus: cuttingStatus(sum("started_count"), done, total),
      planes: planes.map((x) => ({
        planeId: x.id,
        batchNo: x.batch_no,
        boardCount: x.board_count,
        ...area(x.area),
        doneCount: x.done_count,
        progress: progressOf(x.done_count, x.board_count),
        cuttingStatus: cuttingStatus(x.started_count, x.done_count, x.board_count),
      })),
      yield: await projectYield(db, caller.orgId, projectId),
    },
  };
}

/** The planes of a project for pickers (manual layout): read-only, the flags stay as they are. */
export async function planes(q: Queryable, orgId: string, projectId: string): Promise<ProjectPlanes> {
  const p = await projectOr404(q, orgId, projectId);
  const rows = await repo.planeLayoutStats(q, orgId, projectId);
  return {
    projectId: p.id,
    projectNo: p.project_no,
    name: p.name,
    reviewStatus: p.review_status,
    planes: rows.map((r) => ({
      planeId: r.id,
      batchNo: r.batch_no,
      boardCount: r.board_count,
      unplannedCount: r.unplanned_count,
    })),
  };
}
