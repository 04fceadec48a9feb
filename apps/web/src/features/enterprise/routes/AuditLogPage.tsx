import { ArrowRightOutlined, ReloadOutlined } from "@ant-design/icons";
import type { AuditEntry, AuditFilters } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, DatePicker, Select, Table, Tag, Tooltip } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { auditApi } from "../../../api/enterprise.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { enterpriseKeys, memberOptionsQuery } from "../api/enterprise-api.ts";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, actionLabel, entityLabel, stateLabel } from "../audit-catalogue.ts";
import { detailText } from "../audit-detail.ts";
import "../../../components/page.css";
import "../enterprise.css";
import { tableLoading } from "../../../lib/table-loading.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";

const PAGE_SIZE = 20;

const ENTITY_COLORS: Record<string, string> = {
  member: "blue",
  role: "purple",
  department: "cyan",
  joinRequest: "orange",
  org: "gold",
  user: "geekblue",
  session: "default",
};

/** /enterprise/auditLog (3007): who changed what and when, newest first, server-paged. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Page and filters in the address (prefix log.): Back, a tag click and the tag's refresh keep them.
  const [q, setQ] = useQueryState("log", {
    page: 1,
    actorUserId: "",
    entity: "",
    action: "",
    from: "",
    to: "",
  });
  const page = q.page;
  const filters: AuditFilters = {
    actorUserId: q.actorUserId || undefined,
    entity: (q.entity || undefined) as AuditFilters["entity"],
    action: q.action || undefined,
    from: q.from || undefined,
    to: q.to || undefined,
  };
  const range: [Dayjs | null, Dayjs | null] | null =
    q.from || q.to ? [q.from ? dayjs(q.from) : null, q.to ? dayjs(q.to) : null] : null;
  const members = useQuery(memberOptionsQuery());
  const list = useQuery({
    queryKey: [...enterpriseKeys.audit, page, filters],
    queryFn: () => auditApi.list({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  const filter = (f: Partial<Record<keyof typeof q, string | undefined>>) => setQ({ ...f, page: 1 });
  const actions = filters.entity
    ? ((AUDIT_ACTIONS as Record<string, readonly string[]>)[filters.entity] ?? [])
    : [];

  return (
    <div className="sw-page" data-testid="audit-page">
      <Card className="sw-page-card" title={t("enterprise:audit.title")}>
        <div className="sw-toolbar">
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            style={{ width: 200 }}
            placeholder={t("enterprise:audit.who")}
            value={filters.actorUserId}
            onChange={(v) => filter({ actorUserId: v })}
            options={(members.data?.list ?? []).map((m) => ({
              value: m.userId,
              label: `${m.name} ${m.phone}`,
            }))}
            data-testid="audit-who"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            style={{ width: 150 }}
            placeholder={t("enterprise:audit.entityLabel")}
            value={filters.entity}
            onChange={(v) => filter({ entity: v, action: undefined })}
            options={AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(t, e) }))}
            data-testid="audit-entity"
          />
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t("enterprise:audit.actionLabel")}
            disabled={!filters.entity}
            value={filters.action}
            onChange={(v) => filter({ action: v })}
            options={actions.map((a) => ({ value: a, label: actionLabel(t, filters.entity ?? "", a) }))}
            data-testid="audit-action"
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              filter({
                from: v?.[0]?.startOf("day").toISOString(),
                to: v?.[1]?.endOf("day").toISOString(),
              });
            }}
            data-testid="audit-range"
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            aria-label={t("app:actions.refresh")}
            onClick={() => void client.invalidateQueries({ queryKey: enterpriseKeys.audit })}
          />
        </div>
        <Table<AuditEntry>
          rowKey="id"
          loading={tableLoading(list)}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (p) => setQ({ page: p }),
            showSizeChanger: false,
            showTotal: (total) => t("forms:table.total", { total }),
          }}
          columns={[
            {
              title: t("enterprise:audit.when"),
              dataIndex: "createdAt",
              width: 130,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("enterprise:audit.who"),
              dataIndex: "actorName",
              width: 140,
              render: (v: string | null) => v || t("enterprise:audit.system"),
            },
            {
              title: t("enterprise:audit.entityLabel"),
              dataIndex: "entity",
              width: 120,
              render: (v: string) => <Tag color={ENTITY_COLORS[v] ?? "default"}>{entityLabel(t, v)}</Tag>,
            },
            {
              title: t("enterprise:audit.actionLabel"),
              key: "action",
              width: 130,
              render: (_, r) => (
                <span data-testid="audit-action-cell">{actionLabel(t, r.entity, r.action)}</span>
              ),
            },
            {
              title: t("enterprise:audit.change"),
              key: "change",
              width: 200,
              render: (_, r) =>
                r.fromState || r.toState ? (
                  <span className="sw-audit-change">
                    {r.fromState ? <Tag>{stateLabel(t, r.fromState, r.entity)}</Tag> : <span>-</span>}
                    <ArrowRightOutlined />
                    {r.toState ? (
                      <Tag color="blue">{stateLabel(t, r.toState, r.entity)}</Tag>
                    ) : (
                      <span>-</span>
                    )}
                  </span>
                ) : (
                  "-"
                ),
            },
            {
              title: t("enterprise:audit.detail"),
              key: "detail",
              render: (_, r) => {
                const text = detailText(t, r.entity, r.detail);
                return text ? (
                  <Tooltip title={text}>
                    <span className="sw-audit-detail" data-testid="audit-detail-cell">
                      {text}
                    </span>
                  </Tooltip>
                ) : (
                  "-"
                );
              },
            },
          ]}
        />
      </Card>
    </div>
  );
}
