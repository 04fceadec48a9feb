import { Code } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import {
  allDepartments,
  deleteDepartmentRow,
  departmentHasChildren,
  departmentHasMembers,
  findDepartmentName,
  insertDepartment,
  lockDepartmentTree,
  updateDepartmentRow,
} from "./department.repository.ts";

export interface DepartmentNode {
  departmentId: string;
  name: string;
  parentId: string | null;
  sort: number;
  memberCount: number;
  version: number;
  children: DepartmentNode[];
}

export async function departmentTree(ctx: MemberCtx): Promise<DepartmentNode[]> {
  const rows = await allDepartments(ctx.db, ctx.actor.orgId);
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

export async function createDepartment(ctx: MemberCtx, input: { name: string; parentId?: string | null }) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    await checkParent(q, caller.orgId, input.parentId);
    const departmentId = await insertDepartment(q, {
      orgId: caller.orgId,
      parentId: input.parentId ?? null,
      name: input.name,
      now,
    });
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: departmentId,
      action: "create",
      to: input.name,
      at: now,
    });
    return { departmentId };
  });
}

export async function updateDepartment(
  ctx: MemberCtx,
  input: { departmentId: string; name: string; parentId?: string | null; version: number },
) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    await lockDepartmentTree(q, caller.orgId);
    await checkParent(q, caller.orgId, input.parentId, input.departmentId);
    const version = await updateDepartmentRow(q, caller.orgId, {
      ...input,
      parentId: input.parentId ?? null,
      now,
    });
    if (version === undefined) await staleOrMissing(q, "departments", input.departmentId, caller.orgId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: input.departmentId,
      action: "update",
      to: input.name,
      at: now,
    });
    return { version: version! };
  });
}

export async function deleteDepartment(ctx: MemberCtx, departmentId: string) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    await lockDepartmentTree(q, caller.orgId);
    const name = await findDepartmentName(q, caller.orgId, departmentId);
    if (name === undefined) throw new AppError(Code.NotFound);
    if (await departmentHasMembers(q, departmentId)) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.departmentHasMembers",
        data: { from: "inUse", action: "delete" },
      });
    }
    if (await departmentHasChildren(q, departmentId)) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.departmentHasChildren",
        data: { from: "inUse", action: "delete" },
      });
    }
    await deleteDepartmentRow(q, caller.orgId, departmentId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "department",
      entityId: departmentId,
      action: "delete",
      from: name,
      at: now,
    });
    return null;
  });
}
