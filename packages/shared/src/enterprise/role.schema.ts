import { z } from "zod";
import { isMenuId } from "../menus.ts";
import { idField, LIMITS, text, versionField } from "./fields.ts";

const menus = z
  .array(z.number().int().refine(isMenuId, { error: "validation.invalid" }))
  .min(1, { error: "validation.permissionRequired" })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
export const createRoleBody = z.strictObject({ name: text(LIMITS.roleName), menus });
export const updateRoleBody = z.strictObject({
  roleId: idField,
  name: text(LIMITS.roleName),
  menus,
  version: versionField,
});
export const roleIdBody = z.strictObject({ roleId: idField });
export type CreateRoleBody = z.input<typeof createRoleBody>;
export type UpdateRoleBody = z.input<typeof updateRoleBody>;

/** One role of `/api/role/list`: the super administrator holds every menu id. */
export const roleItem = z.object({
  roleId: z.string(),
  name: z.string(),
  isSuper: z.boolean(),
  menus: z.array(z.number().int()),
  memberCount: z.number().int(),
  version: z.number().int(),
});
export type Role = z.infer<typeof roleItem>;

/** `/api/role/create`. */
export const createdRole = z.object({ roleId: z.string() });

/** `/api/menu/tree`: every menu id with its names in both languages (roles are edited with it). */
export const menuNode = z.object({
  id: z.number().int(),
  path: z.string().nullable(),
  name: z.object({ "zh-CN": z.string(), "en-US": z.string() }),
  hidden: z.boolean(),
  get children() {
    return z.array(menuNode);
  },
});
// Recursive: a named OpenAPI component (its routes refer to it by $ref).
z.globalRegistry.add(menuNode, { id: "MenuNode" });
export type MenuNode = z.infer<typeof menuNode>;
