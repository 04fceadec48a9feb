import type { Department } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { departmentApi, memberApi, orgApi, roleApi } from "../../../api/enterprise.ts";

/** Query keys and lookups of the enterprise screens (3001-3004, 3007, 3900); calls: api/enterprise.ts. */

/** Lookups for filters and selects: a role without the menu just gets no options (no /401). */
const lookup = { silent: true, forbiddenRedirect: false } as const;

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
  queryOptions({ queryKey: enterpriseKeys.org, queryFn: () => orgApi.info() });

/** Everyone, for the audit log's "who" filter. */
export const memberOptionsQuery = () =>
  queryOptions({
    queryKey: [...enterpriseKeys.members, "options"],
    queryFn: () => memberApi.list({ pageNum: 1, pageSize: 200 }, lookup),
  });

/** Roles as options of a select (members, join approval); quiet when the role lacks 3003. */
export const roleOptionsQuery = () =>
  queryOptions({ queryKey: [...enterpriseKeys.roles, "lookup"], queryFn: () => roleApi.list({}, lookup) });

export const departmentOptionsQuery = () =>
  queryOptions({
    queryKey: [...enterpriseKeys.departments, "lookup"],
    queryFn: () => departmentApi.tree({}, lookup),
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
