import type { DeviceDetail, PickingSlab, TableState } from "@stoneworks/shared";
import { formatArea, Menu } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, Descriptions, Empty, Row, Space, Spin, Table, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { deviceDetailApi } from "../../../api/production.ts";
import { slabDetailPath, stonePickingPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { pickingKeys } from "../api/picking-api.ts";
import { recordColumns } from "../components/PickingRecords.tsx";
import { SlabStatusTag, when } from "../components/picking-columns.tsx";
import "../../../components/page.css";
import { MachineStatusTag } from "../../../components/MachineStatusTag.tsx";

/**
 * /cuttingData/deviceDetail?deviceId= (2902): the machine, the slabs on tables A and B in cutting order,
 * today's records; `cutting` (the app layer's machine data: sums per day, records, export) below them.
 */
export default function DeviceDetailPage({ cutting }: { cutting?: (deviceId: string) => ReactNode } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deviceId = params.get("deviceId") ?? "";
  const q = useQuery({
    queryKey: [...pickingKeys.device, deviceId],
    queryFn: () => deviceDetailApi.detail({ deviceId }),
    enabled: !!deviceId,
  });
  if (!deviceId) return <Empty description={t("production:device.notFound")} />;
  if (q.isPending) return <Spin />;
  if (!q.data) return <Empty description={t("production:device.notFound")} />;
  return <Detail detail={q.data} cutting={cutting?.(deviceId)} />;
}

function TableTag({ state }: { state: TableState }) {
  const { t } = useTranslation();
  return <Tag color={state === "picked" ? "orange" : "default"}>{t(`factory:tableState.${state}`)}</Tag>;
}

function Detail({ detail, cutting }: { detail: DeviceDetail; cutting?: ReactNode }) {
  const { t } = useTranslation();
  const picking = usePermission(Menu.StonePicking);
  const slabs = usePermission(Menu.SlabQuery);
  const d = detail.device;
  return (
    <div className="sw-page" data-testid="device-detail-page" data-code={d.code}>
      <Space orientation="vertical" size={16} style={{ width: "100%" }}>
        <Card
          className="sw-page-card"
          title={`${t("production:device.title")} · ${d.code}`}
          extra={
            picking.allowed && (
              <Link to={stonePickingPath(d.deviceId)} data-testid="device-pick-onto">
                <Button type="primary">{t("production:device.pickOnto")}</Button>
              </Link>
            )
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: "code", label: t("production:device.code"), children: d.code },
              { key: "series", label: t("production:device.series"), children: d.series },
              {
                key: "size",
                label: t("production:device.maxSize"),
                children: `${d.maxLength} × ${d.maxWidth} × ${d.maxThickness} mm`,
              },
              {
                key: "today",
                label: t("production:device.todayPicks"),
                children: (
                  <span data-testid="device-today-picks" data-count={detail.todayPicks}>
                    {t("production:device.todayPicksValue", { count: detail.todayPicks })}
                  </span>
                ),
              },
              {
                key: "key",
                label: t("production:device.keyStatus"),
                children: <MachineStatusTag status={d.status} />,
              },
              {
                key: "ingest",
                label: t("production:device.ingestErrors"),
                children: (
                  <span data-testid="device-ingest-errors" data-count={detail.ingestErrors.today}>
                    {detail.ingestErrors.today === 0 ? (
                      t("production:device.ingestNone")
                    ) : (
                      <>
                        <Tag color="error">{detail.ingestErrors.today}</Tag>
                        {detail.ingestErrors.latest.map((e) => (
                          <div key={`${e.at}-${e.recordId}`} className="sw-muted" data-reason={e.reason}>
                            {when(e.at)} {e.recordId ?? ""} {e.message}
                          </div>
                        ))}
                      </>
                    )}
                  </span>
                ),
              },
              { key: "linkedAt", label: t("production:device.linkedAt"), children: when(d.linkedAt) },
            ]}
          />
        </Card>
        <Row gutter={16}>
          {detail.tables.map((tb) => (
            <Col span={24} key={tb.side} style={{ marginBottom: 16 }}>
              <Card
                size="small"
                data-testid={`device-table-${tb.side}`}
                data-state={tb.state}
                data-barcodes={tb.barcodes.join(",")}
                title={
                  <Space>
                    {t("production:device.table", { side: tb.side })}
                    <TableTag state={tb.state} />
                    <span className="sw-muted">
                      {t("production:device.tableSummary", {
                        count: tb.slabCount,
                        area: formatArea(tb.area),
                      })}
                    </span>
                  </Space>
                }
              >
                <Table<PickingSlab>
                  rowKey="slabId"
                  size="small"
                  tableLayout="fixed"
                  pagination={false}
                  dataSource={tb.slabs}
                  locale={{ emptyText: t("production:device.emptyTable") }}
                  columns={[
                    { title: t("production:device.seq"), key: "seq", width: 60, render: (_, __, i) => i + 1 },
                    {
                      title: t("production:picking.barcode"),
                      dataIndex: "barcode",
                      width: 130,
                      ellipsis: true,
                      render: (v: string, s) =>
                        slabs.allowed ? <Link to={slabDetailPath(s.slabId, v)}>{v}</Link> : v,
                    },
                    { title: t("production:picking.stone"), dataIndex: "stone", width: 80, ellipsis: true },
                    {
                      title: t("production:picking.size"),
                      key: "size",
                      width: 140,
                      render: (_, s) => `${s.length} × ${s.width} × ${s.thickness.toFixed(1)}`,
                    },
                    {
                      title: t("production:picking.area"),
                      dataIndex: "area",
                      width: 90,
                      align: "right",
                      render: (v: number) => formatArea(v),
                    },
                    {
                      title: t("production:picking.status"),
                      dataIndex: "status",
                      width: 90,
                      render: (v: PickingSlab["status"]) => <SlabStatusTag status={v} t={t} />,
                    },
                    {
                      title: t("production:device.projectPlane"),
                      key: "plan",
                      width: 200,
                      ellipsis: true,
                      render: (_, s) =>
                        s.projectName ? `${s.projectName}${s.batchNo ? ` / ${s.batchNo}` : ""}` : "-",
                    },
                    {
                      title: t("production:picking.pickedBy"),
                      key: "picked",
                      width: 90,
                      ellipsis: true,
                      render: (_, s) => <span title={when(s.pickedAt)}>{s.pickedByName ?? "-"}</span>,
                    },
                  ]}
                />
              </Card>
            </Col>
          ))}
        </Row>
        <Card size="small" title={t("production:device.todayRecords")}>
          <Table
            rowKey="recordId"
            size="small"
            tableLayout="fixed"
            pagination={false}
            dataSource={detail.todayRecords}
            locale={{ emptyText: t("production:picking.noRecords") }}
            columns={recordColumns(t)}
            data-testid="device-today-records"
          />
        </Card>
        {cutting}
      </Space>
    </div>
  );
}
