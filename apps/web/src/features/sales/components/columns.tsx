import type { TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { CustomerItem, OrderItem, TaskItem } from "../api/sales-api.ts";
import { customerPath, orderPath, taskPath } from "../paths.ts";
import { DueTime } from "./DueTime.tsx";
import { Money } from "./Money.tsx";
import { OrderStatusTag, OwnerCell, PriorityTag, TaskStatusTag } from "./Tags.tsx";

/** Columns shared by the lists of orders, tasks and customers on several screens. */

export function orderColumns(
  t: TFunction,
  opts: { customer?: boolean; owner?: boolean } = {},
): TableColumnsType<OrderItem> {
  const cols: TableColumnsType<OrderItem> = [
    {
      title: t("sales:order.orderNo"),
      dataIndex: "orderNo",
      width: 160,
      render: (v: string, o) => (
        <Link to={orderPath(o.orderId, o.orderNo)} data-testid="order-row" data-no={v}>
          <strong>{v}</strong>
        </Link>
      ),
    },
  ];
  if (opts.customer !== false)
    cols.push({ title: t("sales:order.customer"), dataIndex: "customerName", ellipsis: true });
  cols.push(
    {
      title: t("sales:order.status"),
      dataIndex: "status",
      width: 100,
      render: (v: OrderItem["status"]) => <OrderStatusTag status={v} />,
    },
    { title: t("sales:order.orderDate"), dataIndex: "orderDate", width: 110 },
    {
      title: t("sales:order.total"),
      dataIndex: "totalFen",
      width: 130,
      align: "right",
      render: (v: number) => <Money fen={v} />,
    },
    {
      title: t("sales:order.received"),
      dataIndex: "receivedFen",
      width: 130,
      align: "right",
      render: (v: number) => <Money fen={v} />,
    },
    {
      title: t("sales:order.outstanding"),
      dataIndex: "outstandingFen",
      width: 130,
      align: "right",
      render: (v: number) => <Money fen={v} />,
    },
  );
  if (opts.owner !== false)
    cols.push({
      title: t("sales:common.ownerTeam"),
      key: "owner",
      width: 140,
      render: (_, o) => <OwnerCell owner={o.ownerName} team={o.teamName} />,
    });
  return cols;
}

export function taskColumns(t: TFunction, opts: { assignee?: boolean } = {}): TableColumnsType<TaskItem> {
  const cols: TableColumnsType<TaskItem> = [
    {
      title: t("sales:task.taskTitle"),
      dataIndex: "title",
      render: (v: string, task) => (
        <Link to={taskPath(task.taskId, task.title)} data-testid="task-row" data-title={v}>
          <strong>{v}</strong>
        </Link>
      ),
    },
    {
      title: t("sales:task.status"),
      dataIndex: "status",
      width: 100,
      render: (v: TaskItem["status"]) => <TaskStatusTag status={v} />,
    },
    {
      title: t("sales:task.priority"),
      dataIndex: "priority",
      width: 90,
      render: (v: TaskItem["priority"]) => <PriorityTag priority={v} />,
    },
    {
      title: t("sales:task.dueAt"),
      dataIndex: "dueAt",
      width: 220,
      render: (v: string, task) => <DueTime dueAt={v} overdue={task.overdue} />,
    },
  ];
  if (opts.assignee !== false)
    cols.push({ title: t("sales:task.assignee"), dataIndex: "assigneeName", width: 110 });
  return cols;
}

export function customerColumns(t: TFunction): TableColumnsType<CustomerItem> {
  return [
    {
      title: t("sales:customer.name"),
      dataIndex: "name",
      render: (v: string, c) => (
        <Link to={customerPath(c.customerId, c.name, c.kind)}>
          <strong>{v}</strong>
        </Link>
      ),
    },
    {
      title: t("sales:customer.kindCol"),
      dataIndex: "kind",
      width: 110,
      render: (k: string) => t(`sales:kind.${k}`),
    },
    { title: t("sales:customer.phone"), dataIndex: "phone", width: 130 },
    {
      title: t("sales:common.ownerTeam"),
      key: "owner",
      width: 140,
      render: (_, c) => <OwnerCell owner={c.ownerName} team={c.teamName} />,
    },
    { title: t("sales:customer.orderCount"), dataIndex: "orderCount", width: 90, align: "right" },
  ];
}
