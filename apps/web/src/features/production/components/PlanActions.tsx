import { Menu, type PlanAction, type PlanState } from "@stoneworks/shared";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { productionPlanApi } from "../../../api/production.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { planEditPath, planSheetPath } from "../api/production-plan-api.ts";

/**
 * The actions a plan offers now: exactly those its transition table allows (the server's `actions`,
 * cancel only before any pick), plus its picking sheet once it has slabs.
 */
export function PlanActions({
  plan,
  onDone,
  size = "small",
  type = "link",
}: {
  plan: {
    planId: string;
    planNo: string;
    status: PlanState;
    version: number;
    actions: PlanAction[];
    slabs: number;
  };
  onDone: () => unknown;
  size?: "small" | "middle";
  type?: "link" | "default";
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.ProductionPlan);
  const body = { planId: plan.planId, version: plan.version };
  return (
    <Space size={type === "link" ? 0 : 8} wrap>
      {plan.actions.includes("edit") && (
        <Button
          type={type}
          size={size}
          onClick={() => can.check() && navigate(planEditPath(plan.planId))}
          data-testid="plan-edit"
        >
          {t("production:plan.actions.edit")}
        </Button>
      )}
      {plan.actions.includes("issue") && (
        <ConfirmAction
          type={type === "link" ? "link" : "primary"}
          title={t("production:plan.confirm.issue", { planNo: plan.planNo })}
          allowed={can.allowed}
          check={can.check}
          testId="plan-issue"
          onConfirm={async () => {
            await productionPlanApi.issue(body);
            toastSuccess(t("production:plan.toast.issued"));
            await onDone();
          }}
        >
          {t("production:plan.actions.issue")}
        </ConfirmAction>
      )}
      {plan.slabs > 0 && plan.status !== "cancelled" && (
        <Button
          type={type}
          size={size}
          onClick={() => navigate(planSheetPath(plan.planId))}
          data-testid="plan-sheet"
        >
          {t("production:plan.actions.sheet")}
        </Button>
      )}
      {plan.actions.includes("cancel") && (
        <ConfirmAction
          type={type}
          danger
          title={t("production:plan.confirm.cancel", { planNo: plan.planNo })}
          allowed={can.allowed}
          check={can.check}
          testId="plan-cancel"
          onConfirm={async () => {
            await productionPlanApi.cancel(body);
            toastSuccess(t("production:plan.toast.cancelled"));
            await onDone();
          }}
        >
          {t("production:plan.actions.cancel")}
        </ConfirmAction>
      )}
    </Space>
  );
}
