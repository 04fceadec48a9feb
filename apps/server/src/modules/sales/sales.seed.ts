import { randomBytes } from "node:crypto";
import { type CustomerKind, creditCodeCheckChar, type OrderStatus } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import { businessDay } from "./common.ts";
import { insertContact, insertCustomer, insertFollowUp } from "./customer.repository.ts";
import { nextOrderNo, writeLines } from "./order.repository.ts";

type Region = [province: string, city: string, area: string];
const NANAN: Region = ["35", "3505", "350583"];
const JINJIANG: Region = ["35", "3505", "350582"];
const FENGZE: Region = ["35", "3505", "350503"];
const SIMING: Region = ["35", "3502", "350203"];
const HULI: Region = ["35", "3502", "350206"];
const GULOU: Region = ["35", "3501", "350102"];
const XIANGCHENG: Region = ["35", "3506", "350602"];
const TIANHE: Region = ["44", "4401", "440106"];
const NANSHAN: Region = ["44", "4403", "440305"];
const CHANCHENG: Region = ["44", "4406", "440604"];

/** The sales staff added to the demo enterprise (role 销售, department 销售部, password as the administrator's). */
const SALES_USERS = [
  { phone: "13800000007", name: "赵磊", staffNo: "22" },
  { phone: "13800000008", name: "孙丽", staffNo: "23" },
  { phone: "13800000009", name: "黄伟", staffNo: "24" },
];

interface DemoCustomer {
  kind: CustomerKind;
  name: string;
  phone: string;
  region: Region;
  address: string;
  owner: string;
  contact?: string;
  brand?: string;
  gender?: number;
  level?: string;
  source?: string;
}

