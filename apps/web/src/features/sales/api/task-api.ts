import type {
  AddTaskNoteBody,
  CreateTaskBody,
  TaskCreated,
  TaskDetail,
  TaskListBody,
  TaskNoteAdded,
  TaskNotePage,
  TaskPage,
  TaskPriority,
  TaskStatus,
  TaskTransitionBody,
  TaskTransitioned,
  UpdateTaskBody,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import { type Filters, paged, type Versioned } from "./sales-keys.ts";

/** Tasks and their progress notes (docs/api-sales.md "Tasks"). */

export const TASK_STATUSES: readonly TaskStatus[] = ["todo", "inProgress", "done"];
export const TASK_PRIORITIES: readonly TaskPriority[] = ["low", "normal", "high", "urgent"];

export type TaskFilters = Filters<TaskListBody>;

export const taskApi = {
  tasks: (pageNum: number, pageSize: number, f: TaskFilters) =>
    request<TaskPage>("/task/list", { ...paged(pageNum, pageSize), ...f }),
  createTask: (body: CreateTaskBody) => request<TaskCreated>("/task/create", body),
  updateTask: (body: UpdateTaskBody) => request<Versioned>("/task/update", body),
  deleteTask: (taskId: string) => request<null>("/task/delete", { taskId }),
  task: (taskId: string) => request<TaskDetail>("/task/detail", { taskId }),
  transitionTask: (body: TaskTransitionBody) => request<TaskTransitioned>("/task/transition", body),
  taskNotes: (taskId: string) => (pageNum: number, pageSize: number) =>
    request<TaskNotePage>("/task/notes", { ...paged(pageNum, pageSize), taskId }),
  addTaskNote: (body: AddTaskNoteBody) => request<TaskNoteAdded>("/task/addNote", body),
};
