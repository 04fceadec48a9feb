import { useTranslation } from "react-i18next";

/** The legend of the cutting-plan drawing: boards, rotated boards, defects (app namespace: any screen). */
export function PlanLegend() {
  const { t } = useTranslation();
  return (
    <span className="sw-plan-legend">
      <span>
        <i className="lg-board" />
        {t("app:cuttingPlan.legendBoard")}
      </span>
      <span>
        <i className="lg-rotated" />
        {t("app:cuttingPlan.legendRotated")}
      </span>
      <span>
        <i className="lg-defect" />
        {t("app:cuttingPlan.legendDefect")}
      </span>
    </span>
  );
}
