import {
  formatArea,
  formatPercent,
  Menu,
  PLAN_STATES,
  type PlanFilters,
  type PlanItem,
  type PlanPage,
  type PlanState,
} from "@stoneworks/shared";
import { Badge, Card, DatePicker, Progress, Table, Tabs } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { productionPlanApi } from "../../../api/production.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { planDetailPath, planEditPath, planKeys } from "../api/production-plan-api.ts";
import { PlanActions } from "../components/PlanActions.tsx";
import { PlanStatusTag } from "../components/PlanStatusTag.tsx";
import "../../../components/page.css";
import "./production-plan.css";

const TABS = ["all", ...PLAN_STATES] as const;
const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

/** /productionPlan (2500): production plans by status, with their slabs, area, boards and devices. */
export default function ProductionPlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.ProductionPlan);
  const paged = usePaged<PlanItem, PlanFilters, PlanPage>(planKeys.list, pagedBy(productionPlanApi.list), {});
  const counts = paged.list.data?.counts;
  const tab = paged.filters.status ?? "all";
  const range: [Dayjs | null, Dayjs | null] = [
    paged.filters.dateFrom ? dayjs(paged.filters.dateFrom) : null,
    paged.filters.dateTo ? dayjs(paged.filters.dateTo) : null,
  ];

  const tabLabel = (k: (typeof TABS)[number]) => (
    <span data-testid={`plan-tab-${k}`}>
      {t(`production:plan.tabs.${k}`)}
      <Badge
        className="sw-pp-tab-count"
        count={counts?.[k] ?? 0}
        showZero
        overflowCount={9999}
        size="small"
        color={k === tab ? "#3685FE" : "#c4cad6"}
        data-testid={`plan-count-${k}`}
      />
    </span>
  );

  return (
    <div className="sw-page" data-testid="production-plans-page">
      <Card className="sw-page-card" title={t("production:plan.title")}>
        <Tabs
          activeKey={tab}
          onChange={(k) => paged.filter({ status: k === "all" ? undefined : (k as PlanState) })}
          items={TABS.map((k) => ({ key: k, label: tabLabel(k) }))}
        />
        <ListToolbar
          paged={paged}
          search={{
            width: 220,
            placeholder: t("production:plan.list.searchPlaceholder"),
            testId: "plan-search",
          }}
          add={{
            label: t("production:plan.list.add"),
            testId: "plan-add",
            onClick: () => can.check() && navigate(planEditPath()),
          }}
        >
          <DatePicker.RangePicker
            style={{ width: 260 }}
            value={range}
            allowEmpty={[true, true]}
            placeholder={[t("production:plan.list.dateFrom"), t("production:plan.list.dateTo")]}
            onChange={(v) =>
              paged.filter({
                dateFrom: v?.[0]?.format("YYYY-MM-DD") ?? undefined,
                dateTo: v?.[1]?.format("YYYY-MM-DD") ?? undefined,
              })
            }
            data-testid="plan-date-range"
          />
        </ListToolbar>
        <Table<PlanItem>
          rowKey="planId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          tableLayout="fixed"
          size="middle"
          locale={{ emptyText: t("production:plan.list.empty") }}
          columns={[
            {
              title: t("production:plan.fields.planNo"),
              dataIndex: "planNo",
              width: 140,
              render: (v: string, r) => (
                <div className="sw-pp-plan-cell">
                  <Link to={planDetailPath(r.planId, v)} data-testid="plan-row" data-plan-no={v}>
                    {v}
                  </Link>
                  <span className="sw-muted" title={t("production:plan.fields.createdBy")}>
                    {r.createdByName ?? "-"}
                  </span>
                </div>
              ),
            },
            { title: t("production:plan.fields.planDate"), dataIndex: "planDate", width: 96 },
            {
              title: t("production:plan.fields.status"),
              dataIndex: "status",
              width: 84,
              render: (s: PlanState) => <PlanStatusTag status={s} />,
            },
            { title: t("production:plan.fields.slabs"), dataIndex: "slabs", width: 56, align: "right" },
            {
              title: t("production:plan.fields.area"),
              dataIndex: "area",
              width: 88,
              align: "right",
              render: (v: number) => formatArea(v),
            },
            { title: t("production:plan.fields.boards"), dataIndex: "boards", width: 64, align: "right" },
            {
              title: t("production:plan.fields.progress"),
              key: "progress",
              width: 104,
              render: (_, r) => (
                <Progress
                  size="small"
                  percent={r.slabs ? Number(formatPercent(r.slabsDone / r.slabs).replace("%", "")) : 0}
                  format={() => `${r.slabsDone}/${r.slabs}`}
                />
              ),
            },
            {
              title: t("production:plan.fields.devices"),
              dataIndex: "devices",
              ellipsis: true,
              render: (v: string[]) => v.join("、") || "-",
            },
            {
              title: t("production:plan.fields.issuedAt"),
              dataIndex: "issuedAt",
              width: 128,
              render: when,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 172,
              render: (_, r) => <PlanActions plan={r} onDone={paged.refresh} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
