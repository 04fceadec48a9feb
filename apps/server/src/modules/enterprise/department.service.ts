import { Code } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { writeAudit } from "./audit.repository.ts";

type Caller = AuthContext & { orgId: string };

interface DeptRow {
  id: string;
  name: string;
  parent_id: string | null;
  sort: number;
  version: number;
  member_count: number;
}

export interface DepartmentNode {
  departmentId: string;
  name: string;
  parentId: string | null;
  sort: number;
  memberCount: number;
  version: number;
  children: DepartmentNode[];
}

async function allDepartments(q: Queryable, orgId: string): Promise<DeptRow[]> {
  const { rows } = await q.query<DeptRow>(
    `SELECT d.id, d.name, d.parent_id, d.sort, d.version,
            (SELECT count(*)::int FROM members m WHERE m.department_id = d.id) AS member_count
       FROM departments d WHERE d.org_id = $1 ORDER BY d.sort, d.created_at, d.id`,
    [orgId],
  );
  return rows;
}

export async function departmentTree(app: FastifyInstance, caller: Caller): Promise<DepartmentNode[]> {
  const rows = await allDepartments(app.db, caller.orgId);
  const nodes = new Map<string, DepartmentNode>(
    rows.map((r) => [
      r.id,
      {
        departmentId: r.id,
        name: r.name,
        parentId: r.parent_id,
        sort: r.sort,
        memberCount: r.member_count,
        version: r.version,
        children: [],
      },
    ]),
  );
  const roots: DepartmentNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

async function checkParent(
  q: Queryable,
  orgId: string,
  parentId: string | null | undefined,
  selfId?: string,
) {
  if (!parentId) return;
  const rows = await allDepartments(q, orgId);
  if (!rows.some((r) => r.id === parentId)) throw new AppError(Code.NotFound);
  if (!selfId) return;
  // Walk up from the new parent: meeting ourselves means a cycle.
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  for (let at: string | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === selfId) throw fieldError("parentId", "validation.parentInvalid");
  }
}

export async function createDepartment(
  app: FastifyInstance,
  caller: Caller,
  input: { name: string; parentId?: string | null },
) {
  const now = app.clock.now();
  return app.db.tx(async (q) => {
    await checkParent(q, caller.orgId, input.parentId);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO departments (org_id, parent_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [caller.orgId, input.parentId ?? null, input.name, now],
    );
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: rows[0]!.id,
      action: "create",
      to: input.name,
      at: now,
    });
    return { departmentId: rows[0]!.id };
  });
}

export async function updateDepartment(
  app: FastifyInstance,
  caller: Caller,
  input: { departmentId: string; name: string; parentId?: string | null; version: number },
) {
  const now = app.clock.now();
  return app.db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(727003, hashtext($1))", [caller.orgId]);
    await checkParent(q, caller.orgId, input.parentId, input.departmentId);
    const { rows } = await q.query<{ version: number }>(
      `UPDATE departments SET name = $4, parent_id = $5, version = version + 1, updated_at = $6
        WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
      [input.departmentId, caller.orgId, input.version, input.name, input.parentId ?? null, now],
    );
    if (!rows[0]) await staleOrMissing(q, "departments", input.departmentId, caller.orgId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: input.departmentId,
      action: "update",
      to: input.name,
      at: now,
    });
    return { version: rows[0]!.version };
  });
}

export async function deleteDepartment(app: FastifyInstance, caller: Caller, departmentId: string) {
  const now = app.clock.now();
  return app.db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(727003, hashtext($1))", [caller.orgId]);
    const { rows } = await q.query<{ name: string }>(
      "SELECT name FROM departments WHERE id = $1 AND org_id = $2",
      [departmentId, caller.orgId],
    );
    if (!rows[0]) throw new AppError(Code.NotFound);
    if (
      (await q.query("SELECT 1 FROM members WHERE department_id = $1 LIMIT 1", [departmentId])).rows.length
    ) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.departmentHasMembers",
        data: { from: "inUse", action: "delete" },
      });
    }
    if (
      (await q.query("SELECT 1 FROM departments WHERE parent_id = $1 LIMIT 1", [departmentId])).rows.length
    ) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.departmentHasChildren",
        data: { from: "inUse", action: "delete" },
      });
    }
    await q.query("DELETE FROM departments WHERE id = $1 AND org_id = $2", [departmentId, caller.orgId]);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: departmentId,
      action: "delete",
      from: rows[0].name,
      at: now,
    });
    return null;
  });
}
