/** Query keys and screen paths of docs/api-production.md "Production plans" (menu 2500); the calls are api/production.ts. */

export const planKeys = {
  list: ["production", "plans"] as const,
  candidates: ["production", "planCandidates"] as const,
  devices: ["production", "planDevices"] as const,
  detail: (planId: string) => ["production", "plan", planId] as const,
};

/** The plan's screen (lib/paths.ts: its path is also the name of the detail endpoint). */
export { productionPlanPath as planDetailPath } from "../../../lib/paths.ts";

export const planEditPath = (planId?: string) =>
  planId ? `/productionPlan/edit?planId=${encodeURIComponent(planId)}` : "/productionPlan/edit";
export const planSheetPath = (planId: string) => `/productionPlan/sheet?planId=${encodeURIComponent(planId)}`;
