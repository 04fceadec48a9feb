import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type {
  CollectionStatus,
  CustomerLevel,
  OrderStatus,
  TaskPriority,
  TaskStatus,
} from "../api/sales-api.ts";

/** Coloured tags of the sales states (the words come from sales.json). */

const ORDER_COLOURS: Record<OrderStatus, string> = {
  draft: "default",
  confirmed: "blue",
  inProduction: "processing",
  delivered: "cyan",
  completed: "success",
  cancelled: "error",
};
const TASK_COLOURS: Record<TaskStatus, string> = {
  todo: "default",
  inProgress: "processing",
  done: "success",
};
const PRIORITY_COLOURS: Record<TaskPriority, string> = {
  low: "default",
  normal: "blue",
  high: "orange",
  urgent: "red",
};
const COLLECTION_COLOURS: Record<CollectionStatus, string> = {
  pending: "gold",
  confirmed: "success",
  rejected: "error",
};
const LEVEL_COLOURS: Record<CustomerLevel, string> = {
  vip: "magenta",
  important: "orange",
  normal: "default",
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_COLOURS[status]} data-testid="order-status" data-status={status}>
      {t(`sales:orderStatus.${status}`)}
    </Tag>
  );
}

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TASK_COLOURS[status]} data-testid="task-status" data-status={status}>
      {t(`sales:taskStatus.${status}`)}
    </Tag>
  );
}

export function PriorityTag({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(`sales:priority.${priority}`)}</Tag>;
}

export function CollectionStatusTag({ status }: { status: CollectionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLLECTION_COLOURS[status]} data-testid="collection-status" data-status={status}>
      {t(`sales:collectionStatus.${status}`)}
    </Tag>
  );
}

export function LevelTag({ level }: { level: CustomerLevel | null }) {
  const { t } = useTranslation();
  if (!level) return "-";
  return <Tag color={LEVEL_COLOURS[level]}>{t(`sales:level.${level}`)}</Tag>;
}

/** Owner name with the team under it. */
export function OwnerCell({ owner, team }: { owner: string | null; team: string | null }) {
  return (
    <div className="sw-owner-cell">
      <span>{owner || "-"}</span>
      {team && <span className="sw-sub-text">{team}</span>}
    </div>
  );
}
