import { Code } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { staffPerformanceApi } from "../../../api/analytics.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { type PeriodPreset, performanceKeys, presetPeriod } from "../api/performance-api.ts";
import { DaysTable, FigureCards, PeriodPicker, RecordTabs, useRecordsPaging } from "./performance-parts.tsx";

/**
 * "My data" (menu 2000, the dashboard's tab): the signed-in member's own figures over a period, their
 * sums per day and their recent records. Nothing in the period (1200016) shows the empty state.
 */
export function MyDataPanel() {
  const { t } = useTranslation();
  const [s, set] = useQueryState("my", { preset: "thisMonth" as PeriodPreset, from: "", to: "" });
  const period =
    s.preset === "custom" && s.from && s.to
      ? { from: s.from, to: s.to }
      : presetPeriod(s.preset === "custom" ? "thisMonth" : s.preset);
  const [paging, setPaging] = useRecordsPaging();
  const q = useQuery({
    queryKey: performanceKeys.myData(period, paging.kind, paging.pageNum, paging.pageSize),
    // Silent: 1200016 (nothing in the period) is the panel's empty state.
    queryFn: () => staffPerformanceApi.myData({ ...period, ...paging }, { silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const empty = q.error instanceof ApiError && q.error.code === Code.NoDataInRange;
  return (
    <div data-testid="my-data">
      <div style={{ marginBottom: 16 }}>
        <PeriodPicker
          preset={s.preset}
          period={period}
          onChange={(preset, p) => set(preset === "custom" ? { preset, ...p } : { preset, from: "", to: "" })}
          testId="my-data"
        />
      </div>
      {q.isPending && <Spin style={{ display: "block", margin: "48px auto" }} />}
      {empty && (
        <Empty
          style={{ margin: "48px 0" }}
          description={t("analytics:myData.empty", { ...period })}
          data-testid="my-data-empty"
        />
      )}
      {q.data && !empty && (
        <>
          <FigureCards figures={q.data.member} testId="my-data-figures" />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t("analytics:performance.byDay")}
          </Typography.Title>
          <DaysTable days={q.data.days} testId="my-data-days" />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t("analytics:myData.recent")}
          </Typography.Title>
          <RecordTabs
            data={q.data}
            loading={q.isPlaceholderData}
            paging={paging}
            onChange={setPaging}
            testId="my-data"
          />
        </>
      )}
    </div>
  );
}
