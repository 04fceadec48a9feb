import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandMark } from "../../components/BrandMark.tsx";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";

/** Frame for open pages (/guide, /demo) viewed without a session. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="sw-public">
      <header className="sw-public-header">
        <Link to="/login" className="sw-public-brand">
          <BrandMark size={28} />
          <span>{t("app:brand.name")}</span>
        </Link>
        <div className="sw-public-right">
          <LanguageSwitch />
          <Link to="/login">{t("app:actions.login")}</Link>
        </div>
      </header>
      <main className="sw-public-main">{children}</main>
    </div>
  );
}
