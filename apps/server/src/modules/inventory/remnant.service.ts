import {
  DEFAULT_REMNANT_MIN,
  type RemnantItem,
  type RemnantParent,
  type RemnantRules,
  type remnantRulesSaveBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { type Rect, remnantPieces } from "./remnant.geometry.ts";
import {
  acceptedPlanTree,
  countRemnants,
  findParent,
  hasRemnantSeq,
  insertRemnant,
  listRules,
  parentOf,
  remnantsOf,
  replaceRules,
  ruleFor,
} from "./remnant.repository.ts";

/**
 * Remnants (docs/api-inventory.md "Remnants"): made in the one completion of a slab
 * (production/cutting.service.ts `completeSlab`, inside its transaction), read by slab detail, and the
 * enterprise's minimum-size rules.
 */

/** Tries of `-R<n>` numbers for one remnant before giving up (each taken number is skipped). */
const MAX_NUMBER_TRIES = 1000;

const validDefects = (v: unknown): Rect[] =>
  Array.isArray(v)
    ? (v as Record<string, unknown>[])
        .map((d) => ({ x: Number(d.x), y: Number(d.y), w: Number(d.w), h: Number(d.h) }))
        .filter((d) => [d.x, d.y, d.w, d.h].every(Number.isFinite) && d.w > 0 && d.h > 0)
    : [];

/**
 * The remnants of a slab being completed: the offcuts of its accepted plan's cut tree reaching the
 * enterprise's minimum size for its stone and thickness become `toPick` slabs (same block, bundle,
 * stone, thickness, warehouse; slab no. and barcode `-R<n>`, the first free n; the parent's defects inside
 * them). No plan or no tree: none. A slab that already has remnants gets none more. Each remnant gets an
 * audit row (`slab` / `remnantCreate`), the parent one (`slab` / `remnants`). Returns their barcodes.
 */
export async function generateRemnants(
  q: Queryable,
  a: { orgId: string; userId: string | null },
  slabId: string,
  now: Date,
): Promise<string[]> {
  const plan = await acceptedPlanTree(q, slabId);
  if (!plan?.cut_tree) return [];
  if ((await countRemnants(q, slabId)) > 0) return [];
  const parent = await findParent(q, slabId);
  if (!parent) return [];
  const min = (await ruleFor(q, a.orgId, parent.stone, parent.thickness)) ?? {
    min_length: DEFAULT_REMNANT_MIN.minLength,
    min_width: DEFAULT_REMNANT_MIN.minWidth,
  };
  const pieces = remnantPieces(
    plan.cut_tree,
    plan.boards,
    plan.kerf,
    { minLength: min.min_length, minWidth: min.min_width },
    validDefects(parent.defects),
  );
  const barcodes: string[] = [];
  let n = 1;
  for (const p of pieces) {
    let id: string | null = null;
    for (let tries = 0; id === null && tries < MAX_NUMBER_TRIES; tries++, n++) {
      id = await insertRemnant(q, parent, {
        planId: plan.id,
        seq: p.seq,
        n,
        length: p.length,
        width: p.width,
        defects: p.defects,
        now,
      });
      if (id === null && (await hasRemnantSeq(q, parent.id, p.seq))) break;
      if (id !== null) {
        const barcode = `${parent.barcode}-R${n}`;
        barcodes.push(barcode);
        await writeAudit(q, {
          orgId: a.orgId,
          actorUserId: a.userId,
          entity: "slab",
          entityId: id,
          action: "remnantCreate",
          from: null,
          to: "toPick",
          detail: {
            parentSlabId: parent.id,
            parentBarcode: parent.barcode,
            planId: plan.id,
            barcode,
            length: p.length,
            width: p.width,
            onParent: p.onParent,
          },
          at: now,
        });
      }
    }
  }
  if (barcodes.length > 0)
    await writeAudit(q, {
      orgId: a.orgId,
      actorUserId: a.userId,
      entity: "slab",
      entityId: parent.id,
      action: "remnants",
      from: null,
      to: null,
      detail: { planId: plan.id, count: barcodes.length, barcodes },
      at: now,
    });
  return barcodes;
}

/** The remnants a slab produced (slab detail). */
export async function slabRemnants(q: Queryable, orgId: string, slabId: string): Promise<RemnantItem[]> {
  return (await remnantsOf(q, orgId, slabId)).map((r) => ({
    slabId: r.id,
    barcode: r.barcode,
    slabNo: r.slab_no,
    length: r.length,
    width: r.width,
    area: r.length * r.width,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Where a remnant came from, or null for a slab from a block. */
export async function remnantParent(
  q: Queryable,
  orgId: string,
  slabId: string,
): Promise<RemnantParent | null> {
  const p = await parentOf(q, orgId, slabId);
  return p
    ? {
        slabId: p.id,
        barcode: p.barcode,
        slabNo: p.slab_no,
        planId: p.plan_id,
        projectId: p.project_id,
        projectName: p.project_name,
        projectNo: p.project_no,
      }
    : null;
}

/** The enterprise's minimum-size rules and the size that applies where none matches. */
async function readRules(q: Queryable, orgId: string): Promise<RemnantRules> {
  const rows = await listRules(q, orgId);
  const dflt = rows.find((r) => r.stone === null && r.thickness === null);
  return {
    rules: rows.map((r) => ({
      stone: r.stone,
      thickness: r.thickness === null ? null : Number(r.thickness),
      minLength: r.min_length,
      minWidth: r.min_width,
    })),
    fallback: dflt ? { minLength: dflt.min_length, minWidth: dflt.min_width } : { ...DEFAULT_REMNANT_MIN },
  };
}

/** Replaces the rules (audited: `remnantRules` / `save`, the old and new rules in the detail). */
/** The rules of the enterprise, with the default that applies when none matches. */
export function remnantRules(ctx: MemberCtx): Promise<RemnantRules> {
  return readRules(ctx.db, ctx.actor.orgId);
}

export async function saveRemnantRules(
  ctx: MemberCtx,
  b: z.infer<typeof remnantRulesSaveBody>,
): Promise<RemnantRules> {
  const c = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const before = await readRules(q, c.orgId);
    await replaceRules(q, c.orgId, b.rules, now);
    const after = await readRules(q, c.orgId);
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "remnantRules",
      entityId: c.orgId,
      action: "save",
      from: null,
      to: null,
      detail: { before: before.rules, after: after.rules },
      at: now,
    });
    return after;
  });
}
