import { DownOutlined, ReloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { ProjectImportResult, ProjectListItem, ProjectTab } from "@stoneworks/shared";
import { Menu } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Dropdown, Input, Space, Table, Tabs } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { projectApi } from "../../../api/project.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { usePermission } from "../../../lib/permission.ts";
import { PROJECT_LIST_TABS, projectKeys } from "../api/project-api.ts";
import { ProjectFlags } from "../components/ProjectFlags.tsx";
import { allowedActions, detailHref } from "../components/project-links.ts";
import { UploadProjectModal } from "../components/UploadProjectModal.tsx";
import { type ProjectAction, useProjectActions } from "../components/use-project-actions.tsx";
import "../../../components/page.css";
import "../project.css";
import { tableLoading } from "../../../lib/table-loading.ts";

const PAGE_SIZES = [10, 20, 50, 100];

function readTab(v: string | null): ProjectTab {
  return (PROJECT_LIST_TABS as readonly string[]).includes(v ?? "") ? (v as ProjectTab) : "pending";
}
function readPositive(v: string | null, fallback: number, allowed?: number[]): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) return fallback;
  return allowed && !allowed.includes(n) ? fallback : n;
}

/**
 * /layoutReview (2100): projects by review state with their counts, search by name or number, upload
 * a spreadsheet, approve / recall / delete. The query (tab, keyword, page, size) lives in the URL, so
 * the breadcrumb's memory brings the user back to the same page of the same tab.
 */
