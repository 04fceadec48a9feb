import { CloudUploadOutlined } from "@ant-design/icons";
import { type BackupItem, Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Table, Tag, Tooltip } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { backupApi } from "../../../api/enterprise.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { enterpriseKeys } from "../api/enterprise-api.ts";
import "../../../components/page.css";
import "../enterprise.css";

const STATUS_COLOR: Record<BackupItem["status"], string> = {
  queued: "default",
  running: "processing",
  done: "success",
  failed: "error",
};

/** Size in the largest unit that keeps a number ≥ 1. */
function size(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const time = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm:ss") : "—");

/**
 * /platform/backups (3900, an installation menu): the last backup with its time, size and result,
 * the daily schedule, and "back up now" (a job of the queue; docs/api-enterprise.md "Backups").
 */
export default function BackupsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.Backups);
  const overview = useQuery({
    queryKey: enterpriseKeys.backups,
    queryFn: () => backupApi.overview(),
    // While one is being made, its row follows it.
    refetchInterval: (q) =>
      q.state.data?.list.some((b) => b.status === "queued" || b.status === "running") ? 2000 : false,
  });
  const [starting, setStarting] = useState(false);
  const start = async () => {
    if (!can.check()) return;
    setStarting(true);
    try {
      await backupApi.start();
      toastSuccess(t("enterprise:backups.started"));
      await client.invalidateQueries({ queryKey: enterpriseKeys.backups });
    } finally {
      setStarting(false);
    }
  };
  const data = overview.data;
  const last = data?.list[0];
  const settings = data?.settings;

  return (
    <div className="sw-page" data-testid="backups-page">
      <Card
        className="sw-page-card"
        title={t("enterprise:backups.title")}
        extra={
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            loading={starting}
            onClick={start}
            data-testid="backup-start"
          >
            {t("enterprise:backups.start")}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="backup-summary">
          <Descriptions.Item label={t("enterprise:backups.last")}>
            {last ? (
              <span data-testid="backup-last" data-status={last.status}>
                <Tag color={STATUS_COLOR[last.status]}>{t(`enterprise:backups.status.${last.status}`)}</Tag>
                {time(last.finishedAt ?? last.createdAt)} · {size(last.size)}
              </span>
            ) : (
              t("enterprise:backups.none")
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("enterprise:backups.schedule")}>
            {settings?.time
              ? t("enterprise:backups.daily", { time: settings.time, count: settings.keep })
              : t("enterprise:backups.scheduleOff")}
          </Descriptions.Item>
          <Descriptions.Item label={t("enterprise:backups.next")}>
            {time(data?.nextAt ?? null)}
          </Descriptions.Item>
          <Descriptions.Item label={t("enterprise:backups.dir")}>
            <code>{settings?.dir ?? "—"}</code>
          </Descriptions.Item>
        </Descriptions>
        <Table<BackupItem>
          rowKey="backupId"
          loading={tableLoading(overview)}
          dataSource={data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t("enterprise:backups.none") }}
          columns={[
            {
              title: t("enterprise:backups.when"),
              dataIndex: "createdAt",
              width: 180,
              render: (v: string) => (
                <Tooltip title={time(v)}>
                  <span>
                    <TimeAgo value={v} />
                  </span>
                </Tooltip>
              ),
            },
            {
              title: t("enterprise:backups.trigger"),
              dataIndex: "trigger",
              width: 140,
              render: (v: BackupItem["trigger"]) => t(`enterprise:backups.triggers.${v}`),
            },
            {
              title: t("enterprise:backups.result"),
              dataIndex: "status",
              width: 120,
              render: (v: BackupItem["status"], b) => (
                <Tag color={STATUS_COLOR[v]} data-testid="backup-row" data-status={v} data-id={b.backupId}>
                  {t(`enterprise:backups.status.${v}`)}
                </Tag>
              ),
            },
            { title: t("enterprise:backups.size"), dataIndex: "size", width: 110, render: size },
            {
              title: t("enterprise:backups.file"),
              key: "file",
              render: (_, b) =>
                b.status === "failed"
                  ? b.error === "interrupted"
                    ? t("enterprise:backups.interrupted")
                    : b.error
                  : (b.file ?? "—"),
            },
          ]}
        />
      </Card>
    </div>
  );
}
