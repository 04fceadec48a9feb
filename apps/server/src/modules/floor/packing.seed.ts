import type { SeedContext } from "../../db/seed.ts";
import * as repo from "./packing.repository.ts";
import * as packing from "./packing.service.ts";

/** The demo's project in production (project.seed.ts): its boxes show every packing state. */
const PROJECT_NO = "XM-2025-009";

/**
 * Demo data of packing (docs/api-floor.md "Packing"), through the service as the floor's operators
 * would (张伟 packs, 李明 seals and reopens), after the rack and craft seeds: in the in-production
 * project's packing-list boxes, a sealed box and a box sealed then reopened with its reason, both from
 * loose boards (those whose crafts are done first, then boards without crafts), a box being packed
 * within the last hour from the rack received at packing (its boards unload as the service does; the
 * rack keeps its last board, so the demo still shows a rack waiting at packing), the others empty.
 */
export async function seedPacking(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId } = ctx;
  const boxes = await repo.projectBoxes(q, orgId, PROJECT_NO);
  if (boxes.length < 4) return;
  const candidates = await repo.packableBoards(q, boxes[0]!.project_id);
  const ops = await q.query<{ id: string }>(
    "SELECT id FROM users WHERE phone IN ('13800000003', '13800000002') ORDER BY phone DESC",
  );
  const packer = { orgId, userId: ops.rows[0]?.id ?? adminUserId };
  const lead = { orgId, userId: ops.rows[1]?.id ?? packer.userId };
  const loose = candidates
    .filter((b) => b.trip_id === null)
    .sort((a, b) => Number(b.crafts) - Number(a.crafts))
    .map((b) => b.id);
  const trips = new Map<string, string[]>();
  for (const b of candidates) if (b.trip_id) trips.set(b.trip_id, [...(trips.get(b.trip_id) ?? []), b.id]);
  const fromRacks = [...trips.values()].flatMap((ids) => ids.slice(0, -1));

  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * 3_600_000);
  const pack = async (boxId: string, ids: string[], hoursAgo: number) => {
    if (ids.length === 0) return undefined;
    return (await packing.addBoards(q, packer, "zh-CN", { boxId, boardIds: ids }, at(hoursAgo))).version;
  };
  // B0001 sealed, B0002 reopened (back to packing, with its reason), B0003 packing, B0004… to pack.
  const [sealed, reopened, open] = [boxes[0]!, boxes[1]!, boxes[2]!];
  let v = await pack(sealed.id, loose.splice(0, 3), 30);
  if (v) await packing.sealBox(q, lead, "zh-CN", { boxId: sealed.id, version: v }, at(29));
  v = await pack(reopened.id, loose.splice(0, 2), 26);
  if (v) {
    v = (await packing.sealBox(q, lead, "zh-CN", { boxId: reopened.id, version: v }, at(25))).version;
    await packing.reopenBox(
      q,
      lead,
      "zh-CN",
      {
        boxId: reopened.id,
        version: v,
        reason: "客户要求更换一块崩边的板 / Client asked to replace a chipped board",
      },
      at(5),
    );
  }
  await pack(open.id, fromRacks.length > 0 ? fromRacks.slice(0, 2) : loose.splice(0, 1), 1);
}
