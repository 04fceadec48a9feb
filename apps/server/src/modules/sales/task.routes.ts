import {
  addTaskNoteBody,
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
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx } from "./common.ts";
import {
  addTaskNote,
  createTask,
  deleteTask,
  getTaskDetail,
  listTaskNotes,
  listTasks,
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
    async (req) => listTasks(app.db, requireMember(req), app.clock.now(), req.body),
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
    async (req) => getTaskDetail(app.db, requireMember(req), app.clock.now(), req.body.taskId),
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
    async (req) => listTaskNotes(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/task/addNote",
    { access, body: addTaskNoteBody, response: taskNoteAdded, summary: "Add a progress note", tags },
    async (req) => inTx(app, req, (q, c, now) => addTaskNote(q, c, now, req.body)),
  );
}