export default function LayoutReviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const can = usePermission(Menu.LayoutReview);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get("tab"));
  const keyword = params.get("keyword") ?? "";
  const page = readPositive(params.get("page"), 1);
  const pageSize = readPositive(params.get("size"), 10, PAGE_SIZES);
  const [search, setSearch] = useState(keyword);
  const [uploading, setUploading] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  useEffect(() => setSearch(keyword), [keyword]);

  const setQuery = (next: { tab?: ProjectTab; keyword?: string; page?: number; size?: number }) => {
    const merged = { tab, keyword, page, size: pageSize, ...next };
    const q: Record<string, string> = {};
    if (merged.tab !== "pending") q.tab = merged.tab;
    if (merged.keyword) q.keyword = merged.keyword;
    if (merged.page > 1) q.page = String(merged.page);
    if (merged.size !== 10) q.size = String(merged.size);
    // freshQuery: an empty query is the default tab, not "restore the last one" (breadcrumb memory).
    setParams(q, { replace: true, state: FRESH_QUERY });
  };

  const list = useQuery({
    queryKey: [...projectKeys.list, tab, keyword, page, pageSize],
    queryFn: () => projectApi.list({ pageNum: page, pageSize, tab, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.list });
  const counts = list.data?.counts;

  // A page past the end (after deletes or a narrower search) goes back to the last page.
  const total = list.data?.total ?? 0;
  useEffect(() => {
    if (!list.isFetching && list.data && page > 1 && (page - 1) * pageSize >= total) {
      setQuery({ page: Math.max(1, Math.ceil(total / pageSize)) });
    }
  });

  const actions = useProjectActions({
    onDone: () => void refresh(),
    onStale: () => void refresh(),
    onOpenSettings: (target) => navigate(detailHref(target, "settings")),
  });

  const imported = (r: ProjectImportResult) => {
    setUploading(false);
    toastSuccess(
      r.created
        ? t("project:upload.created", { projectNo: r.projectNo, boards: r.boards })
        : t("project:upload.updated", { projectNo: r.projectNo, boards: r.boards }),
    );
    setHighlight(r.projectId);
    setQuery({ tab: "pending", keyword: "", page: 1 });
    void refresh();
  };

  const tabLabel = (k: ProjectTab) => (
    <span data-testid={`tab-${k}`}>
      {t(`project:tabs.${k}`)}
      <Badge
        className="sw-pj-tab-count"
        count={counts?.[k] ?? 0}
        showZero
        overflowCount={9999}
        size="small"
        color={k === tab ? "#3685FE" : "#c4cad6"}
        data-testid={`count-${k}`}
      />
    </span>
  );

  return (
    <div className="sw-page" data-testid="layout-review-page">
      <Card className="sw-page-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => setQuery({ tab: k as ProjectTab, page: 1 })}
          items={PROJECT_LIST_TABS.map((k) => ({ key: k, label: tabLabel(k) }))}
        />
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 300 }}
            placeholder={t("project:list.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => setQuery({ keyword: v.trim(), page: 1 })}
            data-testid="project-search"
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refresh()}
            aria-label={t("app:actions.refresh")}
          />
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => can.check() && setUploading(true)}
            data-testid="project-upload"
          >
            {t("project:upload.open")}
          </Button>
        </div>
        <Table<ProjectListItem>
          rowKey="projectId"
          loading={tableLoading(list)}
          dataSource={list.data?.list ?? []}
          size="middle"
          tableLayout="fixed"
          rowClassName={(r) => (r.projectId === highlight ? "sw-pj-row-highlight" : "")}
          locale={{ emptyText: keyword ? t("project:list.noMatch") : t(`project:list.empty.${tab}`) }}
          pagination={{
            current: page,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (n) => t("forms:table.total", { total: n }),
            onChange: (p, s) => setQuery({ page: s !== pageSize ? 1 : p, size: s }),
          }}
          columns={[
            {
              title: t("project:fields.name"),
              dataIndex: "name",
              width: 176,
              render: (v: string, r) => (
                <div className="sw-pj-project-cell">
                  <Link
                    to={detailHref(r)}
                    className="sw-pj-project-name"
                    title={v}
                    data-testid="project-row"
                    data-project-no={r.projectNo}
                    data-status={r.reviewStatus}
                  >
                    {v}
                  </Link>
                  <ProjectFlags isNew={r.isNew} hasUpdate={r.hasUpdate} />
                </div>
              ),
            },
            { title: t("project:fields.projectNo"), dataIndex: "projectNo", width: 112, ellipsis: true },
            {
              title: t("project:fields.clientName"),
              dataIndex: "clientName",
              ellipsis: true,
              render: (v: string) => v || "-",
            },
            {
              title: t("project:list.typeAndLayout"),
              key: "type",
              width: 100,
              render: (_, r) => (
                <div className="sw-pj-two-lines">
                  <span>{t(`project:projectType.${r.projectType}`)}</span>
                  <span className="sw-sub-text">{t(`project:layoutMode.${r.layoutMode}`)}</span>
                </div>
              ),
            },
            {
              title: t("project:list.planesAndBoards"),
              key: "counts",
              width: 100,
              align: "right",
              render: (_, r) => (
                <span className="sw-pj-num">
                  {r.planeCount} / {r.boardCount}
                </span>
              ),
            },
            {
              title: t("project:fields.uploadedAt"),
              dataIndex: "uploadedAt",
              width: 90,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("project:fields.updatedAt"),
              dataIndex: "updatedAt",
              width: 90,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("project:fields.deliveryDate"),
              dataIndex: "deliveryDate",
              width: 100,
              render: (v: string | null) => <span className="sw-pj-num">{v ?? "-"}</span>,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 206,
              render: (_, r) => {
                const allowed = allowedActions(r.reviewStatus);
                const act = (a: ProjectAction) => can.check() && actions.run(a, r);
                // Approve stays in sight; recall and delete of a pending project sit under "more".
                const more = allowed.filter((a) => a !== "approve");
                return (
                  <Space size={0} wrap={false}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => navigate(detailHref(r))}
                      data-testid="project-detail"
                    >
                      {t("project:actions.detail")}
                    </Button>
                    {allowed.includes("approve") && (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => act("approve")}
                        data-testid="project-approve"
                      >
                        {t("project:actions.approve")}
                      </Button>
                    )}
                    {more.length === 1 && more[0] === "delete" && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => act("delete")}
                        data-testid="project-delete"
                      >
                        {t("app:actions.delete")}
                      </Button>
                    )}
                    {allowed.includes("approve") && more.length > 0 && (
                      <Dropdown
                        trigger={["click"]}
                        menu={{
                          items: more.map((a) => ({
                            key: a,
                            danger: a === "delete",
                            label: (
                              <span data-testid={`project-${a}`}>
                                {a === "delete" ? t("app:actions.delete") : t(`project:actions.${a}`)}
                              </span>
                            ),
                          })),
                          onClick: ({ key }) => act(key as ProjectAction),
                        }}
                      >
                        <Button type="link" size="small" data-testid="project-more">
                          {t("project:actions.more")} <DownOutlined />
                        </Button>
                      </Dropdown>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
      {actions.holder}
      <UploadProjectModal open={uploading} onClose={() => setUploading(false)} onImported={imported} />
    </div>
  );
}
