import {
  FLOOR_STAGES,
  type FloorStage,
  formatArea,
  type RackTripItem,
  type StageState,
} from "@stoneworks/shared";
import { Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/** Rack states and trip states, with their colours. */
const STATE_COLORS: Record<string, string> = {
  idle: "default",
  loaded: "blue",
  inTransit: "orange",
  received: "green",
  toReturn: "purple",
  returned: "default",
  cancelled: "default",
};

export function RackStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state] ?? "default"} data-testid="rack-state" data-state={state}>
      {t(`floor:rack.state.${state}`)}
    </Tag>
  );
}

const STAGE_COLORS: Record<StageState, string> = {
  notStarted: "default",
  inProgress: "processing",
  done: "success",
  skipped: "default",
};

/** The four stages as compact tags: done green, in progress blue, not started plain, skipped greyed. */
export function StageDots({ states }: { states: Record<FloorStage, StageState> }) {
  const { t } = useTranslation();
  return (
    <span className="sw-rack-stages" data-testid="rack-stages">
      {FLOOR_STAGES.map((s) => (
        <Tooltip key={s} title={`${t(`floor:rack.stage.${s}`)}: ${t(`floor:rack.stageState.${states[s]}`)}`}>
          <Tag
            color={STAGE_COLORS[states[s]]}
            className={states[s] === "skipped" ? "sw-rack-stage-skipped" : undefined}
            data-stage={s}
            data-stage-state={states[s]}
          >
            {t(`floor:rack.stageShort.${s}`)}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}

const mm2 = (v: string) => Math.round(Number(v) * 1_000_000);

/** m² carried against the safety and maximum values: orange over safety, red over maximum. */
export function RackArea({ rack }: { rack: Pick<RackTripItem, "areaMm2" | "safetyValue" | "maxValue"> }) {
  const { t } = useTranslation();
  const over =
    rack.areaMm2 > mm2(rack.maxValue) ? "max" : rack.areaMm2 > mm2(rack.safetyValue) ? "safety" : null;
  return (
    <span className="sw-rack-area" data-testid="rack-area" data-over={over ?? ""}>
      <Tooltip title={over ? t("floor:rack.overSafety") : undefined}>
        <strong className={over ? `sw-rack-over-${over}` : undefined}>{formatArea(rack.areaMm2)}</strong>
      </Tooltip>
      <span className="sw-muted">
        {" / "}
        {rack.safetyValue} / {rack.maxValue}
      </span>
    </span>
  );
}
