import type { CuttingDateRange, ExportJob } from "@stoneworks/shared";
import {
  type CuttingDay,
  type CuttingRecordItem,
  type CuttingTotals,
  defaultPeriod,
  Menu,
  type Page,
} from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, DatePicker, Space, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { businessToday } from "../../../lib/business-day.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { usePermission } from "../../../lib/permission.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { CuttingTotalsBar } from "./CuttingTotalsBar.tsx";
import { DAY } from "./cutting-format.ts";
import { DaySums } from "./DaySums.tsx";
import { ExportButton } from "./ExportButton.tsx";
import { recordColumns } from "./record-columns.tsx";

interface DetailData {
  days: CuttingDay[];
  totals: CuttingTotals;
  records: Page<CuttingRecordItem>;
}

/**
 * The cutting of one member or one device over a range (kept in the address under `cd.`): the totals,
 * sums per business day, their records page by page, and the export of the same records.
 */
export function CuttingDetail<D extends DetailData>({
  queryKey,
  fetch,
  exportStart,
  title,
  links,
  testId,
}: {
  queryKey: readonly unknown[];
  fetch: (pageNum: number, pageSize: number, r: CuttingDateRange) => Promise<D>;
  exportStart: (r: CuttingDateRange) => Promise<ExportJob>;
  title?: (d: D | undefined) => React.ReactNode;
  links: { employee?: boolean; device?: boolean };
  testId: string;
}) {
  const { t } = useTranslation();
  const slab = usePermission(Menu.SlabQuery);
  // The default period of every screen of a person's figures (staff performance's too): this month.
  const period = defaultPeriod(businessToday().format(DAY));
  const [s, set] = useQueryState("cd", {
    dateFrom: period.from,
    dateTo: period.to,
    page: 1,
    size: 20,
  });
  const range: CuttingDateRange = { dateFrom: s.dateFrom || undefined, dateTo: s.dateTo || undefined };
  const q = useQuery({
    queryKey: [...queryKey, range, s.page, s.size],
    queryFn: () => fetch(s.page, s.size, range),
    placeholderData: keepPreviousData,
  });
  const value: [Dayjs, Dayjs] | null = s.dateFrom && s.dateTo ? [dayjs(s.dateFrom), dayjs(s.dateTo)] : null;
  const now = dayjs();
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }} data-testid={testId}>
      <Card
        size="small"
        title={title?.(q.data) ?? t("machine:detail.title")}
        extra={
          <Space>
            <DatePicker.RangePicker
              value={value}
              presets={[
                { label: t("machine:range.thisMonth"), value: [now.startOf("month"), now] },
                { label: t("machine:range.last7"), value: [now.subtract(6, "day"), now] },
                { label: t("machine:range.last30"), value: [now.subtract(29, "day"), now] },
                { label: t("machine:range.last90"), value: [now.subtract(89, "day"), now] },
              ]}
              onChange={(v) =>
                set({ dateFrom: v?.[0]?.format(DAY) ?? "", dateTo: v?.[1]?.format(DAY) ?? "", page: 1 })
              }
              data-testid={`${testId}-range`}
            />
            <ExportButton start={() => exportStart(range)} testId={`${testId}-export`} />
          </Space>
        }
      >
        <CuttingTotalsBar totals={q.data?.totals} loading={q.isPending} />
        <DaySums days={q.data?.days ?? []} loading={q.isPending} />
      </Card>
      <Card size="small" title={t("machine:detail.records")}>
        <Table<CuttingRecordItem>
          rowKey="id"
          size="small"
          tableLayout="fixed"
          loading={q.isFetching}
          dataSource={q.data?.records.list ?? []}
          columns={recordColumns(t, { ...links, slab: slab.allowed })}
          locale={{ emptyText: t("machine:cuttingData.empty") }}
          scroll={{ x: 1064 }}
          data-testid={`${testId}-records`}
          pagination={{
            current: s.page,
            pageSize: s.size,
            total: q.data?.records.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t("forms:table.total", { total }),
            onChange: (p, size) => set({ page: size !== s.size ? 1 : p, size }),
          }}
        />
      </Card>
    </Space>
  );
}
