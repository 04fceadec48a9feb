import {
  formatArea,
  formatMoney,
  type PerformanceCraftRecord,
  type PerformanceCutRecord,
  type PerformanceDay,
  type PerformanceFigures,
  type PerformancePackedBoard,
  type PerformanceRecordKind,
  type StaffPerformanceMember,
} from "@stoneworks/shared";
import { Card, Col, DatePicker, Row, Select, Space, Statistic, Table, Tabs, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SlabCount } from "../../../components/SlabCount.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import {
  metres,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  presetPeriod,
  slabs,
} from "../api/performance-api.ts";

/** Pieces shared by staff performance's drill-down and "my data": period, figures, days, records. */

const DAY = "YYYY-MM-DD";
const time = (iso: string) => dayjs(iso).format("YYYY-MM-DD HH:mm");
const yuan = (fen: number) => `¥${formatMoney(fen)}`;

/** A preset select and a range picker; picking dates makes the period custom. */
export function PeriodPicker({
  preset,
  period,
  onChange,
  testId,
}: {
  preset: PeriodPreset;
  period: Period;
  onChange: (preset: PeriodPreset, period: Period) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      <Select
        style={{ width: 140 }}
        value={preset}
        onChange={(p: PeriodPreset) =>
          onChange(p, p === "custom" ? period : presetPeriod(p as Exclude<PeriodPreset, "custom">))
        }
        options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`analytics:performance.presets.${p}`) }))}
        data-testid={`${testId}-preset`}
      />
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(period.from), dayjs(period.to)]}
        onChange={(v: [Dayjs | null, Dayjs | null] | null) => {
          if (v?.[0] && v[1]) onChange("custom", { from: v[0].format(DAY), to: v[1].format(DAY) });
        }}
        data-testid={`${testId}-range`}
      />
    </Space>
  );
}

