import {
  ArrowRightOutlined,
  BankOutlined,
  CalendarOutlined,
  CompassOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Card, Col, Row, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayjs, toDayjs } from "../../../lib/dayjs-locale.ts";
import { useRelativeTime } from "../../../lib/format.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { useShell } from "../../../lib/shell-context.ts";
import { FloorCards } from "../components/FloorCards.tsx";
import { SalesCards } from "../components/SalesCards.tsx";
import { StartSteps } from "../components/StartSteps.tsx";
import "../home.css";

const LINK_ICONS: Record<string, React.ReactNode> = {
  "/guide": <CompassOutlined />,
};

/** Open pages that are not for the workbench: /demo shows the display rules to developers. */
const NOT_QUICK = new Set(["/stageHome", "/demo"]);

/**
 * /stageHome: welcome, today's date, the sales cards the role may see, quick links to what it can open
 * and the getting-started steps its menus allow.
 */
export default function StageHomePage() {
  const { t, i18n } = useTranslation();
  const { data } = useUserInfo();
  const { links } = useShell();
  const [loadedAt] = useState(() => Date.now());
  const since = useRelativeTime(loadedAt);
  const hour = new Date().getHours();
  const greeting =
    hour < 12 ? "home:greeting.morning" : hour < 18 ? "home:greeting.afternoon" : "home:greeting.evening";
  const today = dayjs()
    .locale(toDayjs(i18n.language))
    .format(i18n.language === "zh-CN" ? "YYYY年M月D日 dddd" : "dddd, MMMM D, YYYY");
  const name = data?.userInfo.nickname || data?.userInfo.account || "";
  const quick = links.filter((l) => !NOT_QUICK.has(l.path));

  return (
    <div className="sw-home" data-testid="stage-home">
      <section className="sw-home-hero">
        <div className="sw-home-hero-text">
          <div className="sw-home-date">
            <CalendarOutlined /> <span data-testid="home-date">{today}</span>
          </div>
          <h1 data-testid="home-welcome">{t(greeting, { name })}</h1>
          <div className="sw-home-meta">
            <span>
              <BankOutlined /> {data?.orgInfo?.name ?? "-"}
            </span>
            <span>
              <SafetyCertificateOutlined /> {data?.roleName ?? "-"}
            </span>
            <span>
              <UserOutlined /> {data?.userInfo.account}
            </span>
          </div>
        </div>
        <div className="sw-home-hero-art" aria-hidden="true">
          <div className="sw-home-tile sw-home-tile-1" />
          <div className="sw-home-tile sw-home-tile-2" />
          <div className="sw-home-tile sw-home-tile-3" />
        </div>
      </section>

      <FloorCards info={data} paths={new Set(links.map((l) => l.path))} />

      <SalesCards info={data} />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t("home:quick.title")} className="sw-home-card">
            {quick.length === 0 ? (
              <p className="sw-muted">{t("home:quick.empty")}</p>
            ) : (
              <div className="sw-quick-grid">
                {quick.map((l) => (
                  <Link
                    key={l.path}
                    to={l.path}
                    className="sw-quick"
                    data-testid={`quick-${l.path.slice(1)}`}
                  >
                    <span className="sw-quick-icon">{LINK_ICONS[l.path] ?? <ArrowRightOutlined />}</span>
                    <span className="sw-quick-title">{t(l.titleKey)}</span>
                    <ArrowRightOutlined className="sw-quick-arrow" />
                  </Link>
                ))}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("home:status.title")} className="sw-home-card">
            <ul className="sw-status-list">
              <li>
                <span>{t("home:status.enterprise")}</span>
                <strong>{data?.orgInfo?.name ?? "-"}</strong>
              </li>
              <li>
                <span>{t("home:status.role")}</span>
                <strong>{data?.roleName ?? "-"}</strong>
              </li>
              <li>
                <span>{t("home:status.mes")}</span>
                {data?.orgInfo?.mesEnabled ? (
                  <Tag color="green">{t("home:status.opened")}</Tag>
                ) : (
                  <Tag>{t("home:status.notOpened")}</Tag>
                )}
              </li>
              <li>
                <span>{t("home:status.signedIn")}</span>
                <strong>{since}</strong>
              </li>
            </ul>
          </Card>
        </Col>
        <Col span={24}>
          <StartSteps info={data} />
        </Col>
      </Row>
    </div>
  );
}
