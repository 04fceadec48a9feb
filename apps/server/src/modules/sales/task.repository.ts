import type { TaskStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { iso } from "./common.ts";

export interface TaskRow {
  id: string;
  title: string;
  content: string;
  status: TaskStatus;
  priority: string;
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

export const TASK_SELECT = `SELECT k.id, k.title, k.content, k.status, k.priority, k.due_at, k.customer_id, c.name AS customer_name,
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
