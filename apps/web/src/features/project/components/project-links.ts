import type { ReviewStatus } from "@stoneworks/shared";
import type { ProjectAction } from "./use-project-actions.tsx";

/** The detail page of a project, with its name as the breadcrumb's last step. */
export function detailHref(p: { projectId: string; name: string }, tab?: string): string {
  const q = new URLSearchParams({ projectId: p.projectId, breadcrumbTitle: p.name });
  if (tab) q.set("tab", tab);
  return `/layoutReview/projectDetail?${q.toString()}`;
}

/** The review actions a state allows (docs/api-project.md "States"); the server decides again. */
export function allowedActions(status: ReviewStatus): ProjectAction[] {
  if (status === "pending") return ["approve", "recall", "delete"];
  if (status === "cancelled") return ["delete"];
  return [];
}