const CUSTOMERS: DemoCustomer[] = [
  {
    kind: "enterprise",
    name: "厦门鑫达建材有限公司",
    contact: "林志强",
    phone: "13906001001",
    region: HULI,
    address: "湖里区高新技术园 12 号",
    level: "vip",
    source: "exhibition",
    owner: "陈静",
  },
  {
    kind: "enterprise",
    name: "泉州宏达石业有限公司",
    contact: "黄国栋",
    phone: "13906001002",
    region: NANAN,
    address: "水头镇五里桥工业区 8 号",
    level: "important",
    source: "referral",
    owner: "陈静",
  },
  {
    kind: "enterprise",
    name: "福州闽江装饰工程有限公司",
    contact: "郑海燕",
    phone: "13906001003",
    region: GULOU,
    address: "鼓楼区五四路 158 号",
    level: "important",
    source: "visit",
    owner: "赵磊",
  },
  {
    kind: "enterprise",
    name: "广州天河建筑装饰集团",
    contact: "梁伟明",
    phone: "13906001004",
    region: TIANHE,
    address: "天河路 385 号太古汇 2 座",
    level: "vip",
    source: "exhibition",
    owner: "赵磊",
  },
  {
    kind: "enterprise",
    name: "深圳南山万科物业工程部",
    contact: "周晓东",
    phone: "13906001005",
    region: NANSHAN,
    address: "南山区科技园南区 6 栋",
    level: "normal",
    source: "online",
    owner: "孙丽",
  },
  {
    kind: "enterprise",
    name: "佛山禅城华美陶瓷石材有限公司",
    contact: "何志坚",
    phone: "13906001006",
    region: CHANCHENG,
    address: "禅城区季华五路 22 号",
    level: "normal",
    source: "phone",
    owner: "孙丽",
  },
  {
    kind: "enterprise",
    name: "漳州芗城市政工程公司",
    contact: "蔡建华",
    phone: "13906001007",
    region: XIANGCHENG,
    address: "芗城区胜利西路 90 号",
    level: "normal",
    source: "referral",
    owner: "黄伟",
  },
  {
    kind: "enterprise",
    name: "晋江安海酒店管理有限公司",
    contact: "许文斌",
    phone: "13906001008",
    region: JINJIANG,
    address: "安海镇成功路 66 号",
    level: "important",
    source: "visit",
    owner: "黄伟",
  },
  {
    kind: "store",
    name: "晋江世纪大道石材展厅",
    brand: "鑫石",
    contact: "陈美玲",
    phone: "13906002001",
    region: JINJIANG,
    address: "世纪大道 200 号",
    owner: "陈静",
  },
  {
    kind: "store",
    name: "厦门思明大理石门店",
    brand: "石尚",
    contact: "吴小燕",
    phone: "13906002002",
    region: SIMING,
    address: "思明区莲前西路 318 号",
    owner: "赵磊",
  },
  {
    kind: "store",
    name: "泉州丰泽台面加工店",
    brand: "匠心台面",
    contact: "王建辉",
    phone: "13906002003",
    region: FENGZE,
    address: "丰泽区东海大街 57 号",
    owner: "孙丽",
  },
  {
    kind: "store",
    name: "广州天河高端石材馆",
    brand: "意石",
    contact: "李嘉欣",
    phone: "13906002004",
    region: TIANHE,
    address: "天河区黄埔大道西 100 号",
    owner: "赵磊",
  },
  {
    kind: "store",
    name: "佛山石材城 A 区 18 号",
    brand: "宏石",
    contact: "冯志勇",
    phone: "13906002005",
    region: CHANCHENG,
    address: "禅城区石材城 A 区 18 号",
    owner: "黄伟",
  },
  {
    kind: "store",
    name: "南安水头建材超市",
    brand: "水头石业",
    contact: "洪丽华",
    phone: "13906002006",
    region: NANAN,
    address: "水头镇滨海大道 3 号",
    owner: "陈静",
  },
  {
    kind: "personal",
    name: "王先生",
    gender: 1,
    phone: "13906003001",
    region: SIMING,
    address: "思明区滨海花园 3 栋 1201",
    owner: "陈静",
  },
  {
    kind: "personal",
    name: "李女士",
    gender: 2,
    phone: "13906003002",
    region: HULI,
    address: "湖里区五缘湾一号 8 栋",
    owner: "孙丽",
  },
  {
    kind: "personal",
    name: "张先生",
    gender: 1,
    phone: "13906003003",
    region: GULOU,
    address: "鼓楼区温泉公园路 22 号",
    owner: "赵磊",
  },
  {
    kind: "personal",
    name: "刘女士",
    gender: 2,
    phone: "13906003004",
    region: NANSHAN,
    address: "南山区海岸城 2 期 15 栋",
    owner: "黄伟",
  },
  {
    kind: "personal",
    name: "陈先生",
    gender: 1,
    phone: "13906003005",
    region: NANAN,
    address: "水头镇仁福社区 6 号",
    owner: "孙丽",
  },
  {
    kind: "personal",
    name: "林女士",
    gender: 2,
    phone: "13906003006",
    region: FENGZE,
    address: "丰泽区刺桐路 88 号",
    owner: "陈静",
  },
];

type Line = [
  stone: string,
  spec: string,
  quantity: number,
  areaM2x1000: number,
  unit: "m2" | "piece",
  priceFen: number,
];

interface DemoOrder {
  customer: number;
  status: OrderStatus;
  daysAgo: number;
  projectNo?: string;
  lines: Line[];
  /** Collections: [channel, status, fen, daysAgo]. */
  paid?: ["offline" | "online", "pending" | "confirmed" | "rejected", number | "rest", number][];
  cancelReason?: string;
}

