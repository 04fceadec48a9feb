import { DownloadOutlined } from "@ant-design/icons";
import type { ExportJob } from "@stoneworks/shared";
import { Button, Progress, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastError } from "../../../lib/feedback.ts";
import { ExportFailed, runExport } from "../api/cutting-data-api.ts";

/**
 * Exports the records in view to xlsx: a small range downloads at once; a large one runs on the server's
 * queue while a progress bar shows the rows written, then downloads.
 */
export function ExportButton({
  start,
  testId = "cutting-export",
}: {
  start: () => Promise<ExportJob>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    setJob(null);
    try {
      await runExport(start, setJob, `${t("machine:export.fileName")}.xlsx`);
    } catch (err) {
      // A refused start or download already said why (the client's toast); a failed job says it here.
      if (err instanceof ExportFailed) toastError(err.reason ?? t("machine:export.failed"));
    } finally {
      setBusy(false);
    }
  };
  const running = busy && job?.mode === "job" && job.status !== "done";
  const percent = job && job.total > 0 ? Math.floor((100 * job.done) / job.total) : 0;
  return (
    <Space>
      {running && (
        <Space size={8} data-testid={`${testId}-progress`} data-done={job.done} data-total={job.total}>
          <Progress percent={percent} size="small" showInfo={false} style={{ width: 120, margin: 0 }} />
          <span className="sw-muted">
            {t("machine:export.progress", { done: job.done, total: job.total })}
          </span>
        </Space>
      )}
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void go()} data-testid={testId}>
        {t("machine:export.button")}
      </Button>
    </Space>
  );
}
