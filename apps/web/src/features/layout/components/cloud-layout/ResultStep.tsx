import type { LayoutProposedPlan, LayoutRun } from "@stoneworks/shared";
import { Alert, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { PlanCard } from "./PlanCard.tsx";
import { RunProjects } from "./RunProjects.tsx";
import { RunSummaryStats } from "./RunSummaryStats.tsx";
import { UnplacedBoards } from "./UnplacedBoards.tsx";

/** Step 3: a finished run's figures and proposed plans, or why it ended without any. */
export function ResultStep({ run, plans }: { run: LayoutRun; plans: LayoutProposedPlan[] }) {
  const { t } = useTranslation();
  if (run.status !== "done") {
    return (
      <Alert
        type={run.status === "failed" ? "error" : "info"}
        showIcon
        title={t(`layout:status.${run.status}`)}
        description={run.error ?? undefined}
        data-testid="cloud-layout-ended"
      />
    );
  }
  const s = run.summary;
  return (
    <>
      {run.projects.length > 1 && (
        <p className="sw-cloud-layout-projects-line">
          {t("layout:result.projects")}: <RunProjects projects={run.projects} />
        </p>
      )}
      {s && <RunSummaryStats summary={s} />}
      {plans.length === 0 ? (
        <Empty description={t("layout:result.noPlans")} />
      ) : (
        <div className="sw-cloud-layout-plans" data-testid="cloud-layout-plans">
          {plans.map((p) => (
            <PlanCard key={p.planId} plan={p} />
          ))}
        </div>
      )}
      {s && s.boardsUnplaced > 0 && <UnplacedBoards summary={s} />}
    </>
  );
}
