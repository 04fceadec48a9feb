import {
  Code,
  type Lang,
  PLAN_TRANSITIONS,
  type PlanState,
  type PlanSuggestion,
  type planCreateBody,
  type planSaveBody,
  type TableSide,
  translate,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { deviceMisfit } from "../inventory/cutting-plan.check.ts";
import {
  firstPickedSlab,
  insertPlan,
  lockPlan,
  lockSlabs,
  nextPlanNo,
  ONE_OPEN_PLAN_KEY,
  type PlanDeviceRow,
  planDevices,
  replacePlanSlabs,
  type SlabFactsRow,
  setPlanStatus,
  slabFacts,
  updatePlanHeader,
} from "./production-plan.repository.ts";
import { suggestAssignment } from "./production-plan.suggest.ts";
import { toCandidate } from "./production-plan-read.service.ts";
import { transition } from "./transition.ts";

/** Production plans, the writing side: scan, suggestion, create, save, issue, cancel, close (docs/api-production.md). */

const ENTITY = "productionPlan";
const subject = (planNo: string, status: PlanState) => ({
  entity: "plan" as const,
  code: planNo,
  stateKey: `production.planStatus.${status}`,
});
const joinReasons = (lang: Lang, reasons: string[]) =>
  reasons.map((r) => translate(lang, `inventory.reason.${r}`)).join(lang === "zh-CN" ? "；" : "; ");

/** Why a plan cannot take this slab (1003 naming it), or nothing when it can. */
function refusal(lang: Lang, s: SlabFactsRow): AppError | undefined {
  const code = s.barcode;
  const refuse = (msgKey: string, params: Record<string, string>) =>
    new AppError(Code.InvalidState, {
      msgKey,
      params: { code, ...params },
      data: { from: s.status, action: "plan" },
    });
  if (s.status !== "toPick")
    return refuse("production.plan.slabState", { state: translate(lang, `inventory.status.${s.status}`) });
  if (s.exception) return refuse("production.plan.slabException", { reason: s.exception_reason });
  if (!s.has_plan) return refuse("production.plan.slabNoPlan", {});
  if (s.open_plan_no) return refuse("production.plan.slabInPlan", { planNo: s.open_plan_no });
  return undefined;
}

/** A scanned barcode: the slab when a plan can take it; 1002 when no slab has it, 1003 with the reason. */
export async function scanSlab(ctx: MemberCtx, b: { barcode: string }) {
  const { barcode } = b;
  const lang = ctx.lang;
  const [s] = await slabFacts(ctx.db, ctx.actor.orgId, { barcode }, null);
  if (!s)
    throw new AppError(Code.NotFound, { msgKey: "production.plan.slabNotFound", params: { code: barcode } });
  const refused = refusal(lang, s);
  if (refused) throw refused;
  return toCandidate(s);
}

/** The suggested assignment of these slabs (each must be one a plan can take). */
export async function suggest(ctx: MemberCtx, b: { slabIds: string[] }): Promise<PlanSuggestion> {
  const { slabIds } = b;
  const lang = ctx.lang;
  const [facts, devices] = await Promise.all([
    slabFacts(ctx.db, ctx.actor.orgId, { ids: slabIds }, null),
    planDevices(ctx.db, ctx.actor.orgId),
  ]);
  if (facts.length !== slabIds.length) throw new AppError(Code.NotFound);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const slabs = slabIds.map((id) => {
    const f = byId.get(id)!;
    return {
      id,
      barcode: f.barcode,
      length: f.length,
      width: f.width,
      thickness: Number(f.thickness),
      area: Number(f.area),
      planeId: f.plane_id,
    };
  });
  const result = suggestAssignment(slabs, devices);
  return {
    ...result,
    unfit: result.unfit.map((u) => ({
      ...u,
      message: translate(lang, devices.length ? "production.plan.noDeviceFits" : "production.plan.noDevice", {
        code: u.barcode,
        reason: joinReasons(lang, u.reasons),
      }),
    })),
  };
}

type SlabRows = z.infer<typeof planCreateBody>["slabs"];

/**
 * Checks and writes the slabs of a plan inside `q`: the slabs are locked (id order), each must be one
 * a plan can take (not in another open plan), each device the enterprise's and able to take its slab.
 */
async function writeSlabs(q: Queryable, c: MemberActor, lang: Lang, planId: string, rows: SlabRows) {
  const ids = rows.map((r) => r.slabId);
  const locked = await lockSlabs(q, c.orgId, ids);
  if (locked.length !== ids.length) throw new AppError(Code.NotFound);
  const facts = new Map((await slabFacts(q, c.orgId, { ids }, planId)).map((f) => [f.id, f]));
  const devices = new Map((await planDevices(q, c.orgId)).map((d) => [d.id, d]));
  if (rows.some((r) => !devices.has(r.deviceId))) throw new AppError(Code.NotFound);
  const seqs = new Map<string, number>();
  const out: { slabId: string; deviceId: string; tableSide: TableSide; seq: number }[] = [];
  for (const r of rows) {
    const s = facts.get(r.slabId)!;
    const refused = refusal(lang, s);
    if (refused) throw refused;
    const d: PlanDeviceRow = devices.get(r.deviceId)!;
    const reasons = deviceMisfit({ ...s, thickness: Number(s.thickness) }, d);
    if (reasons.length)
      throw new AppError(Code.InvalidState, {
        msgKey: "production.plan.deviceUnfit",
        params: { device: d.code, code: s.barcode, reason: joinReasons(lang, reasons) },
        data: { from: s.status, action: "plan", reasons },
      });
    const key = `${r.deviceId}|${r.tableSide}`;
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    out.push({ ...r, seq });
  }
  await replacePlanSlabs(q, c.orgId, planId, out);
  return { slabs: out.length, devices: [...new Set(out.map((r) => devices.get(r.deviceId)!.code))] };
}

/**
 * Two planners adding one slab at once: the slab locks make the second see the first's plan (1003
 * naming it); should the unique index still catch it, the answer is the same 1003.
 */
async function oneOpenPlan<T>(ctx: MemberCtx, ids: string[], run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e?.code !== "23505" || e.constraint !== ONE_OPEN_PLAN_KEY) throw err;
    const facts = await slabFacts(ctx.db, ctx.actor.orgId, { ids }, null);
    const taken = facts.find((f) => f.open_plan_no);
    throw (taken && refusal(ctx.lang, taken)) || new AppError(Code.Conflict);
  }
}

