import { DeleteOutlined, EditOutlined, PlusOutlined, WalletOutlined } from "@ant-design/icons";
import { Code, cancelReason, formatArea, Menu, type OrderAction, SALES_LIMITS } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
  Space,
  Steps,
  Table,
  Tabs,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { orderApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { validValues, zodRule } from "../../../lib/form-rules.ts";
import { checkPermission, hasMenu } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { type CollectionItem, type OrderDetail, type OrderLine, salesKeys } from "../api/sales-api.ts";
import { CollectionModal } from "../components/CollectionModal.tsx";
import { KIND_MENU } from "../components/CustomerListScreen.tsx";
import { collectionColumns } from "../components/collection-columns.tsx";
import { Money } from "../components/Money.tsx";
import { OrderModal } from "../components/OrderModal.tsx";
import { OwnershipHistory } from "../components/OwnershipHistory.tsx";
import { StatGrid } from "../components/StatGrid.tsx";
import { SubList } from "../components/SubList.tsx";
import { OrderStatusTag } from "../components/Tags.tsx";
import { addTaskPath, customerPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";

const FLOW = ["draft", "confirmed", "inProduction", "delivered", "completed"] as const;
const FORWARD: OrderAction[] = ["confirm", "startProduction", "deliver", "complete"];
const COLLECTABLE = new Set(["confirmed", "inProduction", "delivered", "completed"]);

/** /orderManagement/orderDetails?orderId= (hidden, 1300): lines, status steps and actions, money, collections. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const navigate = useNavigate();
  const client = useQueryClient();
  const info = useUserInfo();
  const detail = useQuery({
    queryKey: salesKeys.order(orderId),
    queryFn: () => orderApi.detail({ orderId }),
    enabled: !!orderId,
    retry: false,
  });
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [collecting, setCollecting] = useState(false);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: salesKeys.order(orderId) }),
      client.invalidateQueries({ queryKey: salesKeys.orderCollections(orderId) }),
      client.invalidateQueries({ queryKey: salesKeys.orders }),
    ]);

  if (!orderId || detail.isError)
    return (
      <Card className="sw-page-card">
        <Result status="404" title={t("sales:order.notFound")} />
      </Card>
    );
  const o = detail.data;
  if (!o)
    return (
      <Card className="sw-page-card">
        <Skeleton active />
      </Card>
    );

  const canEdit = hasMenu(info.data, Menu.Orders);
  const check = () => checkPermission(info.data, Menu.Orders);
  const canCollect = hasMenu(info.data, Menu.OfflinePayment);
  const canSeeCustomer = hasMenu(info.data, KIND_MENU[o.customerKind]);

  const transition = async (action: OrderAction, reason?: string) => {
    try {
      await orderApi.transition({ orderId: o.orderId, version: o.version, action, reason });
      toastSuccess(t(`sales:order.done.${action}`));
    } catch (err) {
      // A stale version or a state someone else changed: show what is true now.
      if (!(err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.InvalidState)))
        throw err;
    } finally {
      await refresh();
    }
  };

  const stepIndex = FLOW.indexOf(o.status as (typeof FLOW)[number]);
  const room = o.totalFen - o.receivedFen - o.pendingFen;

  return (
    <div className="sw-page" data-testid="order-details">
      <Card
        className="sw-page-card"
        title={
          <Space>
            <span data-testid="order-details-no">{o.orderNo}</span>
            <OrderStatusTag status={o.status} />
          </Space>
        }
        extra={
          <div className="sw-detail-actions">
            {FORWARD.filter((a) => o.allowedActions.includes(a)).map((a) => (
              <ConfirmAction
                key={a}
                type={a === "confirm" ? "primary" : "default"}
                title={t(`sales:order.ask.${a}`, { no: o.orderNo })}
                allowed={canEdit}
                check={check}
                onConfirm={() => transition(a)}
                testId={`order-${a}`}
              >
                {t(`sales:order.actions.${a}`)}
              </ConfirmAction>
            ))}
            {o.allowedActions.includes("cancel") && (
              <Button danger onClick={() => check() && setCancelling(true)} data-testid="order-cancel">
                {t("sales:order.actions.cancel")}
              </Button>
            )}
            {canCollect && COLLECTABLE.has(o.status) && room > 0 && (
              <Button
                icon={<WalletOutlined />}
                onClick={() => setCollecting(true)}
                data-testid="order-collect"
              >
                {t("sales:collection.record")}
              </Button>
            )}
            {hasMenu(info.data, Menu.Tasks) && (
              <Link to={addTaskPath({ orderId: o.orderId })}>
                <Button icon={<PlusOutlined />}>{t("sales:task.add")}</Button>
              </Link>
            )}
            {o.status === "draft" && (
              <>
                <Button
                  icon={<EditOutlined />}
                  onClick={() => check() && setEditing(true)}
                  data-testid="order-edit"
                >
                  {t("app:actions.edit")}
                </Button>
                <ConfirmAction
                  type="default"
                  danger
                  title={t("sales:order.deleteConfirm", { no: o.orderNo })}
                  allowed={canEdit}
                  check={check}
                  onConfirm={async () => {
                    await orderApi.delete({ orderId: o.orderId });
                    toastSuccess(t("forms:feedback.deleted"));
                    void client.invalidateQueries({ queryKey: salesKeys.orders });
                    navigate("/orderManagement/orderList");
                  }}
                  testId="order-delete"
                >
                  <DeleteOutlined /> {t("app:actions.delete")}
                </ConfirmAction>
              </>
            )}
          </div>
        }
      >
        {o.status === "cancelled" ? (
          <Alert
            type="error"
            showIcon
            className="sw-sales-alert"
            title={t("sales:order.cancelledWith", { reason: o.cancelReason || "-" })}
            data-testid="order-cancelled"
          />
        ) : (
          <Steps
            className="sw-order-steps"
            size="small"
            current={stepIndex}
            items={FLOW.map((s) => ({ title: t(`sales:orderStatus.${s}`) }))}
          />
        )}
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t("sales:order.customer")}>
            {canSeeCustomer ? (
              <Link to={customerPath(o.customerId, o.customerName)}>{o.customerName}</Link>
            ) : (
              o.customerName
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:order.orderDate")}>{o.orderDate}</Descriptions.Item>
          <Descriptions.Item label={t("sales:order.deliveryDate")}>{o.deliveryDate ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:order.projectNo")}>
            {o.projectNo || "-"}
            {o.project && <span className="sw-sub-text"> · {o.project.name}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.owner")}>{o.ownerName}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.team")}>{o.teamName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.createdAt")}>
            <TimeAgo value={o.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.remark")}>{o.remark || "-"}</Descriptions.Item>
        </Descriptions>
        <StatGrid
          items={[
            { label: t("sales:order.total"), value: <Money fen={o.totalFen} testId="order-total" /> },
            {
              label: t("sales:order.received"),
              value: <Money fen={o.receivedFen} testId="order-received" />,
              tone: "good",
            },
            { label: t("sales:order.pending"), value: <Money fen={o.pendingFen} testId="order-pending" /> },
            {
              label: t("sales:order.outstanding"),
              value: <Money fen={o.outstandingFen} testId="order-outstanding" />,
              tone: o.outstandingFen > 0 ? "warn" : undefined,
            },
          ]}
        />
      </Card>
      <Card className="sw-page-card">
        <Tabs
          items={[
            {
              key: "lines",
              label: `${t("sales:order.tabs.lines")} (${o.lines.length})`,
              children: <Lines order={o} />,
            },
            {
              key: "collections",
              label: t("sales:order.tabs.collections"),
              children: (
                <SubList<CollectionItem>
                  testId="order-collections"
                  queryKey={salesKeys.orderCollections(o.orderId)}
                  fetch={(pageNum: number, pageSize: number) =>
                    orderApi.collections({ orderId: o.orderId, pageNum, pageSize })
                  }
                  rowKey="collectionId"
                  columns={collectionColumns(t, { order: false, channel: true })}
                />
              ),
            },
            {
              key: "history",
              label: t("sales:order.tabs.history"),
              children: <OwnershipHistory entity="order" entityId={o.orderId} />,
            },
          ]}
        />
      </Card>
      <OrderModal
        open={editing}
        order={o}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void refresh();
        }}
      />
      <CancelModal
        open={cancelling}
        orderNo={o.orderNo}
        onClose={() => setCancelling(false)}
        onCancel={async (reason) => {
          await transition("cancel", reason);
          setCancelling(false);
        }}
      />
      <CollectionModal
        open={collecting}
        order={{
          orderId: o.orderId,
          orderNo: o.orderNo,
          customerName: o.customerName,
          payer: o.customerName,
        }}
        onClose={() => setCollecting(false)}
        onSaved={() => {
          setCollecting(false);
          void refresh();
        }}
      />
    </div>
  );
}

function Lines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Table<OrderLine>
      rowKey="lineId"
      size="middle"
      data-testid="order-lines"
      pagination={false}
      dataSource={order.lines}
      scroll={{ x: "max-content" }}
      columns={[
        { title: "#", dataIndex: "seq", width: 48 },
        { title: t("sales:line.stoneName"), dataIndex: "stoneName" },
        { title: t("sales:line.specification"), dataIndex: "specification", render: (v: string) => v || "-" },
        { title: t("sales:line.quantity"), dataIndex: "quantity", align: "right" },
        {
          title: t("sales:line.area"),
          dataIndex: "areaMm2",
          align: "right",
          render: (v: number) => (v ? `${formatArea(v)} ${t("app:units.squareMetre")}` : "-"),
        },
        {
          title: t("sales:line.unitPrice"),
          dataIndex: "unitPriceFen",
          align: "right",
          render: (v: number, l) => (
            <span>
              <Money fen={v} /> / {t(`sales:line.unit.${l.priceUnit}`)}
            </span>
          ),
        },
        {
          title: t("sales:line.amount"),
          dataIndex: "amountFen",
          align: "right",
          render: (v: number) => <Money fen={v} testId="line-amount" />,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6} align="right">
            <strong>{t("sales:order.total")}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>
              <Money fen={order.totalFen} />
            </strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

function CancelModal({
  open,
  orderNo,
  onClose,
  onCancel,
}: {
  open: boolean;
  orderNo: string;
  onClose: () => void;
  onCancel: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t("sales:order.cancelTitle", { no: orderNo })}
      onCancel={onClose}
      okText={t("sales:order.actions.cancel")}
      okButtonProps={{ danger: true, "data-testid": "order-cancel-ok" } as ButtonProps}
      cancelText={t("app:actions.close")}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
      onOk={async () => {
        const v = await validValues(form);
        if (!v) return;
        setBusy(true);
        try {
          await onCancel(v.reason.trim());
          form.resetFields();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t("sales:order.cancelReason")} rules={[zodRule(cancelReason)]}>
          <Input.TextArea
            maxLength={SALES_LIMITS.reason}
            showCount
            autoSize={{ minRows: 2 }}
            data-testid="order-cancel-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