const ORDERS: DemoOrder[] = [
  {
    customer: 0,
    status: "completed",
    daysAgo: 50,
    lines: [
      ["水头白", "600×600×18", 400, 144_000, "m2", 12_000],
      ["中国黑", "800×400×20", 60, 19_200, "m2", 18_500],
    ],
    paid: [
      ["offline", "confirmed", 1_000_000, 40],
      ["offline", "confirmed", "rest", 20],
    ],
  },
  {
    customer: 1,
    status: "completed",
    daysAgo: 45,
    lines: [["芝麻灰 G603", "台阶 1500×350×30", 120, 63_000, "m2", 9_800]],
    paid: [["online", "confirmed", "rest", 30]],
  },
  {
    customer: 3,
    status: "delivered",
    daysAgo: 30,
    projectNo: "GZ-TH-2025-018",
    lines: [
      ["雅士白", "1200×600×20", 220, 158_400, "m2", 42_000],
      ["黄金麻 G682", "600×300×30", 500, 90_000, "m2", 11_500],
    ],
    paid: [
      ["offline", "confirmed", 5_000_000, 25],
      ["offline", "pending", 1_000_000, 2],
    ],
  },
  {
    customer: 2,
    status: "delivered",
    daysAgo: 26,
    lines: [["鱼肚白", "背景墙 2400×1200×18", 12, 34_560, "m2", 68_000]],
    paid: [
      ["online", "confirmed", 1_000_000, 20],
      ["offline", "rejected", 350_000, 6],
    ],
  },
  {
    customer: 4,
    status: "inProduction",
    daysAgo: 18,
    lines: [
      ["山西黑", "窗台板 1500×200×20", 80, 24_000, "m2", 23_000],
      ["水头白", "过门石 900×150×20", 80, 0, "piece", 3_500],
    ],
    paid: [["offline", "confirmed", 300_000, 15]],
  },
  {
    customer: 7,
    status: "inProduction",
    daysAgo: 12,
    projectNo: "AH-HOTEL-07",
    lines: [
      ["卡拉拉白", "洗手台 1800×600×30", 36, 38_880, "m2", 56_000],
      ["爵士白", "1200×1200×20", 150, 216_000, "m2", 38_000],
    ],
    paid: [["offline", "pending", 2_000_000, 1]],
  },
  {
    customer: 8,
    status: "confirmed",
    daysAgo: 9,
    lines: [["中国黑", "台面 2000×600×30", 10, 0, "piece", 150_000]],
    paid: [["online", "confirmed", 500_000, 8]],
  },
  {
    customer: 5,
    status: "confirmed",
    daysAgo: 6,
    lines: [["黄金麻 G682", "1200×600×50 火烧面", 300, 216_000, "m2", 13_800]],
  },
  {
    customer: 14,
    status: "confirmed",
    daysAgo: 4,
    lines: [
      ["雅士白", "橱柜台面 3000×650×20", 2, 3_900, "m2", 98_000],
      ["雅士白", "开孔 Φ50", 4, 0, "piece", 2_500],
    ],
    paid: [["offline", "pending", 50_000, 1]],
  },
  {
    customer: 6,
    status: "draft",
    daysAgo: 2,
    lines: [["芝麻灰 G603", "路沿石 1000×300×150", 800, 0, "piece", 8_600]],
  },
  {
    customer: 15,
    status: "draft",
    daysAgo: 1,
    lines: [["鱼肚白", "地面 800×800×18", 85, 54_400, "m2", 52_000]],
  },
  {
    customer: 11,
    status: "cancelled",
    daysAgo: 20,
    lines: [["卡拉拉白", "展台 1200×600×20", 20, 14_400, "m2", 46_000]],
    cancelReason: "客户改用进口石材",
  },
  {
    customer: 9,
    status: "completed",
    daysAgo: 35,
    lines: [["水头白", "门槛石 1000×200×20", 60, 0, "piece", 6_800]],
    paid: [["offline", "confirmed", "rest", 28]],
  },
];

