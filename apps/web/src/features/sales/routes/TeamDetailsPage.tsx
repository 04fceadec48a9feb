import { CrownFilled, EditOutlined } from "@ant-design/icons";
import { Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Result, Skeleton, Table, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { teamApi } from "../../../api/sales.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { usePermission } from "../../../lib/permission.ts";
import type { Editing } from "../../../lib/use-edit-modal.ts";
import { type CustomerItem, type OrderItem, salesKeys, type TeamMember } from "../api/sales-api.ts";
import { customerColumns, orderColumns } from "../components/columns.tsx";
import { StatGrid } from "../components/StatGrid.tsx";
import { SubList } from "../components/SubList.tsx";
import { TeamModal } from "../components/TeamModal.tsx";
import "../../../components/page.css";
import "../sales.css";

/** /teamManagement/teamDetails?teamId= (hidden, 1800): leader, members, the team's customers and orders. */
export default function TeamDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const teamId = params.get("teamId") ?? "";
  const client = useQueryClient();
  const can = usePermission(Menu.Teams);
  const [editing, setEditing] = useState<Editing<string>>(null);
  const detail = useQuery({
    queryKey: salesKeys.team(teamId),
    queryFn: () => teamApi.detail({ teamId }),
    enabled: !!teamId,
    retry: false,
  });
  if (!teamId || detail.isError)
    return (
      <Card className="sw-page-card">
        <Result status="404" title={t("sales:team.notFound")} />
      </Card>
    );
  const team = detail.data;
  if (!team)
    return (
      <Card className="sw-page-card">
        <Skeleton active />
      </Card>
    );

  return (
    <div className="sw-page" data-testid="team-details">
      <Card
        className="sw-page-card"
        title={team.name}
        extra={
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => can.check() && setEditing({ item: team.teamId })}
          >
            {t("app:actions.edit")}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t("sales:team.leader")}>{team.leaderName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.createdAt")}>
            <TimeAgo value={team.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.remark")}>{team.remark || "-"}</Descriptions.Item>
        </Descriptions>
        <StatGrid
          items={[
            { label: t("sales:team.memberCount"), value: team.memberCount },
            { label: t("sales:team.customerCount"), value: team.customerCount },
            { label: t("sales:team.orderCount"), value: team.orderCount },
          ]}
        />
      </Card>
      <Card className="sw-page-card">
        <Tabs
          items={[
            {
              key: "members",
              label: `${t("sales:team.members")} (${team.members.length})`,
              children: (
                <Table<TeamMember>
                  rowKey="memberId"
                  size="middle"
                  pagination={false}
                  dataSource={team.members}
                  data-testid="team-members-table"
                  columns={[
                    {
                      title: t("sales:team.memberName"),
                      dataIndex: "name",
                      render: (v: string, m) => (
                        <span>
                          {v}{" "}
                          {m.isLeader && (
                            <span className="sw-sub-text">
                              <CrownFilled style={{ color: "#faad14" }} /> {t("sales:team.leader")}
                            </span>
                          )}
                        </span>
                      ),
                    },
                    { title: t("sales:customer.phone"), dataIndex: "phone" },
                    { title: t("sales:team.customerCount"), dataIndex: "customerCount", align: "right" },
                    { title: t("sales:team.orderCount"), dataIndex: "orderCount", align: "right" },
                  ]}
                />
              ),
            },
            {
              key: "customers",
              label: t("sales:team.customers"),
              children: (
                <SubList<CustomerItem>
                  testId="team-customers"
                  queryKey={salesKeys.teamCustomers(team.teamId)}
                  fetch={(pageNum: number, pageSize: number) =>
                    teamApi.customers({ teamId: team.teamId, pageNum, pageSize })
                  }
                  rowKey="customerId"
                  columns={customerColumns(t)}
                />
              ),
            },
            {
              key: "orders",
              label: t("sales:team.orders"),
              children: (
                <SubList<OrderItem>
                  testId="team-orders"
                  queryKey={salesKeys.teamOrders(team.teamId)}
                  fetch={(pageNum: number, pageSize: number) =>
                    teamApi.orders({ teamId: team.teamId, pageNum, pageSize })
                  }
                  rowKey="orderId"
                  columns={orderColumns(t)}
                />
              ),
            },
          ]}
        />
      </Card>
      <TeamModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void client.invalidateQueries({ queryKey: salesKeys.team(teamId) });
        }}
      />
    </div>
  );
}
