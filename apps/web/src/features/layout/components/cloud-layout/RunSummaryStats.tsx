import { formatArea, formatPercent, type LayoutRunSummary } from "@stoneworks/shared";
import { Statistic } from "antd";
import { useTranslation } from "react-i18next";

/** A finished run in figures: slabs used, boards placed, yield, areas, boards left over. */
export function RunSummaryStats({ summary }: { summary: LayoutRunSummary }) {
  const { t } = useTranslation();
  return (
    <div className="sw-cloud-layout-stats" data-testid="cloud-layout-summary">
      <Statistic
        title={t("layout:result.slabsUsed")}
        value={summary.slabsUsed}
        suffix={`/ ${summary.slabsAvailable}`}
      />
      <Statistic
        title={t("layout:result.boardsPlaced")}
        value={summary.boardsPlaced}
        suffix={`/ ${summary.boardsTotal}`}
      />
      <Statistic title={t("layout:result.overallYield")} value={formatPercent(summary.yield)} />
      <Statistic
        title={`${t("layout:result.usedArea")} (${t("app:units.squareMetre")})`}
        value={`${formatArea(summary.boardArea)} / ${formatArea(summary.slabArea)}`}
      />
      <Statistic
        title={t("layout:result.unplaced")}
        value={summary.boardsUnplaced}
        styles={{ content: { color: summary.boardsUnplaced ? "#d4380d" : undefined } }}
      />
    </div>
  );
}
