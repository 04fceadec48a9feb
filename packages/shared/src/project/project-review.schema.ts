import type { ReviewStatus } from "./project.schema.ts";

/**
 * The review workflow of a project as data (docs/api-project.md, States). The server enforces it
 * (1003 `{ from, action }` when the table refuses), the screens show only the actions it allows.
 */
/**
 * `import`: a re-import of the same project no.; `settings`: saving the settings; `approve`, `recall`,
 * `delete`: the reviewer's buttons; `done`: production finished the project (not a user action).
 */
export const PROJECT_ACTIONS = ["import", "settings", "approve", "recall", "delete", "done"] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
/** What `delete` leads to: the row is gone. */
export const PROJECT_DELETED = "deleted";

/** Allowed transitions: action → [from states, to state]. */
export const PROJECT_TRANSITIONS: Record<
  ProjectAction,
  [from: readonly ReviewStatus[], to: ReviewStatus | typeof PROJECT_DELETED]
> = {
  import: [["pending", "cancelled"], "pending"],
  settings: [["pending"], "pending"],
  approve: [["pending"], "reviewed"],
  recall: [["pending"], "cancelled"],
  delete: [["pending", "cancelled"], PROJECT_DELETED],
  done: [["reviewed"], "done"],
};

/** Whether the table allows `action` on a project in `status`. */
export function canProject(status: string, action: ProjectAction): boolean {
  return (PROJECT_TRANSITIONS[action][0] as readonly string[]).includes(status);
}

/** The reviewer's buttons (list and detail), in the order they are shown. */
export const PROJECT_USER_ACTIONS = [
  "approve",
  "recall",
  "delete",
] as const satisfies readonly ProjectAction[];
export type ProjectUserAction = (typeof PROJECT_USER_ACTIONS)[number];

/** The reviewer's actions the table allows on a project in `status`. */
export function projectActions(status: string): ProjectUserAction[] {
  return PROJECT_USER_ACTIONS.filter((a) => canProject(status, a));
}
