import {
  Code,
  TASK_TRANSITIONS,
  type TaskAction,
  type TaskStatus,
  type taskListBody,
  type taskPagedBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { audit, inTx, invalidState, iso, memberRef, pageWindow } from "./common.ts";
import { teamOfMember } from "./sales-refs.repository.ts";
import {
  countTaskNotes,
  customerInOrg,
  customerOfOrder,
  deleteTaskRow,
  findTask,
  insertTask,
  insertTaskNote,
  lockTaskRow,
  pageTaskNotes,
  pageTasks,
  setTaskStatus,
  taskInOrg,
  toTaskItem,
} from "./task.repository.ts";

const allowedTaskActions = (status: TaskStatus): TaskAction[] =>
  (Object.keys(TASK_TRANSITIONS) as TaskAction[]).filter((a) => TASK_TRANSITIONS[a][0].includes(status));

/** The fields of a task body that create and update share. */
interface TaskFields {
  title: string;
  content: string;
  customerId?: string | null;
  orderId?: string | null;
  dueAt: string;
  priority: string;
}

/** The customer and order a task links to: both of this enterprise (1002), the order of that customer. */
async function links(q: Queryable, orgId: string, customerId?: string | null, orderId?: string | null) {
  let customer = customerId ?? null;
  if (customer && !(await customerInOrg(q, orgId, customer))) throw new AppError(Code.NotFound);
  if (orderId) {
    const orderCustomer = await customerOfOrder(q, orgId, orderId);
    if (!orderCustomer) throw new AppError(Code.NotFound);
    if (customer && orderCustomer !== customer) throw fieldError("orderId", "sales.orderNotOfCustomer");
    customer = orderCustomer;
  }
  return { customerId: customer, orderId: orderId ?? null };
}

/** The task locked for a change: 1002, then 1012 when a version is given and stale. */
async function lockTask(q: Queryable, c: MemberActor, taskId: string, version?: number) {
  const t = await lockTaskRow(q, c.orgId, taskId);
  if (!t) throw new AppError(Code.NotFound);
  if (version !== undefined && t.version !== version) throw new AppError(Code.Conflict);
  return t;
}

export function createTask(ctx: MemberCtx, b: TaskFields & { assigneeMemberId: string }) {
  return inTx(ctx, async (q, c, now) => {
    await memberRef(q, c.orgId, b.assigneeMemberId, "assigneeMemberId");
    const l = await links(q, c.orgId, b.customerId, b.orderId);
    const teamId = await teamOfMember(q, c.orgId, b.assigneeMemberId);
    const taskId = await insertTask(q, {
      orgId: c.orgId,
      title: b.title,
      content: b.content,
      customerId: l.customerId,
      orderId: l.orderId,
      assigneeMemberId: b.assigneeMemberId,
      teamId,
      creatorMemberId: c.memberId,
      dueAt: new Date(b.dueAt),
      priority: b.priority,
      now,
    });
    await audit(q, c, now, "task", taskId, "create", null, "todo", { title: b.title });
    return { taskId };
  });
}

export function updateTask(ctx: MemberCtx, b: TaskFields & { taskId: string; version: number }) {
  return inTx(ctx, async (q, c, now) => {
    const t = await lockTask(q, c, b.taskId);
    if (t.status === "done") throw invalidState(t.status, "update");
    const l = await links(q, c.orgId, b.customerId, b.orderId);
    const version = await updateVersioned(
      q,
      "sales_tasks",
      { id: t.id, orgId: c.orgId, version: b.version },
      {
        title: b.title,
        content: b.content,
        customer_id: l.customerId,
        order_id: l.orderId,
        due_at: new Date(b.dueAt),
        priority: b.priority,
      },
      now,
    );
    await audit(q, c, now, "task", t.id, "update", t.status, t.status, { title: b.title });
    return { version };
  });
}

export function deleteTask(ctx: MemberCtx, taskId: string) {
  return inTx(ctx, async (q, c, now) => {
    const t = await lockTask(q, c, taskId);
    await deleteTaskRow(q, c.orgId, t.id);
    await audit(q, c, now, "task", t.id, "delete", t.status, null, { title: t.title });
    return null;
  });
}

export function transitionTask(ctx: MemberCtx, b: { taskId: string; version: number; action: TaskAction }) {
  return inTx(ctx, async (q, c, now) => {
    const t = await lockTask(q, c, b.taskId, b.version);
    const [from, to] = TASK_TRANSITIONS[b.action];
    if (!from.includes(t.status)) throw invalidState(t.status, b.action);
    const version = await setTaskStatus(q, c.orgId, t.id, to, to === "done" ? now : null, now);
    await audit(q, c, now, "task", t.id, b.action, t.status, to, { title: t.title });
    return { version, status: to };
  });
}

export function addTaskNote(ctx: MemberCtx, b: { taskId: string; content: string }) {
  return inTx(ctx, async (q, c, now) => {
    const t = await lockTask(q, c, b.taskId);
    const noteId = await insertTaskNote(q, {
      orgId: c.orgId,
      taskId: t.id,
      memberId: c.memberId,
      content: b.content,
      now,
    });
    await audit(q, c, now, "task", t.id, "addNote", t.status, t.status);
    return { noteId };
  });
}

/** Tasks of a scope (mine, assigned by me, all), open first, overdue by the clock's now. */
export async function listTasks(ctx: MemberCtx, b: z.output<typeof taskListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  await assertOwned(q, c.orgId, { customer: b.customerId, order: b.orderId, member: b.assigneeMemberId });
  const rows = await pageTasks(q, c.orgId, { ...b, memberId: c.memberId, now, ...pageWindow(b) });
  return toPage(rows, b, toTaskItem(now));
}

export async function getTaskDetail(ctx: MemberCtx, taskId: string) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  const t = await findTask(q, c.orgId, taskId);
  if (!t) throw new AppError(Code.NotFound);
  const noteCount = await countTaskNotes(q, t.id);
  return { ...toTaskItem(now)(t), allowedActions: allowedTaskActions(t.status), noteCount };
}

export async function listTaskNotes(ctx: MemberCtx, b: z.output<typeof taskPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  if (!(await taskInOrg(q, c.orgId, b.taskId))) throw new AppError(Code.NotFound);
  const rows = await pageTaskNotes(q, c.orgId, b.taskId, pageWindow(b));
  return toPage(rows, b, (n) => ({
    noteId: n.id,
    content: n.content,
    memberId: n.member_id,
    memberName: n.member_name,
    createdAt: iso(n.created_at)!,
  }));
}
