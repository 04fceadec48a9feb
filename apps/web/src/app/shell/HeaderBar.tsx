import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from "@ant-design/icons";
import type { UserInfo } from "@stoneworks/shared";
import { Button, Layout, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { BreadcrumbNav } from "./BreadcrumbNav.tsx";
import { UserMenu } from "./UserMenu.tsx";

export function HeaderBar({
  collapsed,
  onToggle,
  info,
}: {
  collapsed: boolean;
  onToggle: () => void;
  info: UserInfo;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Layout.Header className="sw-header">
      <div className="sw-header-left">
        <Button
          type="text"
          className="sw-collapse-btn"
          data-testid="sidebar-toggle"
          aria-label={t(collapsed ? "app:layout.expand" : "app:layout.collapse")}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <BreadcrumbNav />
      </div>
      <div className="sw-header-right">
        <Tooltip title={t("app:pages.guide")}>
          <Button type="text" icon={<QuestionCircleOutlined />} onClick={() => navigate("/guide")} />
        </Tooltip>
        <LanguageSwitch />
        <UserMenu info={info} />
      </div>
    </Layout.Header>
  );
}
