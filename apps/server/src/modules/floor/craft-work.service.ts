import {
  Code,
  type CraftRecordPage,
  type CraftRefusal,
  type CraftWorkBoard,
  type CraftWorkDone,
  type CraftWorkLine,
  type CraftWorkPending,
  craftFeeFen,
  type craftWorkRecordsBody,
  type Lang,
  rackCode,
  translate,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf } from "../../lib/paging.ts";
import * as repo from "./craft-work.repository.ts";

/**
 * Crafts done (docs/api-floor.md "Crafts done, in order"): a board's craft lines are done in order;
 * confirming in a second-processing workshop does the board's next pending lines of that workshop,
 * stopping at a line of another workshop. Each line done writes a craft record (quantity, unit price,
 * fee exact in fen, operator, rack trip) and each board an audit line, in one transaction that locks
 * the boards first: of two operators confirming one board at once, exactly one wins.
 */

const RACK_CODE = /^(?:RK)?0*(\d{1,4})$/i;

/** Business time (Asia/Shanghai, UTC+8) as "YYYY-MM-DD HH:mm". */
const businessTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ");

function toLine(l: repo.LineRow): CraftWorkLine {
  const quantityMilli = Number(l.quantity_milli);
  const unitPriceFen = Number(l.price_fen);
  return {
    seq: l.seq,
    craftId: l.craft_id,
    craftName: l.craft_name,
    workshopId: l.workshop_id,
    workshopName: l.workshop_name,
    pricingUnit: l.pricing_unit,
    quantityMilli,
    quantitySource: l.imported ? "imported" : "default",
    unitPriceFen,
    priceSource: l.from_flow ? "processFlow" : "craft",
    feeFen: craftFeeFen(quantityMilli, unitPriceFen),
  };
}

interface Verdict {
  /** The next pending lines of one workshop (the first pending line's). */
  next: CraftWorkLine[];
  refusal: CraftRefusal | null;
  params: Record<string, string>;
}

/** What confirming `b` in `workshopId` (any workshop when undefined) would do, or why it is refused. */
function judge(b: repo.CraftBoardRow, lines: repo.LineRow[], workshopId: string | undefined): Verdict {
  const pending = lines.filter((l) => !l.done);
  const first = pending[0];
  const next: CraftWorkLine[] = [];
  if (first) {
    for (const l of pending) {
      if (l.workshop_id !== first.workshop_id) break;
      next.push(toLine(l));
    }
  }
  const params = { code: b.code, craft: first?.craft_name ?? "", workshop: first?.workshop_name ?? "" };
  let refusal: CraftRefusal | null = null;
  if (b.status !== "done") refusal = "notCut";
  else if (b.exception) refusal = "broken";
  else if (!first) refusal = "nothingPending";
  else if (workshopId && first.workshop_id !== workshopId) refusal = "wrongWorkshop";
  return { next, refusal, params };
}

const message = (lang: Lang, v: Verdict) =>
  v.refusal ? translate(lang, `floor.craft.${v.refusal}`, v.params) : null;

function groupLines(lines: repo.LineRow[]) {
  const by = new Map<string, repo.LineRow[]>();
  for (const l of lines) by.set(l.board_id, [...(by.get(l.board_id) ?? []), l]);
  return by;
}

function toBoard(
  lang: Lang,
  b: repo.CraftBoardRow,
  lines: repo.LineRow[],
  workshopId?: string,
): CraftWorkBoard {
  const v = judge(b, lines, workshopId);
  return {
    boardId: b.id,
    code: b.code,
    projectId: b.project_id,
    projectName: b.project_name,
    projectNo: b.project_no,
    batchNo: b.batch_no,
    length: b.length,
    width: b.width,
    tripId: b.trip_id,
    rackNumber: b.rack_number,
    doneCount: lines.filter((l) => l.done).length,
    lineCount: lines.length,
    next: v.next,
    feeFen: v.next.reduce((n, l) => n + l.feeFen, 0),
    canConfirm: v.refusal === null,
    refusal: v.refusal,
    message: message(lang, v),
  };
}

/** The stages where a whole rack's crafts are done at once (received there): reinforcement, second processing. */
const CRAFT_STAGES: readonly string[] = ["reinforcement", "secondProcessing"];

/**
 * A workshop where crafts are done (second processing, or packing for crafts such as crating): 1002
 * when not the enterprise's, 1001 for a cutting workshop.
 */
