import {
  Code,
  type CuttingQueue,
  type QueueTable,
  type TaskBoardPage,
  type TaskBoardsBody,
  type TaskCounts,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./production-task.repository.ts";

/** The production tasks (menu 2400): each workshop category's queue (docs/api-production.md). */

/** Every device table (A, B, and slabs given a device without a table) with its slabs in cutting order. */
export async function cuttingQueue(ctx: MemberCtx, b: { deviceId?: string }): Promise<CuttingQueue> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const { deviceId } = b;
  const devices = await repo.queueDevices(q, orgId, deviceId ?? null);
  if (deviceId && devices.length === 0) throw new AppError(Code.NotFound);
  const slabs = await repo.queueSlabs(q, orgId, deviceId ?? null);
  const boards = await repo.boardsOnSlabs(
    q,
    slabs.map((s) => s.id),
  );
  const tables: QueueTable[] = [];
  for (const d of devices) {
    const sides: ("A" | "B" | null)[] = ["A", "B"];
    if (slabs.some((s) => s.device_id === d.id && s.table_side === null)) sides.push(null);
    for (const side of sides)
      tables.push({
        deviceId: d.id,
        deviceCode: d.code,
        series: d.series,
        tableSide: side,
        slabs: slabs
          .filter((s) => s.device_id === d.id && s.table_side === side)
          .map((s) => ({
            slabId: s.id,
            barcode: s.barcode,
            blockNo: s.block_no,
            bundleNo: s.bundle_no,
            slabNo: s.slab_no,
            stone: s.stone,
            length: s.length,
            width: s.width,
            thickness: Number(s.thickness),
            area: s.length * s.width,
            status: s.status,
            version: s.version,
            planNo: s.plan_no,
            seq: s.seq,
            pickedAt: s.picked_at?.toISOString() ?? null,
            startedAt: s.started_at?.toISOString() ?? null,
            projectId: s.project_id,
            projectName: s.project_name,
            projectNo: s.project_no,
            batchNo: s.batch_no,
            boards: boards
              .filter((b) => b.slab_id === s.id)
              .map((b) => ({
                boardId: b.id,
                code: b.code,
                length: b.length,
                width: b.width,
                status: b.status,
                exception: b.exception,
                exceptionReason: b.exception_reason,
              })),
          })),
      });
  }
  return { tables };
}

export async function taskCounts(ctx: MemberCtx): Promise<TaskCounts> {
  const c = await repo.countQueues(ctx.db, ctx.actor.orgId);
  return { cutting: c.cutting, secondProcessing: c.second, packing: c.packing };
}

/** Cut boards waiting for second processing (grouped by their next craft) or for packing. */
export async function taskBoards(ctx: MemberCtx, f: TaskBoardsBody): Promise<TaskBoardPage> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  if (f.craftId && !(await repo.craftExists(q, orgId, f.craftId))) throw new AppError(Code.NotFound);
  const rows = await repo.pageTaskBoards(q, orgId, f);
  const groups = await repo.taskBoardGroups(q, orgId, f.category);
  return {
    list: rows.map((r) => ({
      boardId: r.id,
      code: r.code,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNo: r.project_no,
      planeId: r.plane_id,
      batchNo: r.batch_no,
      stone: r.stone,
      length: r.length,
      width: r.width,
      thickness: Number(r.thickness),
      area: r.length * r.width,
      slabBarcode: r.slab_barcode,
      craftId: r.craft_id,
      craftName: r.craft_name,
      workshopName: r.workshop_name,
      boxCode: r.box_code,
    })),
    total: rows[0]?.total ?? 0,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    groups: groups.map((g) => ({
      craftId: g.id,
      craftName: g.name,
      workshopName: g.workshop_name,
      count: g.count,
    })),
  };
}
