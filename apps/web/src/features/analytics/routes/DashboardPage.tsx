import { Code, Menu } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Segmented, Space, Spin, Tabs } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { dashboardApi } from "../../../api/analytics.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { usePermission } from "../../../lib/permission.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { dashboardKeys } from "../api/dashboard-api.ts";
import { DashboardEmpty } from "../components/dashboard/DashboardEmpty.tsx";
import { MesPanel } from "../components/dashboard/MesPanel.tsx";
import { PlanningPanel } from "../components/dashboard/PlanningPanel.tsx";
import { ProductionPanel } from "../components/dashboard/ProductionPanel.tsx";
import "../../../components/page.css";
import "../dashboard.css";

const DAY = "YYYY-MM-DD";
// Loaded on demand: the custom range's date picker, and "my data" (its own screen part).
const RangePicker = lazy(() => import("../components/dashboard/RangePicker.tsx"));
const MyDataPanel = lazy(() =>
  import("../components/MyDataPanel.tsx").then((m) => ({ default: m.MyDataPanel })),
);
const PRESETS = [7, 30, 90] as const;
const TABS = ["production", "planning", "myData", "mes"] as const;
type TabKey = (typeof TABS)[number];

/** The last `days` days up to today. */
const lastDays = (days: number) => ({
  from: dayjs()
    .subtract(days - 1, "day")
    .format(DAY),
  to: dayjs().format(DAY),
});

/**
 * /dashboard (2000): production overview, planning overview, my data, and the MES overview when the
 * enterprise's MES is opened (its query answers 1204014 otherwise: the tab is not offered). The tab
 * and the date range are kept in the address; charts come with this screen's chunk only.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  // A member without the factory's figures (a cutter: no cutting data, no staff performance) opens on
  // their own data; the others on the production overview.
  const cuttingData = usePermission(Menu.CuttingData).allowed;
  const staff = usePermission(Menu.StaffPerformance).allowed;
  const home: TabKey = cuttingData || staff ? "production" : "myData";
  const [state, setState] = useQueryState("dash", { tab: home as string, ...lastDays(30) });
  const range = { from: state.from, to: state.to };
  const mes = useQuery({
    queryKey: dashboardKeys.mes,
    queryFn: () => dashboardApi.mes(),
    retry: false,
    refetchInterval: state.tab === "mes" ? 30_000 : false,
  });
  const mesClosed = mes.error instanceof ApiError && mes.error.code === Code.MesNotOpened;
  const tabs = TABS.filter((k) => k !== "mes" || (!mes.isPending && !mesClosed));
  const tab: TabKey = tabs.includes(state.tab as TabKey) ? (state.tab as TabKey) : home;
  const preset = PRESETS.find((n) => {
    const r = lastDays(n);
    return r.from === range.from && r.to === range.to;
  });
  const [custom, setCustom] = useState(false);
  const showPicker = custom || preset === undefined;
  const rangeTools = tab === "production" || tab === "planning";

  const body = (k: TabKey) => {
    if (k !== tab) return null;
    if (k === "production") return <ProductionPanel range={range} />;
    if (k === "planning") return <PlanningPanel range={range} />;
    if (k === "myData")
      return (
        <Suspense fallback={<Spin />}>
          <MyDataPanel />
        </Suspense>
      );
    if (mes.isPending) return <Spin />;
    if (mes.isError)
      return <DashboardEmpty error={mes.error} noData={Code.MesNotOpened} onRetry={() => mes.refetch()} />;
    return <MesPanel data={mes.data} />;
  };

  return (
    <div className="sw-page sw-dash" data-testid="dashboard-page">
      <Card
        className="sw-page-card"
        title={t("analytics:dashboard.title")}
        extra={
          rangeTools && (
            <Space wrap>
              {!showPicker && (
                <span className="sw-dash-muted" data-testid="dash-range-text">
                  {range.from} ~ {range.to}
                </span>
              )}
              <Segmented
                value={preset ?? 0}
                onChange={(v) => setState(lastDays(Number(v)))}
                options={PRESETS.map((n) => ({
                  value: n,
                  label: (
                    <span data-testid={`dash-preset-${n}`}>{t(`analytics:dashboard.presets.last${n}`)}</span>
                  ),
                }))}
              />
              {showPicker ? (
                <Suspense fallback={<Spin size="small" />}>
                  <RangePicker from={range.from} to={range.to} onChange={setState} />
                </Suspense>
              ) : (
                <Button
                  onClick={() => setCustom(true)}
                  data-testid="dash-custom"
                  title={`${range.from} ~ ${range.to}`}
                >
                  {t("analytics:dashboard.customRange")}
                </Button>
              )}
            </Space>
          )
        }
      >
        <Tabs
          activeKey={tab}
          onChange={(k) => setState({ tab: k })}
          destroyOnHidden
          items={tabs.map((k) => ({
            key: k,
            label: <span data-testid={`dash-tab-${k}`}>{t(`analytics:dashboard.tabs.${k}`)}</span>,
            children: body(k),
          }))}
        />
      </Card>
    </div>
  );
}
