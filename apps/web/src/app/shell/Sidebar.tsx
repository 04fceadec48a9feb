import type { UserInfo } from "@stoneworks/shared";
import { Layout, Menu, type MenuProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { BrandMark } from "../../components/BrandMark.tsx";
import { routeMeta } from "../route-meta.ts";
import { SCREEN_MENU_IDS } from "../screens.ts";
import { DEFAULT_MENU_ICON, MENU_ICONS } from "./menu-icons.tsx";
import { withRememberedQuery } from "./query-memory.ts";
import { buildSidebar, type SidebarNode } from "./sidebar-items.ts";

const SIDEBAR_WIDTH = 250;

export function Sidebar({ collapsed, info }: { collapsed: boolean; info: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // A detail page lights up the list it belongs to (its breadcrumb's steps), not nothing.
  const selected = [pathname, ...(routeMeta(pathname, params)?.trail ?? []).flatMap((s) => s.path ?? [])];
  const tree = useMemo(() => buildSidebar(info.menu, SCREEN_MENU_IDS), [info.menu]);

  const items: MenuProps["items"] = useMemo(() => {
    const toItem = (n: SidebarNode): NonNullable<MenuProps["items"]>[number] => {
      const icon = n.icon ? (MENU_ICONS[n.icon] ?? DEFAULT_MENU_ICON) : undefined;
      const text = t(`common:menu.${n.menu.key}`);
      const label = <span title={text}>{text}</span>;
      if (n.children) {
        return { key: `group-${n.menu.id}`, icon, label, children: n.children.map(toItem) };
      }
      return { key: n.menu.path as string, icon, label, "data-testid": `menu-${n.menu.id}` } as never;
    };
    return tree.map(toItem);
  }, [tree, t]);

  const openKeys = tree
    .filter((n) => n.children?.some((c) => c.menu.path === pathname))
    .map((n) => `group-${n.menu.id}`);

  return (
    <Layout.Sider
      className="sw-sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={64}
      collapsed={collapsed}
      trigger={null}
      collapsible
    >
      <div className="sw-sider-brand">
        <BrandMark size={30} />
        {!collapsed && (
          <div className="sw-sider-brand-text">
            <span className="sw-sider-brand-name">{t("app:brand.name")}</span>
            <span className="sw-sider-brand-sub">{t("app:brand.tagline")}</span>
          </div>
        )}
      </div>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected}
        defaultOpenKeys={openKeys}
        items={items}
        onClick={({ key }) => navigate(withRememberedQuery(key))}
        className="sw-sider-menu"
      />
      {!collapsed && (
        <div className="sw-sider-footer">
          <span>{info.orgInfo?.name ?? ""}</span>
        </div>
      )}
    </Layout.Sider>
  );
}
