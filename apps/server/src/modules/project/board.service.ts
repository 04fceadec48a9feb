import {
  craftFeeFen,
  formatMoney,
  type MaterialLine,
  type PackingList,
  type ProcessingPage,
  type ProjectBoardPage,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import type { BoardFilter } from "./board.repository.ts";
import * as boardRepo from "./board.repository.ts";
import { area, m2, money } from "./project.figures.ts";
import { projectOr404 } from "./project.rules.ts";

/** A project's boards: the board list, slab demand against stock, second-processing fees, packing. */

export async function pageBoards(
  ctx: MemberCtx,
  f: BoardFilter & { projectId: string },
): Promise<ProjectBoardPage> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const { projectId } = f;
  await projectOr404(q, orgId, projectId);
  await assertOwned(q, orgId, { plane: f.planeId });
  const { rows } = await boardRepo.pageBoards(q, orgId, projectId, f);
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

export async function materials(ctx: MemberCtx, projectId: string): Promise<MaterialLine[]> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  await projectOr404(q, orgId, projectId);
  const rows = await boardRepo.materials(q, orgId, projectId);
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

export async function processing(
  ctx: MemberCtx,
  f: BoardFilter & { projectId: string },
): Promise<ProcessingPage> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const { projectId } = f;
  const p = await projectOr404(q, orgId, projectId);
  await assertOwned(q, orgId, { plane: f.planeId });
  const { rows } = await boardRepo.pageBoards(q, orgId, projectId, f);
  const lines = await boardRepo.processingLines(
    q,
    orgId,
    projectId,
    p.project_type,
    rows.map((r) => r.id),
  );
  const byBoard = new Map<string, typeof lines>();
  for (const l of lines) byBoard.set(l.board_id, [...(byBoard.get(l.board_id) ?? []), l]);
  const summary = await boardRepo.processingSummary(q, orgId, projectId, p.project_type);
  // Each craft's fee: the sum of its lines' fees, each line by the one formula (shared craftFeeFen).
  const craftFee = new Map<string, bigint>();
  for (const g of await boardRepo.processingQuantities(q, orgId, projectId, p.project_type)) {
    const key = `${g.craft_id}:${g.price_fen}`;
    const fee = BigInt(craftFeeFen(Number(g.quantity_milli), Number(g.price_fen))) * BigInt(g.lines);
    craftFee.set(key, (craftFee.get(key) ?? 0n) + fee);
  }
  const feeOf = (c: { craft_id: string; price_fen: number }) =>
    craftFee.get(`${c.craft_id}:${c.price_fen}`) ?? 0n;
  const totalFee = summary.reduce((n, c) => n + feeOf(c), 0n);
  const boardCount = await boardRepo.processedBoardCount(q, orgId, projectId);
  return {
    ...toPage(rows, f, (b) => {
      const crafts = (byBoard.get(b.id) ?? []).map((l) => ({
        seq: l.seq,
        craftId: l.craft_id,
        name: l.name,
        unitPriceFen: Number(l.price_fen),
        unitPrice: formatMoney(BigInt(l.price_fen)),
        priceSource: l.from_flow ? ("processFlow" as const) : ("craft" as const),
        pricingUnit: l.pricing_unit,
        quantityMilli: Number(l.quantity_milli),
        quantitySource: l.imported ? ("imported" as const) : ("default" as const),
        done: l.done,
        ...money(craftFeeFen(Number(l.quantity_milli), Number(l.price_fen))),
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
      boardCount,
      craftCount: summary.length,
      totalFeeFen: Number(totalFee),
      totalFee: formatMoney(totalFee),
      crafts: summary.map((c) => ({
        craftId: c.craft_id,
        name: c.name,
        unitPriceFen: Number(c.price_fen),
        unitPrice: formatMoney(BigInt(c.price_fen)),
        pricingUnit: c.pricing_unit,
        quantityMilli: Number(c.quantity_milli),
        boardCount: c.board_count,
        ...area(c.area),
        ...money(feeOf(c).toString()),
      })),
    },
  };
}

export async function packingList(ctx: MemberCtx, projectId: string): Promise<PackingList> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  await projectOr404(q, orgId, projectId);
  const { boxes, boards } = await boardRepo.packingBoxes(q, orgId, projectId);
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
