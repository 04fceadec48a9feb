import type { Page } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import type { OrgBody } from "../../../components/OrgFields.tsx";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-enterprise.md used by the enterprise screens (3001-3004, 3007). */

export interface OrgInfo extends OrgBody {
  orgId: string;
  logoUrl: string | null;
  regionNames: string[];
  version: number;
  createdAt: string;
}

export type MemberStatus = "enabled" | "disabled";

export interface Member {
  memberId: string;
  userId: string;
  name: string;
  staffNo: string | null;
  phone: string;
  roleId: string;
  roleName: string;
  isSuper: boolean;
  departmentId: string | null;
  departmentName: string | null;
  status: MemberStatus;
  createdAt: string;
  version: number;
  self: boolean;
}

export interface MemberFilters {
  keyword?: string;
  status?: MemberStatus;
  roleId?: string;
  departmentId?: string;
}

export interface MemberBody {
  name: string;
  staffNo?: string;
  phone?: string;
  roleId: string;
  departmentId?: string;
}

export interface JoinRequestRow {
  requestId: string;
  userId: string;
  phone: string;
  nickname: string | null;
  message: string | null;
  status: "submitted" | "approved" | "rejected" | "cancelled";
  createdAt: string;
  reviewedAt: string | null;
  reason: string | null;
}

export interface ReviewBody {
  requestId: string;
  approve: boolean;
  roleId?: string;
  name?: string;
  staffNo?: string;
  departmentId?: string;
  reason?: string;
}

export interface Role {
  roleId: string;
  name: string;
  isSuper: boolean;
  menus: number[];
  memberCount: number;
  version: number;
}

export interface MenuNode {
  id: number;
  path: string | null;
  name: Record<string, string>;
  hidden: boolean;
  children: MenuNode[];
}

export interface Department {
  departmentId: string;
  name: string;
  parentId: string | null;
  sort: number;
  memberCount: number;
  version: number;
  children?: Department[];
}

export interface AuditRow {
  id: string;
  actorUserId: string | null;
  actorName: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  fromState: string | null;
  toState: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditFilters {
  actorUserId?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

const paged = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });

/** Lookups for filters and selects: a role without the menu just gets no options (no /401). */
const lookup = { silent: true, forbiddenRedirect: false } as const;

export const enterpriseApi = {
  orgInfo: () => request<OrgInfo>("/org/info"),
  updateOrg: (body: OrgBody & { version: number }) => request<{ version: number }>("/org/update", body),

  members: (pageNum: number, pageSize: number, f: MemberFilters) =>
    request<Page<Member>>("/member/list", { ...paged(pageNum, pageSize), ...f }),
  /** Everyone, for the audit log's "who" filter. */
  memberOptions: () => request<Page<Member>>("/member/list", paged(1, 200), lookup),
  addMember: (body: MemberBody) => request<{ memberId: string }>("/member/add", body),
  updateMember: (body: MemberBody & { memberId: string; version: number }) =>
    request<{ version: number }>("/member/update", body),
  setMemberStatus: (memberId: string, status: MemberStatus, version: number) =>
    request<{ version: number }>("/member/setStatus", { memberId, status, version }),
  removeMember: (memberId: string) => request<null>("/member/remove", { memberId }),

  joinRequests: (pageNum: number, pageSize: number, status?: string) =>
    request<Page<JoinRequestRow>>("/org/joinRequests", {
      ...paged(pageNum, pageSize),
      ...(status ? { status } : {}),
    }),
  reviewJoin: (body: ReviewBody) => request<{ memberId?: string }>("/org/reviewJoin", body),

  roles: (asLookup = false) => request<Role[]>("/role/list", {}, asLookup ? lookup : {}),
  createRole: (body: { name: string; menus: number[] }) => request<{ roleId: string }>("/role/create", body),
  updateRole: (body: { roleId: string; name: string; menus: number[]; version: number }) =>
    request<{ version: number }>("/role/update", body),
  deleteRole: (roleId: string) => request<null>("/role/delete", { roleId }),
  menuTree: () => request<MenuNode[]>("/menu/tree"),

  departments: (asLookup = false) => request<Department[]>("/department/tree", {}, asLookup ? lookup : {}),
  createDepartment: (body: { name: string; parentId?: string }) =>
    request<{ departmentId: string }>("/department/create", body),
  updateDepartment: (body: { departmentId: string; name: string; parentId?: string; version: number }) =>
    request<{ version: number }>("/department/update", body),
  deleteDepartment: (departmentId: string) => request<null>("/department/delete", { departmentId }),

  audit: (pageNum: number, pageSize: number, f: AuditFilters) =>
    request<Page<AuditRow>>("/audit/list", { ...paged(pageNum, pageSize), ...f }),
};

export const enterpriseKeys = {
  org: ["enterprise", "org"] as const,
  members: ["enterprise", "members"] as const,
  joinRequests: ["enterprise", "joinRequests"] as const,
  roles: ["enterprise", "roles"] as const,
  menuTree: ["enterprise", "menuTree"] as const,
  departments: ["enterprise", "departments"] as const,
  audit: ["enterprise", "audit"] as const,
};

export const orgInfoQuery = () =>
  queryOptions({ queryKey: enterpriseKeys.org, queryFn: enterpriseApi.orgInfo });

/** Roles as options of a select (members, join approval); quiet when the role lacks 3003. */
export const roleOptionsQuery = () =>
  queryOptions({ queryKey: [...enterpriseKeys.roles, "lookup"], queryFn: () => enterpriseApi.roles(true) });

export const departmentOptionsQuery = () =>
  queryOptions({
    queryKey: [...enterpriseKeys.departments, "lookup"],
    queryFn: () => enterpriseApi.departments(true),
  });

/** Department tree as antd TreeSelect data, optionally without one subtree (a move target). */
export function departmentTreeData(
  nodes: readonly Department[] | undefined,
  exclude?: string,
): { value: string; title: string; children?: ReturnType<typeof departmentTreeData> }[] {
  return (nodes ?? [])
    .filter((d) => d.departmentId !== exclude)
    .map((d) => ({
      value: d.departmentId,
      title: d.name,
      children: d.children?.length ? departmentTreeData(d.children, exclude) : undefined,
    }));
}

/** Undefined instead of an empty string: optional fields are left out of the body. */
export const opt = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);
