import { formatArea, formatPercent, formatThickness, type PlanSlab } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Descriptions, Empty, Progress, Space, Spin, Table, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { productionPlanApi } from "../../../api/production.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { slabDetailPath } from "../../../lib/paths.ts";
import { planKeys } from "../api/production-plan-api.ts";
import { PlanActions } from "../components/PlanActions.tsx";
import { PlanSlabStatusTag, PlanStatusTag } from "../components/PlanStatusTag.tsx";
import "../../../components/page.css";
import "./production-plan.css";

const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

/** /productionPlan/detail?planId=… (hidden, 2500): a plan per device table, each slab's live status. */
export default function PlanDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const planId = params.get("planId") ?? "";
  const detail = useQuery({
    queryKey: planKeys.detail(planId),
    queryFn: () => productionPlanApi.detail({ planId }),
    enabled: !!planId,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: planKeys.detail(planId) }),
      client.invalidateQueries({ queryKey: planKeys.list }),
    ]);
  const p = detail.data;
  if (detail.isLoading) return <Spin />;
  if (!p) return <Empty description={t("production:plan.detail.notFound")} />;

  return (
    <div className="sw-page" data-testid="plan-detail-page" data-status={p.status}>
      <Card
        className="sw-page-card"
        title={
          <Space>
            <span data-testid="plan-detail-no">{p.planNo}</span>
            <PlanStatusTag status={p.status} />
          </Space>
        }
        extra={<PlanActions plan={p} onDone={refresh} type="default" size="middle" />}
      >
        <Descriptions size="small" column={4}>
          <Descriptions.Item label={t("production:plan.fields.planDate")}>{p.planDate}</Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.slabs")}>
            {t("production:plan.slabCount", { count: p.slabs })}
          </Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.area")}>{formatArea(p.area)}</Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.boards")}>
            {t("production:plan.boardCount", { count: p.boards })}
          </Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.createdBy")}>
            {p.createdByName ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.issuedAt")}>
            {when(p.issuedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t("production:plan.detail.issuedBy")}>
            {p.issuedByName ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("production:plan.fields.remark")}>{p.remark || "-"}</Descriptions.Item>
        </Descriptions>
        <div className="sw-pp-progress" data-testid="plan-progress">
          <Progress
            percent={p.slabs ? Number(formatPercent(p.slabsDone / p.slabs).replace("%", "")) : 0}
            format={() => t("production:plan.detail.progress", { done: p.slabsDone, total: p.slabs })}
          />
          <span className="sw-muted">{t("production:plan.detail.picked", { count: p.slabsPicked })}</span>
        </div>
      </Card>
      {p.tables.length === 0 && (
        <Card className="sw-page-card">
          <Empty description={t("production:plan.detail.empty")} />
        </Card>
      )}
      {p.tables.map((tb) => (
        <Card
          key={`${tb.deviceId}${tb.tableSide}`}
          className="sw-page-card"
          size="small"
          title={t("production:plan.detail.tableTitle", {
            device: tb.deviceCode,
            series: tb.series,
            side: tb.tableSide,
          })}
          extra={t("production:plan.sheet.total", {
            slabs: t("production:plan.slabCount", { count: tb.slabs.length }),
            area: formatArea(tb.slabs.reduce((sum, s) => sum + s.area, 0)),
          })}
          data-testid="plan-table"
          data-table={`${tb.deviceCode}-${tb.tableSide}`}
        >
          <Table<PlanSlab>
            rowKey="slabId"
            dataSource={tb.slabs}
            pagination={false}
            size="small"
            tableLayout="fixed"
            columns={[
              { title: t("production:plan.slab.seq"), dataIndex: "seq", width: 52 },
              {
                title: t("production:plan.slab.barcode"),
                dataIndex: "barcode",
                width: 136,
                render: (v: string, s) => (
                  <Link to={slabDetailPath(s.slabId, v)} data-testid="plan-slab" data-barcode={v}>
                    {v}
                  </Link>
                ),
              },
              {
                title: t("production:plan.slab.blockBundleSlab"),
                key: "no",
                width: 170,
                ellipsis: true,
                render: (_, s) => `${s.blockNo} / ${s.bundleNo} / ${s.slabNo}`,
              },
              { title: t("production:plan.slab.stone"), dataIndex: "stone", width: 90, ellipsis: true },
              {
                title: t("production:plan.slab.size"),
                key: "size",
                width: 150,
                render: (_, s) => `${s.length}×${s.width}×${formatThickness(s.thickness)}`,
              },
              {
                title: t("production:plan.slab.area"),
                dataIndex: "area",
                width: 90,
                align: "right",
                render: (v: number) => formatArea(v),
              },
              {
                title: t("production:plan.slab.warehouse"),
                dataIndex: "warehouseName",
                width: 100,
                ellipsis: true,
                render: (v: string | null) => v ?? "-",
              },
              {
                title: t("production:plan.slab.boards"),
                key: "boards",
                width: 80,
                render: (_, s) => (
                  <Tooltip title={s.boardCodes.join("、")}>
                    <span>{s.boards}</span>
                  </Tooltip>
                ),
              },
              {
                title: t("production:plan.slab.plane"),
                key: "plane",
                ellipsis: true,
                render: (_, s) => <span title={s.projectName}>{s.batchNo ?? s.projectName}</span>,
              },
              {
                title: t("production:plan.slab.status"),
                key: "status",
                width: 150,
                render: (_, s) => (
                  <Space size={4}>
                    <PlanSlabStatusTag status={s.status} />
                    {s.onDeviceCode && (
                      <span className="sw-muted">
                        {t("production:plan.editor.tableName", {
                          device: s.onDeviceCode,
                          side: s.onTableSide,
                        })}
                      </span>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ))}
    </div>
  );
}
