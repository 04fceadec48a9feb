import type { Rack, RackLabel, rackAddBody, rackListBody, rackUpdateBody } from "@stoneworks/shared";
import {
  Code,
  DEFAULT_MAX_VALUE,
  DEFAULT_SAFETY_VALUE,
  MAX_RACK_NUMBER,
  type Page,
  rackCode,
} from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError, rethrowUnique } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import {
  deleteRackRows,
  insertRackRun,
  lockRackNumbers,
  lockRacks,
  pageRacks,
  RACK_NUMBER_KEY,
  type RackRow,
  racksByIds,
  topRackNumber,
  updateRackRow,
} from "./rack.repository.ts";

const digits = (n: number) => String(n).padStart(4, "0");

const toLabel = (r: RackRow): RackLabel => ({
  rackId: r.id,
  number: digits(r.number),
  code: rackCode(r.number),
  classNo: r.class_no,
  location: r.location,
});

const toItem = (r: RackRow): Rack => ({
  ...toLabel(r),
  status: r.status,
  safetyValue: Number(r.safety_value).toFixed(2),
  maxValue: Number(r.max_value).toFixed(2),
  version: r.version,
  createdAt: r.created_at.toISOString(),
});

/** The keyword finds by number or by code ("rk0009" finds RK0009). */
export async function listRacks(ctx: MemberCtx, b: z.infer<typeof rackListBody>): Promise<Page<Rack>> {
  const rows = await pageRacks(ctx.db, ctx.actor.orgId, {
    digits: b.keyword?.toUpperCase().replace(/^RK/, "") || null,
    status: b.status,
    sort: b.sort,
    limit: b.pageSize,
    offset: offsetOf(b),
  });
  return toPage(rows, b, toItem);
}

/**
 * Adds one rack by number or a run by quantity after the current highest. A lock per enterprise
 * serialises concurrent adds, so two administrators never get the same numbers; a run that would
 * pass MAX_RACK_NUMBER is refused with how many still fit.
 */
export async function addRacks(
  ctx: MemberCtx,
  b: z.infer<typeof rackAddBody>,
): Promise<{ created: number; from: string; to: string }> {
  const values = {
    safetyValue: b.safetyValue ?? DEFAULT_SAFETY_VALUE,
    maxValue: b.maxValue ?? DEFAULT_MAX_VALUE,
    classNo: b.classNo ?? "",
    location: b.location ?? "",
  };
  if (Number(values.safetyValue) > Number(values.maxValue))
    throw fieldError("safetyValue", "validation.valueUnreasonable");
  try {
    return await auditedChange(ctx, "rack", async (q, now) => {
      await lockRackNumbers(q, ctx.actor.orgId);
      let from: number;
      let count: number;
      if (b.number !== undefined) {
        from = Number(b.number);
        count = 1;
      } else {
        const top = await topRackNumber(q, ctx.actor.orgId);
        from = top + 1;
        count = b.quantity!;
        if (from + count - 1 > MAX_RACK_NUMBER) {
          throw new AppError(Code.InvalidState, {
            msgKey: "rule.rackNumbersExhausted",
            data: { from: top, action: "add", available: Math.max(0, MAX_RACK_NUMBER - top) },
          });
        }
      }
      const to = from + count - 1;
      await insertRackRun(q, ctx.actor.orgId, { from, to }, values, now);
      return {
        data: { created: count, from: digits(from), to: digits(to) },
        audit: {
          entityId: null,
          action: "create",
          to: `${rackCode(from)}-${rackCode(to)}`,
          detail: { count },
        },
      };
    });
  } catch (err) {
    return rethrowUnique(err, { [RACK_NUMBER_KEY]: ["number", "validation.rackNumberTaken"] });
  }
}

export function updateRack(ctx: MemberCtx, b: z.infer<typeof rackUpdateBody>): Promise<{ version: number }> {
  return auditedChange(ctx, "rack", async (q, now) => {
    const version = await updateRackRow(
      q,
      { id: b.rackId, orgId: ctx.actor.orgId, version: b.version },
      b,
      now,
    );
    return { data: { version }, audit: { entityId: b.rackId, action: "update" } };
  });
}

/** Deletes idle racks, all or nothing: one occupied (or unknown) rack refuses the batch. */
export function deleteRacks(ctx: MemberCtx, rackIds: string[]): Promise<{ deleted: number }> {
  const ids = [...new Set(rackIds)];
  return auditedChange(ctx, "rack", async (q) => {
    const rows = await lockRacks(q, ctx.actor.orgId, ids);
    if (rows.length !== ids.length) throw new AppError(Code.NotFound);
    if (rows.some((r) => r.status !== "idle")) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.rackOccupied",
        data: { from: "occupied", action: "delete" },
      });
    }
    await deleteRackRows(q, ctx.actor.orgId, ids);
    return {
      data: { deleted: rows.length },
      audit: {
        entityId: null,
        action: "delete",
        detail: { codes: rows.map((r) => rackCode(r.number)) },
      },
    };
  });
}

/** What the labels print, by number; 1002 when any rack is not theirs. */
export async function rackLabels(ctx: MemberCtx, rackIds: string[]): Promise<RackLabel[]> {
  const ids = [...new Set(rackIds)];
  const rows = await racksByIds(ctx.db, ctx.actor.orgId, ids);
  if (rows.length !== ids.length) throw new AppError(Code.NotFound);
  return rows.map(toLabel);
}
