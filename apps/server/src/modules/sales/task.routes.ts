import {
  addTaskNoteBody,
  Code,
  createTaskBody,
  Menu,
  TASK_TRANSITIONS,
  type TaskAction,
  type TaskStatus,
  taskIdBody,
  taskListBody,
  taskPagedBody,
  taskTransitionBody,
  updateTaskBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { audit, type Caller, caller, invalidState, iso, memberRef, teamOfMember } from "./common.ts";
import { findTask, pageTasks, toTaskItem } from "./task.repository.ts";

export const allowedTaskActions = (status: TaskStatus): TaskAction[] =>
  (Object.keys(TASK_TRANSITIONS) as TaskAction[]).filter((a) => TASK_TRANSITIONS[a][0].includes(status));

/** The customer and order a task links to: both of this enterprise (1002), the order of that customer. */
async function links(q: Queryable, orgId: string, customerId?: string | null, orderId?: string | null) {
  let customer = customerId ?? null;
  if (customer) {
    const { rows } = await q.query("SELECT 1 FROM customers WHERE id = $1 AND org_id = $2", [
      customer,
      orgId,
    ]);
    if (!rows.length) throw new AppError(Code.NotFound);
  }
  if (orderId) {
    const { rows } = await q.query<{ customer_id: string }>(
      "SELECT customer_id FROM sales_orders WHERE id = $1 AND org_id = $2",
      [orderId, orgId],
    );
    if (!rows[0]) throw new AppError(Code.NotFound);
    if (customer && rows[0].customer_id !== customer) throw fieldError("orderId", "sales.orderNotOfCustomer");
    customer = rows[0].customer_id;
  }
  return { customerId: customer, orderId: orderId ?? null };
}

async function lockTask(q: Queryable, c: Caller, taskId: string, version?: number) {
  const { rows } = await q.query<{ id: string; status: TaskStatus; version: number; title: string }>(
    "SELECT id, status, version, title FROM sales_tasks WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [taskId, c.orgId],
  );
  const t = rows[0];
  if (!t) throw new AppError(Code.NotFound);
  if (version !== undefined && t.version !== version) throw new AppError(Code.Conflict);
  return t;
}

export async function taskRoutes(app: FastifyInstance) {
  const tags = ["sales: tasks"];
  const access = { menu: Menu.Tasks };

  post(
    app,
    "/api/task/list",
    { access, body: taskListBody, summary: "Tasks: mine, assigned by me, all", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      const rows = await pageTasks(app.db, c.orgId, {
        ...b,
        memberId: c.memberId,
        now,
        limit: b.pageSize,
        offset: offsetOf(b),
      });
      return toPage(rows, b, toTaskItem(now));
    },
  );

  post(
    app,
    "/api/task/create",
    { access, body: createTaskBody, summary: "Add a task", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        await memberRef(q, c.orgId, b.assigneeMemberId, "assigneeMemberId");
        const l = await links(q, c.orgId, b.customerId, b.orderId);
        const teamId = await teamOfMember(q, c.orgId, b.assigneeMemberId);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO sales_tasks (org_id, title, content, customer_id, order_id, assignee_member_id, team_id, creator_member_id,
           due_at, priority, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
          [
            c.orgId,
            b.title,
            b.content,
            l.customerId,
            l.orderId,
            b.assigneeMemberId,
            teamId,
            c.memberId,
            new Date(b.dueAt),
            b.priority,
            now,
          ],
        );
        await audit(q, c, now, "task", rows[0]!.id, "create", null, "todo", { title: b.title });
        return { taskId: rows[0]!.id };
      });
    },
  );

  post(
    app,
    "/api/task/update",
    { access, body: updateTaskBody, summary: "Edit a task that is not done", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
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
    },
  );

  post(app, "/api/task/delete", { access, body: taskIdBody, summary: "Delete a task", tags }, async (req) => {
    const c = caller(req);
    const now = app.clock.now();
    return app.db.tx(async (q) => {
      const t = await lockTask(q, c, req.body.taskId);
      await q.query(
        "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'task' AND entity_id = $2",
        [c.orgId, t.id],
      );
      await q.query("DELETE FROM sales_tasks WHERE id = $1 AND org_id = $2", [t.id, c.orgId]);
      await audit(q, c, now, "task", t.id, "delete", t.status, null, { title: t.title });
      return null;
    });
  });

  post(app, "/api/task/detail", { access, body: taskIdBody, summary: "A task", tags }, async (req) => {
    const c = caller(req);
    const now = app.clock.now();
    const t = await findTask(app.db, c.orgId, req.body.taskId);
    if (!t) throw new AppError(Code.NotFound);
    const { rows } = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sales_task_notes WHERE task_id = $1",
      [t.id],
    );
    return { ...toTaskItem(now)(t), allowedActions: allowedTaskActions(t.status), noteCount: rows[0]!.n };
  });

  post(
    app,
    "/api/task/transition",
    { access, body: taskTransitionBody, summary: "Start, finish or reopen a task", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const t = await lockTask(q, c, b.taskId, b.version);
        const [from, to] = TASK_TRANSITIONS[b.action];
        if (!from.includes(t.status)) throw invalidState(t.status, b.action);
        const { rows } = await q.query<{ version: number }>(
          `UPDATE sales_tasks SET status = $3, completed_at = $4, version = version + 1, updated_at = $5
            WHERE id = $1 AND org_id = $2 RETURNING version`,
          [t.id, c.orgId, to, to === "done" ? now : null, now],
        );
        await audit(q, c, now, "task", t.id, b.action, t.status, to, { title: t.title });
        return { version: rows[0]!.version, status: to };
      });
    },
  );

  post(
    app,
    "/api/task/notes",
    { access, body: taskPagedBody, summary: "A task's progress notes", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const { rows: exists } = await app.db.query("SELECT 1 FROM sales_tasks WHERE id = $1 AND org_id = $2", [
        b.taskId,
        c.orgId,
      ]);
      if (!exists.length) throw new AppError(Code.NotFound);
      const { rows } = await app.db.query<{
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
        [b.taskId, c.orgId, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, (n) => ({
        noteId: n.id,
        content: n.content,
        memberId: n.member_id,
        memberName: n.member_name,
        createdAt: iso(n.created_at)!,
      }));
    },
  );

  post(
    app,
    "/api/task/addNote",
    { access, body: addTaskNoteBody, summary: "Add a progress note", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const t = await lockTask(q, c, b.taskId);
        const { rows } = await q.query<{ id: string }>(
          "INSERT INTO sales_task_notes (org_id, task_id, member_id, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
          [c.orgId, t.id, c.memberId, b.content, now],
        );
        await audit(q, c, now, "task", t.id, "addNote", t.status, t.status);
        return { noteId: rows[0]!.id };
      });
    },
  );
}
