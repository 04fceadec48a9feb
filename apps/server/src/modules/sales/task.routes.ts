import {
  addTaskNoteBody,
  Code,
  createTaskBody,
  Menu,
  nothing,
  taskCreated,
  taskDetail,
  taskIdBody,
  taskListBody,
  taskNoteAdded,
  taskNotePage,
  taskPage,
  taskPagedBody,
  taskTransitionBody,
  taskTransitioned,
  updateTaskBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx, iso, pageWindow } from "./common.ts";
import {
  countTaskNotes,
  findTask,
  pageTaskNotes,
  pageTasks,
  taskInOrg,
  toTaskItem,
} from "./task.repository.ts";
import {
  addTaskNote,
  allowedTaskActions,
  createTask,
  deleteTask,
  transitionTask,
  updateTask,
} from "./task.service.ts";

export async function taskRoutes(app: FastifyInstance) {
  const tags = ["sales: tasks"];
  const access = { menu: Menu.Tasks };

  post(
    app,
    "/api/task/list",
    { access, body: taskListBody, response: taskPage, summary: "Tasks: mine, assigned by me, all", tags },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      const rows = await pageTasks(app.db, c.orgId, {
        ...b,
        memberId: c.memberId,
        now,
        ...pageWindow(b),
      });
      return toPage(rows, b, toTaskItem(now));
    },
  );

  post(
    app,
    "/api/task/create",
    { access, body: createTaskBody, response: taskCreated, summary: "Add a task", tags },
    async (req) => inTx(app, req, (q, c, now) => createTask(q, c, now, req.body)),
  );

  post(
    app,
    "/api/task/update",
    { access, body: updateTaskBody, response: versioned, summary: "Edit a task that is not done", tags },
    async (req) => inTx(app, req, (q, c, now) => updateTask(q, c, now, req.body)),
  );

  post(
    app,
    "/api/task/delete",
    { access, body: taskIdBody, response: nothing, summary: "Delete a task", tags },
    async (req) => inTx(app, req, (q, c, now) => deleteTask(q, c, now, req.body.taskId)),
  );

  post(
    app,
    "/api/task/detail",
    { access, body: taskIdBody, response: taskDetail, summary: "A task", tags },
    async (req) => {
      const c = requireMember(req);
      const now = app.clock.now();
      const t = await findTask(app.db, c.orgId, req.body.taskId);
      if (!t) throw new AppError(Code.NotFound);
      const noteCount = await countTaskNotes(app.db, t.id);
      return { ...toTaskItem(now)(t), allowedActions: allowedTaskActions(t.status), noteCount };
    },
  );

  post(
    app,
    "/api/task/transition",
    {
      access,
      body: taskTransitionBody,
      response: taskTransitioned,
      summary: "Start, finish or reopen a task",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => transitionTask(q, c, now, req.body)),
  );

  post(
    app,
    "/api/task/notes",
    { access, body: taskPagedBody, response: taskNotePage, summary: "A task's progress notes", tags },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      if (!(await taskInOrg(app.db, c.orgId, b.taskId))) throw new AppError(Code.NotFound);
      const rows = await pageTaskNotes(app.db, c.orgId, b.taskId, pageWindow(b));
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
    { access, body: addTaskNoteBody, response: taskNoteAdded, summary: "Add a progress note", tags },
    async (req) => inTx(app, req, (q, c, now) => addTaskNote(q, c, now, req.body)),
  );
}