const TASKS: {
  title: string;
  content: string;
  customer?: number;
  order?: number;
  assignee: string;
  creator: string;
  dueHours: number;
  priority: string;
  status: "todo" | "inProgress" | "done";
  notes?: string[];
}[] = [
  {
    title: "确认雅士白到货时间",
    content: "天河项目第二批雅士白需在月底前到厂",
    order: 2,
    assignee: "赵磊",
    creator: "陈静",
    dueHours: -30,
    priority: "urgent",
    status: "inProgress",
    notes: ["已联系供应商，预计推迟三天", "催促中"],
  },
  {
    title: "回访王先生安装效果",
    content: "滨海花园厨房台面安装后回访",
    customer: 14,
    assignee: "陈静",
    creator: "陈静",
    dueHours: -5,
    priority: "normal",
    status: "todo",
  },
  {
    title: "给宏达石业报新年度价格",
    content: "芝麻灰、黄金麻年度框架价",
    customer: 1,
    assignee: "陈静",
    creator: "陈静",
    dueHours: 20,
    priority: "high",
    status: "todo",
  },
  {
    title: "安海酒店洗手台样板确认",
    content: "带样板到酒店确认纹路",
    order: 5,
    assignee: "黄伟",
    creator: "陈静",
    dueHours: 48,
    priority: "high",
    status: "inProgress",
    notes: ["样板已切好"],
  },
  {
    title: "催收闽江装饰尾款",
    content: "鱼肚白背景墙尾款",
    order: 3,
    assignee: "赵磊",
    creator: "赵磊",
    dueHours: -72,
    priority: "urgent",
    status: "todo",
  },
  {
    title: "整理佛山华美报价单",
    content: "火烧面黄金麻 300 片",
    customer: 5,
    assignee: "孙丽",
    creator: "陈静",
    dueHours: 100,
    priority: "normal",
    status: "todo",
  },
  {
    title: "深圳万科窗台板量尺",
    content: "现场复尺 80 套窗台",
    order: 4,
    assignee: "孙丽",
    creator: "孙丽",
    dueHours: -200,
    priority: "high",
    status: "done",
    notes: ["已复尺，尺寸无误"],
  },
  {
    title: "漳州市政路沿石方案",
    content: "准备两套规格方案与报价",
    customer: 6,
    assignee: "黄伟",
    creator: "黄伟",
    dueHours: 150,
    priority: "low",
    status: "todo",
  },
  {
    title: "展会客户名单录入",
    content: "厦门石材展收集的名片录入系统",
    assignee: "孙丽",
    creator: "陈静",
    dueHours: 60,
    priority: "normal",
    status: "inProgress",
  },
  {
    title: "李女士别墅地面方案",
    content: "鱼肚白 85 片地面铺贴方案",
    customer: 15,
    assignee: "孙丽",
    creator: "孙丽",
    dueHours: 30,
    priority: "normal",
    status: "todo",
  },
];

const FOLLOW_UPS: [customer: number, method: string, content: string, hoursAgo: number, by: string][] = [
  [0, "visit", "拜访林总，参观新办公楼大堂石材效果，客户满意", 24 * 40, "陈静"],
  [0, "phone", "确认下一期项目在六月招标，邀请我们报价", 24 * 3, "陈静"],
  [1, "wechat", "发送芝麻灰最新样板照片", 24 * 10, "陈静"],
  [2, "phone", "郑经理反馈背景墙颜色略深，约好现场查看", 24 * 7, "赵磊"],
  [3, "visit", "天河项目现场协调铺贴进度", 24 * 5, "赵磊"],
  [3, "phone", "确认第二批雅士白规格", 30, "赵磊"],
  [4, "phone", "万科物业询问窗台板交期", 24 * 2, "孙丽"],
  [5, "visit", "到佛山华美看火烧面样板", 24 * 8, "孙丽"],
  [7, "visit", "酒店工程部会议，确定洗手台方案", 24 * 13, "黄伟"],
  [8, "wechat", "陈店长要中国黑台面现货", 24 * 9, "陈静"],
  [9, "phone", "吴店长咨询大理石养护", 24 * 15, "赵磊"],
  [11, "phone", "客户决定改用进口石材，订单取消", 24 * 19, "赵磊"],
  [14, "visit", "上门量厨房台面尺寸", 24 * 6, "陈静"],
  [15, "wechat", "发送鱼肚白地面效果图", 12, "孙丽"],
  [18, "phone", "陈先生咨询庭院铺装石材", 3, "孙丽"],
];

