import { ALL_MENU_IDS, PLATFORM_MENU_IDS } from "@stoneworks/shared";
import { PNG } from "pngjs";
import { hashPassword } from "../modules/auth/auth.service.ts";
import { saveImage } from "../modules/enterprise/upload.service.ts";
import { createDefaultWorkshops } from "../modules/factory/workshop.repository.ts";
import { seedFloor } from "../modules/floor/floor.seed.ts";
import { seedInventory } from "../modules/inventory/inventory.seed.ts";
import { seedLayout } from "../modules/layout/layout.seed.ts";
import { seedMachineData } from "../modules/machine/machine.seed.ts";
import { seedCutting } from "../modules/production/cutting.seed.ts";
import { seedPicking } from "../modules/production/picking.seed.ts";
import { seedProductionPlans } from "../modules/production/production-plan.seed.ts";
import { seedProductionProjects } from "../modules/production/production-project.seed.ts";
import { seedProjects } from "../modules/project/project.seed.ts";
import { seedSales } from "../modules/sales/sales.seed.ts";
import type { Db, Queryable } from "./db.ts";

export const DEMO_ADMIN = { phone: "13800000000", password: "demo1234" };

interface DemoUser {
  phone: string;
  nickname: string;
  staffNo: string;
  role: string;
  department: string;
}

/** Departments of the demo factory: [name, parent]. */
const DEMO_DEPARTMENTS: [string, string | null][] = [
  ["生产部", null],
  ["切割车间", "生产部"],
  ["二次加工车间", "生产部"],
  ["包装车间", "生产部"],
  ["销售部", null],
  ["财务部", null],
];

/** Roles of a real stone factory beside the super administrator (menu ids of DESIGN §5). */
const DEMO_ROLES: { name: string; menus: number[] }[] = [
  {
    name: "厂长",
    menus: ALL_MENU_IDS.filter(
      (id) => (id >= 2000 && !PLATFORM_MENU_IDS.has(id)) || id === 1000 || id === 1001 || id === 1100,
    ),
  },
  {
    name: "生产主管",
    menus: [
      1000, 1001, 1100, 2000, 2100, 2200, 2300, 2400, 2450, 2500, 2600, 2700, 2800, 2900, 2901, 2902, 3100,
      3101, 3102, 3103, 3104,
    ],
  },
  // The cutter sees the dashboards, "my data" among them (their own metres, m², crafts and pay).
  { name: "切割机手", menus: [1000, 1001, 2000, 2400, 2450, 2700, 2800] },
  { name: "销售", menus: [1000, 1001, 1100, 1200, 1201, 1202, 1203, 1300, 1500, 1700, 1701, 1702, 1703] },
  { name: "财务", menus: [1000, 1001, 1300, 1600, 1601, 1602, 1603] },
];

const DEMO_USERS: DemoUser[] = [
  { phone: "13800000001", nickname: "王建国", staffNo: "2", role: "厂长", department: "生产部" },
  { phone: "13800000002", nickname: "李明", staffNo: "3", role: "生产主管", department: "生产部" },
  { phone: "13800000003", nickname: "张伟", staffNo: "11", role: "切割机手", department: "切割车间" },
  { phone: "13800000004", nickname: "陈静", staffNo: "21", role: "销售", department: "销售部" },
  { phone: "13800000005", nickname: "刘芳", staffNo: "31", role: "财务", department: "财务部" },
];

async function addUser(q: Queryable, phone: string, nickname: string, passwordHash: string, now: Date) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (phone, password_hash, nickname, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [phone, passwordHash, nickname, now],
  );
  return rows[0]!.id;
}

/**
 * The demo enterprise's logo, drawn here: a 256×256 PNG of three stone slabs leaning on each other on a
 * dark tile (so the enterprise info screen shows a logo and saves like any other enterprise).
 */
