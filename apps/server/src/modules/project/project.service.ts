import {
  Code,
  formatMoney,
  type Lang,
  type ProjectSettings,
  REQUIRED_SETTINGS,
  translate,
} from "@stoneworks/shared";
import type { Db, Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { findWorkshop } from "../factory/workshop.repository.ts";
import { checkImport, type RawImport } from "./project.import.ts";
import * as repo from "./project.repository.ts";

type Caller = { orgId: string; userId: string };

const progressOf = (done: number, total: number) =>
  total ? Math.min(100, Math.floor((done * 100) / total)) : 0;
function cuttingStatus(started: number, done: number, total: number) {
  if (total > 0 && done === total) return "completed";
  return started > 0 ? "inProgress" : "notStarted";
}
/** mm² → m² with 3 decimals, rounded half up in integer arithmetic (no float error at halves). */
export function m2(mm2: number | string | bigint): string {
  const r = (BigInt(mm2) + 500n) / 1000n;
  return `${r / 1000n}.${(r % 1000n).toString().padStart(3, "0")}`;
}
const area = (mm2: number | string | bigint) => ({ areaMm2: Number(mm2), area: m2(mm2) });
const money = (fen: number | string) => ({ feeFen: Number(fen), fee: formatMoney(BigInt(fen)) });

// ---- import ----

/** Checks the rows and stores the project in one transaction (docs/api-project.md, Import). */
export async function importProject(db: Db, caller: Caller, raw: RawImport, lang: Lang, now: Date) {
  return db.tx(async (q) => {
    const crafts = await repo.craftIdsByName(q, caller.orgId);
    const clean = checkImport(raw, crafts, lang);
    const { id, before } = await repo.upsertProjectHeader(q, caller.orgId, caller.userId, clean, now);
    let version = 1;
    if (before) {
      if (before.review_status === "reviewed" || before.review_status === "done") {
        throw new AppError(Code.InvalidState, {
          msgKey: "project.reimportLocked",
          data: { from: before.review_status, action: "import", projectNo: before.project_no },
        });
      }
      await repo.clearProjectContent(q, caller.orgId, id);
      version = await repo.updateProjectHeader(q, caller.orgId, id, clean, now);
    }
    await repo.insertProjectContent(q, caller.orgId, id, clean, now);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "project",
      entityId: id,
      action: before ? "reimport" : "import",
      from: before?.review_status ?? null,
      to: "pending",
      detail: {
        projectNo: clean.project.projectNo,
        planes: clean.planes.length,
        boards: clean.boards.length,
        boxes: clean.boxes.length,
      },
      at: now,
    });
    return {
      projectId: id,
      projectNo: clean.project.projectNo,
      created: !before,
      version,
      planes: clean.planes.length,
      boards: clean.boards.length,
      boxes: clean.boxes.length,
    };
  });
}

// ---- reads ----

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

export async function listProjects(q: Queryable, orgId: string, f: repo.ListFilter) {
  const { rows } = await repo.listProjects(q, orgId, f);
  const counts = await repo.countProjects(q, orgId, f.keyword);
  return {
    ...toPage(rows, f, (r) => ({
      ...header(r),
      planeCount: r.plane_count ?? 0,
      boardCount: r.board_count ?? 0,
      ...area(r.area ?? 0),
      doneCount: r.done_count ?? 0,
      progress: progressOf(r.done_count ?? 0, r.board_count ?? 0),
      cuttingStatus: cuttingStatus(r.started_count ?? 0, r.done_count ?? 0, r.board_count ?? 0),
    })),
    counts,
  };
}

interface StoredSettings {
  kerf?: number;
  stages?: number;
  cuttingWorkshopId?: string;
  note?: string;
}

/** The required settings still missing (the delivery date lives in its own column). */
export function missingSettings(p: repo.ProjectRowDb): string[] {
  const s = p.settings as StoredSettings;
  const present: Record<string, boolean> = {
    kerf: typeof s.kerf === "number",
    stages: typeof s.stages === "number",
    cuttingWorkshopId: typeof s.cuttingWorkshopId === "string",
    deliveryDate: !!p.delivery_at,
  };
  return REQUIRED_SETTINGS.filter((k) => !present[k]);
}

