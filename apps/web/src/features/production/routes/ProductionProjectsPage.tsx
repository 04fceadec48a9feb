import { ReloadOutlined } from "@ant-design/icons";
import type { ProductionProjectItem, ProductionProjectTab } from "@stoneworks/shared";
import { Menu } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Input, Space, Table, Tabs } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { productionProjectApi } from "../../../api/production.ts";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import {
  PRODUCTION_PROJECT_TABS,
  productionProjectKeys,
  productionProjectPath,
} from "../api/production-project-api.ts";
import { DeliveryDateModal, type DeliveryTarget } from "../components/DeliveryDateModal.tsx";
import { ProductionProgress } from "../components/ProductionProgress.tsx";
import { ProductionStatusTag } from "../components/ProductionStatusTag.tsx";
import "../../../components/page.css";
import "../production.css";

const PAGE_SIZES = [10, 20, 50, 100];

const readTab = (v: string | null): ProductionProjectTab =>
  (PRODUCTION_PROJECT_TABS as readonly string[]).includes(v ?? "") ? (v as ProductionProjectTab) : "all";
function readPositive(v: string | null, fallback: number, allowed?: number[]): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) return fallback;
  return allowed && !allowed.includes(n) ? fallback : n;
}

/**
 * /productionProject (2300): reviewed projects with their production status derived from their boards,
 * tabs with counts, search by name or project no., cutting progress, delivery date edit. Tab, search,
 * page and size live in the URL.
 */
export default function ProductionProjectsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const can = usePermission(Menu.ProductionProject);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get("tab"));
  const keyword = params.get("keyword") ?? "";
  const page = readPositive(params.get("page"), 1);
  const pageSize = readPositive(params.get("size"), 10, PAGE_SIZES);
  const [search, setSearch] = useState(keyword);
  const [editing, setEditing] = useState<DeliveryTarget | null>(null);
  useEffect(() => setSearch(keyword), [keyword]);

  const setQuery = (next: { tab?: ProductionProjectTab; keyword?: string; page?: number; size?: number }) => {
    const merged = { tab, keyword, page, size: pageSize, ...next };
    const q: Record<string, string> = {};
    if (merged.tab !== "all") q.tab = merged.tab;
    if (merged.keyword) q.keyword = merged.keyword;
    if (merged.page > 1) q.page = String(merged.page);
    if (merged.size !== 10) q.size = String(merged.size);
    setParams(q, { replace: true, state: FRESH_QUERY });
  };

  const list = useQuery({
    queryKey: [...productionProjectKeys.list, tab, keyword, page, pageSize],
    queryFn: () => productionProjectApi.list({ pageNum: page, pageSize, tab, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: productionProjectKeys.all });
  const counts = list.data?.counts;
  const total = list.data?.total ?? 0;
  useEffect(() => {
    if (!list.isFetching && list.data && page > 1 && (page - 1) * pageSize >= total) {
      setQuery({ page: Math.max(1, Math.ceil(total / pageSize)) });
    }
  });

  const tabLabel = (k: ProductionProjectTab) => (
    <span data-testid={`tab-${k}`}>
      {t(`production:project.tabs.${k}`)}
      <Badge
        style={{ marginInlineStart: 6 }}
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
    <div className="sw-page" data-testid="production-projects-page">
      <Card className="sw-page-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => setQuery({ tab: k as ProductionProjectTab, page: 1 })}
          items={PRODUCTION_PROJECT_TABS.map((k) => ({ key: k, label: tabLabel(k) }))}
        />
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 300 }}
            placeholder={t("production:project.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => setQuery({ keyword: v.trim(), page: 1 })}
            data-testid="production-project-search"
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refresh()}
            aria-label={t("app:actions.refresh")}
          />
        </div>
        <Table<ProductionProjectItem>
          rowKey="projectId"
          loading={tableLoading(list)}
          dataSource={list.data?.list ?? []}
          size="middle"
          tableLayout="fixed"
          locale={{
            emptyText: keyword ? t("production:project.noMatch") : t(`production:project.empty.${tab}`),
          }}
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
              title: t("production:project.name"),
              dataIndex: "name",
              render: (v: string, r) => (
                <div className="sw-pp-two-lines">
                  <Link
                    to={productionProjectPath(r.projectId, r.name)}
                    className="sw-pp-name"
                    title={v}
                    data-testid="production-project-row"
                    data-project-no={r.projectNo}
                    data-status={r.status}
                  >
                    {v}
                  </Link>
                  <span className="sw-pp-sub sw-pp-name" title={r.projectNo}>
                    {r.projectNo}
                  </span>
                </div>
              ),
            },
            {
              title: t("production:project.clientType"),
              dataIndex: "clientName",
              render: (v: string, r) => (
                <div className="sw-pp-two-lines">
                  <span className="sw-pp-name" title={v}>
                    {v || "-"}
                  </span>
                  <span className="sw-pp-sub">{t(`production:project.projectType.${r.projectType}`)}</span>
                </div>
              ),
            },
            {
              title: t("production:project.planesBoards"),
              key: "counts",
              width: 96,
              align: "right",
              render: (_, r) => (
                <span className="sw-pp-num">
                  {r.planeCount} / {r.boardCount}
                </span>
              ),
            },
            {
              title: t("production:project.progress"),
              key: "progress",
              width: 200,
              render: (_, r) => <ProductionProgress f={r} />,
            },
            {
              title: t("production:project.deliveryDate"),
              dataIndex: "deliveryDate",
              width: 108,
              render: (v: string | null) => (
                <span className="sw-pp-num" data-testid="delivery-cell">
                  {v ?? "-"}
                </span>
              ),
            },
            {
              title: t("production:project.status"),
              dataIndex: "status",
              width: 110,
              render: (v: ProductionProjectItem["status"]) => <ProductionStatusTag status={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 176,
              render: (_, r) => (
                <Space size={0} wrap={false}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(productionProjectPath(r.projectId, r.name))}
                    data-testid="production-project-detail"
                  >
                    {t("production:project.detail")}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && setEditing(r)}
                    data-testid="delivery-edit"
                  >
                    {t("production:project.editDelivery")}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DeliveryDateModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </div>
  );
}
