import { Card, Steps } from "antd";
import { useTranslation } from "react-i18next";
import "../guide.css";

const STEPS = ["login", "org", "roles", "data", "production"] as const;

/** /guide: getting started, both languages; open without a role check. */
export default function GuidePage() {
  const { t } = useTranslation();
  return (
    <div className="sw-guide" data-testid="guide-page">
      <Card>
        <h1>{t("guide:title")}</h1>
        <p className="sw-guide-intro">{t("guide:intro")}</p>
        <Steps
          orientation="vertical"
          current={-1}
          items={STEPS.map((s) => ({
            title: t(`guide:steps.${s}.title`),
            content: t(`guide:steps.${s}.text`),
          }))}
        />
        <h3>{t("guide:help.title")}</h3>
        <p>{t("guide:help.text")}</p>
      </Card>
    </div>
  );
}
