import { ArrowRightOutlined } from "@ant-design/icons";
import { MENUS, Menu, type UserInfo } from "@stoneworks/shared";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasMenu } from "../../../lib/permission.ts";

/**
 * Getting-started steps, each for the menus that do it: a step shows only when the role holds one of
 * its menus, and links to the first of them it holds. Keys under `home:start.<key>`.
 */
const STEPS: { key: string; menus: number[] }[] = [
  { key: "s1", menus: [Menu.EnterpriseInfo] },
  { key: "s2", menus: [Menu.Members, Menu.Roles] },
  { key: "s3", menus: [Menu.Workshops, Menu.Racks, Menu.Crafts, Menu.ProcessFlow] },
  { key: "s4", menus: [Menu.LayoutReview] },
  { key: "s5", menus: [Menu.BusinessCustomer, Menu.StoreCustomer, Menu.PersonalCustomer] },
  { key: "s6", menus: [Menu.Orders] },
  { key: "s7", menus: [Menu.OfflinePayment, Menu.OnlinePayment] },
];

const pathOf = (id: number) => MENUS.find((m) => m.id === id)?.path;

/** The steps the role can take; nothing when it can take none. */
export function StartSteps({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const steps = STEPS.flatMap((s) => {
    const held = s.menus.find((id) => hasMenu(info, id));
    const path = held === undefined ? undefined : pathOf(held);
    return path ? [{ key: s.key, path }] : [];
  });
  if (steps.length === 0) return null;
  return (
    <Card
      title={t("home:start.title")}
      className="sw-home-card"
      extra={<Link to="/guide">{t("home:start.more")}</Link>}
      data-testid="home-start"
    >
      <ol className="sw-start">
        {steps.map((s, i) => (
          <li key={s.key} data-testid={`home-step-${s.key}`}>
            <span className="sw-start-no">{i + 1}</span>
            <div>
              <Link to={s.path} className="sw-start-link">
                <strong>{t(`home:start.${s.key}.title`)}</strong> <ArrowRightOutlined />
              </Link>
              <p>{t(`home:start.${s.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
