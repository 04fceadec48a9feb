import type { ProductionProjectTab } from "@stoneworks/shared";

/** Tabs, query keys and screen paths of docs/api-production.md "Production projects" (menu 2300); the calls are api/production.ts. */

export const PRODUCTION_PROJECT_TABS: readonly ProductionProjectTab[] = [
  "all",
  "notStarted",
  "inProduction",
  "finished",
];

export const productionProjectKeys = {
  all: ["productionProject"] as const,
  list: ["productionProject", "list"] as const,
  detail: (projectId: string) => ["productionProject", "detail", projectId] as const,
  plane: (planeId: string) => ["productionProject", "plane", planeId] as const,
};

/** The project's screen (lib/paths.ts: its path is also the name of the detail endpoint). */
export { productionProjectPath } from "../../../lib/paths.ts";