/** The figures of a period as statistic cards. */
export function FigureCards({ figures, testId }: { figures: PerformanceFigures; testId: string }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`analytics:performance.fields.${k}`);
  const items: [string, string | number][] = [
    ["cutMetres", metres(figures.cutLengthMm)],
    ["cutArea", formatArea(figures.areaCutMm2)],
    ["slabCount", figures.slabCount],
    ["cutRecords", figures.cutRecords],
    ["craftsDone", figures.craftsDone],
    ["fee", yuan(figures.feeFen)],
    ["boardsPacked", figures.boardsPacked],
  ];
  return (
    <Row gutter={[12, 12]} wrap={false} style={{ overflowX: "auto" }} data-testid={testId}>
      {items.map(([key, value]) => (
        <Col key={key} flex="1 1 0" style={{ minWidth: 118 }}>
          <Card size="small" style={{ height: "100%" }}>
            <Statistic
              title={f(key)}
              value={value}
              styles={{ content: { fontSize: 20, whiteSpace: "nowrap" } }}
              data-testid={`${testId}-${key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Sums per day, newest first (paged here: at most a year of days). */
export function DaysTable({ days, testId }: { days: PerformanceDay[]; testId: string }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`analytics:performance.fields.${k}`);
  return (
    <Table<PerformanceDay>
      rowKey="day"
      size="small"
      dataSource={days}
      pagination={{ pageSize: 7, hideOnSinglePage: true, size: "small" }}
      data-testid={testId}
      columns={[
        { title: f("day"), dataIndex: "day", width: 110 },
        { title: f("cutMetres"), dataIndex: "cutLengthMm", align: "right", render: metres },
        {
          title: f("cutArea"),
          dataIndex: "areaCutMm2",
          align: "right",
          render: (v: number) => formatArea(v),
        },
        { title: f("slabCount"), dataIndex: "slabCount", align: "right" },
        { title: f("cutRecords"), dataIndex: "cutRecords", align: "right" },
        { title: f("craftsDone"), dataIndex: "craftsDone", align: "right" },
        { title: f("fee"), dataIndex: "feeFen", align: "right", render: yuan },
        { title: f("boardsPacked"), dataIndex: "boardsPacked", align: "right" },
      ]}
    />
  );
}

export interface RecordsPaging {
  kind: PerformanceRecordKind;
  pageNum: number;
  pageSize: number;
}

/** The records of the member in tabs (cutting, crafts, packing), each paged by the server. */
export function RecordTabs({
  data,
  loading,
  paging,
  onChange,
  testId,
}: {
  data: StaffPerformanceMember | undefined;
  loading: boolean;
  paging: RecordsPaging;
  onChange: (p: RecordsPaging) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const c = (k: string) => t(`analytics:performance.cut.${k}`);
  const k = (key: string) => t(`analytics:performance.craft.${key}`);
  const p = (key: string) => t(`analytics:performance.pack.${key}`);
  const page = data?.[paging.kind];
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: page?.total ?? 0,
    size: "small" as const,
    showSizeChanger: true,
    onChange: (pageNum: number, pageSize: number) =>
      onChange({ ...paging, pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
  };
  const common = { size: "small" as const, loading, pagination, scroll: { x: 760 } };
  const tables: Record<PerformanceRecordKind, React.ReactNode> = {
    cutting: (
      <Table<PerformanceCutRecord>
        {...common}
        rowKey="recordId"
        dataSource={data?.cutting?.list ?? []}
        data-testid={`${testId}-cutting`}
        columns={[
          { title: c("startedAt"), dataIndex: "startedAt", width: 140, render: time },
          {
            title: c("device"),
            key: "device",
            width: 120,
            render: (_, r) => `${r.deviceCode} ${r.tableSide}`,
          },
          { title: c("slab"), dataIndex: "slabBarcode", width: 150, render: (v: string | null) => v ?? "-" },
          {
            title: c("project"),
            dataIndex: "projectName",
            ellipsis: true,
            render: (v: string | null) => v ?? "-",
          },
          { title: c("length"), dataIndex: "cutLengthMm", width: 90, align: "right", render: metres },
          {
            title: c("area"),
            dataIndex: "areaCutMm2",
            width: 90,
            align: "right",
            render: (v: number) => formatArea(v),
          },
          {
            title: c("consumed"),
            dataIndex: "slabsConsumedMilli",
            width: 90,
            align: "right",
            render: (v: number) => <SlabCount milli={v} />,
          },
          {
            title: c("status"),
            dataIndex: "status",
            width: 80,
            render: (s: string) => <Tag color={s === "ok" ? "green" : "default"}>{c(s)}</Tag>,
          },
        ]}
      />
    ),
    crafts: (
      <Table<PerformanceCraftRecord>
        {...common}
        rowKey="recordId"
        dataSource={data?.crafts?.list ?? []}
        data-testid={`${testId}-crafts`}
        columns={[
          { title: k("doneAt"), dataIndex: "doneAt", width: 140, render: time },
          {
            title: k("board"),
            dataIndex: "boardCode",
            width: 150,
            render: (v: string) => <span data-testid="perf-craft-board">{v}</span>,
          },
          {
            title: k("project"),
            key: "project",
            ellipsis: true,
            render: (_, r) => `${r.projectName} · ${r.projectNo}`,
          },
          { title: k("craft"), dataIndex: "craftName", width: 110 },
          {
            title: k("quantity"),
            key: "quantity",
            width: 110,
            align: "right",
            render: (_, r) =>
              `${slabs(r.quantityMilli)} ${t(`analytics:performance.units.${r.pricingUnit}`)}`,
          },
          { title: k("unitPrice"), dataIndex: "unitPriceFen", width: 100, align: "right", render: yuan },
          {
            title: k("fee"),
            dataIndex: "feeFen",
            width: 100,
            align: "right",
            render: (v: number) => <span data-testid="perf-craft-fee">{yuan(v)}</span>,
          },
        ]}
      />
    ),
    packing: (
      <Table<PerformancePackedBoard>
        {...common}
        rowKey="boardId"
        dataSource={data?.packing?.list ?? []}
        data-testid={`${testId}-packing`}
        columns={[
          { title: p("packedAt"), dataIndex: "packedAt", width: 140, render: time },
          { title: p("board"), dataIndex: "boardCode", width: 150 },
          {
            title: p("project"),
            key: "project",
            ellipsis: true,
            render: (_, r) => `${r.projectName} · ${r.projectNo}`,
          },
          { title: p("box"), dataIndex: "boxCode", width: 170, render: (v: string | null) => v ?? "-" },
          {
            title: p("area"),
            dataIndex: "areaMm2",
            width: 90,
            align: "right",
            render: (v: number) => formatArea(v),
          },
        ]}
      />
    ),
  };
  return (
    <Tabs
      activeKey={paging.kind}
      onChange={(kind) =>
        onChange({ kind: kind as PerformanceRecordKind, pageNum: 1, pageSize: paging.pageSize })
      }
      items={(["cutting", "crafts", "packing"] as const).map((kind) => ({
        key: kind,
        label: <span data-testid={`${testId}-tab-${kind}`}>{t(`analytics:performance.tabs.${kind}`)}</span>,
        children: tables[kind],
      }))}
    />
  );
}

/** Local paging of a records tab (the drawer's and the panel's own state). */
export function useRecordsPaging(initial: PerformanceRecordKind = "cutting") {
  return useState<RecordsPaging>({ kind: initial, pageNum: 1, pageSize: 10 });
}
