import type { PickingSlab, SlabStatus } from "@stoneworks/shared";
import { formatArea, formatThickness } from "@stoneworks/shared";
import { Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { dayjs } from "../../../lib/dayjs-locale.ts";

const STATUS_COLORS: Record<SlabStatus, string> = {
  toPick: "default",
  toCut: "orange",
  cutting: "processing",
  done: "success",
};

export const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

export function SlabStatusTag({ status, t }: { status: SlabStatus; t: TFunction }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="slab-status" data-status={status}>
      {t(`production:picking.statusNames.${status}`)}
    </Tag>
  );
}

/** Where a slab is: its device table, else its warehouse. */
const slabLocation = (s: PickingSlab, t: TFunction) =>
  s.deviceCode && s.tableSide && s.status !== "toPick"
    ? t("production:picking.onTable", { device: s.deviceCode, side: s.tableSide })
    : (s.warehouseName ?? "-");

/** The columns every slab table of the picking screens shares (barcode … plan). */
export function slabColumns(t: TFunction): ColumnsType<PickingSlab> {
  return [
    {
      title: t("production:picking.barcode"),
      dataIndex: "barcode",
      width: 150,
      ellipsis: true,
      render: (v: string, s) => (
        <Tooltip title={s.exception ? s.exceptionReason : `${s.blockNo} / ${s.bundleNo} / ${s.slabNo}`}>
          <strong data-testid="slab-barcode" data-barcode={v}>
            {v}
          </strong>
        </Tooltip>
      ),
    },
    { title: t("production:picking.stone"), dataIndex: "stone", width: 80, ellipsis: true },
    {
      title: t("production:picking.size"),
      key: "size",
      width: 150,
      render: (_, s) => `${s.length} × ${s.width} × ${formatThickness(s.thickness)}`,
    },
    {
      title: t("production:picking.area"),
      dataIndex: "area",
      width: 90,
      align: "right",
      render: (v: number) => formatArea(v),
    },
    {
      title: t("production:picking.status"),
      dataIndex: "status",
      width: 90,
      render: (v: SlabStatus, s) =>
        s.exception ? (
          <Tooltip title={s.exceptionReason}>
            <Tag color="error">{t("production:picking.exception")}</Tag>
          </Tooltip>
        ) : (
          <SlabStatusTag status={v} t={t} />
        ),
    },
    {
      title: t("production:picking.location"),
      key: "location",
      width: 140,
      ellipsis: true,
      render: (_, s) => <span data-testid="slab-location">{slabLocation(s, t)}</span>,
    },
    {
      title: t("production:picking.plan"),
      key: "plan",
      width: 170,
      ellipsis: true,
      render: (_, s) =>
        s.projectName ? (
          <span>
            {s.projectName}
            {s.batchNo ? ` / ${s.batchNo}` : ""}
            <span className="sw-muted"> · {t("production:picking.boardCount", { count: s.boards })}</span>
          </span>
        ) : (
          "-"
        ),
    },
  ];
}
