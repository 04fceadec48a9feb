import type { JoinRequest, JoinStatus, Member, MemberFilters, MemberStatus } from "@stoneworks/shared";
import { Menu } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Select, Space, Table, Tabs, Tag, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { memberApi, orgApi } from "../../../api/enterprise.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import {
  departmentOptionsQuery,
  departmentTreeData,
  enterpriseKeys,
  roleOptionsQuery,
} from "../api/enterprise-api.ts";
import { MemberModal } from "../components/MemberModal.tsx";
import { ReviewJoinModal } from "../components/ReviewJoinModal.tsx";
import "../../../components/page.css";
import "../enterprise.css";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { tableLoading } from "../../../lib/table-loading.ts";

const PAGE_SIZE = 10;

/** /enterprise/members (3002): members (server-paged, filters) and the join requests to review. */
export default function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "requests" ? "requests" : "members";
  const pending = useQuery({
    queryKey: [...enterpriseKeys.joinRequests, "count"],
    queryFn: () => orgApi.joinRequests({ pageNum: 1, pageSize: 1, status: "submitted" }),
  });
  return (
    <div className="sw-page" data-testid="members-page">
      <Card className="sw-page-card">
        <Tabs
          activeKey={tab}
          onChange={(k) =>
            setParams(k === "requests" ? { tab: k } : {}, { replace: true, state: FRESH_QUERY })
          }
          items={[
            { key: "members", label: t("enterprise:members.tab"), children: <MemberTable /> },
            {
              key: "requests",
              label: (
                <span data-testid="tab-requests">
                  {t("enterprise:requests.tab")}{" "}
                  <Badge count={pending.data?.total ?? 0} size="small" offset={[4, -2]} />
                </span>
              ),
              children: <JoinRequestTable />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

function useLookups() {
  const roles = useQuery(roleOptionsQuery());
  const departments = useQuery(departmentOptionsQuery());
  return { roles: roles.data ?? [], departments: departments.data ?? [] };
}

function MemberTable() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Members);
  const { roles, departments } = useLookups();
  const paged = usePaged<Member, MemberFilters>(
    enterpriseKeys.members,
    pagedBy(memberApi.list),
    {},
    PAGE_SIZE,
  );
  const { filters, filter, refresh } = paged;
  const edit = useEditModal<Member>(refresh);

  const setStatus = async (m: Member, status: MemberStatus) => {
    await memberApi.setStatus({ memberId: m.memberId, status, version: m.version });
    toastSuccess(
      t(status === "enabled" ? "enterprise:members.enabledDone" : "enterprise:members.disabledDone"),
    );
    await refresh();
  };
  const remove = async (m: Member) => {
    await memberApi.remove({ memberId: m.memberId });
    toastSuccess(t("forms:feedback.removed"));
    await refresh();
  };

  return (
    <>
      <ListToolbar
        paged={paged}
        search={{
          width: 280,
          placeholder: t("enterprise:members.searchPlaceholder"),
          testId: "member-search",
        }}
        add={{
          label: t("enterprise:members.add"),
          testId: "member-add",
          onClick: () => can.check() && edit.openCreate(),
        }}
      >
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t("enterprise:members.status")}
          value={filters.status}
          onChange={(v) => filter({ status: v })}
          options={[
            { value: "enabled", label: t("enterprise:status.enabled") },
            { value: "disabled", label: t("enterprise:status.disabled") },
          ]}
          data-testid="member-status-filter"
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t("enterprise:members.role")}
          value={filters.roleId}
          onChange={(v) => filter({ roleId: v })}
          options={roles.map((r) => ({ value: r.roleId, label: r.name }))}
        />
        <TreeSelect
          allowClear
          style={{ width: 180 }}
          placeholder={t("enterprise:members.department")}
          value={filters.departmentId}
          onChange={(v) => filter({ departmentId: v })}
          treeData={departmentTreeData(departments)}
          treeDefaultExpandAll
        />
      </ListToolbar>
      <Table<Member>
        rowKey="memberId"
        loading={tableLoading(paged.list)}
        dataSource={paged.rows}
        scroll={{ x: 960 }}
        pagination={paged.pagination}
        columns={[
          {
            title: t("enterprise:members.name"),
            dataIndex: "name",
            render: (v: string, m) => (
              <span className="sw-name-cell" data-testid="member-row" data-phone={m.phone}>
                <strong>{v}</strong>
                {m.self && <Tag color="blue">{t("enterprise:members.me")}</Tag>}
              </span>
            ),
          },
          {
            title: t("enterprise:members.staffNo"),
            dataIndex: "staffNo",
            width: 90,
            render: (v) => v || "-",
          },
          { title: t("enterprise:members.phone"), dataIndex: "phone", width: 130 },
          {
            title: t("enterprise:members.role"),
            dataIndex: "roleName",
            render: (v: string, m) => (m.isSuper ? <Tag color="gold">{t("common:role.superAdmin")}</Tag> : v),
          },
          { title: t("enterprise:members.department"), dataIndex: "departmentName", render: (v) => v || "-" },
          {
            title: t("enterprise:members.status"),
            dataIndex: "status",
            width: 90,
            render: (v: MemberStatus) => (
              <Tag color={v === "enabled" ? "success" : "default"} data-testid={`member-status-${v}`}>
                {t(v === "enabled" ? "enterprise:status.enabled" : "enterprise:status.disabled")}
              </Tag>
            ),
          },
          {
            title: t("enterprise:members.joinedAt"),
            dataIndex: "createdAt",
            width: 120,
            render: (v: string) => <TimeAgo value={v} />,
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            fixed: "right",
            width: 200,
            render: (_, m) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => can.check() && edit.openEdit(m)}
                  data-testid="member-edit"
                >
                  {t("app:actions.edit")}
                </Button>
                {!m.self && (
                  <ConfirmAction
                    title={t(
                      m.status === "enabled"
                        ? "enterprise:members.disableConfirm"
                        : "enterprise:members.enableConfirm",
                      { name: m.name },
                    )}
                    description={m.status === "enabled" ? t("enterprise:members.disableHint") : undefined}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => setStatus(m, m.status === "enabled" ? "disabled" : "enabled")}
                    testId={m.status === "enabled" ? "member-disable" : "member-enable"}
                  >
                    {t(m.status === "enabled" ? "enterprise:members.disable" : "enterprise:members.enable")}
                  </ConfirmAction>
                )}
                {!m.self && (
                  <ConfirmAction
                    title={t("enterprise:members.removeConfirm", { name: m.name })}
                    description={t("enterprise:members.removeHint")}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(m)}
                    testId="member-remove"
                    danger
                  >
                    {t("app:actions.remove")}
                  </ConfirmAction>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MemberModal
        open={!!edit.editing}
        member={edit.editing?.item ?? null}
        roles={roles}
        departments={departments}
        onClose={edit.modal.onClose}
        onSaved={edit.modal.onSaved}
      />
    </>
  );
}

function JoinRequestTable() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.Members);
  const { roles, departments } = useLookups();
  // Page and status in the address (prefix jr.): Back, a tag click and the tag's refresh keep them.
  const [q, setQ] = useQueryState("jr", { page: 1, status: "submitted" });
  const { page, status } = q;
  const [review, setReview] = useState<{ request: JoinRequest; approve: boolean } | null>(null);
  const list = useQuery({
    queryKey: [...enterpriseKeys.joinRequests, page, status],
    queryFn: () =>
      orgApi.joinRequests({
        pageNum: page,
        pageSize: PAGE_SIZE,
        ...(status === "all" ? {} : { status: status as JoinStatus }),
      }),
    placeholderData: keepPreviousData,
  });
  const statusKey: Record<string, string> = {
    submitted: "enterprise:requestStatus.submitted",
    approved: "enterprise:requestStatus.approved",
    rejected: "enterprise:requestStatus.rejected",
    cancelled: "enterprise:requestStatus.cancelled",
  };
  const statusColor: Record<string, string> = {
    submitted: "processing",
    approved: "success",
    rejected: "error",
    cancelled: "default",
  };
  return (
    <>
      <div className="sw-toolbar">
        <Select
          style={{ width: 160 }}
          value={status}
          onChange={(v) => setQ({ status: v, page: 1 })}
          data-testid="request-status"
          options={[
            { value: "submitted", label: t("enterprise:requestStatus.submitted") },
            { value: "approved", label: t("enterprise:requestStatus.approved") },
            { value: "rejected", label: t("enterprise:requestStatus.rejected") },
            { value: "cancelled", label: t("enterprise:requestStatus.cancelled") },
            { value: "all", label: t("enterprise:requestStatus.all") },
          ]}
        />
      </div>
      <Table<JoinRequest>
        rowKey="requestId"
        loading={tableLoading(list)}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (p) => setQ({ page: p }),
          showTotal: (total) => t("forms:table.total", { total }),
        }}
        locale={{ emptyText: t("enterprise:requests.empty") }}
        columns={[
          {
            title: t("enterprise:requests.applicant"),
            key: "who",
            render: (_, r) => (
              <span data-testid="request-row" data-phone={r.phone}>
                <strong>{r.nickname || r.phone}</strong>
                <div className="sw-sub-text">{r.phone}</div>
              </span>
            ),
          },
          { title: t("enterprise:requests.message"), dataIndex: "message", render: (v) => v || "-" },
          {
            title: t("enterprise:requests.status"),
            dataIndex: "status",
            width: 110,
            render: (v: string, r) => (
              <>
                <Tag color={statusColor[v]}>{statusKey[v] ? t(statusKey[v]) : v}</Tag>
                {r.reason && <div className="sw-sub-text">{r.reason}</div>}
              </>
            ),
          },
          {
            title: t("enterprise:requests.sentAt"),
            dataIndex: "createdAt",
            width: 130,
            render: (v: string) => <TimeAgo value={v} />,
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            width: 160,
            render: (_, r) =>
              r.status === "submitted" ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && setReview({ request: r, approve: true })}
                    data-testid="request-approve"
                  >
                    {t("enterprise:requests.approve")}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => can.check() && setReview({ request: r, approve: false })}
                    data-testid="request-reject"
                  >
                    {t("enterprise:requests.reject")}
                  </Button>
                </Space>
              ) : (
                "-"
              ),
          },
        ]}
      />
      <ReviewJoinModal
        request={review?.request ?? null}
        approve={review?.approve ?? true}
        roles={roles}
        departments={departments}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          void client.invalidateQueries({ queryKey: enterpriseKeys.joinRequests });
          void client.invalidateQueries({ queryKey: enterpriseKeys.members });
        }}
      />
    </>
  );
}