/** Demo data of the sales module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedSales(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3600_000);
  const dayAgo = (days: number) => businessDay(at(days * 24));

  const { rows: admin } = await q.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE id = $1",
    [adminUserId],
  );
  const role = await q.query<{ id: string }>("SELECT id FROM roles WHERE org_id = $1 AND name = '销售'", [
    orgId,
  ]);
  const dept = await q.query<{ id: string }>(
    "SELECT id FROM departments WHERE org_id = $1 AND name = '销售部'",
    [orgId],
  );
  for (const u of SALES_USERS) {
    const user = await q.query<{ id: string }>(
      `INSERT INTO users (phone, password_hash, nickname, last_org_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [u.phone, admin[0]!.password_hash, u.name, orgId, now],
    );
    const m = await q.query<{ id: string }>(
      `INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id, department_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [orgId, user.rows[0]!.id, u.name, u.staffNo, u.phone, role.rows[0]!.id, dept.rows[0]?.id ?? null, now],
    );
    await writeAudit(q, {
      orgId,
      actorUserId: adminUserId,
      entity: "member",
      entityId: m.rows[0]!.id,
      action: "add",
      to: "enabled",
      detail: { name: u.name },
      at: now,
    });
  }
  const { rows: memberRows } = await q.query<{ id: string; name: string; user_id: string }>(
    "SELECT id, name, user_id FROM members WHERE org_id = $1",
    [orgId],
  );
  const member = (name: string) => memberRows.find((m) => m.name === name)!;

  // Teams: 华南销售一组 (陈静 leads 赵磊, 孙丽) and 闽南销售二组 (黄伟).
  const teams = new Map<string, string>();
  for (const [name, leader, members] of [
    ["华南销售一组", "陈静", ["陈静", "赵磊", "孙丽"]],
    ["闽南销售二组", "黄伟", ["黄伟"]],
  ] as const) {
    const t = await q.query<{ id: string }>(
      `INSERT INTO sales_teams (org_id, name, leader_member_id, remark, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [
        orgId,
        name,
        member(leader).id,
        name === "华南销售一组" ? "负责厦门、福州及广东客户" : "负责闽南地区工程客户",
        at(24 * 60),
      ],
    );
    teams.set(name, t.rows[0]!.id);
    for (const m of members) {
      await q.query(
        "INSERT INTO sales_team_members (org_id, team_id, member_id, created_at) VALUES ($1, $2, $3, $4)",
        [orgId, t.rows[0]!.id, member(m).id, at(24 * 60)],
      );
    }
  }
  const teamOf = (name: string) =>
    name === "黄伟" ? teams.get("闽南销售二组")! : teams.get("华南销售一组")!;

  // Customers.
  const customerIds: string[] = [];
  for (const [i, c] of CUSTOMERS.entries()) {
    const first17 = `91${c.region[2]}MA${String(3_000_000 + i * 7919).padStart(7, "0")}`;
    const owner = member(c.owner);
    const creditCode = c.kind === "enterprise" ? first17 + creditCodeCheckChar(first17) : undefined;
    const [province, city, area] = c.region;
    const customerId = await insertCustomer(q, {
      orgId,
      fields: { ...c, contactName: c.contact, creditCode, province, city, area },
      ownerMemberId: owner.id,
      teamId: teamOf(c.owner),
      createdBy: owner.user_id,
      now: at(24 * (70 - i)),
    });
    customerIds.push(customerId);
  }
  for (const [i, name, phone, position] of [
    [0, "林秘书", "13906101001", "采购主管"],
    [0, "王工", "13906101002", "项目经理"],
    [3, "梁助理", "13906101003", "采购"],
    [7, "许经理", "13906101004", "工程部经理"],
  ] as const) {
    await insertContact(q, { orgId, customerId: customerIds[i]!, name, phone, position, now: at(24 * 30) });
  }
  for (const [i, method, content, hoursAgo, by] of FOLLOW_UPS) {
    await insertFollowUp(q, {
      orgId,
      customerId: customerIds[i]!,
      memberId: member(by).id,
      method,
      content,
      followedAt: at(hoursAgo),
      nextAt: hoursAgo < 48 ? at(-72) : null,
      now: at(hoursAgo),
    });
  }

  // Orders in every state, with lines and collections.
  const financeUser = memberRows.find((m) => m.name === "刘芳");
  const orderIds: string[] = [];
  for (const o of ORDERS) {
    const c = CUSTOMERS[o.customer]!;
    const owner = member(c.owner);
    const orderDate = dayAgo(o.daysAgo);
    const orderNo = await nextOrderNo(q, orgId, orderDate);
    const created = at(24 * o.daysAgo);
    const r = await q.query<{ id: string }>(
      `INSERT INTO sales_orders (org_id, order_no, customer_id, status, order_date, delivery_date, project_no, remark,
         cancel_reason, owner_member_id, team_id, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '', $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        orgId,
        orderNo,
        customerIds[o.customer],
        o.status,
        orderDate,
        dayAgo(o.daysAgo - 25),
        o.projectNo ?? "",
        o.cancelReason ?? null,
        owner.id,
        teamOf(c.owner),
        owner.user_id,
        created,
      ],
    );
    const orderId = r.rows[0]!.id;
    orderIds.push(orderId);
    const total = await writeLines(
      q,
      orgId,
      orderId,
      o.lines.map(([stoneName, specification, quantity, area, priceUnit, unitPriceFen]) => ({
        stoneName,
        specification,
        quantity,
        areaMm2: area * 1000,
        priceUnit,
        unitPriceFen,
      })),
    );
    await q.query("UPDATE sales_orders SET total_fen = $2 WHERE id = $1", [orderId, total]);
    await writeAudit(q, {
      orgId,
      actorUserId: owner.user_id,
      entity: "order",
      entityId: orderId,
      action: "create",
      to: "draft",
      detail: { orderNo, totalFen: total },
      at: created,
    });
    let taken = 0;
    for (const [channel, status, amount, daysAgo] of o.paid ?? []) {
      const fen = amount === "rest" ? total - taken : amount;
      if (status !== "rejected") taken += fen;
      const paidAt = at(24 * daysAgo);
      await q.query(
        `INSERT INTO sales_collections (org_id, order_id, channel, amount_fen, method, payer, paid_on, paid_at, trade_no, status,
           reject_reason, recorded_by, reviewed_by, reviewed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
        [
          orgId,
          orderId,
          channel,
          fen,
          channel === "online" ? "wechat" : "bankTransfer",
          c.name,
          businessDay(paidAt),
          channel === "online" ? paidAt : null,
          channel === "online" ? `4200001${randomBytes(8).toString("hex")}` : null,
          status,
          status === "rejected" ? "转账凭证金额与登记不符" : null,
          channel === "offline" ? owner.user_id : null,
          channel === "offline" && status !== "pending" ? (financeUser?.user_id ?? adminUserId) : null,
          channel === "offline" && status !== "pending" ? at(24 * daysAgo - 4) : null,
          paidAt,
        ],
      );
    }
  }

  // Tasks, some overdue, with progress notes.
  for (const task of TASKS) {
    const o = task.order === undefined ? undefined : ORDERS[task.order]!;
    const customerIndex = task.customer ?? o?.customer;
    const assignee = member(task.assignee);
    const created = at(24 * 10);
    const r = await q.query<{ id: string }>(
      `INSERT INTO sales_tasks (org_id, title, content, customer_id, order_id, assignee_member_id, team_id, creator_member_id,
         due_at, priority, status, completed_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
      [
        orgId,
        task.title,
        task.content,
        customerIndex === undefined ? null : customerIds[customerIndex],
        task.order === undefined ? null : orderIds[task.order],
        assignee.id,
        teamOf(task.assignee),
        member(task.creator).id,
        at(-task.dueHours),
        task.priority,
        task.status,
        task.status === "done" ? at(-task.dueHours + 12) : null,
        created,
      ],
    );
    for (const [n, content] of (task.notes ?? []).entries()) {
      await q.query(
        "INSERT INTO sales_task_notes (org_id, task_id, member_id, content, created_at) VALUES ($1, $2, $3, $4, $5)",
        [orgId, r.rows[0]!.id, assignee.id, content, at(24 * (5 - n * 2))],
      );
    }
  }

  // Ownership history: customers handed over when 黄伟's team was formed, and one order (owners above are the current ones).
  const moves: [entity: "customer" | "order", index: number, from: string, to: string, reason: string][] = [
    ["customer", 6, "孙丽", "黄伟", "闽南工程客户统一交由二组跟进"],
    ["customer", 7, "陈静", "黄伟", "闽南工程客户统一交由二组跟进"],
    ["customer", 12, "赵磊", "黄伟", "佛山门店划归二组"],
    ["order", 5, "陈静", "黄伟", "随客户一并转移"],
  ];
  for (const [entity, index, from, to, reason] of moves) {
    await q.query(
      `INSERT INTO sales_ownership_history (org_id, entity, entity_id, from_member_id, from_team_id, to_member_id, to_team_id, reason, by_user_id, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        orgId,
        entity,
        entity === "customer" ? customerIds[index] : orderIds[index],
        member(from).id,
        teamOf(from),
        member(to).id,
        teamOf(to),
        reason,
        adminUserId,
        at(24 * 15),
      ],
    );
  }
  // Finance staff: 刘芳 (财务) confirms collections.
  if (financeUser) {
    await q.query("INSERT INTO sales_finance_staff (org_id, member_id, created_at) VALUES ($1, $2, $3)", [
      orgId,
      financeUser.id,
      at(24 * 60),
    ]);
  }
}
