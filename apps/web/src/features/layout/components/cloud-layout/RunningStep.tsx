import type { LayoutRun } from "@stoneworks/shared";
import { Progress } from "antd";
import { useTranslation } from "react-i18next";
import { RunProjects } from "./RunProjects.tsx";

/** Step 2: the run's progress while the optimiser works (the dialog polls its status). */
export function RunningStep({ run }: { run: LayoutRun }) {
  const { t } = useTranslation();
  return (
    <div className="sw-cloud-layout-running" data-testid="cloud-layout-progress">
      <Progress percent={run.progress} status="active" strokeColor="#3685FE" />
      <p>
        {t("layout:progress.groups", { done: run.groupsDone, total: run.groupsTotal })}
        <span className="sw-dot">·</span>
        {t("layout:progress.hint", { seconds: run.params.timeLimitSeconds })}
      </p>
      {run.projects.length > 1 && (
        <p className="sw-cloud-layout-projects-line">
          {t("layout:result.projects")}: <RunProjects projects={run.projects} />
        </p>
      )}
    </div>
  );
}
