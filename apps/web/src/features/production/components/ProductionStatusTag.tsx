import type { ProductionState } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<ProductionState, string> = {
  notStarted: "default",
  inProduction: "processing",
  finished: "success",
};

/** A project's or plane's production status, derived on the server from its boards. */
export function ProductionStatusTag({ status }: { status: ProductionState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="production-status" data-status={status}>
      {t(`production:status.${status}`)}
    </Tag>
  );
}
