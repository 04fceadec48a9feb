import type { PlanState, SlabStatus } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const PLAN_COLORS: Record<PlanState, string> = {
  draft: "default",
  issued: "processing",
  closed: "success",
  cancelled: "error",
};
const SLAB_COLORS: Record<SlabStatus, string> = {
  toPick: "default",
  toCut: "orange",
  cutting: "processing",
  done: "success",
};

/** A production plan's state (PLAN_TRANSITIONS). */
export function PlanStatusTag({ status }: { status: PlanState }) {
  const { t } = useTranslation();
  return (
    <Tag color={PLAN_COLORS[status]} data-testid="plan-status" data-status={status}>
      {t(`production:plan.status.${status}`)}
    </Tag>
  );
}

/** A slab's live state in a plan. */
export function PlanSlabStatusTag({ status }: { status: SlabStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={SLAB_COLORS[status]} data-testid="plan-slab-status" data-status={status}>
      {t(`production:plan.slabStatus.${status}`)}
    </Tag>
  );
}