const packingValid = (s: { unpacked: number; empty_boxes: number; board_count: number }) =>
  s.board_count > 0 && s.unpacked === 0 && s.empty_boxes === 0;

async function projectOr404(q: Queryable, orgId: string, projectId: string) {
  const p = await repo.findProject(q, orgId, projectId);
  if (!p) throw new AppError(Code.NotFound);
  return p;
}

/** Detail + overview; opening it clears the flags new / has update (audit "open" when one was set). */
export async function openDetail(db: Db, caller: Caller, projectId: string, now: Date) {
  const p = await projectOr404(db, caller.orgId, projectId);
  if (p.is_new || p.has_update) {
    await db.tx(async (q) => {
      const { rows } = await q.query(
        `UPDATE projects SET is_new = false, has_update = false WHERE id = $1 AND org_id = $2 AND (is_new OR has_update)
         RETURNING id`,
        [projectId, caller.orgId],
      );
      if (rows.length) {
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
    },
  };
}

/** The planes of a project for pickers (manual layout): read-only, the flags stay as they are. */
export async function planes(q: Queryable, orgId: string, projectId: string) {
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

export async function pageBoards(q: Queryable, orgId: string, projectId: string, f: repo.BoardFilter) {
  await projectOr404(q, orgId, projectId);
  const { rows } = await repo.pageBoards(q, orgId, projectId, f);
  return toPage(rows, f, (b) => ({
    boardId: b.id,
    code: b.code,
    planeId: b.plane_id,
    batchNo: b.batch_no,
    length: b.length,
    width: b.width,
    thickness: Number(b.thickness),
    ...area(b.length * b.width),
    stone: b.stone,
    crafts: b.crafts ?? [],
    cuttingMethod: b.cutting_method,
    rotatable: b.rotatable,
    status: b.status,
    exception: b.exception,
    exceptionReason: b.exception_reason,
    packingStatus: b.packing_status,
    boxNo: b.box_no,
    // The slab whose accepted cutting plan carries the board (material detail), once planned.
    slabId: b.slab_id,
  }));
}

export async function materials(q: Queryable, orgId: string, projectId: string) {
  await projectOr404(q, orgId, projectId);
  const rows = await repo.materials(q, orgId, projectId);
  return rows.map((r) => ({
    stone: r.stone,
    thickness: Number(r.thickness),
    boardCount: r.board_count,
    ...area(r.area),
    stockCount: r.stock_count,
    stockAreaMm2: Number(r.stock_area),
    stockArea: m2(r.stock_area),
    enough: BigInt(r.stock_area) >= BigInt(r.area),
  }));
}

export async function processing(q: Queryable, orgId: string, projectId: string, f: repo.BoardFilter) {
  const p = await projectOr404(q, orgId, projectId);
  const { rows } = await repo.pageBoards(q, orgId, projectId, f);
  const lines = await repo.processingLines(
    q,
    orgId,
    projectId,
    p.project_type,
    rows.map((r) => r.id),
  );
  const byBoard = new Map<string, typeof lines>();
  for (const l of lines) byBoard.set(l.board_id, [...(byBoard.get(l.board_id) ?? []), l]);
  const summary = await repo.processingSummary(q, orgId, projectId, p.project_type);
  const totalFee = summary.reduce((n, c) => n + BigInt(c.fee_fen), 0n);
  const boardCount = await q.query<{ n: number }>(
    `SELECT count(DISTINCT bc.board_id)::int AS n FROM project_board_crafts bc JOIN project_boards b ON b.id = bc.board_id
      WHERE b.project_id = $1 AND b.org_id = $2`,
    [projectId, orgId],
  );
  return {
    ...toPage(rows, f, (b) => {
      const crafts = (byBoard.get(b.id) ?? []).map((l) => ({
        seq: l.seq,
        craftId: l.craft_id,
        name: l.name,
        unitPriceFen: Number(l.price_fen),
        unitPrice: formatMoney(BigInt(l.price_fen)),
        priceSource: l.from_flow ? "processFlow" : "craft",
        ...money(l.fee_fen),
      }));
      const fee = crafts.reduce((n, c) => n + BigInt(c.feeFen), 0n);
      return {
        boardId: b.id,
        code: b.code,
        batchNo: b.batch_no,
        ...area(b.length * b.width),
        feeFen: Number(fee),
        fee: formatMoney(fee),
        crafts,
      };
    }),
    summary: {
      boardCount: boardCount.rows[0]!.n,
      craftCount: summary.length,
      totalFeeFen: Number(totalFee),
      totalFee: formatMoney(totalFee),
      crafts: summary.map((c) => ({
        craftId: c.craft_id,
        name: c.name,
        unitPriceFen: Number(c.price_fen),
        unitPrice: formatMoney(BigInt(c.price_fen)),
        boardCount: c.board_count,
        ...area(c.area),
        ...money(c.fee_fen),
      })),
    },
  };
}

export async function packingList(q: Queryable, orgId: string, projectId: string) {
  await projectOr404(q, orgId, projectId);
  const { boxes, boards } = await repo.packingBoxes(q, orgId, projectId);
  const inBox = new Map<string, typeof boards>();
  const unpacked: typeof boards = [];
  for (const b of boards) {
    if (b.box_id) inBox.set(b.box_id, [...(inBox.get(b.box_id) ?? []), b]);
    else unpacked.push(b);
  }
  const list = boxes.map((x) => {
    const bs = inBox.get(x.id) ?? [];
    return {
      boxId: x.id,
      boxNo: x.box_no,
      length: x.length,
      width: x.width,
      height: x.height,
      status: x.status,
      boardCount: bs.length,
      ...area(bs.reduce((n, b) => n + b.length * b.width, 0)),
      boards: bs.map((b) => ({
        boardId: b.id,
        code: b.code,
        batchNo: b.batch_no,
        length: b.length,
        width: b.width,
        thickness: Number(b.thickness),
        packingStatus: b.packing_status,
      })),
    };
  });
  return {
    valid: boards.length > 0 && unpacked.length === 0 && list.every((x) => x.boardCount > 0),
    boxes: list,
    unpacked: unpacked.map((b) => ({ boardId: b.id, code: b.code, batchNo: b.batch_no })),
  };
}

// ---- changes ----

/** Locks the project; 1002 when unknown, 1012 when deleted meanwhile or the version is stale. */
async function lockCurrent(q: Queryable, orgId: string, projectId: string, version: number) {
  const p = await repo.lockProject(q, orgId, projectId);
  if (!p) {
    throw new AppError((await repo.wasDeleted(q, orgId, projectId)) ? Code.Conflict : Code.NotFound);
  }
  if (p.version !== version) throw new AppError(Code.Conflict);
  return p;
}

const refuse = (from: string, action: string) => new AppError(Code.InvalidState, { data: { from, action } });

export async function updateSettings(
  db: Db,
  caller: Caller,
  b: { projectId: string; version: number; settings: ProjectSettings },
  now: Date,
) {
  return db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (p.review_status !== "pending") throw refuse(p.review_status, "settings");
    const w = await findWorkshop(q, caller.orgId, b.settings.cuttingWorkshopId);
    if (!w) throw new AppError(Code.NotFound);
    if (w.category !== "cutting") {
      throw new AppError(Code.ValidationFailed, {
        msgKey: "project.workshopNotCutting",
        data: { errors: [{ field: "settings.cuttingWorkshopId", messageKey: "project.workshopNotCutting" }] },
      });
    }
    const { deliveryDate, ...stored } = b.settings;
    const { rows } = await q.query<{ version: number }>(
      `UPDATE projects SET settings = $3, delivery_at = $4, version = version + 1, updated_at = $5
        WHERE id = $1 AND org_id = $2 RETURNING version`,
      [b.projectId, caller.orgId, JSON.stringify(stored), repo.dateToDb(deliveryDate), now],
    );
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "project",
      entityId: b.projectId,
      action: "settings",
      detail: { ...b.settings },
      at: now,
    });
    return { version: rows[0]!.version };
  });
}

