import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { instantSchema, pageFields } from "../validation.ts";
import { count, id, keyword, SALES_LIMITS, text, version } from "./sales-fields.ts";

/** Sales tasks, their workflow and progress notes (docs/api-sales.md "Tasks"). */

export const taskStatus = z.enum(["todo", "inProgress", "done"]);
export type TaskStatus = z.infer<typeof taskStatus>;
export const taskAction = z.enum(["start", "finish", "reopen"]);
export type TaskAction = z.infer<typeof taskAction>;
export const TASK_TRANSITIONS: Record<TaskAction, [TaskStatus[], TaskStatus]> = {
  start: [["todo"], "inProgress"],
  finish: [["inProgress"], "done"],
  reopen: [["done"], "inProgress"],
};
export const taskPriority = z.enum(["low", "normal", "high", "urgent"]);
export type TaskPriority = z.infer<typeof taskPriority>;
export const taskScope = z.enum(["mine", "assignedByMe", "all"]);
export type TaskScope = z.infer<typeof taskScope>;
/** A task due within this many hours (and not yet overdue) counts as "due soon" on the home card. */
export const TASK_DUE_SOON_HOURS = 72;

// ---------------------------------------------------------------------------------------------
// Requests

const taskFields = {
  title: text(1, SALES_LIMITS.taskTitle),
  content: text(0, SALES_LIMITS.taskContent).default(""),
  customerId: id.optional().nullable(),
  orderId: id.optional().nullable(),
  dueAt: instantSchema,
  priority: taskPriority.default("normal"),
};
export const createTaskBody = z.strictObject({ ...taskFields, assigneeMemberId: id });
export const updateTaskBody = z.strictObject({ taskId: id, version, ...taskFields });
export type CreateTaskBody = z.input<typeof createTaskBody>;
export type UpdateTaskBody = z.input<typeof updateTaskBody>;
export const taskListBody = z.strictObject({
  ...pageFields,
  scope: taskScope.default("mine"),
  status: taskStatus.optional(),
  priority: taskPriority.optional(),
  overdue: z.boolean().optional(),
  keyword,
  customerId: id.optional(),
  orderId: id.optional(),
  assigneeMemberId: id.optional(),
});
export type TaskListBody = z.input<typeof taskListBody>;
export const taskIdBody = z.strictObject({ taskId: id });
export const taskPagedBody = z.strictObject({ ...pageFields, taskId: id });
export const taskTransitionBody = z.strictObject({ taskId: id, version, action: taskAction });
export type TaskTransitionBody = z.input<typeof taskTransitionBody>;
export const addTaskNoteBody = z.strictObject({ taskId: id, content: text(1, SALES_LIMITS.note) });
export type AddTaskNoteBody = z.input<typeof addTaskNoteBody>;

// ---------------------------------------------------------------------------------------------
// Responses

export const taskItem = z.object({
  taskId: rowId,
  title: z.string(),
  content: z.string(),
  status: taskStatus,
  priority: taskPriority,
  dueAt: isoTime,
  overdue: z.boolean(),
  customerId: rowId.nullable(),
  customerName: z.string().nullable(),
  orderId: rowId.nullable(),
  orderNo: z.string().nullable(),
  assigneeMemberId: rowId.nullable(),
  assigneeName: z.string().nullable(),
  teamId: rowId.nullable(),
  teamName: z.string().nullable(),
  creatorMemberId: rowId.nullable(),
  creatorName: z.string().nullable(),
  completedAt: isoTime.nullable(),
  version: count,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type TaskItem = z.infer<typeof taskItem>;
export const taskPage = pageOf(taskItem);
export type TaskPage = z.infer<typeof taskPage>;

export const taskDetail = taskItem.extend({ allowedActions: z.array(taskAction), noteCount: count });
export type TaskDetail = z.infer<typeof taskDetail>;

export const taskNoteItem = z.object({
  noteId: rowId,
  content: z.string(),
  memberId: rowId.nullable(),
  memberName: z.string().nullable(),
  createdAt: isoTime,
});
export type TaskNote = z.infer<typeof taskNoteItem>;
export const taskNotePage = pageOf(taskNoteItem);
export type TaskNotePage = z.infer<typeof taskNotePage>;

export const taskCreated = z.object({ taskId: rowId });
export type TaskCreated = z.infer<typeof taskCreated>;
export const taskTransitioned = z.object({ version: count, status: taskStatus });
export type TaskTransitioned = z.infer<typeof taskTransitioned>;
export const taskNoteAdded = z.object({ noteId: rowId });
export type TaskNoteAdded = z.infer<typeof taskNoteAdded>;
