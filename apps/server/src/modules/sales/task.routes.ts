import { taskContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as tasks from "./task.service.ts";

export async function taskRoutes(app: FastifyInstance) {
  route(app, c.list, tasks.listTasks);
  route(app, c.create, tasks.createTask);
  route(app, c.update, tasks.updateTask);
  route(app, c.delete, (ctx, b) => tasks.deleteTask(ctx, b.taskId));
  route(app, c.detail, (ctx, b) => tasks.getTaskDetail(ctx, b.taskId));
  route(app, c.transition, tasks.transitionTask);
  route(app, c.notes, tasks.listTaskNotes);
  route(app, c.addNote, tasks.addTaskNote);
}
