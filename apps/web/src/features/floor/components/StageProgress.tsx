import { FLOOR_STAGES, formatPercent, TRACKING_STAGES, type TrackingProgress } from "@stoneworks/shared";
import { Progress } from "antd";
import { useTranslation } from "react-i18next";

/** A group's boards per floor stage (a plane, a box, a project): one thin bar per stage with its count. */
export function StageProgress({ p, testId }: { p: TrackingProgress; testId: string }) {
  const { t } = useTranslation();
  const pct = (n: number) => (p.boardCount ? Math.floor((n * 10000) / p.boardCount) / 100 : 0);
  const onRack = (s: (typeof FLOOR_STAGES)[number]) => p.onRacks.find((r) => r.stage === s)?.boards ?? 0;
  return (
    <div className="sw-trk-progress" data-testid={testId} data-total={p.boardCount}>
      {TRACKING_STAGES.map((stage) => {
        const n = p.stages.find((s) => s.stage === stage)?.boards ?? 0;
        return (
          <div
            key={stage}
            className="sw-trk-progress-line"
            data-testid={`${testId}-${stage}`}
            data-boards={n}
          >
            <span className="sw-trk-progress-label">{t(`floor:tracking.stage.${stage}`)}</span>
            <Progress
              percent={pct(n)}
              size="small"
              showInfo={false}
              strokeColor={stage === "packed" ? "#52c41a" : undefined}
              style={{ flex: 1, margin: 0 }}
            />
            <span className="sw-trk-progress-value">
              {n} · {formatPercent(pct(n), true)}
            </span>
          </div>
        );
      })}
      {FLOOR_STAGES.some((s) => onRack(s) > 0) && (
        <div className="sw-trk-sub sw-trk-progress-racks">
          {t("floor:tracking.onRacks")}:{" "}
          {FLOOR_STAGES.filter((s) => onRack(s) > 0)
            .map((s) => `${t(`floor:tracking.rackStage.${s}`)} ${onRack(s)}`)
            .join(" · ")}
        </div>
      )}
    </div>
  );
}
