import type { PickingOptions, PickingSlab, PickingSlabFilters } from "@stoneworks/shared";
import { formatThickness } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Select, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pickingApi } from "../../../api/production.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { pickingKeys } from "../api/picking-api.ts";
import { slabColumns } from "./picking-columns.tsx";

/** Slabs to pick or to return / transfer, filtered, ticked into the selection. */
export function PickingCandidates({
  options,
  reload,
  onAdd,
}: {
  options: PickingOptions | undefined;
  reload: number;
  onAdd: (slabs: PickingSlab[]) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PickingSlabFilters>({ status: "toPick" });
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [ticked, setTicked] = useState<PickingSlab[]>([]);
  const list = useQuery({
    queryKey: [...pickingKeys.slabs, filters, page, reload],
    queryFn: () => pickingApi.slabList({ ...filters, pageNum: page.pageNum, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
  });
  const filter = (f: Partial<PickingSlabFilters>) => {
    setFilters((now) => ({ ...now, ...f }));
    setPage((p) => ({ ...p, pageNum: 1 }));
    setTicked([]);
  };
  return (
    <Card
      size="small"
      title={t("production:picking.fromList")}
      extra={
        <Button
          disabled={ticked.length === 0}
          onClick={() => {
            onAdd(ticked);
            setTicked([]);
          }}
          data-testid="picking-add-selected"
        >
          {t("production:picking.addSelected")}
          {ticked.length > 0 ? ` (${ticked.length})` : ""}
        </Button>
      }
    >
      <div className="sw-toolbar">
        <Select
          style={{ width: 120 }}
          value={filters.status}
          onChange={(v) => filter({ status: v })}
          options={(["toPick", "toCut"] as const).map((s) => ({
            value: s,
            label: t(`production:picking.statusNames.${s}`),
          }))}
          data-testid="candidates-status"
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t("production:picking.stone")}
          value={filters.stone}
          onChange={(v?: string) => filter({ stone: v })}
          options={(options?.stones ?? []).map((s) => ({ value: s, label: s }))}
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t("production:picking.thickness")}
          value={filters.thickness}
          onChange={(v?: number) => filter({ thickness: v })}
          options={(options?.thicknesses ?? []).map((s) => ({ value: s, label: `${formatThickness(s)} mm` }))}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t("production:picking.warehouse")}
          value={filters.warehouseId}
          onChange={(v?: string) => filter({ warehouseId: v })}
          options={(options?.warehouses ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={t("production:picking.project")}
          value={filters.projectId}
          onChange={(v?: string) => filter({ projectId: v })}
          options={(options?.projects ?? []).map((p) => ({
            value: p.projectId,
            label: `${p.projectNo} ${p.name}`,
          }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t("production:picking.device")}
          value={filters.deviceId}
          onChange={(v?: string) => filter({ deviceId: v })}
          options={(options?.devices ?? []).map((d) => ({ value: d.deviceId, label: d.code }))}
        />
      </div>
      <Table<PickingSlab>
        rowKey="slabId"
        size="small"
        tableLayout="fixed"
        loading={tableLoading(list)}
        dataSource={list.data?.list ?? []}
        data-testid="picking-candidates"
        rowSelection={{
          selectedRowKeys: ticked.map((s) => s.slabId),
          onChange: (_, rows) => setTicked(rows),
          getCheckboxProps: (s) => ({ disabled: s.exception }),
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          ...slabColumns(t),
          {
            title: t("production:picking.productionPlan"),
            key: "productionPlan",
            width: 130,
            ellipsis: true,
            render: (_, s) =>
              s.productionPlanNo
                ? `${s.productionPlanNo} · ${s.planDeviceCode ?? ""} ${s.planTableSide ?? ""}`
                : "-",
          },
        ]}
      />
    </Card>
  );
}
