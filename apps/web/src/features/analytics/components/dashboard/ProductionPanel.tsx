import {
  Code,
  type DashboardRangeBody as DashboardRange,
  FLOOR_STAGES,
  formatPercent,
  type ProductionOverview,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, Row, Segmented, Spin, Statistic } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dashboardApi } from "../../../../api/analytics.ts";
import { dashboardKeys } from "../../api/dashboard-api.ts";
import { Chart, type ChartOption } from "./Chart.tsx";
import { DashboardEmpty } from "./DashboardEmpty.tsx";
import { daysOf, formatMetres, formatSlabs, m2Value, metresValue, shortDay } from "./figures.ts";

/** Production overview: totals, cut per day and machine, yield planned vs actual, boards and racks by stage. */
export function ProductionPanel({ range }: { range: DashboardRange }) {
  const q = useQuery({
    queryKey: dashboardKeys.production(range),
    queryFn: () => dashboardApi.production(range),
    retry: false,
  });
  if (q.isPending) return <Spin data-testid="dash-loading" />;
  if (q.isError)
    return <DashboardEmpty error={q.error} onRetry={() => q.refetch()} noData={Code.NoDataInRange} />;
  return <Production d={q.data} range={range} />;
}

function Production({ d, range }: { d: ProductionOverview; range: DashboardRange }) {
  const { t } = useTranslation();
  return (
    <div data-testid="dash-production">
      <Row gutter={[16, 16]}>
        {[
          { key: "area", value: d.totals.area, unit: "m2" },
          { key: "length", value: formatMetres(d.totals.lengthMm), unit: "m" },
          { key: "slabs", value: formatSlabs(d.totals.slabsMilli), unit: "slabs" },
          {
            key: "yield",
            value: `${formatPercent(d.yield.actualPercent, true)} / ${formatPercent(d.yield.plannedPercent, true)}`,
            testId: "dash-yield-total",
          },
        ].map((f) => (
          <Col xs={12} lg={6} key={f.key}>
            <Card size="small">
              <Statistic
                groupSeparator=""
                title={t(`analytics:dashboard.totals.${f.key}`)}
                value={f.value}
                suffix={f.unit && t(`analytics:dashboard.units.${f.unit}`)}
                data-testid={f.testId}
              />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <CutChart d={d} range={range} />
        </Col>
        <Col xs={24} xl={10}>
          <YieldChart d={d} range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <StagesChart d={d} />
        </Col>
        <Col xs={24} xl={12}>
          <RacksChart d={d} />
        </Col>
      </Row>
    </div>
  );
}

function CutChart({ d, range }: { d: ProductionOverview; range: DashboardRange }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<"area" | "length">("area");
  const days = daysOf(range);
  const unit = measure === "area" ? t("analytics:dashboard.units.m2") : t("analytics:dashboard.units.m");
  const value = (date: string, deviceId: string) => {
    const c = d.cutDaily.find((x) => x.date === date && x.deviceId === deviceId);
    if (!c) return 0;
    return measure === "area" ? m2Value(c.areaMm2) : metresValue(c.lengthMm);
  };
  const option: ChartOption = {
    tooltip: { trigger: "axis", valueFormatter: (v: unknown) => `${v} ${unit}` },
    legend: { top: 0, type: "scroll" },
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    xAxis: { type: "category", data: days.map(shortDay) },
    yAxis: { type: "value", name: unit, nameTextStyle: { align: "right" } },
    series: d.devices.map((dev) => ({
      name: dev.code,
      type: "bar",
      stack: "cut",
      barMaxWidth: 28,
      data: days.map((day) => value(day, dev.deviceId)),
    })),
  };
  return (
    <Card
      size="small"
      title={t("analytics:dashboard.cut.title")}
      extra={
        <Segmented
          size="small"
          value={measure}
          onChange={(v) => setMeasure(v as "area" | "length")}
          options={[
            { value: "area", label: t("analytics:dashboard.cut.area") },
            { value: "length", label: t("analytics:dashboard.cut.length") },
          ]}
          data-testid="dash-cut-measure"
        />
      }
    >
      <Chart option={option} testId="chart-cut" />
    </Card>
  );
}

function YieldChart({ d, range }: { d: ProductionOverview; range: DashboardRange }) {
  const { t } = useTranslation();
  const days = daysOf(range);
  const at = (day: string) => d.yieldDaily.find((y) => y.date === day);
  const option: ChartOption = {
    tooltip: {
      trigger: "axis",
      valueFormatter: (v: unknown) => (typeof v === "number" ? formatPercent(v, true) : "-"),
    },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: "category", data: days.map(shortDay) },
    yAxis: { type: "value", name: "%", min: 0, max: 100 },
    series: [
      {
        name: t("analytics:dashboard.yield.planned"),
        type: "line",
        connectNulls: true,
        data: days.map((day) => at(day)?.plannedPercent ?? null),
      },
      {
        name: t("analytics:dashboard.yield.actual"),
        type: "line",
        connectNulls: true,
        data: days.map((day) => at(day)?.actualPercent ?? null),
      },
    ],
  };
  return (
    <Card size="small" title={t("analytics:dashboard.yield.title")}>
      <Chart option={option} testId="chart-yield" />
      <div className="sw-dash-note">{t("analytics:dashboard.yield.note")}</div>
    </Card>
  );
}

function StagesChart({ d }: { d: ProductionOverview }) {
  const { t } = useTranslation();
  const option: ChartOption = {
    tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
    legend: { orient: "vertical", right: 8, top: "middle" },
    series: [
      {
        type: "pie",
        radius: ["40%", "70%"],
        center: ["38%", "50%"],
        label: { formatter: "{c}" },
        data: d.boardStages.map((s) => ({
          name: t(`analytics:dashboard.stages.${s.stage}`),
          value: s.boards,
        })),
      },
    ],
  };
  return (
    <Card size="small" title={t("analytics:dashboard.stages.title")}>
      <Chart option={option} testId="chart-stages" />
    </Card>
  );
}

function RacksChart({ d }: { d: ProductionOverview }) {
  const { t } = useTranslation();
  const stages = FLOOR_STAGES.map((s) => t(`analytics:dashboard.racks.${s}`));
  const unit = t("analytics:dashboard.units.racks");
  const option: ChartOption = {
    tooltip: { trigger: "axis", valueFormatter: (v: unknown) => `${v} ${unit}` },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: "category", data: stages },
    yAxis: [
      { type: "value", name: unit, minInterval: 1 },
      {
        type: "value",
        name: t("analytics:dashboard.units.boards"),
        minInterval: 1,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: t("analytics:dashboard.racks.onTime"),
        type: "bar",
        stack: "racks",
        barMaxWidth: 40,
        data: d.racks.map((r) => r.racks - r.overdue),
      },
      {
        name: t("analytics:dashboard.racks.overdue"),
        type: "bar",
        stack: "racks",
        barMaxWidth: 40,
        itemStyle: { color: "#FF4D4F" },
        data: d.racks.map((r) => r.overdue),
      },
      {
        name: t("analytics:dashboard.racks.boards"),
        type: "line",
        yAxisIndex: 1,
        tooltip: { valueFormatter: (v: unknown) => `${v} ${t("analytics:dashboard.units.boards")}` },
        data: d.boardsOnRacks.map((b) => b.boards),
      },
    ],
  };
  return (
    <Card
      size="small"
      title={t("analytics:dashboard.racks.title")}
      extra={
        <span data-testid="dash-idle-racks">
          {t("analytics:dashboard.racks.idle", { count: d.idleRacks })}
        </span>
      }
    >
      <Chart option={option} testId="chart-racks" />
    </Card>
  );
}
