import type { RemnantItem, RemnantParent } from "@stoneworks/shared";
import { Empty, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectDetailPath, slabDetailPath, slabMaterialPath } from "../../../lib/paths.ts";
import { area, SlabStatusTag, size } from "./SlabBits.tsx";

/** Slab detail: the remnants the slab produced when it was completed (docs/api-inventory.md "Remnants"). */
export function RemnantsProduced({ remnants }: { remnants: RemnantItem[] }) {
  const { t } = useTranslation();
  if (remnants.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("inventory:remnant.none")} />;
  return (
    <Table<RemnantItem>
      rowKey="slabId"
      size="small"
      pagination={false}
      dataSource={remnants}
      data-testid="remnants-table"
      columns={[
        {
          title: t("inventory:slab.barcode"),
          dataIndex: "barcode",
          render: (v: string, r) => (
            <Link to={slabDetailPath(r.slabId, r.barcode)} data-testid="remnant-row" data-barcode={v}>
              {v}
            </Link>
          ),
        },
        { title: t("inventory:slab.slabNo"), dataIndex: "slabNo" },
        { title: t("inventory:slab.size"), key: "size", render: (_, r) => size(r.length, r.width) },
        {
          title: t("inventory:slab.area"),
          dataIndex: "area",
          align: "right",
          render: (v: number) => area(v),
        },
        {
          title: t("inventory:slab.status"),
          dataIndex: "status",
          render: (_, r) => <SlabStatusTag status={r.status} />,
        },
      ]}
    />
  );
}

/** Slab detail of a remnant: the slab it was cut from, the plan (material detail) and its project. */
export function RemnantFrom({ parent }: { parent: RemnantParent }) {
  const { t } = useTranslation();
  return (
    <span className="sw-inv-from" data-testid="remnant-from">
      {t("inventory:remnant.fromSlab")}{" "}
      <Link to={slabDetailPath(parent.slabId, parent.barcode)} data-testid="remnant-parent">
        {parent.barcode}
      </Link>
      {parent.planId && (
        <>
          {" · "}
          <Link to={slabMaterialPath(parent.slabId, parent.barcode)}>{t("inventory:remnant.plan")}</Link>
        </>
      )}
      {parent.projectId && (
        <>
          {" · "}
          <Link to={projectDetailPath(parent.projectId)}>
            {parent.projectName} ({parent.projectNo})
          </Link>
        </>
      )}
    </span>
  );
}
