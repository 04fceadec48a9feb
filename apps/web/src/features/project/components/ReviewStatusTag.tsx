import type { ReviewStatus } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<ReviewStatus, string> = {
  pending: "processing",
  reviewed: "success",
  done: "default",
  cancelled: "warning",
};

export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="review-status" data-status={status}>
      {t(`project:reviewStatus.${status}`)}
    </Tag>
  );
}
