import {
  Code,
  canProject,
  type Lang,
  PROJECT_TRANSITIONS,
  type ProjectImportResult,
  type ProjectSettings,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { findWorkshop } from "../factory/workshop.repository.ts";
import { checkImport, type RawImport } from "./project.import.ts";
import * as repo from "./project.repository.ts";
import { missingSettings, packingValid } from "./project.rules.ts";
import { buildTemplate } from "./project.xlsx.ts";

/**
 * The review workflow (docs/api-project.md, States): import and re-import, settings, approve, recall,
 * delete, and done for production. Each checks PROJECT_TRANSITIONS (shared) before it moves the project.
 */

/** The import template (.xlsx) in `lang`, its craft lists filled with the enterprise's crafts. */
export async function importTemplate(ctx: MemberCtx, input: { lang: Lang }) {
  return buildTemplate(input.lang, await repo.craftNames(ctx.db, ctx.actor.orgId));
}

/** Checks the rows and stores the project in one transaction (docs/api-project.md, Import). */
export async function importProject(ctx: MemberCtx, raw: RawImport): Promise<ProjectImportResult> {
  const { actor: caller, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const crafts = await repo.craftIdsByName(q, caller.orgId);
    const clean = checkImport(raw, crafts, lang);
    const { id, before } = await repo.upsertProjectHeader(q, caller.orgId, caller.userId, clean, now);
    let version = 1;
    if (before) {
      if (!canProject(before.review_status, "import")) {
        throw new AppError(Code.InvalidState, {
          msgKey: "project.reimportLocked",
          data: { from: before.review_status, action: "import", projectNo: before.project_no },
        });
      }
      await refuseSlabInProduction(q, caller.orgId, id, "import");
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
      to: PROJECT_TRANSITIONS.import[1],
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
  ctx: MemberCtx,
  b: { projectId: string; version: number; settings: ProjectSettings },
) {
  const caller = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (!canProject(p.review_status, "settings")) throw refuse(p.review_status, "settings");
    const w = await findWorkshop(q, caller.orgId, b.settings.cuttingWorkshopId);
    if (!w) throw new AppError(Code.NotFound);
    if (w.category !== "cutting") {
      throw new AppError(Code.ValidationFailed, {
        msgKey: "project.workshopNotCutting",
        data: { errors: [{ field: "settings.cuttingWorkshopId", messageKey: "project.workshopNotCutting" }] },
      });
    }
    const { deliveryDate, ...stored } = b.settings;
    const version = await repo.saveSettings(q, caller.orgId, b.projectId, stored, deliveryDate, now);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "project",
      entityId: b.projectId,
      action: "settings",
      detail: { ...b.settings },
      at: now,
    });
    return { version };
  });
}

/**
 * 1003 when a delete or re-import would take a cutting plan from a slab in production: a plan of a
 * cloud-layout run over several projects can hold this pending project's boards on a slab that
 * another, reviewed project is already cutting.
 */
async function refuseSlabInProduction(
  q: Queryable,
  orgId: string,
  projectId: string,
  action: "delete" | "import",
): Promise<void> {
  const slab = await repo.slabInProduction(q, orgId, projectId);
  if (!slab) return;
  throw new AppError(Code.InvalidState, {
    msgKey: "project.slabInProduction",
    params: { barcode: slab.barcode },
    data: { action, barcode: slab.barcode },
  });
}

export async function approve(ctx: MemberCtx, b: { projectId: string; version: number }) {
  const { actor: caller, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (!canProject(p.review_status, "approve")) throw refuse(p.review_status, "approve");
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
    const version = await repo.markReviewed(q, caller.orgId, b.projectId, caller.userId, now);
    await audit(q, caller, b.projectId, "approve", p.review_status, PROJECT_TRANSITIONS.approve[1], now);
    return { version };
  });
}

export async function recall(ctx: MemberCtx, b: { projectId: string; version: number }) {
  const caller = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (!canProject(p.review_status, "recall")) throw refuse(p.review_status, "recall");
    const to = PROJECT_TRANSITIONS.recall[1];
    const version = await repo.setReviewStatus(q, caller.orgId, b.projectId, to, now);
    await audit(q, caller, b.projectId, "recall", p.review_status, to, now);
    return { version };
  });
}

export async function remove(ctx: MemberCtx, b: { projectId: string; version: number }) {
  const caller = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const p = await lockCurrent(q, caller.orgId, b.projectId, b.version);
    if (!canProject(p.review_status, "delete")) throw refuse(p.review_status, "delete");
    await refuseSlabInProduction(q, caller.orgId, b.projectId, "delete");
    await repo.deleteProject(q, caller.orgId, b.projectId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "project",
      entityId: b.projectId,
      action: "delete",
      from: p.review_status,
      to: PROJECT_TRANSITIONS.delete[1],
      detail: { projectNo: p.project_no, name: p.name },
      at: now,
    });
    return null;
  });
}

function audit(
  q: Queryable,
  caller: MemberActor | null,
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
  const [from, to] = PROJECT_TRANSITIONS.done;
  if (!(await repo.moveReviewStatus(q, orgId, projectId, from, to, now))) return false;
  await writeAudit(q, {
    orgId,
    actorUserId: null,
    entity: "project",
    entityId: projectId,
    action: "done",
    from: from[0],
    to,
    at: now,
  });
  return true;
}
