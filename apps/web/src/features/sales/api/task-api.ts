import type { TaskListBody, TaskPriority, TaskStatus } from "@stoneworks/shared";
import type { Filters } from "./sales-keys.ts";

/** Tasks and their progress notes (docs/api-sales.md "Tasks"; api/sales.ts taskApi). */

export const TASK_STATUSES: readonly TaskStatus[] = ["todo", "inProgress", "done"];
export const TASK_PRIORITIES: readonly TaskPriority[] = ["low", "normal", "high", "urgent"];

export type TaskFilters = Filters<TaskListBody>;
