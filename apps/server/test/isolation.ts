/**
 * The two-enterprise isolation harness. Enterprise B is filled with one row of every kind; a super
 * administrator of enterprise A then names B's ids in every id-taking route (1002 and no data),
 * reads every list (none of B's ids), and adds `orgId: B` to every body (refused).
 *
 * A new module joins with a file of its own in test/isolation/ exporting an `IsolationModule` (its
 * rows in `fill`, its id-taking routes, references, lists and exemptions), listed in `MODULES` below. The meta-test fails for any route whose body takes an `...Id`
 * that is neither here nor exempted with a reason in `EXEMPT`.
 */

import {
  addMember,
  createOrg,
  createRole,
  createUser,
  login,
  orgBody,
  tinyPng,
  uploadImage,
} from "./factories.ts";
import type { TestApp } from "./helper.ts";
import { analyticsIsolation } from "./isolation/analytics.ts";
import { factoryIsolation } from "./isolation/factory.ts";
import { floorIsolation } from "./isolation/floor.ts";
import { inventoryIsolation } from "./isolation/inventory.ts";
import { layoutIsolation } from "./isolation/layout.ts";
import { machineIsolation } from "./isolation/machine.ts";
import { productionIsolation } from "./isolation/production.ts";
import { projectIsolation } from "./isolation/project.ts";
import { salesIsolation } from "./isolation/sales.ts";

export interface EnterpriseIds {
  orgId: string;
  token: string;
  userId: string;
  memberId: string;
  superMemberId: string;
  roleId: string;
  departmentId: string;
  requestId: string;
  sessionId: string;
  fileId: string;
  /** Ids added by the modules of test/isolation/ (their `fill`). */
  [more: string]: string;
}

type Body = (b: EnterpriseIds) => Record<string, unknown>;
type ReferenceBody = (a: EnterpriseIds, b: EnterpriseIds) => Record<string, unknown>;

/** One module's part of the harness. */
export interface IsolationModule {
  /** Adds the module's rows to an enterprise already holding the core ones; returns their ids. */
  fill?: (t: TestApp, ids: EnterpriseIds) => Promise<Record<string, string>>;
  idRoutes?: Record<string, Body>;
  referenceRoutes?: Record<string, ReferenceBody>;
  listRoutes?: Record<string, Record<string, unknown>>;
  exempt?: Record<string, string>;
}

/** In fill order: a later module may use the ids of an earlier one. */
const MODULES: IsolationModule[] = [
  factoryIsolation,
  projectIsolation,
  inventoryIsolation,
  layoutIsolation,
  salesIsolation,
  productionIsolation,
  floorIsolation,
  machineIsolation,
  analyticsIsolation,
];

export async function fillEnterprise(t: TestApp, name: string): Promise<EnterpriseIds> {
  const ids = await fillCore(t, name);
  for (const m of MODULES) if (m.fill) Object.assign(ids, await m.fill(t, ids));
  return ids;
}

async function fillCore(t: TestApp, name: string): Promise<EnterpriseIds> {
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner, name);
  const token = await login(t, owner);
  const roleId = await createRole(t, orgId, [1000, 1001], `${name}角色`);
  const worker = await createUser(t);
  const memberId = await addMember(t, orgId, worker, roleId);
  const dept = await t.call<{ departmentId: string }>(
    "department/create",
    { name: `${name}部门` },
    { token },
  );
  const applicant = await createUser(t);
  const req = await t.call<{ requestId: string }>(
    "org/join",
    { orgId },
    { token: await login(t, applicant) },
  );
  const sessions = await t.call<{ list: { sessionId: string }[] }>("user/sessionList", {}, { token });
  const fileId = (await uploadImage(t, token, tinyPng())).data.fileId;
  const superMember = await t.db.query<{ id: string }>(
    "SELECT id FROM members WHERE org_id = $1 AND user_id = $2",
    [orgId, owner.userId],
  );
  await orgBody(t, token);
  return {
    orgId,
    token,
    userId: owner.userId,
    memberId,
    superMemberId: superMember.rows[0]!.id,
    roleId,
    departmentId: dept.data.departmentId,
    requestId: req.data.requestId,
    sessionId: sessions.data.list[0]!.sessionId,
    fileId,
  };
}

