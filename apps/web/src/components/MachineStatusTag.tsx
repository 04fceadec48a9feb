import type { MachineStatus } from "@stoneworks/shared";
import { Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { TimeAgo } from "./TimeAgo.tsx";

const COLOR: Record<MachineStatus["state"], string> = {
  reporting: "success",
  silent: "warning",
  linked: "processing",
  never: "default",
};

/**
 * A machine's one status (docs/api-machine.md "Machine status"), as the server derived it: the same
 * tag on machine tables, device detail and the MES tiles, with the last report beside it.
 */
export function MachineStatusTag({ status, showLast = true }: { status: MachineStatus; showLast?: boolean }) {
  const { t } = useTranslation();
  const label = t(`forms:machineState.${status.state}`);
  const hint = t(`forms:machineState.hint.${status.state}`, { minutes: status.windowMinutes });
  return (
    <Space size={4} wrap={false} data-testid="machine-status" data-state={status.state}>
      <Tooltip title={hint}>
        <Tag color={COLOR[status.state]} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      </Tooltip>
      {!status.linked && status.lastReportAt && <Tag>{t("forms:machineState.keyRevoked")}</Tag>}
      {showLast && status.lastReportAt && (
        <span className="sw-muted" data-testid="machine-last-report">
          <TimeAgo value={status.lastReportAt} />
        </span>
      )}
    </Space>
  );
}
