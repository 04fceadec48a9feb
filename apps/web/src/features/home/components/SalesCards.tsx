import { CalendarOutlined, FileTextOutlined, TeamOutlined, WalletOutlined } from "@ant-design/icons";
// The home cards: docs/api-sales.md "Home cards": my customers and tasks, the month's sales in `salesScope`.
import { formatMoney, Menu, type UserInfo } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Col, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { salesHomeApi } from "../../../api/sales.ts";
import { hasMenu } from "../../../lib/permission.ts";

const CUSTOMER_PAGES: [number, string][] = [
  [Menu.BusinessCustomer, "/customerManagement/businessCustomer"],
  [Menu.StoreCustomer, "/customerManagement/storeCustomer"],
  [Menu.PersonalCustomer, "/customerManagement/personalCustomer"],
];

const yuan = (fen: number) => `¥${formatMoney(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

function Tile(props: {
  to: string;
  icon: ReactNode;
  title: string;
  value: ReactNode;
  foot: ReactNode;
  testId: string;
  scope?: string;
}) {
  return (
    <Link to={props.to} className="sw-sales-card" data-testid={props.testId} data-scope={props.scope}>
      <span className="sw-sales-card-icon">{props.icon}</span>
      <span className="sw-sales-card-title">{props.title}</span>
      <strong className="sw-sales-card-value">{props.value}</strong>
      <span className="sw-sales-card-foot">{props.foot}</span>
    </Link>
  );
}

/**
 * Sales cards on /stageHome, each only for a user holding its menu; nothing when none applies. Customers
 * and tasks are the user's own ("My …"); the month's orders and collections are the enterprise's when the
 * server says so (`salesScope`), else the user's own, and each card's title says which.
 */
export function SalesCards({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const customersPath = CUSTOMER_PAGES.find(([id]) => hasMenu(info, id))?.[1];
  const canTasks = hasMenu(info, Menu.Tasks);
  const canOrders = hasMenu(info, Menu.Orders);
  // Collections on the orders I own: a seller's figure, so it follows the orders menu.
  const canCollections = canOrders;
  const any = !!customersPath || canTasks || canOrders || canCollections;
  const cards = useQuery({
    queryKey: ["sales", "home"],
    queryFn: () => salesHomeApi.cards({}, { silent: true, forbiddenRedirect: false }),
    enabled: any,
    staleTime: 30_000,
  });
  const d = cards.data;
  if (!any || !d) return null;
  const scope = d.salesScope;
  const span = { xs: 24, sm: 12, xl: 6 };
  return (
    <Row gutter={[16, 16]} data-testid="home-sales">
      {customersPath && (
        <Col {...span}>
          <Tile
            to={customersPath}
            icon={<TeamOutlined />}
            title={t("home:sales.customers")}
            value={d.myCustomers}
            foot={t("home:sales.customersFoot")}
            testId="home-card-customers"
          />
        </Col>
      )}
      {canTasks && (
        <Col {...span}>
          <Tile
            to="/taskManagement/taskList"
            icon={<CalendarOutlined />}
            title={t("home:sales.myTasks")}
            value={d.tasks.dueSoon}
            foot={
              <>
                {t("home:sales.open", { count: d.tasks.open })}
                {d.tasks.overdue > 0 && (
                  <span className="sw-sales-card-alert">
                    {" "}
                    · {t("home:sales.overdue", { count: d.tasks.overdue })}
                  </span>
                )}
              </>
            }
            testId="home-card-tasks"
          />
        </Col>
      )}
      {canOrders && (
        <Col {...span}>
          <Tile
            to="/orderManagement/orderList"
            icon={<FileTextOutlined />}
            title={scope === "enterprise" ? t("home:sales.enterpriseOrders") : t("home:sales.myOrders")}
            scope={scope}
            value={d.monthOrders.count}
            foot={yuan(d.monthOrders.amountFen)}
            testId="home-card-orders"
          />
        </Col>
      )}
      {canCollections && (
        <Col {...span}>
          <Tile
            to={
              hasMenu(info, Menu.OfflinePayment)
                ? "/financialManagement/offlinePayment"
                : "/orderManagement/orderList"
            }
            icon={<WalletOutlined />}
            title={
              scope === "enterprise" ? t("home:sales.enterpriseCollections") : t("home:sales.myCollections")
            }
            scope={scope}
            value={yuan(d.monthCollectionsFen)}
            foot={d.month}
            testId="home-card-collections"
          />
        </Col>
      )}
    </Row>
  );
}
