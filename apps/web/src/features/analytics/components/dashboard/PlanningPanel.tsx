import { Code, type DashboardRangeBody, formatPercent, type PlanningOverview } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, Empty, Progress, Row, Segmented, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dashboardApi } from "../../../../api/analytics.ts";
import { dashboardKeys } from "../../api/dashboard-api.ts";
import { Chart, type ChartOption } from "./Chart.tsx";
import { DashboardEmpty } from "./DashboardEmpty.tsx";
import { daysOf, shortDay, slabsValue } from "./figures.ts";

/** Planning overview: projects by delivery date with progress, plans issued vs done, machine load. */
export function PlanningPanel({ range }: { range: DashboardRangeBody }) {
  const q = useQuery({
    queryKey: dashboardKeys.planning(range),
    queryFn: () => dashboardApi.planning(range),
    retry: false,
  });
  if (q.isPending) return <Spin data-testid="dash-loading" />;
  if (q.isError)
    return <DashboardEmpty error={q.error} onRetry={() => q.refetch()} noData={Code.NoDataInRange} />;
  return (
    <div data-testid="dash-planning">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PlansChart d={q.data} range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <LoadChart d={q.data} range={range} />
        </Col>
        <Col xs={24}>
          <Projects d={q.data} />
        </Col>
      </Row>
    </div>
  );
}

function PlansChart({ d, range }: { d: PlanningOverview; range: DashboardRangeBody }) {
  const { t } = useTranslation();
  const days = daysOf(range);
  const at = (day: string) => d.plansDaily.find((p) => p.date === day);
  const option: ChartOption = {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 32 },
    xAxis: { type: "category", data: days.map(shortDay) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      {
        name: t("analytics:dashboard.plans.issued"),
        type: "bar",
        barMaxWidth: 20,
        data: days.map((x) => at(x)?.issued ?? 0),
      },
      {
        name: t("analytics:dashboard.plans.done"),
        type: "bar",
        barMaxWidth: 20,
        data: days.map((x) => at(x)?.done ?? 0),
      },
    ],
  };
  return (
    <Card size="small" title={t("analytics:dashboard.plans.title")}>
      <Chart option={option} testId="chart-plans" />
    </Card>
  );
}

function LoadChart({ d, range }: { d: PlanningOverview; range: DashboardRangeBody }) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<string>("");
  const days = daysOf(range);
  const rows = d.machineLoad.filter((l) => !deviceId || l.deviceId === deviceId);
  const sum = (day: string, pick: (l: PlanningOverview["machineLoad"][number]) => number) =>
    rows.filter((l) => l.date === day).reduce((s, l) => s + pick(l), 0);
  const slabs = t("analytics:dashboard.units.slabs");
  const option: ChartOption = {
    tooltip: { trigger: "axis" },
    legend: { top: 0, type: "scroll" },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: "category", data: days.map(shortDay) },
    yAxis: { type: "value", name: slabs, minInterval: 1 },
    series: [
      {
        name: t("analytics:dashboard.load.planned"),
        type: "bar",
        barMaxWidth: 20,
        tooltip: { valueFormatter: (v: unknown) => `${v} ${slabs}` },
        data: days.map((x) => sum(x, (l) => l.plannedSlabs)),
      },
      {
        name: t("analytics:dashboard.load.cut"),
        type: "bar",
        barMaxWidth: 20,
        tooltip: { valueFormatter: (v: unknown) => `${v} ${slabs}` },
        data: days.map((x) => slabsValue(sum(x, (l) => l.cutSlabsMilli))),
      },
    ],
  };
  return (
    <Card size="small" title={t("analytics:dashboard.load.title")}>
      {d.devices.length > 1 && (
        <div className="sw-dash-filter">
          <Segmented
            size="small"
            value={deviceId}
            onChange={(v) => setDeviceId(String(v))}
            data-testid="dash-load-device"
            options={[
              { value: "", label: t("analytics:dashboard.load.allDevices") },
              ...d.devices.map((x) => ({ value: x.deviceId, label: x.code })),
            ]}
          />
        </div>
      )}
      <Chart option={option} testId="chart-load" />
    </Card>
  );
}

/** How many projects the card lists before "more" (the answer holds at most 100). */
const SHOWN = 12;

function Projects({ d }: { d: PlanningOverview }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? d.projects : d.projects.slice(0, SHOWN);
  return (
    <Card
      size="small"
      title={t("analytics:dashboard.projects.title")}
      extra={
        d.projects.length > SHOWN && (
          <Button type="link" size="small" onClick={() => setAll(!all)}>
            {all
              ? t("analytics:dashboard.projects.less")
              : t("analytics:dashboard.projects.more", { count: d.projects.length })}
          </Button>
        )
      }
    >
      {d.projects.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("analytics:dashboard.projects.none")} />
      ) : (
        <table className="sw-dash-projects" data-testid="dash-projects">
          <thead>
            <tr>
              <th>{t("analytics:dashboard.projects.project")}</th>
              <th>{t("analytics:dashboard.projects.delivery")}</th>
              <th className="sw-dash-num">{t("analytics:dashboard.projects.boards")}</th>
              <th>{t("analytics:dashboard.projects.cut")}</th>
              <th>{t("analytics:dashboard.projects.packed")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.projectId} data-testid="dash-project">
                <td className="sw-dash-ellipsis" title={`${p.name} ${p.projectNo}`}>
                  {p.name} <span className="sw-dash-muted">{p.projectNo}</span>
                </td>
                <td>{p.deliveryDate}</td>
                <td className="sw-dash-num">{p.boardCount}</td>
                <td>
                  <Progress percent={p.cutPercent} size="small" format={(v) => formatPercent(v, true)} />
                </td>
                <td>
                  <Progress
                    percent={p.packedPercent}
                    size="small"
                    status="normal"
                    strokeColor="#52C41A"
                    format={(v) => formatPercent(v, true)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
