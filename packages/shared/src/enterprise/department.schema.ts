import { z } from "zod";
import { idField, LIMITS, text, versionField } from "./fields.ts";

export const createDepartmentBody = z.strictObject({
  name: text(LIMITS.departmentName, "validation.departmentNameRequired"),
  parentId: idField.optional().nullable(),
});
export const updateDepartmentBody = z.strictObject({
  departmentId: idField,
  name: text(LIMITS.departmentName, "validation.departmentNameRequired"),
  parentId: idField.optional().nullable(),
  version: versionField,
});
export const departmentIdBody = z.strictObject({ departmentId: idField });
export type CreateDepartmentBody = z.input<typeof createDepartmentBody>;
export type UpdateDepartmentBody = z.input<typeof updateDepartmentBody>;

/** `/api/department/tree`: the enterprise's departments as a tree, in display order. */
export const departmentNode = z.object({
  departmentId: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  memberCount: z.number().int(),
  version: z.number().int(),
  get children() {
    return z.array(departmentNode);
  },
});
// Recursive: a named OpenAPI component (its routes refer to it by $ref).
z.globalRegistry.add(departmentNode, { id: "DepartmentNode" });
export type Department = z.infer<typeof departmentNode>;

/** `/api/department/create`. */
export const createdDepartment = z.object({ departmentId: z.string() });