export async function approve(
  db: Db,
  caller: Caller,
  b: { projectId: string; version: number },
  lang: Lang,
  now: Date,
) {
  return db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (p.review_status !== "pending") throw refuse(p.review_status, "approve");
    const missing = missingSettings(p);
    if (missing.length) {
      throw new AppError(Code.ValidationFailed, {
        msgKey: "project.settingsIncomplete",
        params: {
          missing: missing
            .map((k) => translate(lang, `project.settings.${k}`))
            .join(lang === "zh-CN" ? "、" : ", "),
        },
        data: {
          missingSettings: missing,
          errors: missing.map((k) => ({
            field: `settings.${k}`,
            message: translate(lang, "validation.required"),
          })),
        },
      });
    }
    const packing = await repo.packingStats(q, caller.orgId, b.projectId);
    if (!packingValid(packing)) {
      throw new AppError(Code.InvalidState, {
        msgKey: "project.packingInvalid",
        data: {
          from: p.review_status,
          action: "approve",
          unpackedCount: packing.unpacked,
          emptyBoxCount: packing.empty_boxes,
        },
      });
    }
    const { rows } = await q.query<{ version: number }>(
      `UPDATE projects SET review_status = 'reviewed', reviewed_at = $3, reviewed_by = $4, version = version + 1, updated_at = $3
        WHERE id = $1 AND org_id = $2 RETURNING version`,
      [b.projectId, caller.orgId, now, caller.userId],
    );
    await audit(q, caller, b.projectId, "approve", "pending", "reviewed", now);
    return { version: rows[0]!.version };
  });
}

