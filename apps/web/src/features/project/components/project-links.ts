import { projectActions } from "@stoneworks/shared";

/** The detail page of a project, with its name as the breadcrumb's last step. */
export function detailHref(p: { projectId: string; name: string }, tab?: string): string {
  const q = new URLSearchParams({ projectId: p.projectId, breadcrumbTitle: p.name });
  if (tab) q.set("tab", tab);
  return `/layoutReview/projectDetail?${q.toString()}`;
}

/** The review actions a state allows (PROJECT_TRANSITIONS, shared); the server decides again. */
export const allowedActions = projectActions;
