import { QueryClientProvider } from "@tanstack/react-query";
import { Layout, Spin } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { endSession } from "../../lib/api-client.ts";
import { toastError } from "../../lib/feedback.ts";
import { hasMenu } from "../../lib/permission.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useUserInfo } from "../../lib/session.ts";
import type { ShellContext } from "../../lib/shell-context.ts";
import { getToken, readLocal, SIDEBAR_KEY, writeLocal } from "../../lib/storage.ts";
import { useToken } from "../../lib/use-token.ts";
import { routeMeta } from "../route-meta.ts";
import type { RouteHandle } from "../router.tsx";
import { OPEN_PAGES, SCREENS } from "../screens.ts";
import { HeaderBar } from "./HeaderBar.tsx";
import { PublicFrame } from "./PublicFrame.tsx";
import { rememberedQuery, rememberQuery } from "./query-memory.ts";
import { Sidebar } from "./Sidebar.tsx";
import { TagsView } from "./TagsView.tsx";
import { tagsStore } from "./tags-store.ts";
import "../../lib/dayjs-locale.ts";
import "./layout.css";

/**
 * The signed-in frame: loads the user info (a failure ends the session → /login), guards routes by
 * menu id (→ /401), records visited tags and each route's last query. Open pages (/guide, /demo…)
 * render outside the frame when nobody is signed in.
 */
export default function Shell() {
  const token = useToken();
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
  if (!token && !handle.open) return <Navigate to="/login" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      {token ? (
        <SignedInShell menuId={handle.menuId} />
      ) : (
        <PublicFrame>
          <Outlet />
        </PublicFrame>
      )}
    </QueryClientProvider>
  );
}

function SignedInShell({ menuId }: { menuId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useUserInfo();
  const [collapsed, setCollapsed] = useState(() => readLocal(SIDEBAR_KEY) === "1");
  const failed = useRef(false);

  useEffect(() => {
    if (!info.error || failed.current) return;
    const cancelled = (info.error as { kind?: string }).kind === "cancelled";
    if (cancelled) return;
    failed.current = true;
    // Only end the session when no newer login replaced the token meanwhile.
    if (getToken()) endSession();
    toastError(t("app:session.verifyFailed"));
    navigate("/login", { replace: true });
  }, [info.error, navigate, t]);

  useEffect(() => {
    if (info.data && !info.data.orgInfo) {
      navigate(`/userInfo?state=org&phone=${encodeURIComponent(info.data.userInfo.account)}`, {
        replace: true,
      });
    }
  }, [info.data, navigate]);

  // Breadcrumb memory: a route opened without a query gets its last one back.
  const { pathname, search, state } = location;
  useEffect(() => {
    if (pathname.startsWith("/redirect")) return;
    const fresh = (state as { freshQuery?: boolean } | null)?.freshQuery;
    if (search || fresh) {
      rememberQuery(pathname, search);
    } else {
      const previous = rememberedQuery(pathname);
      if (previous) {
        navigate(`${pathname}${previous}`, { replace: true });
        return;
      }
    }
    const meta = routeMeta(pathname);
    if (meta) tagsStore.visit({ path: pathname, search, titleKey: meta.titleKey });
  }, [pathname, search, state, navigate]);

  const context = useMemo<ShellContext>(() => {
    const held = SCREENS.filter((s) => !s.hidden && hasMenu(info.data, s.menuId)).map((s) => ({
      path: s.path,
      menuId: s.menuId,
      titleKey: routeMeta(s.path)?.titleKey ?? s.path,
    }));
    return { links: [...held, ...OPEN_PAGES.map((p) => ({ path: p.path, titleKey: p.titleKey }))] };
  }, [info.data]);

  const toggle = () => {
    setCollapsed((c) => {
      writeLocal(SIDEBAR_KEY, c ? "0" : "1");
      return !c;
    });
  };

  if (!info.data) {
    return (
      <div className="sw-fullscreen-spin">
        <Spin size="large" />
      </div>
    );
  }
  if (menuId !== undefined && !hasMenu(info.data, menuId)) return <Navigate to="/401" replace />;

  return (
    // hasSider: the sider is inside <Sidebar>, which antd cannot see; without it the first frames lay the
    // shell out in a column (the main area as wide as the window) until the sider registers itself.
    <Layout className="sw-shell" hasSider>
      <Sidebar collapsed={collapsed} info={info.data} />
      <Layout className="sw-main">
        <HeaderBar collapsed={collapsed} onToggle={toggle} info={info.data} />
        <TagsView />
        <Layout.Content className="sw-content">
          <Outlet context={context} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