async function secondProcessingWorkshop(q: Queryable, lang: Lang, orgId: string, workshopId: string) {
  const w = await repo.workshopById(q, orgId, workshopId);
  if (!w) throw new AppError(Code.NotFound);
  if (w.category === "cutting") {
    const msg = translate(lang, "floor.craft.notSecondProcessing", { workshop: w.name });
    throw new AppError(Code.ValidationFailed, {
      msgKey: "floor.craft.notSecondProcessing",
      params: { workshop: w.name },
      data: { errors: [{ field: "workshopId", message: msg }] },
    });
  }
  return w;
}

/** A scanned board or rack → its boards with their next pending lines and whether each can be confirmed. */
export async function pending(
  ctx: MemberCtx,
  b: { code: string; workshopId?: string },
): Promise<CraftWorkPending> {
  const { db, actor: caller, lang } = ctx;
  if (b.workshopId) await secondProcessingWorkshop(db, lang, caller.orgId, b.workshopId);
  const board = await repo.boardByCode(db, caller.orgId, b.code);
  if (board) {
    const lines = await repo.boardLines(db, caller.orgId, [board.id]);
    return { kind: "board", rack: null, boards: [toBoard(lang, board, lines, b.workshopId)] };
  }
  const m = RACK_CODE.exec(b.code);
  const rack = m ? await repo.rackByNumber(db, caller.orgId, Number(m[1])) : undefined;
  if (!rack) {
    throw new AppError(Code.NotFound, { msgKey: "floor.craft.unknownCode", params: { code: b.code } });
  }
  const ids = rack.trip_id ? await repo.tripBoardIds(db, rack.trip_id) : [];
  const boards = ids.length ? await repo.boardsByIds(db, caller.orgId, ids) : [];
  const byBoard = groupLines(boards.length ? await repo.boardLines(db, caller.orgId, ids) : []);
  return {
    kind: "rack",
    rack: {
      rackId: rack.id,
      number: rack.number,
      tripId: rack.trip_id,
      stage: rack.stage,
      state: rack.state ?? "idle",
      wholeRack: CRAFT_STAGES.includes(rack.stage ?? "") && rack.state === "received",
    },
    boards: boards.map((x) => toBoard(lang, x, byBoard.get(x.id) ?? [], b.workshopId)),
  };
}

/** Refuses one board with its reason; at confirm time, a board done meanwhile names who did it. */
async function refuse(q: Queryable, workshopId: string, v: Verdict, boardId: string): Promise<never> {
  if (v.refusal === "nothingPending" || v.refusal === "wrongWorkshop") {
    const last = await repo.lastRecord(q, boardId);
    if (last && last.workshop_id === workshopId) {
      const params = {
        code: v.params.code!,
        craft: last.craft_name,
        operator: last.operator_name,
        time: businessTime(last.done_at),
      };
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.craft.doneBy",
        params,
        data: { from: "done", action: "craftsDone" },
      });
    }
  }
  throw new AppError(Code.InvalidState, {
    msgKey: `floor.craft.${v.refusal}`,
    params: v.params,
    data: { from: v.refusal, action: "craftsDone" },
  });
}

/**
 * Confirms the crafts of boards (each must be confirmable here, else nothing is written) or of a
 * rack's boards (it must be received at second processing; boards that cannot be done here are
 * skipped and listed, and at least one must be done).
 */
