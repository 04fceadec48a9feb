import type { LayoutRunProject } from "@stoneworks/shared";
import { Tag } from "antd";

/** The projects of a run as tags ("no. name"), the home project first. */
export function RunProjects({ projects }: { projects: LayoutRunProject[] }) {
  return (
    <span className="sw-cloud-layout-run-projects" data-testid="cloud-layout-run-projects">
      {projects.map((p) => (
        <Tag key={p.projectId} data-project={p.projectNo}>
          {p.projectNo} {p.name}
        </Tag>
      ))}
    </span>
  );
}