function demoLogoPng(): Buffer {
  const size = 256;
  const png = new PNG({ width: size, height: size });
  const slabs: { x0: number; x1: number; top: number; color: [number, number, number] }[] = [
    { x0: 52, x1: 100, top: 92, color: [205, 198, 186] },
    { x0: 104, x1: 152, top: 60, color: [236, 232, 224] },
    { x0: 156, x1: 204, top: 108, color: [176, 168, 156] },
  ];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      // A rounded square of slate blue, transparent corners.
      const r = 40;
      const cx = Math.min(Math.max(x, r), size - 1 - r);
      const cy = Math.min(Math.max(y, r), size - 1 - r);
      const inside = (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
      let rgb: [number, number, number] = [30 + Math.round((y / size) * 20), 58, 95];
      const slab = slabs.find((s) => x >= s.x0 && x < s.x1 && y >= s.top && y < 200);
      if (slab) {
        // Veins: a faint diagonal pattern across each slab.
        const vein = (x + y * 2) % 37 < 2 ? -28 : 0;
        rgb = slab.color.map((c) => c + vein) as [number, number, number];
      }
      if (y >= 200 && y < 208 && x >= 44 && x < 212) rgb = [214, 160, 72];
      png.data[i] = rgb[0];
      png.data[i + 1] = rgb[1];
      png.data[i + 2] = rgb[2];
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

/** Where the seed stores files: without an upload directory the demo enterprise has no logo. */
export interface SeedOptions {
  uploadDir?: string;
}

/** Serialises demo seeding until the transaction ends (one key for the whole database). */
async function lockSeeding(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(727005)");
}

/** What a module's demo seed gets: the transaction, the demo enterprise, its administrator, the time. */
export interface SeedContext {
  q: Queryable;
  orgId: string;
  adminUserId: string;
  now: Date;
}

/**
 * Seeds the demo enterprise 演示石材厂 / Demo Stone Works. Refuses to touch a database that already
 * holds users: it only ever fills an empty one. Returns whether it seeded. Several servers starting at
 * once on one empty database seed it once: the lock makes the others wait for the first one's commit,
 * then they find its users.
 */
export async function seedDemo(db: Db, now = new Date(), opts: SeedOptions = {}): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  return db.tx(async (q) => {
    await lockSeeding(q);
    const { rows } = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    if (rows[0]!.n > 0) return false;
    const adminId = await addUser(q, DEMO_ADMIN.phone, "系统管理员", passwordHash, now);
    const org = await q.query<{ id: string }>(
      `INSERT INTO orgs (name, contact_name, contact_phone, province, city, area, address, is_demo, created_by, created_at, updated_at)
       VALUES ('演示石材厂', '王建国', '13800000001', '35', '3505', '350583', '水头镇石材工业园 88 号', true, $1, $2, $2)
       RETURNING id`,
      [adminId, now],
    );
    const orgId = org.rows[0]!.id;
    if (opts.uploadDir) {
      const logo = await saveImage(q, opts.uploadDir, {
        userId: adminId,
        orgId,
        mime: "image/png",
        data: demoLogoPng(),
        now,
      });
      await q.query("UPDATE orgs SET logo = $2 WHERE id = $1", [orgId, logo]);
    }
    const superRole = await q.query<{ id: string }>(
      `INSERT INTO roles (org_id, name, is_super, menus, created_at, updated_at) VALUES ($1, '超级管理员', true, $2, $3, $3) RETURNING id`,
      [orgId, [...ALL_MENU_IDS], now],
    );
    const roleIds = new Map<string, string>();
    for (const role of DEMO_ROLES) {
      const r = await q.query<{ id: string }>(
        `INSERT INTO roles (org_id, name, menus, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
        [orgId, role.name, role.menus, now],
      );
      roleIds.set(role.name, r.rows[0]!.id);
    }
    await q.query(
      `INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id, created_at, updated_at)
       VALUES ($1, $2, '系统管理员', '1', $3, $4, $5, $5)`,
      [orgId, adminId, DEMO_ADMIN.phone, superRole.rows[0]!.id, now],
    );
    await q.query("UPDATE users SET last_org_id = $2 WHERE id = $1", [adminId, orgId]);
    const departmentIds = new Map<string, string>();
    for (const [name, parent] of DEMO_DEPARTMENTS) {
      const d = await q.query<{ id: string }>(
        `INSERT INTO departments (org_id, parent_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
        [orgId, parent ? departmentIds.get(parent) : null, name, now],
      );
      departmentIds.set(name, d.rows[0]!.id);
    }
    for (const u of DEMO_USERS) {
      const id = await addUser(q, u.phone, u.nickname, passwordHash, now);
      await q.query(
        `INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id, department_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          orgId,
          id,
          u.nickname,
          u.staffNo,
          u.phone,
          roleIds.get(u.role),
          departmentIds.get(u.department),
          now,
        ],
      );
      await q.query("UPDATE users SET last_org_id = $2 WHERE id = $1", [id, orgId]);
    }
    // The audit log starts with how the enterprise was set up.
    const audit = (entity: string, entityId: string, action: string, to: string | null, detail?: object) =>
      q.query(
        `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, detail, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [orgId, adminId, entity, entityId, action, to, detail ? JSON.stringify(detail) : null, now],
      );
    await audit("org", orgId, "create", "created");
    for (const [name, id] of roleIds) await audit("role", id, "create", name);
    for (const [name, id] of departmentIds) await audit("department", id, "create", name);
    const seeded = await q.query<{ id: string; name: string }>(
      "SELECT id, name FROM members WHERE org_id = $1 AND user_id <> $2",
      [orgId, adminId],
    );
    // As member/add writes it: the member's name.
    for (const m of seeded.rows) await audit("member", m.id, "add", "enabled", { name: m.name });
    await seedFactory(q, orgId, now);
    const ctx: SeedContext = { q, orgId, adminUserId: adminId, now };
    // Order matters: inventory may lay boards of the seeded projects on its slabs.
    await seedProjects(ctx);
    await seedInventory(ctx);
    // The cloud-layout run's proposals first: the floor seeds below take only slabs nobody planned.
    await seedLayout(ctx);
    await seedProductionProjects(ctx);
    await seedPicking(ctx);
    await seedCutting(ctx);
    await seedSales(ctx);
    await seedProductionPlans(ctx);
    await seedFloor(ctx);
    await seedMachineData(ctx);
    // Someone waiting to join, so the join-request screens have a row to approve.
    const applicant = await addUser(q, "13800000006", "周强", passwordHash, now);
    await q.query(
      `INSERT INTO join_requests (org_id, user_id, message, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
      [orgId, applicant, "我是新来的切割机手，工号待分配", now],
    );
    return true;
  });
}

/** Master data of a working stone factory: workshops, crafts and prices, racks, machines, warehouses. */
async function seedFactory(q: Queryable, orgId: string, now: Date) {
  await createDefaultWorkshops(q, orgId, now);
  const extra = [
    ["cutting", "大切车间", "CUT-02"],
    ["secondProcessing", "水刀车间", "SEC-02"],
    ["secondProcessing", "磨边车间", "SEC-03"],
    ["packing", "成品包装区", "PCK-02"],
  ];
  for (const [category, name, code] of extra) {
    await q.query(
      "INSERT INTO workshops (org_id, category, name, code, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)",
      [orgId, category, name, code, now],
    );
  }
  const ws = await q.query<{ id: string; code: string }>("SELECT id, code FROM workshops WHERE org_id = $1", [
    orgId,
  ]);
  const w = (code: string) => ws.rows.find((r) => r.code === code)!.id;
  // [priority, craft, detailed process, class no., transfer workshop, unit price in fen]
  const crafts: [number, string, string, string, string, number][] = [
    [1, "磨边", "直边磨边 20 mm", "A1", "SEC-03", 800],
    [2, "倒角", "45° 倒角 5 mm", "A1", "SEC-03", 600],
    [3, "开槽", "背面开槽 8 × 10 mm", "A2", "SEC-01", 1200],
    [4, "开孔", "台盆开孔 Φ50", "A2", "SEC-02", 2500],
    [5, "水刀拼花", "水刀切割拼花", "B1", "SEC-02", 18000],
    [6, "抛光", "镜面抛光", "B2", "SEC-01", 3500],
    [7, "火烧面", "火烧面处理", "B2", "SEC-01", 2800],
    [8, "荔枝面", "荔枝面处理", "B2", "SEC-01", 3000],
    [9, "背网", "背面贴网加固", "C1", "SEC-01", 900],
    [10, "防护", "六面防护剂", "C1", "SEC-01", 1500],
    [11, "打包", "木箱打包", "D1", "PCK-01", 2000],
    [12, "贴标", "板材编号贴标", "D1", "PCK-02", 100],
  ];
  const craftIds: string[] = [];
  for (const [priority, name, process, classNo, workshop, fen] of crafts) {
    const r = await q.query<{ id: string }>(
      `INSERT INTO crafts (org_id, priority, name, process, class_no, workshop_id, unit_price_fen, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [orgId, priority, name, process, classNo, w(workshop), fen, now],
    );
    craftIds.push(r.rows[0]!.id);
  }
  const flows: [string, number[]][] = [
    ["engineering", [0, 2, 8, 9, 10, 11]],
    ["fineWork", [0, 1, 3, 4, 5, 9, 10, 11]],
  ];
  for (const [type, steps] of flows) {
    await q.query("INSERT INTO process_flows (org_id, project_type, updated_at) VALUES ($1, $2, $3)", [
      orgId,
      type,
      now,
    ]);
    for (const [seq, i] of steps.entries()) {
      await q.query(
        `INSERT INTO process_flow_steps (org_id, project_type, seq, craft_id, unit_price_fen) VALUES ($1, $2, $3, $4, $5)`,
        [orgId, type, seq, craftIds[i], crafts[i]![5]],
      );
    }
  }
  await q.query(
    `INSERT INTO racks (org_id, number, safety_value, max_value, class_no, location, created_at, updated_at)
     SELECT $1, n, 8.00, 10.00, 'R' || ((n - 1) / 50 + 1), '铁架区 ' || chr(64 + ((n - 1) / 50 + 1)::int) || ' 排', $2, $2
       FROM generate_series(1, 200) AS n`,
    [orgId, now],
  );
  const devices: [string, string, number, number, number][] = [
    ["S600-01", "S600", 3600, 2000, 50],
    ["S600-02", "S600", 3600, 2000, 50],
    ["C500-01", "C500", 3200, 1800, 40],
    ["SM400-01", "smart400", 2800, 1600, 30],
  ];
  for (const [code, series, l, wd, t] of devices) {
    await q.query(
      `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [orgId, code, series, l, wd, t, now],
    );
  }
  await q.query(
    `INSERT INTO warehouses (org_id, name, code, location, created_at, updated_at)
     VALUES ($1, '荒料仓', 'WH-01', '厂区东侧', $2, $2), ($1, '大板成品仓', 'WH-02', '厂区北侧 2 号库', $2, $2)`,
    [orgId, now],
  );
}
