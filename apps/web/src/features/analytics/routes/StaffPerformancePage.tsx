import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import {
  formatArea,
  formatMoney,
  type PerformanceFigures,
  type PerformanceSort,
  type StaffPerformanceRow,
} from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Input, Table, Tag, TreeSelect } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { exportStaffPerformance, staffPerformanceApi } from "../../../api/analytics.ts";
import { departmentApi } from "../../../api/enterprise.ts";
import { SlabCount } from "../../../components/SlabCount.tsx";
import { tableLoading } from "../../../lib/table-loading.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { metres, type PeriodPreset, performanceKeys, presetPeriod } from "../api/performance-api.ts";
import { MemberDrawer } from "../components/MemberDrawer.tsx";
import { PeriodPicker } from "../components/performance-parts.tsx";
import "../../../components/page.css";

type Tree = { value: string; title: string; children: Tree[] };
type DepartmentNode = { departmentId: string; name: string; children?: DepartmentNode[] };
const toTree = (nodes: DepartmentNode[]): Tree[] =>
  nodes.map((n) => ({ value: n.departmentId, title: n.name, children: toTree(n.children ?? []) }));

const yuan = (fen: number) => `¥${formatMoney(fen)}`;

/** /enterprise/staffPerformance (3005): each member's output and piece pay over a period, drill-down, export. */
export default function StaffPerformancePage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`analytics:performance.fields.${k}`);
  const [s, set] = useQueryState("perf", {
    preset: "thisMonth" as PeriodPreset,
    from: "",
    to: "",
    departmentId: "",
    keyword: "",
    sortBy: "name" as PerformanceSort,
    order: "asc" as "asc" | "desc",
    page: 1,
    size: 20,
    member: "",
  });
  // A preset is recomputed each visit (this month stays this month); custom keeps its dates.
  const period =
    s.preset === "custom" && s.from && s.to
      ? { from: s.from, to: s.to }
      : presetPeriod(s.preset === "custom" ? "thisMonth" : s.preset);
  const filters = {
    ...period,
    departmentId: s.departmentId || undefined,
    keyword: s.keyword || undefined,
    sortBy: s.sortBy,
    order: s.order,
  };
  const body = { ...filters, pageNum: s.page, pageSize: s.size };
  const list = useQuery({
    queryKey: performanceKeys.list(body),
    queryFn: () => staffPerformanceApi.list(body),
    placeholderData: keepPreviousData,
  });
  const departments = useQuery({
    queryKey: performanceKeys.departments,
    // Any member may read the tree (the department filter); a failure just leaves the filter empty.
    queryFn: () => departmentApi.tree({}, { silent: true, forbiddenRedirect: false }),
  });
  const [keyword, setKeyword] = useState(s.keyword);
  useEffect(() => setKeyword(s.keyword), [s.keyword]);
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    setExporting(true);
    try {
      await exportStaffPerformance(filters);
    } finally {
      setExporting(false);
    }
  };

  const sorted = (key: PerformanceSort): SortOrder =>
    s.sortBy === key ? (s.order === "asc" ? "ascend" : "descend") : null;
  const num = (key: PerformanceSort & keyof PerformanceFigures, render?: (v: number) => React.ReactNode) => ({
    title: f(
      key === "cutLengthMm" ? "cutMetres" : key === "areaCutMm2" ? "cutArea" : key === "feeFen" ? "fee" : key,
    ),
    dataIndex: key,
    key,
    align: "right" as const,
    width: key === "feeFen" ? 100 : 86,
    sorter: true,
    sortOrder: sorted(key),
    render: (v: number) => <span data-testid={`perf-cell-${key}`}>{render ? render(v) : v}</span>,
  });
  const totals = list.data?.totals;

  return (
    <div className="sw-page" data-testid="staff-performance-page">
      <Card className="sw-page-card" title={t("analytics:performance.title")}>
        <div className="sw-toolbar">
          <PeriodPicker
            preset={s.preset}
            period={period}
            onChange={(preset, p) =>
              set(preset === "custom" ? { preset, ...p, page: 1 } : { preset, from: "", to: "", page: 1 })
            }
            testId="perf"
          />
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ width: 180 }}
            placeholder={t("analytics:performance.department")}
            value={s.departmentId || undefined}
            onChange={(v?: string) => set({ departmentId: v ?? "", page: 1 })}
            treeData={toTree(departments.data ?? [])}
            data-testid="perf-department"
          />
          <Input.Search
            allowClear
            style={{ width: 220 }}
            placeholder={t("analytics:performance.keyword")}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => set({ keyword: v.trim(), page: 1 })}
            data-testid="perf-keyword"
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            aria-label={t("app:actions.refresh")}
          />
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void doExport().catch(() => {})}
            data-testid="perf-export"
          >
            {t("analytics:performance.export")}
          </Button>
        </div>
        <Table<StaffPerformanceRow>
          rowKey="memberId"
          size="middle"
          loading={tableLoading(list)}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 1088 }}
          onChange={(_p, _f, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = one?.order ? (one.columnKey as PerformanceSort) : "name";
            set({ sortBy: key, order: one?.order === "descend" ? "desc" : "asc", page: 1 });
          }}
          pagination={{
            current: s.page,
            pageSize: s.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n) => t("analytics:performance.count", { n }),
            onChange: (page, size) => set({ page: size === s.size ? page : 1, size }),
          }}
          onRow={(r) => ({ onClick: () => set({ member: r.memberId }), style: { cursor: "pointer" } })}
          columns={[
            {
              title: f("name"),
              dataIndex: "name",
              key: "name",
              fixed: "left",
              width: 100,
              sorter: true,
              sortOrder: sorted("name"),
              render: (v: string, r) => (
                <Button type="link" style={{ padding: 0 }} data-testid="perf-row" data-name={v}>
                  {v}
                  {r.status === "disabled" && (
                    <Tag style={{ marginInlineStart: 6 }}>{t("analytics:performance.disabled")}</Tag>
                  )}
                </Button>
              ),
            },
            {
              title: f("staffNo"),
              dataIndex: "staffNo",
              key: "staffNo",
              width: 76,
              sorter: true,
              sortOrder: sorted("staffNo"),
              render: (v: string | null) => v ?? "-",
            },
            {
              title: f("department"),
              dataIndex: "departmentName",
              width: 100,
              ellipsis: true,
              render: (v: string | null) => v ?? "-",
            },
            { title: f("role"), dataIndex: "roleName", width: 100, ellipsis: true },
            num("cutLengthMm", metres),
            num("areaCutMm2", (v) => formatArea(v)),
            num("slabCount"),
            {
              ...num("slabsConsumedMilli", (v) => <SlabCount milli={v} />),
              title: f("slabsConsumed"),
              width: 96,
            },
            num("cutRecords"),
            num("craftsDone"),
            num("feeFen", yuan),
            num("boardsPacked"),
          ]}
          summary={() =>
            totals && (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="perf-totals">
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <strong>{t("analytics:performance.totals")}</strong>
                  </Table.Summary.Cell>
                  {(
                    [
                      ["cutLengthMm", metres(totals.cutLengthMm)],
                      ["areaCutMm2", formatArea(totals.areaCutMm2)],
                      ["slabCount", totals.slabCount],
                      ["slabsConsumedMilli", <SlabCount key="s" milli={totals.slabsConsumedMilli} />],
                      ["cutRecords", totals.cutRecords],
                      ["craftsDone", totals.craftsDone],
                      ["feeFen", yuan(totals.feeFen)],
                      ["boardsPacked", totals.boardsPacked],
                    ] as const
                  ).map(([key, v], i) => (
                    <Table.Summary.Cell key={key} index={i + 4} align="right">
                      <strong data-testid={`perf-total-${key}`}>{v}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </Card>
      <MemberDrawer
        memberId={s.member || undefined}
        row={list.data?.list.find((r) => r.memberId === s.member)}
        period={period}
        onClose={() => set({ member: "" })}
      />
    </div>
  );
}
