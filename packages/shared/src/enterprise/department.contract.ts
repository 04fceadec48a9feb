import { z } from "zod";
import { nothing, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  createDepartmentBody,
  createdDepartment,
  departmentIdBody,
  departmentNode,
  updateDepartmentBody,
} from "./department.schema.ts";

const tag = "department";
const access = { menu: Menu.Departments };

/** Departments (menu 3004; the tree for any member: member forms pick departments from it). */
export const departmentContract = {
  tree: contract({
    path: "/api/department/tree",
    access: "member",
    body: emptyBody,
    response: z.array(departmentNode),
    summary: "Departments as a tree",
    tag,
  }),
  create: contract({
    path: "/api/department/create",
    access,
    body: createDepartmentBody,
    response: createdDepartment,
    refusals: [Code.NotFound],
    summary: "Add a department",
    tag,
  }),
  update: contract({
    path: "/api/department/update",
    access,
    body: updateDepartmentBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Rename or move a department",
    tag,
  }),
  delete: contract({
    path: "/api/department/delete",
    access,
    body: departmentIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete an empty department",
    tag,
  }),
};
