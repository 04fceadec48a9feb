import { Code, DEFAULT_KERF, DEFAULT_STAGES, type Lang, translate } from "@stoneworks/shared";
import type { Db, Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import {
  assertScope,
  currentPlanId,
  deviceMisfit,
  findPlanSlab,
  loadPlan,
  slabStateError,
} from "./cutting-plan.repository.ts";
import { findSlab, SLAB_SELECT_PAGED, type SlabRow, withDefects } from "./inventory.repository.ts";

/** State changes of a slab (exception, device, completion) and the manual-layout reads. */

interface Caller {
  orgId: string;
  userId: string;
}

/** Locks the slab of this enterprise; 1002 when it is not theirs, 1012 when `version` is stale. */
async function lockSlab(q: Queryable, orgId: string, slabId: string, version: number) {
  const { rows } = await q.query<{
    id: string;
    status: string;
    version: number;
    exception: boolean;
    exception_reason: string;
    device_id: string | null;
    length: number;
    width: number;
    thickness: string;
  }>(
    `SELECT id, status, version, exception, exception_reason, device_id, length, width, thickness
       FROM slabs WHERE id = $1 AND org_id = $2 FOR UPDATE`,
    [slabId, orgId],
  );
  const s = rows[0];
  if (!s) throw new AppError(Code.NotFound);
  if (s.version !== version) throw new AppError(Code.Conflict);
  return s;
}

async function bump(
  q: Queryable,
  slabId: string,
  orgId: string,
  version: number,
  set: string,
  params: unknown[],
  now: Date,
) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE slabs SET ${set}, version = version + 1, updated_at = $4
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [slabId, orgId, version, now, ...params],
  );
  if (!rows[0]) return staleOrMissing(q, "slabs", slabId, orgId);
  return rows[0].version;
}

export async function setException(
  db: Db,
  c: Caller,
  b: { slabId: string; exception: boolean; reason: string; version: number },
  now: Date,
) {
  return db.tx(async (q) => {
    const s = await lockSlab(q, c.orgId, b.slabId, b.version);
    const version = await bump(
      q,
      b.slabId,
      c.orgId,
      b.version,
      "exception = $5, exception_reason = $6",
      [b.exception, b.exception ? b.reason : ""],
      now,
    );
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: b.slabId,
      action: b.exception ? "setException" : "clearException",
      from: s.exception ? "exception" : "normal",
      to: b.exception ? "exception" : "normal",
      detail: { reason: b.reason, previousReason: s.exception_reason },
      at: now,
    });
    return { version };
  });
}

export async function deviceOptions(q: Queryable, orgId: string, slabId: string) {
  const slab = await findPlanSlab(q, orgId, slabId);
  if (!slab) throw new AppError(Code.NotFound);
  const { rows } = await q.query<{
    id: string;
    code: string;
    series: string;
    max_length: number;
    max_width: number;
    max_thickness: number;
    table_a: string;
    table_b: string;
  }>(
    "SELECT id, code, series, max_length, max_width, max_thickness, table_a, table_b FROM devices WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  return rows
    .map((d) => {
      const reasons = deviceMisfit(slab, d);
      return {
        deviceId: d.id,
        code: d.code,
        series: d.series,
        maxLength: d.max_length,
        maxWidth: d.max_width,
        maxThickness: d.max_thickness,
        tableA: d.table_a,
        tableB: d.table_b,
        suitable: reasons.length === 0,
        reasons,
      };
    })
    .sort((a, b) => Number(b.suitable) - Number(a.suitable) || a.code.localeCompare(b.code));
}

export async function changeDevice(
  db: Db,
  c: Caller,
  lang: Lang,
  b: { slabId: string; deviceId: string; tableSide?: "A" | "B"; version: number },
  now: Date,
) {
  return db.tx(async (q) => {
    const { rows } = await q.query<{
      code: string;
      max_length: number;
      max_width: number;
      max_thickness: number;
    }>("SELECT code, max_length, max_width, max_thickness FROM devices WHERE id = $1 AND org_id = $2", [
      b.deviceId,
      c.orgId,
    ]);
    const d = rows[0];
    if (!d) throw new AppError(Code.NotFound);
    const s = await lockSlab(q, c.orgId, b.slabId, b.version);
    if (s.status !== "toPick" && s.status !== "toCut")
      throw slabStateError(lang, s.status, "changeDevice", "inventory.deviceState");
    const reasons = deviceMisfit({ ...s, thickness: Number(s.thickness) }, d);
    if (reasons.length > 0)
      throw new AppError(Code.InvalidState, {
        msgKey: "inventory.deviceUnsuitable",
        params: {
          device: d.code,
          reason: reasons
            .map((r) => translate(lang, `inventory.reason.${r}`))
            .join(lang === "zh-CN" ? "；" : "; "),
        },
        data: { from: s.status, action: "changeDevice", reasons },
      });
    const old = s.device_id
      ? (await q.query<{ code: string }>("SELECT code FROM devices WHERE id = $1", [s.device_id])).rows[0]
          ?.code
      : null;
    const version = await bump(
      q,
      b.slabId,
      c.orgId,
      b.version,
      "device_id = $5, table_side = $6",
      [b.deviceId, b.tableSide ?? null],
      now,
    );
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: b.slabId,
      action: "changeDevice",
      from: old ?? null,
      to: d.code,
      detail: { deviceId: b.deviceId, tableSide: b.tableSide ?? null },
      at: now,
    });
    return { version };
  });
}

