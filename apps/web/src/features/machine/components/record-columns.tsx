import type { CuttingRecordItem } from "@stoneworks/shared";
import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { deviceDetailPath, employeeDetailPath, slabMaterialPath } from "../../../lib/paths.ts";
import { metres, slabs, squareMetres, when } from "./cutting-format.ts";

const KIND_COLOR = { start: "blue", end: "green", cut: "default" } as const;

/**
 * The records table's columns. Links go where the caller may go: the operator to employee detail,
 * the device to device detail, the slab to its material detail (each only when `links` allows it).
 */
export function recordColumns(
  t: TFunction,
  links: { employee?: boolean; device?: boolean; slab?: boolean } = {},
): ColumnsType<CuttingRecordItem> {
  return [
    {
      title: t("machine:fields.startedAt"),
      dataIndex: "startedAt",
      width: 140,
      render: (v: string, r) => (
        <span title={`${t("machine:fields.receivedAt")} ${when(r.receivedAt)}`}>{when(v)}</span>
      ),
    },
    {
      title: t("machine:fields.endedAt"),
      dataIndex: "endedAt",
      width: 84,
      // The end is on the start's day almost always: its time only then (the full time on hover).
      render: (v: string | null, r) =>
        v && when(v).slice(0, 10) === when(r.startedAt).slice(0, 10) ? (
          <span title={when(v)}>{when(v).slice(11)}</span>
        ) : (
          when(v)
        ),
    },
    {
      title: t("machine:fields.device"),
      dataIndex: "deviceCode",
      width: 100,
      ellipsis: true,
      render: (v: string, r) => {
        const text = `${v} · ${r.table}`;
        return links.device ? (
          <Link to={deviceDetailPath(r.deviceId, v)} data-testid="cutting-device-link">
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    {
      title: t("machine:fields.kind"),
      dataIndex: "kind",
      width: 80,
      render: (v: CuttingRecordItem["kind"], r) => (
        <span>
          <Tag color={KIND_COLOR[v]}>{t(`machine:kind.${v}`)}</Tag>
          {r.status === "aborted" && <Tag color="red">{t("machine:status.aborted")}</Tag>}
        </span>
      ),
    },
    {
      title: t("machine:fields.slab"),
      key: "slab",
      width: 170,
      ellipsis: true,
      render: (_, r) => {
        if (!r.slabBarcode) return "-";
        const ident = r.blockNo ? ` (${r.blockNo} / ${r.bundleNo} / ${r.slabNo})` : "";
        return (
          <span title={`${r.slabBarcode}${ident} ${r.stone ?? ""}`}>
            {links.slab && r.slabId ? (
              <Link to={slabMaterialPath(r.slabId, r.slabBarcode)}>{r.slabBarcode}</Link>
            ) : (
              r.slabBarcode
            )}
            <span className="sw-muted">{ident}</span>
          </span>
        );
      },
    },
    {
      title: t("machine:fields.project"),
      key: "project",
      width: 140,
      ellipsis: true,
      render: (_, r) => (r.projectNo ? `${r.projectNo} ${r.projectName ?? ""}` : "-"),
    },
    {
      title: t("machine:fields.operator"),
      key: "operator",
      width: 110,
      ellipsis: true,
      render: (_, r) => {
        const name = r.operatorName ?? r.operatorStaffNo ?? "-";
        const text = r.operatorStaffNo && r.operatorName ? `${r.operatorName} (${r.operatorStaffNo})` : name;
        return links.employee && r.operatorId ? (
          <Link
            to={employeeDetailPath(r.operatorId, r.operatorName ?? undefined)}
            data-testid="cutting-operator-link"
          >
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    {
      title: t("machine:fields.metres"),
      dataIndex: "cutLengthMm",
      width: 84,
      align: "right",
      render: (v: number, r) => (r.kind === "cut" ? metres(v) : "-"),
    },
    {
      title: t("machine:fields.area"),
      dataIndex: "areaCutMm2",
      width: 84,
      align: "right",
      render: (v: number, r) => (r.kind === "cut" ? squareMetres(v) : "-"),
    },
    {
      title: t("machine:fields.slabs"),
      dataIndex: "slabsConsumedMilli",
      width: 72,
      align: "right",
      render: (v: number, r) => (r.kind === "cut" ? slabs(v) : "-"),
    },
  ];
}
