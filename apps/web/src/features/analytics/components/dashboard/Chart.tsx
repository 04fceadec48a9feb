import { BarChart, LineChart, PieChart } from "echarts/charts";
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
// The ES-module build of echarts-for-react's core (lib/core is CommonJS: its default import is the module object).
import ReactEChartsCore from "echarts-for-react/esm/core";
import { useTranslation } from "react-i18next";

/**
 * ECharts through its tree-shakable core: only the charts and components the dashboards draw are
 * registered, and this module is reached only from the dashboard's lazy chunk. Charts follow the UI
 * language (echarts' built-in ZH / EN locale: toolbox, loading, aria texts); our strings come from i18n.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DatasetComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/** The brand blue first (DESIGN §8), then distinct hues for devices and series. */
const PALETTE = ["#3685FE", "#52C41A", "#FA8C16", "#722ED1", "#13C2C2", "#EB2F96", "#FADB14", "#8C8C8C"];

export function Chart({
  option,
  height = 300,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith("zh") ? "ZH" : "EN";
  return (
    <div data-testid={testId} className="sw-dash-chart">
      <ReactEChartsCore
        key={locale}
        echarts={echarts}
        option={{ color: PALETTE, textStyle: { fontFamily: "inherit" }, ...option }}
        opts={{ locale, renderer: "canvas" }}
        notMerge
        style={{ height, width: "100%" }}
      />
    </div>
  );
}
