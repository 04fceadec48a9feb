import { type LayoutAccepted, type LayoutProposedPlan, Menu } from "@stoneworks/shared";
import { Result, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { manualLayoutPath } from "../../../../lib/paths.ts";
import { hasMenu } from "../../../../lib/permission.ts";
import { useUserInfo } from "../../../../lib/session.ts";

/** Step 4: the plans are the slabs' accepted plans; links to adjust each in manual layout. */
export function AcceptedStep({
  accepted,
  plans,
  projectId,
  planeId,
}: {
  accepted: LayoutAccepted;
  plans: LayoutProposedPlan[];
  projectId: string;
  planeId?: string;
}) {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const canAdjust = hasMenu(info, Menu.SlabQuery);
  return (
    <>
      <Result
        status="success"
        title={t("layout:result.acceptedTitle")}
        subTitle={t("layout:result.acceptedText", { plans: accepted.plans, boards: accepted.boards })}
        data-testid="cloud-layout-accepted"
      />
      <p className="sw-cloud-layout-lead">{t("layout:result.adjustHint")}</p>
      {canAdjust && (
        <Space wrap>
          {plans.map((p) => (
            <Link
              key={p.slabId}
              data-testid="cloud-layout-adjust"
              // A plan of a run over several projects is filed under its own project (the one with
              // the most board area on the slab): manual layout opens it there.
              to={manualLayoutPath({
                projectId: p.projectId,
                planeId: p.projectId === projectId ? planeId : undefined,
                slabId: p.slabId,
              })}
            >
              {t("layout:result.adjust", { slab: p.barcode })}
            </Link>
          ))}
        </Space>
      )}
    </>
  );
}
