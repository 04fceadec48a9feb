import { Menu } from "@stoneworks/shared";
import { Button, Card, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { teamApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { salesKeys, type TeamItem } from "../api/sales-api.ts";
import { TeamModal } from "../components/TeamModal.tsx";
import { teamPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /teamManagement (1800): sales teams with their leader, size, customers and orders. */
export default function TeamsPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Teams);
  const paged = usePaged<TeamItem, { keyword?: string }>(salesKeys.teams, pagedBy(teamApi.list), {});
  const edit = useEditModal<string>(paged.refresh);

  return (
    <div className="sw-page" data-testid="teams-page">
      <Card className="sw-page-card" title={t("sales:team.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 260, placeholder: t("sales:team.searchPlaceholder") }}
          add={{
            label: t("sales:team.add"),
            testId: "team-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        />
        <Table<TeamItem>
          rowKey="teamId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={[
            {
              title: t("sales:team.name"),
              dataIndex: "name",
              render: (v: string, team) => (
                <Link to={teamPath(team.teamId, team.name)} data-testid="team-row" data-name={v}>
                  <strong>{v}</strong>
                </Link>
              ),
            },
            {
              title: t("sales:team.leader"),
              dataIndex: "leaderName",
              width: 120,
              render: (v: string | null) => v ?? "-",
            },
            { title: t("sales:team.memberCount"), dataIndex: "memberCount", width: 100, align: "right" },
            { title: t("sales:team.customerCount"), dataIndex: "customerCount", width: 100, align: "right" },
            { title: t("sales:team.orderCount"), dataIndex: "orderCount", width: 100, align: "right" },
            {
              title: t("sales:common.remark"),
              dataIndex: "remark",
              ellipsis: true,
              render: (v: string) => v || "-",
            },
            {
              title: t("sales:common.createdAt"),
              dataIndex: "createdAt",
              width: 120,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 130,
              render: (_, team) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && edit.openEdit(team.teamId)}
                    data-testid="team-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmAction
                    danger
                    title={t("sales:team.deleteConfirm", { name: team.name })}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={async () => {
                      await teamApi.delete({ teamId: team.teamId });
                      toastSuccess(t("forms:feedback.deleted"));
                      await paged.refresh();
                    }}
                    testId="team-delete"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <TeamModal {...edit.modal} />
    </div>
  );
}
