import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Result, Skeleton, Space, Tabs, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { customerApi } from "../../../api/sales.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { checkPermission, hasMenu } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { type CustomerDetail, type OrderItem, salesKeys, type TaskItem } from "../api/sales-api.ts";
import { Contacts } from "../components/Contacts.tsx";
import { KIND_MENU } from "../components/CustomerListScreen.tsx";
import { CustomerModal } from "../components/CustomerModal.tsx";
import { orderColumns, taskColumns } from "../components/columns.tsx";
import { FollowUps } from "../components/FollowUps.tsx";
import { Money } from "../components/Money.tsx";
import { OrderModal } from "../components/OrderModal.tsx";
import { OwnershipHistory } from "../components/OwnershipHistory.tsx";
import { StatGrid } from "../components/StatGrid.tsx";
import { SubList } from "../components/SubList.tsx";
import { LevelTag } from "../components/Tags.tsx";
import { addTaskPath, orderPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";

/** /customerManagement/customerDetails?customerId= (hidden, 1200): profile, contacts, follow-ups, orders, tasks, ownership. */
export default function CustomerDetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = params.get("customerId") ?? "";
  const client = useQueryClient();
  const info = useUserInfo();
  const detail = useQuery({
    queryKey: salesKeys.customer(customerId),
    queryFn: () => customerApi.detail({ customerId }),
    enabled: !!customerId,
    retry: false,
  });
  const [editing, setEditing] = useState<{ customer: CustomerDetail } | null>(null);
  const [ordering, setOrdering] = useState(false);
  const navigate = useNavigate();
  // The customer's kind in the address, so the breadcrumb links back to its list (a link from an
  // order does not know it).
  const kind = detail.data?.kind;
  useEffect(() => {
    if (!kind || params.get("kind") === kind) return;
    const next = new URLSearchParams(params);
    next.set("kind", kind);
    setParams(next, { replace: true });
  }, [kind, params, setParams]);

  if (!customerId || detail.isError)
    return (
      <Card className="sw-page-card">
        <Result status="404" title={t("sales:customer.notFound")} />
      </Card>
    );
  const c = detail.data;
  if (!c)
    return (
      <Card className="sw-page-card">
        <Skeleton active />
      </Card>
    );

  const menu = KIND_MENU[c.kind];
  const allowed = hasMenu(info.data, menu);
  const check = () => checkPermission(info.data, menu);
  const canOrders = hasMenu(info.data, Menu.Orders);
  const canTasks = hasMenu(info.data, Menu.Tasks);
  const s = c.stats;

  return (
    <div className="sw-page" data-testid="customer-details">
      <Card
        className="sw-page-card"
        title={
          <Space>
            <span data-testid="customer-details-name">{c.name}</span>
            <Tag>{t(`sales:kind.${c.kind}`)}</Tag>
            {c.kind === "enterprise" && <LevelTag level={c.level} />}
          </Space>
        }
        extra={
          <Space>
            {canOrders && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => setOrdering(true)}
                data-testid="customer-new-order"
              >
                {t("sales:order.add")}
              </Button>
            )}
            {canTasks && (
              <Link to={addTaskPath({ customerId: c.customerId })}>
                <Button icon={<PlusOutlined />}>{t("sales:task.add")}</Button>
              </Link>
            )}
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => check() && setEditing({ customer: c })}
              data-testid="customer-details-edit"
            >
              {t("app:actions.edit")}
            </Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          {c.kind === "enterprise" && (
            <>
              <Descriptions.Item label={t("sales:customer.creditCode")}>{c.creditCode}</Descriptions.Item>
              <Descriptions.Item label={t("sales:customer.contactName")}>{c.contactName}</Descriptions.Item>
              <Descriptions.Item label={t("sales:customer.source")}>
                {c.source ? t(`sales:source.${c.source}`) : "-"}
              </Descriptions.Item>
            </>
          )}
          {c.kind === "store" && (
            <>
              <Descriptions.Item label={t("sales:customer.brand")}>{c.brand}</Descriptions.Item>
              <Descriptions.Item label={t("sales:customer.manager")}>{c.contactName}</Descriptions.Item>
            </>
          )}
          {c.kind === "personal" && (
            <Descriptions.Item label={t("sales:customer.gender")}>
              {t(`sales:gender.${c.gender ?? 0}`)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t("sales:customer.phone")}>{c.phone}</Descriptions.Item>
          <Descriptions.Item label={t("sales:customer.region")}>
            {c.regionNames?.filter(Boolean).join(" / ") || "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:customer.address")}>{c.address}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.owner")}>
            <span data-testid="customer-details-owner">{c.ownerName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.team")}>{c.teamName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.createdAt")}>
            <TimeAgo value={c.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.remark")}>{c.remark || "-"}</Descriptions.Item>
        </Descriptions>
        <StatGrid
          items={[
            { label: t("sales:customer.stats.orders"), value: s.orderCount },
            { label: t("sales:customer.stats.total"), value: <Money fen={s.orderTotalFen} /> },
            { label: t("sales:customer.stats.received"), value: <Money fen={s.receivedFen} /> },
            {
              label: t("sales:customer.stats.outstanding"),
              value: <Money fen={s.outstandingFen} />,
              tone: s.outstandingFen > 0 ? "warn" : undefined,
            },
            { label: t("sales:customer.stats.openTasks"), value: s.openTaskCount },
            { label: t("sales:customer.stats.followUps"), value: s.followUpCount },
          ]}
        />
      </Card>
      <Card className="sw-page-card">
        <Tabs
          items={[
            {
              key: "followUps",
              label: t("sales:customer.tabs.followUps"),
              children: <FollowUps customerId={c.customerId} canAdd={allowed} check={check} />,
            },
            {
              key: "contacts",
              label: `${t("sales:customer.tabs.contacts")} (${c.contacts.length})`,
              children: (
                <Contacts customerId={c.customerId} contacts={c.contacts} allowed={allowed} check={check} />
              ),
            },
            ...(canOrders
              ? [
                  {
                    key: "orders",
                    label: t("sales:customer.tabs.orders"),
                    children: (
                      <SubList<OrderItem>
                        testId="customer-orders"
                        queryKey={salesKeys.customerOrders(c.customerId)}
                        fetch={(pageNum: number, pageSize: number) =>
                          customerApi.orders({ customerId: c.customerId, pageNum, pageSize })
                        }
                        rowKey="orderId"
                        columns={orderColumns(t, { customer: false })}
                      />
                    ),
                  },
                ]
              : []),
            ...(canTasks
              ? [
                  {
                    key: "tasks",
                    label: t("sales:customer.tabs.tasks"),
                    children: (
                      <SubList<TaskItem>
                        testId="customer-tasks"
                        queryKey={salesKeys.customerTasks(c.customerId)}
                        fetch={(pageNum: number, pageSize: number) =>
                          customerApi.tasks({ customerId: c.customerId, pageNum, pageSize })
                        }
                        rowKey="taskId"
                        columns={taskColumns(t)}
                        rowClassName={(r) => (r.overdue ? "sw-row-overdue" : "")}
                      />
                    ),
                  },
                ]
              : []),
            {
              key: "history",
              label: t("sales:customer.tabs.history"),
              children: <OwnershipHistory entity="customer" entityId={c.customerId} />,
            },
          ]}
        />
      </Card>
      <OrderModal
        open={ordering}
        order={null}
        presetCustomer={{ customerId: c.customerId, name: c.name }}
        onClose={() => setOrdering(false)}
        onSaved={(r) => {
          setOrdering(false);
          void client.invalidateQueries({ queryKey: salesKeys.customer(customerId) });
          if (r.orderNo) navigate(orderPath(r.orderId, r.orderNo));
        }}
      />
      <CustomerModal
        kind={c.kind}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void client.invalidateQueries({ queryKey: salesKeys.customer(customerId) });
        }}
      />
    </div>
  );
}
