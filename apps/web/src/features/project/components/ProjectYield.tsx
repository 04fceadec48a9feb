import type { YieldFigures } from "@stoneworks/shared";
import { Statistic, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

const pct = (v: number | null) => (v === null ? "-" : `${v.toFixed(2)}%`);

/**
 * Planned vs actual yield over the project's slabs the machines have cut (docs/api-machine.md "Yield"):
 * both over the same slabs, so they compare.
 */
export function ProjectYield({ figures }: { figures: YieldFigures }) {
  const { t } = useTranslation();
  const gap =
    figures.plannedPercent !== null && figures.actualPercent !== null
      ? figures.actualPercent - figures.plannedPercent
      : null;
  return (
    <Tooltip title={t("project:yield.hint", { count: figures.slabs })}>
      <Statistic
        title={t("project:yield.title")}
        value={`${pct(figures.plannedPercent)} / ${pct(figures.actualPercent)}`}
        suffix={
          gap === null ? undefined : (
            <span style={{ fontSize: 13, color: gap < 0 ? "#cf1322" : "#389e0d" }}>
              {`${gap > 0 ? "+" : ""}${gap.toFixed(2)}%`}
            </span>
          )
        }
        data-testid="overview-yield"
        data-planned={figures.plannedPercent ?? ""}
        data-actual={figures.actualPercent ?? ""}
      />
    </Tooltip>
  );
}