export async function confirm(
  ctx: MemberCtx,
  b: { workshopId: string; boardIds?: string[]; tripId?: string },
): Promise<CraftWorkDone> {
  const { actor: caller, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const w = await secondProcessingWorkshop(q, lang, caller.orgId, b.workshopId);
    let ids: string[];
    let rack: repo.RackRow | undefined;
    if (b.tripId) {
      rack = await repo.tripById(q, caller.orgId, b.tripId, true);
      if (!rack) throw new AppError(Code.NotFound);
      if (!CRAFT_STAGES.includes(rack.stage ?? "") || rack.state !== "received") {
        throw new AppError(Code.InvalidState, {
          msgKey: "floor.craft.rackNotReceived",
          params: {
            code: rackCode(rack.number),
            stage: translate(lang, `floor.stage.${rack.stage}`),
            state: translate(
              lang,
              `floor.rackState.${rack.state === "returned" || rack.state === "cancelled" ? "idle" : rack.state}`,
            ),
          },
          data: { from: rack.state, action: "craftsDone" },
        });
      }
      ids = await repo.tripBoardIds(q, b.tripId);
    } else {
      ids = [...new Set(b.boardIds)];
    }
    const locked = await repo.lockBoards(q, caller.orgId, ids);
    if (locked.length !== ids.length) throw new AppError(Code.NotFound);
    const boards = await repo.boardsByIds(q, caller.orgId, ids);
    const byBoard = groupLines(await repo.boardLines(q, caller.orgId, ids));

    const values: repo.RecordValues[] = [];
    const names: string[] = [];
    const skipped: CraftWorkDone["skipped"] = [];
    let firstRefused: { v: Verdict; boardId: string } | undefined;
    const todo: { board: repo.CraftBoardRow; lines: CraftWorkLine[] }[] = [];
    for (const board of boards) {
      const v = judge(board, byBoard.get(board.id) ?? [], w.id);
      if (v.refusal) {
        if (!b.tripId) await refuse(q, w.id, v, board.id);
        firstRefused ??= { v, boardId: board.id };
        skipped.push({ boardId: board.id, boardCode: board.code, message: message(lang, v)! });
        continue;
      }
      todo.push({ board, lines: v.next });
      for (const l of v.next) {
        names.push(l.craftName);
        values.push({
          orgId: caller.orgId,
          projectId: board.project_id,
          boardId: board.id,
          seq: l.seq,
          craftId: l.craftId,
          workshopId: l.workshopId,
          tripId: board.trip_id,
          pricingUnit: l.pricingUnit,
          quantityMilli: l.quantityMilli,
          unitPriceFen: l.unitPriceFen,
          feeFen: l.feeFen,
          operatorId: caller.userId,
          at: now,
        });
      }
    }
    if (todo.length === 0) {
      if (firstRefused && boards.length === 1) await refuse(q, w.id, firstRefused.v, firstRefused.boardId);
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.craft.rackEmpty",
        params: { code: rack ? rackCode(rack.number) : "" },
        data: { from: rack?.state ?? "received", action: "craftsDone" },
      });
    }
    let recordIds: string[];
    try {
      recordIds = await repo.insertRecords(q, values);
    } catch (err) {
      // The row locks make this unreachable; the unique (board_id, seq) still keeps a line from being done twice.
      if ((err as { code?: string }).code === "23505") throw new AppError(Code.Conflict);
      throw err;
    }
    for (const t of todo) {
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "board",
        entityId: t.board.id,
        action: "craftsDone",
        to: t.lines.map((l) => l.craftName).join(","),
        detail: {
          workshopId: w.id,
          tripId: t.board.trip_id,
          seqs: t.lines.map((l) => l.seq),
          feeFen: t.lines.reduce((n, l) => n + l.feeFen, 0),
        },
        at: now,
      });
    }
    const codeOf = new Map(boards.map((x) => [x.id, x.code]));
    const records = values.map((r, i) => ({
      recordId: recordIds[i]!,
      boardId: r.boardId,
      boardCode: codeOf.get(r.boardId)!,
      seq: r.seq,
      craftName: names[i]!,
      quantityMilli: r.quantityMilli,
      unit: r.pricingUnit,
      unitPriceFen: r.unitPriceFen,
      feeFen: r.feeFen,
    }));
    return { records, totalFeeFen: values.reduce((n, r) => n + r.feeFen, 0), skipped };
  });
}

/** The craft records, newest first, with the fee of all that match and the operators for the filter. */
export async function records(
  ctx: MemberCtx,
  f: z.infer<typeof craftWorkRecordsBody>,
): Promise<CraftRecordPage> {
  const db = ctx.db;
  const org = ctx.actor.orgId;
  if (f.projectId && !(await repo.ownsProject(db, org, f.projectId))) throw new AppError(Code.NotFound);
  if (f.boardId && !(await repo.ownsBoard(db, org, f.boardId))) throw new AppError(Code.NotFound);
  if (f.operatorId && !(await repo.isMember(db, org, f.operatorId))) throw new AppError(Code.NotFound);
  if (f.workshopId && !(await repo.workshopById(db, org, f.workshopId))) throw new AppError(Code.NotFound);
  const filter = { ...f, limit: f.pageSize, offset: offsetOf(f) };
  const rows = await repo.pageRecords(db, org, filter);
  return {
    list: rows.map((r) => ({
      recordId: r.id,
      boardId: r.board_id,
      boardCode: r.board_code,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNo: r.project_no,
      seq: r.seq,
      craftId: r.craft_id,
      craftName: r.craft_name,
      workshopId: r.workshop_id,
      workshopName: r.workshop_name,
      pricingUnit: r.pricing_unit,
      quantityMilli: Number(r.quantity_milli),
      unitPriceFen: Number(r.unit_price_fen),
      feeFen: Number(r.fee_fen),
      operatorId: r.operator_id,
      operatorName: r.operator_name,
      rackNumber: r.rack_number,
      doneAt: r.done_at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    totalFeeFen: await repo.recordsFee(db, org, filter),
    operators: (await repo.recordOperators(db, org)).map((o) => ({ userId: o.user_id, name: o.name })),
    projects: (await repo.recordProjects(db, org)).map((p) => ({
      projectId: p.id,
      name: p.name,
      projectNo: p.project_no,
    })),
  };
}
