import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getToken } from "../../../lib/storage.ts";
import "../errors.css";

export function ErrorPage({ status }: { status: "404" | "403" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const which = status === "404" ? "notFound" : "forbidden";
  return (
    <div className="sw-error-page" data-testid={`page-${status === "404" ? "404" : "401"}`}>
      <Result
        status={status}
        title={t(status === "404" ? "errors:notFound.title" : "errors:forbidden.title")}
        subTitle={t(which === "notFound" ? "errors:notFound.text" : "errors:forbidden.text")}
        extra={[
          <Button key="back" onClick={() => navigate(-1)}>
            {t("app:actions.back")}
          </Button>,
          <Button key="home" type="primary" onClick={() => navigate(getToken() ? "/stageHome" : "/login")}>
            {t("errors:home")}
          </Button>,
        ]}
      />
    </div>
  );
}
