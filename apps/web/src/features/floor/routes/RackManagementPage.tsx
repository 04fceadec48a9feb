import { ClockCircleFilled, SettingOutlined } from "@ant-design/icons";
import {
  FLOOR_STAGES,
  type FloorStage,
  Menu,
  RACK_STATES,
  type RackState,
  type RackTripItem,
  type RackTripPage,
  type RackTripSort,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Card, Select, Table, Tabs, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { rackTripApi } from "../../../api/floor.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type RackFilters, rackDetailPath, rackKeys } from "../api/rack-api.ts";
import { RackActions } from "../components/rack-actions.tsx";
import { RackLoadModal } from "../components/rack-load-modal.tsx";
import { RackScanBox } from "../components/rack-scan-box.tsx";
import { RackSettingsModal } from "../components/rack-settings-modal.tsx";
import { RackArea, RackStateTag, StageDots } from "../components/rack-tags.tsx";
import "../../../components/page.css";
import "../floor.css";

const TABS = ["all", "idle", "occupied", "overdue"] as const;
type TabKey = (typeof TABS)[number];
const SORTS: RackTripSort[] = ["codeAsc", "codeDesc", "createdAsc", "createdDesc"];

/** /rackManagement (2800): racks and their trips through the stages, scan-first. */
export default function RackManagementPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.RackManagement);
  const paged = usePaged<RackTripItem, RackFilters, RackTripPage>(
    rackKeys.list,
    pagedBy(rackTripApi.trips),
    {},
    20,
  );
  const projects = useQuery({ queryKey: rackKeys.projects, queryFn: () => rackTripApi.projects() });
  const [loadFor, setLoadFor] = useState<RackTripItem | null | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const counts = paged.list.data?.counts;
  const f = paged.filters;
  const tab: TabKey = f.overdue ? "overdue" : (f.status ?? "all");

  const selectTab = (k: TabKey) =>
    paged.filter({
      status: k === "idle" || k === "occupied" ? k : undefined,
      overdue: k === "overdue" ? true : undefined,
    });
  const tabLabel = (k: TabKey) => (
    <span data-testid={`rack-tab-${k}`}>
      {t(`floor:rack.tabs.${k}`)}
      <Badge
        style={{ marginInlineStart: 6 }}
        count={counts?.[k] ?? 0}
        showZero
        overflowCount={9999}
        size="small"
        color={k === "overdue" && (counts?.overdue ?? 0) > 0 ? "#cf1322" : k === tab ? "#3685FE" : "#c4cad6"}
        data-testid={`rack-count-${k}`}
      />
    </span>
  );

  return (
    <div className="sw-page" data-testid="rack-management-page">
      <Card className="sw-page-card" title={t("floor:rack.title")}>
        <RackScanBox />
        <Tabs
          activeKey={tab}
          onChange={(k) => selectTab(k as TabKey)}
          items={TABS.map((k) => ({ key: k, label: tabLabel(k) }))}
        />
        <ListToolbar
          paged={paged}
          search={{ width: 160, placeholder: t("floor:rack.searchPlaceholder"), testId: "rack-search" }}
          actions={
            <Button
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen(true)}
              data-testid="rack-settings-open"
            >
              {t("floor:rack.settings.open")}
            </Button>
          }
          add={{
            label: t("floor:rack.load.titleGenerate"),
            testId: "rack-generate",
            onClick: () => can.check() && setLoadFor(null),
          }}
        >
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t("floor:rack.stageFilter")}
            value={f.stage}
            onChange={(v?: FloorStage) => paged.filter({ stage: v })}
            options={FLOOR_STAGES.map((s) => ({ value: s, label: t(`floor:rack.stage.${s}`) }))}
            data-testid="rack-stage-filter"
          />
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder={t("floor:rack.stateFilter")}
            value={f.state}
            onChange={(v?: RackState) => paged.filter({ state: v })}
            options={RACK_STATES.map((s) => ({ value: s, label: t(`floor:rack.state.${s}`) }))}
            data-testid="rack-state-filter"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            placeholder={t("floor:rack.projectFilter")}
            value={f.projectId}
            onChange={(v?: string) => paged.filter({ projectId: v })}
            options={(projects.data ?? []).map((p) => ({ value: p.projectId, label: p.name }))}
            data-testid="rack-project-filter"
          />
          <Select
            style={{ width: 150 }}
            value={f.sort ?? "codeAsc"}
            onChange={(v: RackTripSort) => paged.filter({ sort: v })}
            options={SORTS.map((s) => ({ value: s, label: t(`floor:rack.sort.${s}`) }))}
            data-testid="rack-sort"
          />
        </ListToolbar>
        <Table<RackTripItem>
          rowKey="rackId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          tableLayout="fixed"
          size="middle"
          columns={[
            {
              title: t("floor:rack.fields.code"),
              dataIndex: "code",
              width: 84,
              render: (v: string, r) => (
                <Link to={rackDetailPath(r.rackId, v)} data-testid="rack-row" data-code={v}>
                  {v}
                </Link>
              ),
            },
            {
              title: t("floor:rack.fields.state"),
              dataIndex: "state",
              width: 92,
              render: (s: string) => <RackStateTag state={s} />,
            },
            {
              title: t("floor:rack.fields.project"),
              key: "project",
              ellipsis: true,
              render: (_, r) =>
                r.projectName ? (
                  <span title={`${r.projectName} · ${r.batchNo}`}>
                    {r.projectName}
                    <span className="sw-muted"> · {r.batchNo}</span>
                  </span>
                ) : (
                  "-"
                ),
            },
            { title: t("floor:rack.fields.boards"), dataIndex: "boards", width: 66, align: "right" },
            {
              title: t("floor:rack.fields.area"),
              key: "area",
              width: 156,
              align: "right",
              render: (_, r) => <RackArea rack={r} />,
            },
            {
              title: t("floor:rack.fields.stages"),
              key: "stages",
              width: 136,
              render: (_, r) => <StageDots states={r.stageStates} />,
            },
            { title: t("floor:rack.fields.location"), dataIndex: "location", width: 90, ellipsis: true },
            {
              title: t("floor:rack.fields.operator"),
              dataIndex: "operatorName",
              width: 86,
              ellipsis: true,
              render: (v: string | null) => v ?? "-",
            },
            {
              title: t("floor:rack.fields.since"),
              dataIndex: "stateSince",
              width: 112,
              render: (v: string | null, r) => (
                <span className={r.overdue ? "sw-rack-nowrap sw-rack-over-max" : "sw-rack-nowrap"}>
                  <TimeAgo value={v} />
                  {r.overdue && (
                    <Tooltip title={t("floor:rack.overdueTag")}>
                      <ClockCircleFilled
                        style={{ marginInlineStart: 4 }}
                        aria-label={t("floor:rack.overdueTag")}
                        data-testid="rack-overdue"
                      />
                    </Tooltip>
                  )}
                </span>
              ),
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 150,
              render: (_, r) => <RackActions rack={r} onLoad={setLoadFor} onDone={paged.refresh} />,
            },
          ]}
        />
      </Card>
      <RackLoadModal
        open={loadFor !== undefined}
        initial={loadFor ?? null}
        onClose={() => setLoadFor(undefined)}
      />
      <RackSettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
