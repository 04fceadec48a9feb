import { ReloadOutlined } from "@ant-design/icons";
import { Button, Card, DatePicker, Input, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { staffApi } from "../../../api/sales.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import {
  type StaffFilters,
  type StaffPage as StaffPageData,
  type StaffRow,
  salesKeys,
} from "../api/sales-api.ts";
import { Money } from "../components/Money.tsx";
import { TeamSelect } from "../components/Selects.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

type Range = [Dayjs, Dayjs];

const DAY = "YYYY-MM-DD";

/** /staffManagement (1400): the sales staff with their customers, orders and collections in a period. */
export default function StaffPage() {
  const { t } = useTranslation();
  const paged = usePaged<StaffRow, StaffFilters, StaffPageData>(salesKeys.staff, pagedBy(staffApi.list), {
    dateFrom: dayjs().startOf("month").format(DAY),
    dateTo: dayjs().endOf("month").format(DAY),
  });
  const { list, filters, filter } = paged;
  const [keyword, setKeyword] = useState(filters.keyword ?? "");
  const range: Range = [dayjs(filters.dateFrom), dayjs(filters.dateTo)];
  const now = dayjs();
  const presets: { label: string; value: Range }[] = [
    { label: t("sales:staff.thisMonth"), value: [now.startOf("month"), now.endOf("month")] },
    {
      label: t("sales:staff.lastMonth"),
      value: [now.subtract(1, "month").startOf("month"), now.subtract(1, "month").endOf("month")],
    },
    { label: t("sales:staff.last90"), value: [now.subtract(89, "day"), now] },
    { label: t("sales:staff.thisYear"), value: [now.startOf("year"), now.endOf("year")] },
  ];

  return (
    <div className="sw-page" data-testid="staff-page">
      <Card
        className="sw-page-card"
        title={t("sales:staff.title")}
        extra={
          list.data && (
            <span className="sw-sub-text" data-testid="staff-period">
              {t("sales:staff.period", { from: list.data.dateFrom, to: list.data.dateTo })}
            </span>
          )
        }
      >
        <div className="sw-toolbar">
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            presets={presets}
            onChange={(v) => {
              if (v?.[0] && v[1]) filter({ dateFrom: v[0].format(DAY), dateTo: v[1].format(DAY) });
            }}
            data-testid="staff-range"
          />
          <Input.Search
            allowClear
            style={{ width: 220 }}
            placeholder={t("sales:staff.searchPlaceholder")}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => filter({ keyword: v.trim() || undefined })}
          />
          <TeamSelect
            allowClear
            style={{ width: 160 }}
            value={filters.teamId}
            onChange={(v) => filter({ teamId: v })}
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void paged.refresh()}
            aria-label={t("app:actions.refresh")}
          />
        </div>
        <Table<StaffRow>
          rowKey="memberId"
          loading={tableLoading(list)}
          dataSource={paged.rows}
          scroll={{ x: 1000 }}
          pagination={paged.pagination}
          columns={[
            {
              title: t("sales:staff.name"),
              dataIndex: "name",
              render: (v: string) => (
                <strong data-testid="staff-row" data-name={v}>
                  {v}
                </strong>
              ),
            },
            { title: t("sales:customer.phone"), dataIndex: "phone", width: 130 },
            {
              title: t("sales:staff.staffNo"),
              dataIndex: "staffNo",
              width: 90,
              render: (v: string | null) => v || "-",
            },
            {
              title: t("sales:staff.role"),
              dataIndex: "roleName",
              width: 120,
              render: (v: string | null) => v || "-",
            },
            {
              title: t("sales:common.team"),
              dataIndex: "teamName",
              width: 140,
              render: (v: string | null) => v || "-",
            },
            { title: t("sales:staff.customers"), dataIndex: "customerCount", width: 100, align: "right" },
            { title: t("sales:staff.orders"), dataIndex: "orderCount", width: 90, align: "right" },
            {
              title: t("sales:staff.orderAmount"),
              dataIndex: "orderAmountFen",
              width: 140,
              align: "right",
              render: (v: number) => <Money fen={v} />,
            },
            {
              title: t("sales:staff.collected"),
              dataIndex: "collectedFen",
              width: 140,
              align: "right",
              render: (v: number) => <Money fen={v} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
