import type { CuttingDay } from "@stoneworks/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { SlabCount } from "../../../components/SlabCount.tsx";
import { metres, squareMetres } from "./cutting-format.ts";
import "../machine.css";

/** Sums per business day, newest first, with a small bar of the day's m² against the range's best day. */
export function DaySums({ days, loading }: { days: CuttingDay[]; loading?: boolean }) {
  const { t } = useTranslation();
  const best = Math.max(1, ...days.map((d) => d.areaCutMm2));
  return (
    <Table<CuttingDay>
      rowKey="day"
      size="small"
      tableLayout="fixed"
      loading={loading}
      dataSource={days}
      pagination={days.length > 10 ? { pageSize: 10, size: "small" } : false}
      locale={{ emptyText: t("machine:days.empty") }}
      data-testid="cutting-days"
      columns={[
        { title: t("machine:days.day"), dataIndex: "day", width: 110 },
        { title: t("machine:totals.records"), dataIndex: "records", width: 80, align: "right" },
        {
          title: t("machine:fields.metres"),
          dataIndex: "cutLengthMm",
          width: 100,
          align: "right",
          render: (v: number) => metres(v),
        },
        {
          title: t("machine:fields.area"),
          dataIndex: "areaCutMm2",
          width: 100,
          align: "right",
          render: (v: number) => squareMetres(v),
        },
        {
          title: t("machine:fields.slabs"),
          dataIndex: "slabsConsumedMilli",
          width: 90,
          align: "right",
          render: (v: number) => <SlabCount milli={v} />,
        },
        {
          title: "",
          key: "bar",
          render: (_, d) => (
            <div className="sw-day-bar">
              <div style={{ width: `${(100 * d.areaCutMm2) / best}%` }} />
            </div>
          ),
        },
      ]}
    />
  );
}
