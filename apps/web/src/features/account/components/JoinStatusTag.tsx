import type { JoinStatus } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<JoinStatus, string> = {
  submitted: "processing",
  approved: "success",
  rejected: "error",
  cancelled: "default",
};

const KEYS: Record<JoinStatus, string> = {
  submitted: "account:joinStatus.submitted",
  approved: "account:joinStatus.approved",
  rejected: "account:joinStatus.rejected",
  cancelled: "account:joinStatus.cancelled",
};

export function JoinStatusTag({ status }: { status: JoinStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? "default"} data-testid={`join-status-${status}`}>
      {KEYS[status] ? t(KEYS[status]) : status}
    </Tag>
  );
}
