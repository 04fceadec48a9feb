import type { MaterialLine } from "@stoneworks/shared";
import { formatArea, formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { projectApi } from "../../../api/project.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { projectKeys } from "../api/project-api.ts";

/** mm² the stock lacks for a line (0 when there is enough). */
function shortfallMm2(line: Pick<MaterialLine, "areaMm2" | "stockAreaMm2">): number {
  return Math.max(0, line.areaMm2 - line.stockAreaMm2);
}

/** Materials: slab demand by stone and thickness against the slabs in stock waiting to be picked. */
export function MaterialsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const lines = useQuery({
    queryKey: projectKeys.materials(projectId),
    queryFn: () => projectApi.materials({ projectId }),
  });
  const rows = lines.data ?? [];
  const short = rows.filter((r) => !r.enough).length;
  const m2 = t("app:units.squareMetre");
  return (
    <div className="sw-pj-tab-body">
      {lines.data && rows.length > 0 && (
        <Alert
          type={short ? "warning" : "success"}
          showIcon
          title={
            short ? t("project:materials.shortLines", { count: short }) : t("project:materials.allEnough")
          }
          description={t("project:materials.stockHint")}
          data-testid="materials-summary"
        />
      )}
      <Table<MaterialLine>
        size="small"
        rowKey={(r) => `${r.stone}|${r.thickness}`}
        loading={tableLoading(lines)}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t("project:materials.empty") }}
        rowClassName={(r) => (r.enough ? "" : "sw-pj-row-short")}
        columns={[
          {
            title: t("project:fields.stone"),
            dataIndex: "stone",
            render: (v: string, r) => (
              <strong data-testid="material-row" data-enough={String(r.enough)}>
                {v}
              </strong>
            ),
          },
          {
            title: `${t("project:fields.thickness")} (mm)`,
            dataIndex: "thickness",
            width: 140,
            align: "right",
            render: (v: number) => <span className="sw-pj-num">{formatThickness(v)}</span>,
          },
          { title: t("project:materials.boards"), dataIndex: "boardCount", width: 100, align: "right" },
          {
            title: `${t("project:materials.demand")} (${m2})`,
            dataIndex: "area",
            width: 140,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          { title: t("project:materials.stockSlabs"), dataIndex: "stockCount", width: 110, align: "right" },
          {
            title: `${t("project:materials.stock")} (${m2})`,
            dataIndex: "stockArea",
            width: 140,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          {
            title: `${t("project:materials.shortfall")} (${m2})`,
            key: "shortfall",
            width: 140,
            align: "right",
            render: (_, r) => {
              const lack = shortfallMm2(r);
              return lack > 0 ? (
                <strong className="sw-pj-num sw-pj-short" data-testid="material-shortfall">
                  {formatArea(lack)}
                </strong>
              ) : (
                <span className="sw-pj-num">{formatArea(0)}</span>
              );
            },
          },
          {
            title: t("project:materials.state"),
            key: "state",
            width: 110,
            render: (_, r) =>
              r.enough ? (
                <Tag color="success">{t("project:materials.enough")}</Tag>
              ) : (
                <Tag color="error">{t("project:materials.short")}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
