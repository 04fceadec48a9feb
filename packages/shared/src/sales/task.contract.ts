import { nothing, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  addTaskNoteBody,
  createTaskBody,
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
} from "./task.schema.ts";

const tag = "sales: tasks";
const access = { menu: Menu.Tasks };

/** Sales tasks and their progress notes (menu 1500) (docs/api-sales.md "Tasks"). */
export const taskContract = {
  list: contract({
    path: "/api/task/list",
    access,
    body: taskListBody,
    response: taskPage,
    refusals: [Code.NotFound],
    summary: "Tasks: mine, assigned by me, all",
    tag,
  }),
  create: contract({
    path: "/api/task/create",
    access,
    body: createTaskBody,
    response: taskCreated,
    refusals: [Code.NotFound],
    summary: "Add a task",
    tag,
  }),
  update: contract({
    path: "/api/task/update",
    access,
    body: updateTaskBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Edit a task that is not done",
    tag,
  }),
  delete: contract({
    path: "/api/task/delete",
    access,
    body: taskIdBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "Delete a task",
    tag,
  }),
  detail: contract({
    path: "/api/task/detail",
    access,
    body: taskIdBody,
    response: taskDetail,
    refusals: [Code.NotFound],
    summary: "A task",
    tag,
  }),
  transition: contract({
    path: "/api/task/transition",
    access,
    body: taskTransitionBody,
    response: taskTransitioned,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Start, finish or reopen a task",
    tag,
  }),
  notes: contract({
    path: "/api/task/notes",
    access,
    body: taskPagedBody,
    response: taskNotePage,
    refusals: [Code.NotFound],
    summary: "A task's progress notes",
    tag,
  }),
  addNote: contract({
    path: "/api/task/addNote",
    access,
    body: addTaskNoteBody,
    response: taskNoteAdded,
    refusals: [Code.NotFound],
    summary: "Add a progress note",
    tag,
  }),
};
