import type { SeedContext } from "../../db/seed.ts";
import * as repo from "./packing.repository.ts";
import * as packing from "./packing.service.ts";

/** The demo's project in production (project.seed.ts): its boxes show every packing state. */
const PROJECT_NO = "XM-2025-009";

/**
 * Demo data of packing (docs/api-floor.md "Packing"), through the service as an operator would: in the
 * in-production project's packing-list boxes, a sealed box, a box being packed, a box reopened with its
 * reason, and the others still empty (toPack). Boards come off racks received at packing first (their
 * racks unload as the service does), then boards off any rack with no pending craft.
 */
export async function seedPacking(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId } = ctx;
  const boxes = await repo.projectBoxes(q, orgId, PROJECT_NO);
  if (boxes.length < 4) return;
  const boards = await repo.packableBoards(q, boxes[0]!.project_id);
  const actor = { orgId, userId: adminUserId };
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * 3_600_000);
  const take = (n: number) => boards.splice(0, n);
  const pack = async (boxId: string, n: number, hoursAgo: number) => {
    const ids = take(n);
    if (ids.length === 0) return undefined;
    return (await packing.addBoards(q, actor, "zh-CN", { boxId, boardIds: ids }, at(hoursAgo))).version;
  };
  // B0001 sealed, B0002 reopened (back to packing, with its reason), B0003 packing, B0004… to pack.
  const [sealed, reopened, open] = [boxes[0]!, boxes[1]!, boxes[2]!];
  let v = await pack(sealed.id, 3, 30);
  if (v) await packing.sealBox(q, actor, "zh-CN", { boxId: sealed.id, version: v }, at(29));
  v = await pack(reopened.id, 2, 26);
  if (v) {
    v = (await packing.sealBox(q, actor, "zh-CN", { boxId: reopened.id, version: v }, at(25))).version;
    await packing.reopenBox(
      q,
      actor,
      "zh-CN",
      {
        boxId: reopened.id,
        version: v,
        reason: "客户要求更换一块崩边的板 / Client asked to replace a chipped board",
      },
      at(5),
    );
  }
  await pack(open.id, 1, 3);
}
