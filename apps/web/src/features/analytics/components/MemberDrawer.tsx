import type { StaffPerformanceRow } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Drawer, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { staffPerformanceApi } from "../../../api/analytics.ts";
import { type Period, performanceKeys } from "../api/performance-api.ts";
import { DaysTable, FigureCards, RecordTabs, useRecordsPaging } from "./performance-parts.tsx";

/** A member's drill-down (3005): figures, sums per day, and their cutting / craft / packing records. */
export function MemberDrawer({
  memberId,
  row,
  period,
  onClose,
}: {
  memberId: string | undefined;
  /** The member's row in the list, shown while the drill-down loads. */
  row: StaffPerformanceRow | undefined;
  period: Period;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useRecordsPaging();
  const q = useQuery({
    queryKey: performanceKeys.member(memberId ?? "", period, paging.kind, paging.pageNum, paging.pageSize),
    queryFn: () =>
      staffPerformanceApi.member({
        memberId: memberId!,
        ...period,
        kind: paging.kind,
        pageNum: paging.pageNum,
        pageSize: paging.pageSize,
      }),
    enabled: !!memberId,
    placeholderData: keepPreviousData,
  });
  const member = q.data?.member ?? row;
  return (
    <Drawer
      open={!!memberId}
      onClose={onClose}
      width={1000}
      destroyOnHidden
      title={
        member && (
          <Space size={8} wrap>
            <span data-testid="perf-drawer-name">{member.name}</span>
            {member.staffNo && <Typography.Text type="secondary">#{member.staffNo}</Typography.Text>}
            {member.departmentName && <Tag>{member.departmentName}</Tag>}
            <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
              {t("analytics:performance.drawerPeriod", { ...period })}
            </Typography.Text>
          </Space>
        )
      }
      data-testid="perf-drawer"
    >
      {member && <FigureCards figures={member} testId="perf-drawer-figures" />}
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t("analytics:performance.byDay")}
      </Typography.Title>
      <DaysTable days={q.data?.days ?? []} testId="perf-drawer-days" />
      <RecordTabs
        data={q.data}
        loading={q.isPending || q.isPlaceholderData}
        paging={paging}
        onChange={setPaging}
        testId="perf-drawer"
      />
    </Drawer>
  );
}
