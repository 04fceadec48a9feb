import { creditCodeCheckChar } from "@stoneworks/shared";
import { addMember, createOrg, createRole, createUser, login, type TestUser } from "../factories.ts";
import type { CallOptions, TestApp } from "../helper.ts";

/** Menus of a salesperson (customers, orders, tasks, ownership, teams, staff). */
export const SALES_MENUS = [
  1000, 1001, 1200, 1201, 1202, 1203, 1300, 1400, 1500, 1700, 1701, 1702, 1703, 1800,
];
export const FINANCE_MENUS = [1000, 1001, 1300, 1600, 1601, 1602, 1603];

let creditSeq = 0;
/** A valid unified social credit code (GB 32100-2015 check character), different on every call. */
export function creditCode(): string {
  creditSeq += 1;
  const first17 = `91350583${String(process.pid % 1000).padStart(3, "0")}${String(creditSeq).padStart(6, "0")}`;
  return first17 + creditCodeCheckChar(first17);
}

export interface Person {
  user: TestUser;
  token: string;
  memberId: string;
}

export interface SalesOrg {
  orgId: string;
  admin: Person;
  seller: Person;
  seller2: Person;
  finance: Person;
  clerk: Person;
}

async function person(t: TestApp, orgId: string, roleId: string): Promise<Person> {
  const user = await createUser(t);
  const memberId = await addMember(t, orgId, user, roleId);
  return { user, memberId, token: await login(t, user) };
}

/** An enterprise with a super administrator, two salespeople, a finance clerk and a member with no sales menus. */
export async function salesOrg(t: TestApp): Promise<SalesOrg> {
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  const adminMember = await t.db.query<{ id: string }>("SELECT id FROM members WHERE org_id = $1", [orgId]);
  const admin = { user: owner, token: await login(t, owner), memberId: adminMember.rows[0]!.id };
  const salesRole = await createRole(t, orgId, SALES_MENUS, "销售");
  const financeRole = await createRole(t, orgId, FINANCE_MENUS, "财务");
  const clerkRole = await createRole(t, orgId, [1000, 1001], "文员");
  return {
    orgId,
    admin,
    seller: await person(t, orgId, salesRole),
    seller2: await person(t, orgId, salesRole),
    finance: await person(t, orgId, financeRole),
    clerk: await person(t, orgId, clerkRole),
  };
}

/** Calls as a person, renewing the token like the web client when the test clock has moved (code 22). */
export function as(t: TestApp, p: Person, lang?: CallOptions["lang"]) {
  return async <T = unknown>(path: string, body: unknown = {}) => {
    const res = await t.call<T>(path, body, { token: p.token, lang });
    if (res.code !== 22) return res;
    p.token = (res.data as { token: string }).token;
    return t.call<T>(path, body, { token: p.token, lang });
  };
}

export async function ok<T>(
  promise: Promise<{ result: boolean; code: number; msg: string; data: T }>,
): Promise<T> {
  const res = await promise;
  if (!res.result)
    throw new Error(`expected success, got ${res.code} ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data;
}

let phoneSeq = 0;
/** A customer phone number not used by anyone else in the run. */
export function customerPhone(): string {
  phoneSeq += 1;
  return `137${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq).padStart(5, "0")}`;
}

export const region = { province: "35", city: "3505", area: "350583" };

export function enterpriseCustomer(over: Record<string, unknown> = {}) {
  return {
    kind: "enterprise",
    name: "厦门鑫达建材有限公司",
    creditCode: creditCode(),
    contactName: "林总",
    phone: customerPhone(),
    ...region,
    address: "水头镇五里桥 18 号",
    level: "important",
    source: "exhibition",
    ...over,
  };
}

export function storeCustomer(over: Record<string, unknown> = {}) {
  return {
    kind: "store",
    name: "晋江石材展厅",
    brand: "鑫石",
    contactName: "陈店长",
    phone: customerPhone(),
    ...region,
    address: "世纪大道 200 号",
    ...over,
  };
}

export function personalCustomer(over: Record<string, unknown> = {}) {
  return {
    kind: "personal",
    name: "王先生",
    gender: 1,
    phone: customerPhone(),
    ...region,
    address: "滨江花园 3 栋",
    ...over,
  };
}

export const line = (over: Record<string, unknown> = {}) => ({
  stoneName: "水头白",
  specification: "600×600×18",
  quantity: 10,
  areaMm2: 3_600_000,
  priceUnit: "m2",
  unitPriceFen: 12_000,
  ...over,
});

/** A customer and an order of it (draft), made by `p`. */
export async function customerAndOrder(t: TestApp, p: Person, lines: Record<string, unknown>[] = [line()]) {
  const call = as(t, p);
  const { customerId } = await ok(call<{ customerId: string }>("customer/create", enterpriseCustomer()));
  const order = await ok(
    call<{ orderId: string; orderNo: string }>("order/create", {
      customerId,
      orderDate: "2025-06-12",
      lines,
    }),
  );
  return { customerId, ...order };
}

/** Moves an order along its states up to `status` (from draft). */
export async function advanceOrder(t: TestApp, p: Person, orderId: string, actions: string[]) {
  const call = as(t, p);
  for (const action of actions) {
    const detail = await ok(call<{ version: number }>("order/detail", { orderId }));
    await ok(call("order/transition", { orderId, version: detail.version, action }));
  }
}