/** Every route that takes an id, with a valid body naming enterprise B's object. */
const CORE_ID_ROUTES: Record<string, Body> = {
  "/api/member/update": (b) => ({ memberId: b.memberId, name: "x", roleId: b.roleId, version: 1 }),
  "/api/member/setStatus": (b) => ({ memberId: b.memberId, status: "disabled", version: 1 }),
  "/api/member/remove": (b) => ({ memberId: b.memberId }),
  "/api/role/update": (b) => ({ roleId: b.roleId, name: "x", menus: [1000], version: 1 }),
  "/api/role/delete": (b) => ({ roleId: b.roleId }),
  "/api/department/update": (b) => ({ departmentId: b.departmentId, name: "x", version: 1 }),
  "/api/department/delete": (b) => ({ departmentId: b.departmentId }),
  "/api/org/reviewJoin": (b) => ({ requestId: b.requestId, approve: false }),
  "/api/org/cancelJoin": (b) => ({ requestId: b.requestId }),
  "/api/identity/switch": (b) => ({ orgId: b.orgId }),
  "/api/user/revokeSession": (b) => ({ sessionId: b.sessionId }),
};

/** Bodies whose references must stay inside the caller's enterprise (a foreign id: 1002). */
const CORE_REFERENCE_ROUTES: Record<string, ReferenceBody> = {
  "/api/member/add (foreign role)": (_a, b) => ({ name: "x", phone: "13911112222", roleId: b.roleId }),
  "/api/member/add (foreign department)": (a, b) => ({
    name: "x",
    phone: "13911112223",
    roleId: a.roleId,
    departmentId: b.departmentId,
  }),
  "/api/member/list (foreign role filter)": (_a, b) => ({ roleId: b.roleId }),
  "/api/department/create (foreign parent)": (_a, b) => ({ name: "x", parentId: b.departmentId }),
  "/api/org/reviewJoin (foreign role)": () => ({}),
};

/** Every list or read of enterprise data. */
const CORE_LIST_ROUTES: Record<string, Record<string, unknown>> = {
  "/api/member/list": { pageSize: 200 },
  "/api/role/list": {},
  "/api/department/tree": {},
  "/api/org/joinRequests": { pageSize: 200 },
  "/api/org/info": {},
  "/api/audit/list": { pageSize: 200 },
  "/api/identity/list": {},
  "/api/identity/atPresentIdentity": {},
  "/api/identity/userCurrentTeamMessage": { appId: 201 },
  "/api/user/sessionList": { pageSize: 200 },
  "/api/org/myJoinRequests": {},
};

/** Routes whose `...Id` keys are not enterprise data, and why. */
const CORE_EXEMPT: Record<string, string> = {
  "/api/identity/userCurrentTeamMessage": "appId is the application number (201), not a row",
  "/api/captcha/verify": "challengeId names a public, single-use slider challenge",
  "/api/org/join": "orgId is the enterprise the caller asks to join: any enterprise, by design",
  "/api/member/add": "roleId/departmentId are references, covered by REFERENCE_ROUTES",
  "/api/member/list": "roleId/departmentId are filters, covered by REFERENCE_ROUTES",
  "/api/department/create": "parentId is a reference, covered by REFERENCE_ROUTES",
  "/api/audit/list": "actorUserId is a filter on the caller's own enterprise log",
};

export const ID_ROUTES: Record<string, Body> = Object.assign(
  {},
  CORE_ID_ROUTES,
  ...MODULES.map((m) => m.idRoutes ?? {}),
);
export const REFERENCE_ROUTES: Record<string, ReferenceBody> = Object.assign(
  {},
  CORE_REFERENCE_ROUTES,
  ...MODULES.map((m) => m.referenceRoutes ?? {}),
);
export const LIST_ROUTES: Record<string, Record<string, unknown>> = Object.assign(
  {},
  CORE_LIST_ROUTES,
  ...MODULES.map((m) => m.listRoutes ?? {}),
);
export const EXEMPT: Record<string, string> = Object.assign(
  {},
  CORE_EXEMPT,
  ...MODULES.map((m) => m.exempt ?? {}),
);
