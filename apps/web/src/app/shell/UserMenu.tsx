import { DownOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from "@ant-design/icons";
import type { UserInfo } from "@stoneworks/shared";
import { Avatar, Dropdown } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { userApi } from "../../api/account.ts";
import { endSession } from "../../lib/api-client.ts";
import { IdentityModal } from "./IdentityModal.tsx";

export function UserMenu({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const name = info.userInfo.nickname || info.userInfo.account;
  const org = info.orgInfo?.name ?? info.userInfo.orgName ?? "";

  const logOut = async () => {
    try {
      await userApi.logOut({}, { silent: true, sessionDialog: false });
    } catch {
      // the session ends on this side whatever the server says
    }
    endSession();
    navigate("/login", { replace: true });
  };

  return (
    <>
      <Dropdown
        trigger={["click"]}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: "personal",
              icon: <UserOutlined />,
              label: <span data-testid="menu-personal-center">{t("app:user.personalCenter")}</span>,
            },
            {
              key: "switch",
              icon: <SwapOutlined />,
              label: <span data-testid="menu-switch-org">{t("app:user.switchOrg")}</span>,
            },
            {
              key: "password",
              icon: <KeyOutlined />,
              label: <span data-testid="menu-change-password">{t("app:user.changePassword")}</span>,
            },
            { type: "divider" },
            {
              key: "logout",
              icon: <LogoutOutlined />,
              danger: true,
              label: <span data-testid="menu-logout">{t("app:user.logOut")}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === "personal") navigate("/personalCenter");
            if (key === "switch") setSwitching(true);
            if (key === "password")
              navigate(`/userInfo?state=changePassword&phone=${encodeURIComponent(info.userInfo.account)}`);
            if (key === "logout") void logOut();
          },
        }}
      >
        <button type="button" className="sw-user" data-testid="user-menu">
          <Avatar size={32} src={info.userInfo.avatar || undefined} className="sw-user-avatar">
            {name.slice(0, 1)}
          </Avatar>
          <span className="sw-user-text">
            <span className="sw-user-name" data-testid="user-name">
              {name}
            </span>
            {org && <span className="sw-user-org">{org}</span>}
          </span>
          <DownOutlined className="sw-user-caret" />
        </button>
      </Dropdown>
      <IdentityModal open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