export async function recall(db: Db, caller: Caller, b: { projectId: string; version: number }, now: Date) {
  return db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (p.review_status !== "pending") throw refuse(p.review_status, "recall");
    const { rows } = await q.query<{ version: number }>(
      `UPDATE projects SET review_status = 'cancelled', version = version + 1, updated_at = $3
        WHERE id = $1 AND org_id = $2 RETURNING version`,
      [b.projectId, caller.orgId, now],
    );
    await audit(q, caller, b.projectId, "recall", "pending", "cancelled", now);
    return { version: rows[0]!.version };
  });
}

export async function remove(db: Db, caller: Caller, b: { projectId: string; version: number }, now: Date) {
  return db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (p.review_status !== "pending" && p.review_status !== "cancelled")
      throw refuse(p.review_status, "delete");
    await q.query("DELETE FROM projects WHERE id = $1 AND org_id = $2", [b.projectId, caller.orgId]);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "project",
      entityId: b.projectId,
      action: "delete",
      from: p.review_status,
      to: "deleted",
      detail: { projectNo: p.project_no, name: p.name },
      at: now,
    });
    return null;
  });
}

function audit(
  q: Queryable,
  caller: Caller | null,
  id: string,
  action: string,
  from: string,
  to: string,
  at: Date,
) {
  return writeAudit(q, {
    orgId: caller?.orgId ?? null,
    actorUserId: caller?.userId ?? null,
    entity: "project",
    entityId: id,
    action,
    from,
    to,
    at,
  });
}

/**
 * reviewed → done, when production has finished the project (for the production module; not a
 * user action). Returns false when the project is not reviewed (already done, or not approved).
 */
export async function markProjectDone(
  q: Queryable,
  orgId: string,
  projectId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE projects SET review_status = 'done', version = version + 1, updated_at = $3
      WHERE id = $1 AND org_id = $2 AND review_status = 'reviewed' RETURNING id`,
    [projectId, orgId, now],
  );
  if (!rows.length) return false;
  await writeAudit(q, {
    orgId,
    actorUserId: null,
    entity: "project",
    entityId: projectId,
    action: "done",
    from: "reviewed",
    to: "done",
    at: now,
  });
  return true;
}
