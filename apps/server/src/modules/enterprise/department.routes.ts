import {
  createDepartmentBody,
  createdDepartment,
  departmentIdBody,
  departmentNode,
  emptyBody,
  Menu,
  nothing,
  updateDepartmentBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import {
  createDepartment,
  deleteDepartment,
  departmentTree,
  updateDepartment,
} from "./department.service.ts";

export async function departmentRoutes(app: FastifyInstance) {
  const tags = ["department"];
  const access = { menu: Menu.Departments };
  // Read by any member: member forms pick departments from it. Changes need menu 3004.
  post(
    app,
    "/api/department/tree",
    {
      access: "member",
      body: emptyBody,
      response: z.array(departmentNode),
      summary: "Departments as a tree",
      tags,
    },
    (req) => departmentTree(app, requireMember(req)),
  );
  post(
    app,
    "/api/department/create",
    { access, body: createDepartmentBody, response: createdDepartment, summary: "Add a department", tags },
    (req) => createDepartment(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/department/update",
    { access, body: updateDepartmentBody, response: versioned, summary: "Rename or move a department", tags },
    (req) => updateDepartment(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/department/delete",
    { access, body: departmentIdBody, response: nothing, summary: "Delete an empty department", tags },
    (req) => deleteDepartment(app, requireMember(req), req.body.departmentId),
  );
}
