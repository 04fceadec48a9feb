import type { CuttingStatus } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<CuttingStatus, string> = {
  notStarted: "default",
  inProgress: "processing",
  completed: "success",
};

export function CuttingStatusTag({ status }: { status: CuttingStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`project:cuttingStatus.${status}`)}</Tag>;
}
