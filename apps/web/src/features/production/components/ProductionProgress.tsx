import { formatPercent } from "@stoneworks/shared";
import { Progress, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/** Cutting progress of a project or plane: boards and m² done, as two thin bars with their percentages. */
export function ProductionProgress({
  f,
}: {
  f: {
    boardCount: number;
    doneBoards: number;
    area: string;
    doneArea: string;
    boardPercent: number;
    areaPercent: number;
  };
}) {
  const { t } = useTranslation();
  const line = (label: string, percent: number, tip: string, testId: string) => (
    <Tooltip title={tip}>
      <div className="sw-pp-progress-line" data-testid={testId} data-percent={percent}>
        <span className="sw-pp-progress-label">{label}</span>
        <Progress percent={percent} size="small" showInfo={false} style={{ flex: 1, margin: 0 }} />
        <span className="sw-pp-progress-value">{formatPercent(percent, true)}</span>
      </div>
    </Tooltip>
  );
  return (
    <div className="sw-pp-progress">
      {line(
        t("production:project.byBoards"),
        f.boardPercent,
        t("production:project.boardsDone", { done: f.doneBoards, count: f.boardCount }),
        "progress-boards",
      )}
      {line(
        t("production:project.byArea"),
        f.areaPercent,
        t("production:project.areaDone", { done: f.doneArea, total: f.area }),
        "progress-area",
      )}
    </div>
  );
}
