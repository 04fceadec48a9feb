import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import { checkImport, rawFromJson } from "./project.import.ts";
import { craftIdsByName, insertProjectContent, upsertProjectHeader } from "./project.repository.ts";
import { type SampleOptions, sampleProject } from "./project.samples.ts";

interface DemoProject extends SampleOptions {
  status: "pending" | "reviewed" | "done" | "cancelled";
  isNew: boolean;
  hasUpdate: boolean;
  settings: boolean;
  daysAgo: number;
  /** Share of boards already cut (reviewed / done projects), and being cut. */
  done?: number;
  cutting?: number;
}

/** The demo enterprise's projects: every review state, with the flags new and has update. */
const DEMO_PROJECTS: DemoProject[] = [
  {
    projectNo: "XM-2025-001",
    name: "厦门国际会展中心大堂地面",
    clientName: "厦门建发装饰工程有限公司",
    projectType: "engineering",
    layoutMode: "cloud",
    boards: 180,
    planes: 3,
    stones: ["白玉兰", "爵士白"],
    crafts: ["磨边", "倒角", "防护"],
    status: "pending",
    isNew: true,
    hasUpdate: false,
    settings: false,
    daysAgo: 0,
  },
  {
    projectNo: "QZ-2025-014",
    name: "泉州万达广场外墙干挂",
    clientName: "泉州万达商业管理有限公司",
    projectType: "engineering",
    layoutMode: "manual",
    boards: 120,
    planes: 2,
    stones: ["黑金沙", "中国黑"],
    crafts: ["开槽", "背网", "防护"],
    status: "pending",
    isNew: false,
    hasUpdate: true,
    settings: true,
    daysAgo: 1,
  },
  {
    projectNo: "FZ-2025-007",
    name: "福州三坊七巷酒店卫浴台面",
    clientName: "福州三坊七巷文化旅游发展有限公司",
    projectType: "fineWork",
    layoutMode: "manual",
    boards: 48,
    planes: 2,
    stones: ["雅士白", "爵士白"],
    crafts: ["开孔", "倒角", "抛光"],
    status: "pending",
    isNew: false,
    hasUpdate: false,
    settings: true,
    daysAgo: 2,
  },
  {
    projectNo: "ST-2025-003",
    name: "水头石材城样板间",
    clientName: "南安水头石材城",
    projectType: "fineWork",
    layoutMode: "cloud",
    boards: 60,
    planes: 2,
    stones: ["雅士白", "浅啡网"],
    crafts: ["水刀拼花", "抛光"],
    status: "reviewed",
    isNew: false,
    hasUpdate: false,
    settings: true,
    daysAgo: 4,
  },
  {
    projectNo: "XM-2025-009",
    name: "厦门香格里拉酒店电梯厅",
    clientName: "厦门香格里拉大酒店",
    projectType: "engineering",
    layoutMode: "cloud",
    boards: 96,
    planes: 2,
    stones: ["爵士白", "黑金沙"],
    crafts: ["磨边", "倒角"],
    status: "reviewed",
    isNew: false,
    hasUpdate: false,
    settings: true,
    daysAgo: 6,
    done: 0.4,
    cutting: 0.1,
  },
  {
    projectNo: "JJ-2024-021",
    name: "晋江机场航站楼地面",
    clientName: "晋江国际机场建设指挥部",
    projectType: "engineering",
    layoutMode: "cloud",
    boards: 240,
    planes: 4,
    stones: ["白玉兰", "浅啡网"],
    crafts: ["磨边", "防护", "打包"],
    status: "done",
    isNew: false,
    hasUpdate: false,
    settings: true,
    daysAgo: 30,
    done: 1,
  },
  {
    projectNo: "SS-2025-002",
    name: "石狮服装城外立面",
    clientName: "石狮服装城开发有限公司",
    projectType: "engineering",
    layoutMode: "manual",
    boards: 40,
    planes: 1,
    stones: ["中国黑"],
    crafts: ["开槽"],
    status: "cancelled",
    isNew: false,
    hasUpdate: false,
    settings: false,
    daysAgo: 10,
  },
];

/** Demo data of the project module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedProjects(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const crafts = await craftIdsByName(q, orgId);
  const cutting = await q.query<{ id: string }>(
    "SELECT id FROM workshops WHERE org_id = $1 AND category = 'cutting' ORDER BY is_default DESC, code LIMIT 1",
    [orgId],
  );
  for (const d of DEMO_PROJECTS) {
    const at = new Date(now.getTime() - d.daysAgo * 86_400_000);
    const delivery = new Date(at.getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
    const data = sampleProject({
      ...d,
      crafts: d.crafts?.filter((c) => crafts.has(c)),
      deliveryDate: delivery,
    });
    const clean = checkImport(rawFromJson(data), crafts, "zh-CN");
    const { id } = await upsertProjectHeader(q, orgId, adminUserId, clean, at);
    await insertProjectContent(q, orgId, id, clean, at);
    const settings = d.settings
      ? { kerf: 4, stages: 3, cuttingWorkshopId: cutting.rows[0]?.id, note: "" }
      : {};
    await q.query(
      `UPDATE projects SET review_status = $3, is_new = $4, has_update = $5, settings = $6,
          reviewed_at = CASE WHEN $3 IN ('reviewed', 'done') THEN $7::timestamptz END,
          reviewed_by = CASE WHEN $3 IN ('reviewed', 'done') THEN $8::uuid END,
          version = CASE WHEN $5 THEN 2 ELSE 1 END
        WHERE id = $1 AND org_id = $2`,
      [id, orgId, d.status, d.isNew, d.hasUpdate, JSON.stringify(settings), at, adminUserId],
    );
    if (d.done || d.cutting) {
      const doneUpTo = Math.round(d.boards * (d.done ?? 0));
      const cuttingUpTo = doneUpTo + Math.round(d.boards * (d.cutting ?? 0));
      await q.query(
        `UPDATE project_boards SET status = CASE WHEN seq <= $2 THEN 'done' WHEN seq <= $3 THEN 'cutting' ELSE 'toCut' END,
            packed_at = CASE WHEN $4 AND box_id IS NOT NULL THEN $5::timestamptz ELSE packed_at END,
            packed_by = CASE WHEN $4 AND box_id IS NOT NULL THEN $6::uuid ELSE packed_by END
          WHERE project_id = $1`,
        [id, doneUpTo, cuttingUpTo, d.status === "done", at, adminUserId],
      );
      if (d.status === "done")
        await q.query("UPDATE packing_boxes SET sealed_at = $2, sealed_by = $3 WHERE project_id = $1", [
          id,
          at,
          adminUserId,
        ]);
    }
    const log = (action: string, from: string | null, to: string | null) =>
      writeAudit(q, {
        orgId,
        actorUserId: adminUserId,
        entity: "project",
        entityId: id,
        action,
        from,
        to,
        at,
      });
    await log("import", null, "pending");
    if (d.hasUpdate) await log("reimport", "pending", "pending");
    if (d.status === "reviewed" || d.status === "done") await log("approve", "pending", "reviewed");
    if (d.status === "done") await log("done", "reviewed", "done");
    if (d.status === "cancelled") await log("recall", "pending", "cancelled");
  }
}
