import { BankOutlined, PlusOutlined, SwapOutlined, TeamOutlined } from "@ant-design/icons";
import type { Identity } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Avatar, Button, Card, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { identityApi } from "../../../api/account.ts";
import { identityListKey, useSwitchOrg } from "../../../lib/identity.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { MyJoinRequests } from "../components/MyJoinRequests.tsx";
import "../../../components/page.css";
import "../account.css";

/** /operatingPoints (1100): the user's enterprises, switch, pending join requests, join or create. */
export default function OperatingPointsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const list = useQuery({ queryKey: identityListKey, queryFn: () => identityApi.list(), staleTime: 0 });
  const switchOrg = useSwitchOrg();
  const toOrgPage = (tab: "join" | "create") =>
    navigate(`/userInfo?state=org&phone=${encodeURIComponent(info?.userInfo.account ?? "")}&tab=${tab}`);

  return (
    <div className="sw-page" data-testid="operating-points">
      <Card className="sw-page-card">
        <div className="sw-page-head">
          <div>
            <h2>{t("account:points.title")}</h2>
            <p>{t("account:points.subtitle")}</p>
          </div>
          <div className="sw-toolbar">
            <Button icon={<TeamOutlined />} onClick={() => toOrgPage("join")} data-testid="points-join">
              {t("account:points.join")}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => toOrgPage("create")}
              data-testid="points-create"
            >
              {t("account:points.create")}
            </Button>
          </div>
        </div>
        <Table<Identity>
          rowKey="orgId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          columns={[
            {
              title: t("account:points.org"),
              key: "org",
              render: (_, r) => (
                <span className="sw-name-cell" data-testid="point-row" data-org={r.orgName}>
                  <Avatar shape="square" src={r.logo || undefined} icon={<BankOutlined />} />
                  <strong>{r.orgName}</strong>
                  {r.current && <Tag color="blue">{t("app:user.current")}</Tag>}
                </span>
              ),
            },
            { title: t("account:points.role"), dataIndex: "roleName", render: (v) => v || "-" },
            {
              title: t("account:points.status"),
              dataIndex: "status",
              render: (v: string) =>
                v === "disabled" ? (
                  <Tag color="error">{t("account:points.disabled")}</Tag>
                ) : (
                  <Tag color="success">{t("account:points.enabled")}</Tag>
                ),
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 160,
              render: (_, r) => (
                <Button
                  type="link"
                  icon={<SwapOutlined />}
                  disabled={r.current || r.status === "disabled"}
                  loading={switchOrg.isPending && switchOrg.variables === r.orgId}
                  onClick={() => switchOrg.mutate(r.orgId)}
                  data-testid="point-switch"
                >
                  {r.current ? t("account:points.inUse") : t("account:points.switch")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card className="sw-page-card" title={t("account:points.pending")}>
        <MyJoinRequests onlyPending />
      </Card>
    </div>
  );
}
