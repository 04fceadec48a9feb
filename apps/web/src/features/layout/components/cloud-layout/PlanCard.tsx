import { formatPercent, formatThickness, type LayoutProposedPlan } from "@stoneworks/shared";
import { Card } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CuttingPlanDrawing } from "../../../../components/cutting-plan/CuttingPlanDrawing.tsx";
import { PlanProjects } from "./PlanProjects.tsx";

/** One proposed slab plan drawn to scale, with its yield. */
export function PlanCard({ plan, extra }: { plan: LayoutProposedPlan; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="sw-cloud-layout-plan"
      data-testid="cloud-layout-plan"
      data-slab={plan.barcode}
      title={plan.barcode}
      extra={extra ?? <strong className="sw-cloud-layout-yield">{formatPercent(plan.yield)}</strong>}
    >
      <p className="sw-cloud-layout-plan-sub">
        {plan.stone} · {formatThickness(plan.thickness)} mm · {plan.length} × {plan.width} mm
      </p>
      <CuttingPlanDrawing
        length={plan.length}
        width={plan.width}
        defects={plan.defects}
        boards={plan.boards.map((b) => ({
          key: b.boardId,
          code: b.code,
          x: b.x,
          y: b.y,
          w: b.w,
          h: b.h,
          rotated: b.rotated,
        }))}
        kerf={plan.kerf}
        yieldRate={plan.yield}
        maxHeight={240}
        labels={{
          yield: t("layout:result.yield"),
          kerf: t("layout:settings.kerf"),
          rotated: t("layout:result.rotated"),
        }}
        extra={
          <span className="sw-cloud-layout-count">
            {t("layout:result.boardCount", { count: plan.boards.length })}
          </span>
        }
      />
      <PlanProjects plan={plan} />
    </Card>
  );
}
