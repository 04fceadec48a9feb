import type { TaskBoardCategory } from "@stoneworks/shared";

/** Query keys of docs/api-production.md "Cutting and production tasks" (menu 2400); the calls are api/production.ts. */

export const productionTaskKeys = {
  all: ["productionTask"] as const,
  counts: ["productionTask", "counts"] as const,
  cutting: ["productionTask", "cutting"] as const,
  boards: (category: TaskBoardCategory) => ["productionTask", "boards", category] as const,
};
