import { WarningFilled } from "@ant-design/icons";
import { formatArea, formatPercent, formatThickness, type SlabStatus } from "@stoneworks/shared";
import { Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/** Small display pieces shared by the inventory screens. */

export const STATUS_COLORS: Record<SlabStatus, string> = {
  toPick: "blue",
  toCut: "orange",
  cutting: "processing",
  done: "success",
};

export function SlabStatusTag({ status }: { status: SlabStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="slab-status" data-status={status}>
      {t(`inventory:status.${status}`)}
    </Tag>
  );
}

/** The red exception marker with its reason on hover; nothing when the slab has none. */
export function ExceptionMark({ exception, reason }: { exception: boolean; reason?: string }) {
  const { t } = useTranslation();
  if (!exception) return null;
  return (
    <Tooltip title={reason || t("inventory:slab.exception")}>
      <Tag color="error" icon={<WarningFilled />} data-testid="slab-exception">
        {t("inventory:slab.exception")}
      </Tag>
    </Tooltip>
  );
}

/** m² with 3 decimals (mm² in). */
export const area = (mm2: number | null | undefined) => formatArea(mm2);
/** Thickness with 1 decimal. */
export const thickness = (mm: number | null | undefined) => formatThickness(mm);
/** The server's yield percentage (0..100) capped at 100. */
export const yieldText = (pct: number | null | undefined) => formatPercent(pct, true);
/** Length × width in mm. */
export const size = (length: number, width: number) => `${length} × ${width}`;

/** The marker of a remnant (a slab cut from another slab's offcut). */
export function RemnantTag() {
  const { t } = useTranslation();
  return (
    <Tag color="purple" data-testid="remnant-tag">
      {t("inventory:remnant.tag")}
    </Tag>
  );
}
