import type { ProductionPlaneItem } from "@stoneworks/shared";
import { Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Result, Spin, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { productionProjectApi } from "../../../api/production.ts";
import { productionPlanePath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { productionProjectKeys } from "../api/production-project-api.ts";
import { DeliveryDateModal, type DeliveryTarget } from "../components/DeliveryDateModal.tsx";
import { ProductionProgress } from "../components/ProductionProgress.tsx";
import { ProductionStatusTag } from "../components/ProductionStatusTag.tsx";
import "../../../components/page.css";
import "../production.css";

/** /productionProject/detail?projectId= (2300): a production project, its planes' status and progress. */
export default function ProductionProjectDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.ProductionProject);
  const [params] = useSearchParams();
  const projectId = params.get("projectId") ?? "";
  const [editing, setEditing] = useState<DeliveryTarget | null>(null);
  const detail = useQuery({
    queryKey: productionProjectKeys.detail(projectId),
    queryFn: () => productionProjectApi.detail({ projectId }),
    enabled: !!projectId,
  });
  if (!projectId || detail.isError)
    return <Result status="404" title={t("production:project.notFound")} data-testid="not-found" />;
  const p = detail.data;
  if (!p) return <Spin style={{ display: "block", margin: 48 }} />;

  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <div>
      <div className="sw-pp-fact-label">{label}</div>
      <div className="sw-pp-fact-value" data-testid={testId}>
        {value}
      </div>
    </div>
  );

  return (
    <div className="sw-page" data-testid="production-project-detail">
      <Card
        className="sw-page-card"
        title={
          <span>
            {p.name} <span className="sw-pp-sub">{p.projectNo}</span>
          </span>
        }
        extra={<ProductionStatusTag status={p.status} />}
      >
        <div className="sw-pp-facts">
          {fact(t("production:project.client"), p.clientName || "-")}
          {fact(t("production:project.type"), t(`production:project.projectType.${p.projectType}`))}
          {fact(
            t("production:project.deliveryDate"),
            <span>
              <span data-testid="detail-delivery">{p.deliveryDate ?? "-"}</span>
              <Button
                type="link"
                size="small"
                onClick={() => can.check() && setEditing(p)}
                data-testid="delivery-edit"
              >
                {t("production:project.editDelivery")}
              </Button>
            </span>,
          )}
          {fact(
            t("production:project.boards"),
            t("production:project.doneOfTotal", { done: p.doneBoards, total: p.boardCount }),
            "detail-boards",
          )}
          {fact(
            t("production:project.areaM2"),
            t("production:project.doneOfTotal", { done: p.doneArea, total: p.area }),
            "detail-area",
          )}
          {fact(t("production:project.slabsOnTables"), p.slabsOnTables, "detail-on-tables")}
          {fact(t("production:project.progress"), <ProductionProgress f={p} />)}
        </div>
      </Card>
      <Card className="sw-page-card" title={t("production:project.planes")}>
        <Table<ProductionPlaneItem>
          rowKey="planeId"
          dataSource={p.planes}
          size="middle"
          tableLayout="fixed"
          pagination={false}
          columns={[
            {
              title: t("production:project.batchNo"),
              dataIndex: "batchNo",
              ellipsis: true,
              render: (v: string, r) => (
                <Link to={productionPlanePath(r.planeId, { batchNo: v })} data-testid="plane-link">
                  {v}
                </Link>
              ),
            },
            {
              title: t("production:project.status"),
              dataIndex: "status",
              width: 110,
              render: (v: ProductionPlaneItem["status"]) => <ProductionStatusTag status={v} />,
            },
            {
              title: t("production:project.boards"),
              key: "boards",
              width: 140,
              align: "right",
              render: (_, r) => (
                <span className="sw-pp-num">
                  {t("production:project.doneOfTotal", { done: r.doneBoards, total: r.boardCount })}
                </span>
              ),
            },
            {
              title: t("production:project.areaM2"),
              key: "area",
              width: 170,
              align: "right",
              render: (_, r) => (
                <span className="sw-pp-num">
                  {t("production:project.doneOfTotal", { done: r.doneArea, total: r.area })}
                </span>
              ),
            },
            {
              title: t("production:project.slabsOnTables"),
              dataIndex: "slabsOnTables",
              width: 130,
              align: "right",
            },
            {
              title: t("production:project.progress"),
              key: "progress",
              width: 220,
              render: (_, r) => <ProductionProgress f={r} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 110,
              render: (_, r) => (
                <Link to={productionPlanePath(r.planeId, { batchNo: r.batchNo })}>
                  {t("production:project.openPlane")}
                </Link>
              ),
            },
          ]}
        />
      </Card>
      <DeliveryDateModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void client.invalidateQueries({ queryKey: productionProjectKeys.all });
        }}
      />
    </div>
  );
}
