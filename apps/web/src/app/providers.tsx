import { ConfigProvider, message, theme } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { registerMessage, TOAST_DURATION_S, useSessionDialog } from "../lib/feedback.ts";

const THEME_PRIMARY = "#3685FE";

const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

const SessionExpiredDialog = lazy(() => import("./SessionExpiredDialog.tsx"));

/** Toasts (antd message bound to this ConfigProvider) and the session-end dialog, for the HTTP client. */
function Feedback() {
  const [api, holder] = message.useMessage({ duration: TOAST_DURATION_S, maxCount: 3 });
  const dialog = useSessionDialog();
  useEffect(() => registerMessage(api), [api]);
  return (
    <>
      {holder}
      {dialog.open && (
        <Suspense fallback={null}>
          <SessionExpiredDialog onConfirm={dialog.onConfirm} />
        </Suspense>
      )}
    </>
  );
}

/**
 * App-wide providers: antd theme (#3685FE) and locale following the UI language. React Query lives
 * in the signed-in shell (src/app/layout/Shell.tsx): the login page does not need it.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === "en-US" ? enUS : zhCN;
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: theme.defaultAlgorithm,
        token: {
          colorPrimary: THEME_PRIMARY,
          colorInfo: THEME_PRIMARY,
          colorLink: THEME_PRIMARY,
          borderRadius: 8,
          fontFamily: FONT_STACK,
          colorBgLayout: "#f3f5f9",
        },
        components: {
          Layout: { siderBg: "#0f1c33", headerBg: "#ffffff", headerHeight: 56, headerPadding: "0 20px" },
          Menu: {
            darkItemBg: "transparent",
            darkSubMenuItemBg: "transparent",
            darkItemSelectedBg: THEME_PRIMARY,
            itemBorderRadius: 8,
          },
        },
      }}
    >
      <Feedback />
      {children}
    </ConfigProvider>
  );
}
