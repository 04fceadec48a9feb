import type { TaskPriority, TaskStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { iso } from "./common.ts";

export interface TaskRow {
  id: string;
  title: string;
  content: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_at: Date;
  customer_id: string | null;
  customer_name: string | null;
  order_id: string | null;
  order_no: string | null;
  assignee_member_id: string | null;
  assignee_name: string | null;
  team_id: string | null;
  team_name: string | null;
  creator_member_id: string | null;
  creator_name: string | null;
  completed_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

const TASK_SELECT = `SELECT k.id, k.title, k.content, k.status, k.priority, k.due_at, k.customer_id, c.name AS customer_name,
    k.order_id, o.order_no, k.assignee_member_id, am.name AS assignee_name, k.team_id, tm.name AS team_name,
    k.creator_member_id, cm.name AS creator_name, k.completed_at, k.version, k.created_at, k.updated_at
  FROM sales_tasks k LEFT JOIN customers c ON c.id = k.customer_id LEFT JOIN sales_orders o ON o.id = k.order_id
  LEFT JOIN members am ON am.id = k.assignee_member_id LEFT JOIN members cm ON cm.id = k.creator_member_id
  LEFT JOIN sales_teams tm ON tm.id = k.team_id`;

export const isOverdue = (t: { status: string; due_at: Date }, now: Date) =>
  t.status !== "done" && new Date(t.due_at).getTime() < now.getTime();

export const toTaskItem = (now: Date) => (t: TaskRow) => ({
  taskId: t.id,
  title: t.title,
  content: t.content,
  status: t.status,
  priority: t.priority,
  dueAt: iso(t.due_at)!,
  overdue: isOverdue(t, now),
  customerId: t.customer_id,
  customerName: t.customer_name,
  orderId: t.order_id,
  orderNo: t.order_no,
  assigneeMemberId: t.assignee_member_id,
  assigneeName: t.assignee_name,
  teamId: t.team_id,
  teamName: t.team_name,
  creatorMemberId: t.creator_member_id,
  creatorName: t.creator_name,
  completedAt: iso(t.completed_at),
  version: t.version,
  createdAt: iso(t.created_at)!,
  updatedAt: iso(t.updated_at)!,
});

export interface TaskFilter {
  scope?: "mine" | "assignedByMe" | "all";
  memberId: string;
  status?: string;
  priority?: string;
  overdue?: boolean;
  keyword?: string;
  customerId?: string;
  orderId?: string;
  assigneeMemberId?: string;
  teamId?: string;
  now: Date;
  limit: number;
  offset: number;
}

/** Open tasks first, then by due time. */
export async function pageTasks(q: Queryable, orgId: string, f: TaskFilter) {
  const { rows } = await q.query<TaskRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${TASK_SELECT}
      WHERE k.org_id = $1
        AND ($2::text IS NULL OR $2 = 'all'
             OR ($2 = 'mine' AND k.assignee_member_id = $3)
             OR ($2 = 'assignedByMe' AND k.creator_member_id = $3 AND k.assignee_member_id IS DISTINCT FROM $3))
        AND ($4::text IS NULL OR k.status = $4)
        AND ($5::text IS NULL OR k.priority = $5)
        AND ($6::boolean IS NULL OR ((k.status <> 'done' AND k.due_at < $7) = $6))
        AND ($8::text IS NULL OR k.title ILIKE '%' || $8 || '%')
        AND ($9::uuid IS NULL OR k.customer_id = $9)
        AND ($10::uuid IS NULL OR k.order_id = $10)
        AND ($11::uuid IS NULL OR k.assignee_member_id = $11)
        AND ($12::uuid IS NULL OR k.team_id = $12)) x
      ORDER BY (x.status = 'done'), x.due_at, x.id LIMIT $13 OFFSET $14`,
    [
      orgId,
      f.scope ?? null,
      f.memberId,
      f.status ?? null,
      f.priority ?? null,
      f.overdue ?? null,
      f.now,
      f.keyword || null,
      f.customerId ?? null,
      f.orderId ?? null,
      f.assigneeMemberId ?? null,
      f.teamId ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

export async function findTask(q: Queryable, orgId: string, taskId: string) {
  const { rows } = await q.query<TaskRow>(`${TASK_SELECT} WHERE k.id = $1 AND k.org_id = $2`, [
    taskId,
    orgId,
  ]);
  return rows[0];
}

export async function customerInOrg(q: Queryable, orgId: string, customerId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM customers WHERE id = $1 AND org_id = $2", [
    customerId,
    orgId,
  ]);
  return rows.length > 0;
}

/** The customer of an order of the enterprise, or undefined. */
export async function customerOfOrder(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query<{ customer_id: string }>(
    "SELECT customer_id FROM sales_orders WHERE id = $1 AND org_id = $2",
    [orderId, orgId],
  );
  return rows[0]?.customer_id;
}

export async function lockTaskRow(q: Queryable, orgId: string, taskId: string) {
  const { rows } = await q.query<{ id: string; status: TaskStatus; version: number; title: string }>(
    "SELECT id, status, version, title FROM sales_tasks WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [taskId, orgId],
  );
  return rows[0];
}

export async function taskInOrg(q: Queryable, orgId: string, taskId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM sales_tasks WHERE id = $1 AND org_id = $2", [taskId, orgId]);
  return rows.length > 0;
}

export async function insertTask(
  q: Queryable,
  r: {
    orgId: string;
    title: string;
    content: string;
    customerId: string | null;
    orderId: string | null;
    assigneeMemberId: string;
    teamId: string | null;
    creatorMemberId: string;
    dueAt: Date;
    priority: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sales_tasks (org_id, title, content, customer_id, order_id, assignee_member_id, team_id, creator_member_id,
       due_at, priority, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      r.orgId,
      r.title,
      r.content,
      r.customerId,
      r.orderId,
      r.assigneeMemberId,
      r.teamId,
      r.creatorMemberId,
      r.dueAt,
      r.priority,
      r.now,
    ],
  );
  return rows[0]!.id;
}

/** Deletes a task with its ownership history. */
export async function deleteTaskRow(q: Queryable, orgId: string, taskId: string): Promise<void> {
  await q.query(
    "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'task' AND entity_id = $2",
    [orgId, taskId],
  );
  await q.query("DELETE FROM sales_tasks WHERE id = $1 AND org_id = $2", [taskId, orgId]);
}

/** Moves a task to a status; returns its new version. */
export async function setTaskStatus(
  q: Queryable,
  orgId: string,
  taskId: string,
  status: TaskStatus,
  completedAt: Date | null,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE sales_tasks SET status = $3, completed_at = $4, version = version + 1, updated_at = $5
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [taskId, orgId, status, completedAt, now],
  );
  return rows[0]!.version;
}

export async function countTaskNotes(q: Queryable, taskId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_task_notes WHERE task_id = $1",
    [taskId],
  );
  return rows[0]!.n;
}

export async function pageTaskNotes(
  q: Queryable,
  orgId: string,
  taskId: string,
  f: { limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: string;
    content: string;
    member_id: string | null;
    member_name: string | null;
    created_at: Date;
    total: number;
  }>(
    `SELECT n.id, n.content, n.member_id, m.name AS member_name, n.created_at, count(*) OVER ()::int AS total
       FROM sales_task_notes n LEFT JOIN members m ON m.id = n.member_id
      WHERE n.task_id = $1 AND n.org_id = $2 ORDER BY n.created_at DESC, n.id DESC LIMIT $3 OFFSET $4`,
    [taskId, orgId, f.limit, f.offset],
  );
  return rows;
}

export async function insertTaskNote(
  q: Queryable,
  r: { orgId: string; taskId: string; memberId: string; content: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    "INSERT INTO sales_task_notes (org_id, task_id, member_id, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [r.orgId, r.taskId, r.memberId, r.content, r.now],
  );
  return rows[0]!.id;
}