export function createPlan(ctx: MemberCtx, b: z.infer<typeof planCreateBody>) {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  const ids = b.slabs.map((r) => r.slabId);
  return oneOpenPlan(ctx, ids, () =>
    ctx.db.tx(async (q) => {
      const planNo = await nextPlanNo(q, c.orgId, b.planDate);
      const plan = await insertPlan(
        q,
        c.orgId,
        { planNo, planDate: b.planDate, remark: b.remark, userId: c.userId },
        now,
      );
      const written = await writeSlabs(q, c, lang, plan.id, b.slabs);
      await writeAudit(q, {
        orgId: c.orgId,
        actorUserId: c.userId,
        entity: ENTITY,
        entityId: plan.id,
        action: "create",
        to: "draft",
        detail: { planNo, planDate: b.planDate, ...written },
        at: now,
      });
      return { planId: plan.id, planNo, version: plan.version };
    }),
  );
}

/** Locks the plan; 1002 when not theirs, 1012 when the version is stale. */
async function lockFresh(q: Queryable, c: MemberActor, planId: string, version: number) {
  const p = await lockPlan(q, c.orgId, planId);
  if (!p) throw new AppError(Code.NotFound);
  if (p.version !== version) throw new AppError(Code.Conflict);
  return p;
}

export function savePlan(ctx: MemberCtx, b: z.infer<typeof planSaveBody>) {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return oneOpenPlan(
    ctx,
    b.slabs.map((r) => r.slabId),
    () =>
      ctx.db.tx(async (q) => {
        const p = await lockFresh(q, c, b.planId, b.version);
        transition(lang, PLAN_TRANSITIONS, p.status, "edit", subject(p.plan_no, p.status));
        const written = await writeSlabs(q, c, lang, p.id, b.slabs);
        const version = await updatePlanHeader(q, p.id, b, now);
        await writeAudit(q, {
          orgId: c.orgId,
          actorUserId: c.userId,
          entity: ENTITY,
          entityId: p.id,
          action: "edit",
          from: p.status,
          to: "draft",
          detail: { planNo: p.plan_no, planDate: b.planDate, ...written },
          at: now,
        });
        return { version };
      }),
  );
}

export function issuePlan(ctx: MemberCtx, b: { planId: string; version: number }) {
  return changeStatus(ctx, b, "issue");
}

/** Cancels a draft or issued plan, refused (1003) once any of its slabs was picked. */
export function cancelPlan(ctx: MemberCtx, b: { planId: string; version: number }) {
  return changeStatus(ctx, b, "cancel");
}

function changeStatus(ctx: MemberCtx, b: { planId: string; version: number }, action: "issue" | "cancel") {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const p = await lockFresh(q, c, b.planId, b.version);
    const to = transition(lang, PLAN_TRANSITIONS, p.status, action, subject(p.plan_no, p.status));
    if (action === "cancel") {
      const picked = await firstPickedSlab(q, p.id);
      if (picked)
        throw new AppError(Code.InvalidState, {
          msgKey: "production.plan.cancelPicked",
          params: { planNo: p.plan_no, code: picked.barcode },
          data: { from: p.status, action },
        });
    }
    const version = await setPlanStatus(q, p.id, to, c.userId, now);
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: ENTITY,
      entityId: p.id,
      action,
      from: p.status,
      to,
      detail: { planNo: p.plan_no },
      at: now,
    });
    return { version };
  });
}
