import { Button, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client.ts";

/** A dashboard with nothing to draw: the empty state on `noData` (1200016, silent), else a retry. */
export function DashboardEmpty({
  error,
  noData,
  onRetry,
}: {
  error: unknown;
  noData: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === noData)
    return <Empty data-testid="dash-empty" description={t("analytics:dashboard.empty")} />;
  return (
    <Empty data-testid="dash-failed" description={t("analytics:dashboard.failed")}>
      <Button onClick={onRetry}>{t("analytics:dashboard.retry")}</Button>
    </Empty>
  );
}
