import type {
  AddMemberBody,
  AuditEntry,
  AuditFilters,
  BackupOverview,
  CreateDepartmentBody,
  CreateRoleBody,
  Department,
  JoinRequest,
  Member,
  MemberFilters,
  MemberStatus,
  MenuNode,
  MesSwitch,
  OrgInfo,
  Page,
  ReviewJoinBody,
  Role,
  UpdateDepartmentBody,
  UpdateMemberBody,
  UpdateOrgBody,
  UpdateRoleBody,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-enterprise.md used by the enterprise screens (3001-3004, 3007). */

const paged = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });

/** Lookups for filters and selects: a role without the menu just gets no options (no /401). */
const lookup = { silent: true, forbiddenRedirect: false } as const;

export const enterpriseApi = {
  orgInfo: () => request<OrgInfo>("/org/info"),
  updateOrg: (body: UpdateOrgBody) => request<{ version: number }>("/org/update", body),
  /** Open or close the MES function (the dashboard's MES overview); audited. */
  setMes: (enabled: boolean) => request<MesSwitch>("/org/mes", { enabled }),

  members: (pageNum: number, pageSize: number, f: MemberFilters) =>
    request<Page<Member>>("/member/list", { ...paged(pageNum, pageSize), ...f }),
  /** Everyone, for the audit log's "who" filter. */
  memberOptions: () => request<Page<Member>>("/member/list", paged(1, 200), lookup),
  addMember: (body: AddMemberBody) => request<{ memberId: string }>("/member/add", body),
  updateMember: (body: UpdateMemberBody) => request<{ version: number }>("/member/update", body),
  setMemberStatus: (memberId: string, status: MemberStatus, version: number) =>
    request<{ version: number }>("/member/setStatus", { memberId, status, version }),
  removeMember: (memberId: string) => request<null>("/member/remove", { memberId }),

  joinRequests: (pageNum: number, pageSize: number, status?: string) =>
    request<Page<JoinRequest>>("/org/joinRequests", {
      ...paged(pageNum, pageSize),
      ...(status ? { status } : {}),
    }),
  reviewJoin: (body: ReviewJoinBody) => request<{ memberId: string | null }>("/org/reviewJoin", body),

  roles: (asLookup = false) => request<Role[]>("/role/list", {}, asLookup ? lookup : {}),
  createRole: (body: CreateRoleBody) => request<{ roleId: string }>("/role/create", body),
  updateRole: (body: UpdateRoleBody) => request<{ version: number }>("/role/update", body),
  deleteRole: (roleId: string) => request<null>("/role/delete", { roleId }),
  menuTree: () => request<MenuNode[]>("/menu/tree"),

  /** The installation's backups (3900). */
  backups: () => request<BackupOverview>("/backup/overview"),
  startBackup: () => request<{ backupId: string }>("/backup/start"),

  departments: (asLookup = false) => request<Department[]>("/department/tree", {}, asLookup ? lookup : {}),
  createDepartment: (body: CreateDepartmentBody) =>
    request<{ departmentId: string }>("/department/create", body),
  updateDepartment: (body: UpdateDepartmentBody) => request<{ version: number }>("/department/update", body),
  deleteDepartment: (departmentId: string) => request<null>("/department/delete", { departmentId }),

  audit: (pageNum: number, pageSize: number, f: AuditFilters) =>
    request<Page<AuditEntry>>("/audit/list", { ...paged(pageNum, pageSize), ...f }),
};

export const enterpriseKeys = {
  org: ["enterprise", "org"] as const,
  members: ["enterprise", "members"] as const,
  joinRequests: ["enterprise", "joinRequests"] as const,
  roles: ["enterprise", "roles"] as const,
  menuTree: ["enterprise", "menuTree"] as const,
  departments: ["enterprise", "departments"] as const,
  audit: ["enterprise", "audit"] as const,
  backups: ["enterprise", "backups"] as const,
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