export async function completeSlab(
  db: Db,
  c: Caller,
  lang: Lang,
  b: { slabId: string; version: number },
  now: Date,
) {
  return db.tx(async (q) => {
    const s = await lockSlab(q, c.orgId, b.slabId, b.version);
    if (s.status === "done") throw slabStateError(lang, s.status, "complete", "inventory.alreadyDone");
    if (s.status !== "toCut" && s.status !== "cutting")
      throw slabStateError(lang, s.status, "complete", "inventory.completeState");
    const version = await bump(
      q,
      b.slabId,
      c.orgId,
      b.version,
      "status = 'done', completed_at = $4, completed_by = $5",
      [c.userId],
      now,
    );
    const planId = await currentPlanId(q, b.slabId);
    if (planId) await q.query("UPDATE project_boards SET status = 'done' WHERE plan_id = $1", [planId]);
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: b.slabId,
      action: "complete",
      from: s.status,
      to: "done",
      at: now,
    });
    return { version };
  });
}

export async function slabDetail(q: Queryable, orgId: string, slabId: string) {
  const r = await findSlab(q, orgId, slabId);
  if (!r) throw new AppError(Code.NotFound);
  return r;
}

/** Slabs a scope's unplanned boards could go on: same stone and thickness, toPick/toCut, no exception. */
export async function layoutSlabs(
  q: Queryable,
  orgId: string,
  b: {
    pageNum: number;
    pageSize: number;
    projectId?: string;
    planeId?: string;
    stone?: string;
    thickness?: number;
    barcode?: string;
  },
) {
  const scope = await assertScope(q, orgId, b);
  const { rows } = await q.query<SlabRow>(
    `${SLAB_SELECT_PAGED}
      WHERE s.org_id = $1 AND s.status IN ('toPick', 'toCut') AND NOT s.exception
        AND ($5::text IS NULL OR s.stone = $5) AND ($6::numeric IS NULL OR s.thickness = $6)
        AND ($8::text IS NULL OR s.barcode = $8)
        AND EXISTS (SELECT 1 FROM project_boards pb
                     WHERE pb.org_id = $1 AND pb.project_id = $2 AND ($3::uuid IS NULL OR pb.plane_id = $3)
                       AND pb.plan_id IS NULL AND pb.stone = s.stone AND pb.thickness = s.thickness)
      ORDER BY (c.id IS NOT NULL), s.stone, s.thickness, b.block_no, s.bundle_no, s.slab_no, s.id
      LIMIT $4 OFFSET $7`,
    [
      orgId,
      scope.projectId,
      scope.planeId,
      b.pageSize,
      b.stone || null,
      b.thickness ?? null,
      offsetOf(b),
      b.barcode || null,
    ],
  );
  return toPage(rows, b, withDefects);
}

/** The manual-layout workbench: the slab, the boards it may take, its current plan, kerf and stages. */
export async function layoutBoards(
  q: Queryable,
  orgId: string,
  b: { projectId?: string; planeId?: string; slabId: string },
) {
  const slabRow = await findSlab(q, orgId, b.slabId);
  if (!slabRow) throw new AppError(Code.NotFound);
  const scope = await assertScope(q, orgId, b);
  const slab = withDefects(slabRow);
  const plan = await loadPlan(q, orgId, b.slabId, slab.area);
  const { rows } = await q.query<{
    id: string;
    code: string;
    plane_id: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    stone: string;
    rotatable: boolean;
    plan_id: string | null;
  }>(
    `SELECT pb.id, pb.code, pb.plane_id, pl.batch_no, pb.length, pb.width, pb.thickness, pb.stone, pb.rotatable, pb.plan_id
       FROM project_boards pb JOIN planes pl ON pl.id = pb.plane_id
      WHERE pb.org_id = $1 AND pb.stone = $4 AND pb.thickness = $5
        AND ((pb.project_id = $2 AND ($3::uuid IS NULL OR pb.plane_id = $3) AND pb.plan_id IS NULL)
             OR ($6::uuid IS NOT NULL AND pb.plan_id = $6))
      ORDER BY pl.seq, pb.seq, pb.code`,
    [orgId, scope.projectId, scope.planeId, slabRow.stone, slabRow.thickness, plan?.planId ?? null],
  );
  const settings = await q.query<{ settings: Record<string, unknown> }>(
    "SELECT settings FROM projects WHERE id = $1",
    [scope.projectId],
  );
  const s = settings.rows[0]?.settings ?? {};
  const num = (v: unknown, dflt: number) => (typeof v === "number" && Number.isInteger(v) ? v : dflt);
  return {
    slab,
    kerf: plan?.kerf ?? num(s.kerf, DEFAULT_KERF),
    stages: plan?.stages ?? num(s.stages, DEFAULT_STAGES),
    boards: rows.map((r) => ({
      boardId: r.id,
      code: r.code,
      planeId: r.plane_id,
      batchNo: r.batch_no,
      length: r.length,
      width: r.width,
      thickness: Number(r.thickness),
      stone: r.stone,
      rotatable: r.rotatable,
      onThisSlab: r.plan_id !== null,
    })),
    plan,
  };
}
