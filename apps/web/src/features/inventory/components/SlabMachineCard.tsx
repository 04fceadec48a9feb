import type { CuttingRecordItem, SlabMachineData } from "@stoneworks/shared";
import { formatArea } from "@stoneworks/shared";
import { Card, Col, Row, Statistic, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../lib/dayjs-locale.ts";

const pct = (v: number | null) => (v === null ? "-" : v.toFixed(2));

/**
 * The slab's planned vs actual yield (docs/api-machine.md "Yield": the accepted plan's used area ÷ slab
 * area, against area cut ÷ slabs consumed × slab area) and the records its machine reported.
 */
export function SlabMachineCard({ machine }: { machine: SlabMachineData }) {
  const { t } = useTranslation();
  const y = machine.yield;
  const gap =
    y.plannedPercent !== null && y.actualPercent !== null ? y.actualPercent - y.plannedPercent : null;
  return (
    <Card className="sw-page-card" title={t("inventory:machine.title")} data-testid="slab-machine">
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col span={6}>
          <Statistic
            title={t("inventory:machine.planned")}
            value={pct(y.plannedPercent)}
            suffix={y.plannedPercent === null ? undefined : "%"}
            data-testid="slab-yield-planned"
          />
        </Col>
        <Col span={6}>
          <Statistic
            title={t("inventory:machine.actual")}
            value={pct(y.actualPercent)}
            suffix={y.actualPercent === null ? undefined : "%"}
            data-testid="slab-yield-actual"
          />
        </Col>
        <Col span={6}>
          <Statistic
            title={t("inventory:machine.gap")}
            value={gap === null ? "-" : `${gap > 0 ? "+" : ""}${gap.toFixed(2)}`}
            suffix={gap === null ? undefined : "%"}
            valueStyle={gap === null ? undefined : { color: gap < 0 ? "#cf1322" : "#389e0d" }}
          />
        </Col>
        <Col span={6}>
          <Statistic title={t("inventory:machine.areaCut")} value={formatArea(y.cutAreaMm2)} suffix="m²" />
        </Col>
      </Row>
      <Table<CuttingRecordItem>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        dataSource={machine.records}
        pagination={machine.records.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t("inventory:machine.noRecords") }}
        data-testid="slab-machine-records"
        columns={[
          {
            title: t("inventory:machine.startedAt"),
            dataIndex: "startedAt",
            width: 150,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm:ss"),
          },
          {
            title: t("inventory:machine.device"),
            key: "device",
            width: 100,
            render: (_, r) => `${r.deviceCode} · ${r.table}`,
          },
          {
            title: t("inventory:machine.kind"),
            dataIndex: "kind",
            width: 110,
            render: (v: CuttingRecordItem["kind"], r) => (
              <span>
                <Tag>{t(`inventory:machine.kinds.${v}`)}</Tag>
                {r.status === "aborted" && <Tag color="red">{t("inventory:machine.aborted")}</Tag>}
              </span>
            ),
          },
          {
            title: t("inventory:machine.metres"),
            dataIndex: "cutLengthMm",
            width: 90,
            align: "right",
            render: (v: number) => (v / 1000).toFixed(2),
          },
          {
            title: t("inventory:machine.area"),
            dataIndex: "areaCutMm2",
            width: 90,
            align: "right",
            render: (v: number) => formatArea(v),
          },
          {
            title: t("inventory:machine.slabs"),
            dataIndex: "slabsConsumedMilli",
            width: 90,
            align: "right",
            render: (v: number) => String(Number((v / 1000).toFixed(3))),
          },
          {
            title: t("inventory:machine.operator"),
            key: "operator",
            ellipsis: true,
            render: (_, r) => r.operatorName ?? r.operatorStaffNo ?? "-",
          },
        ]}
      />
    </Card>
  );
}
