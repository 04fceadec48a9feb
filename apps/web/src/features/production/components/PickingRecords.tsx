import { ReloadOutlined } from "@ant-design/icons";
import type { PickingKind, PickingOptions, PickingRecord, PickingRecordFilters } from "@stoneworks/shared";
import { formatArea, PICKING_KINDS } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, DatePicker, Input, Select, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { pickingApi } from "../../../api/production.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { pickingKeys } from "../api/picking-api.ts";
import { slabColumns, when } from "./picking-columns.tsx";

const KIND_COLORS: Record<PickingKind, string> = { pick: "blue", return: "gold", transfer: "purple" };

/** Columns of a picking record (the records list and the device detail's records of today). */
export function recordColumns(t: TFunction): ColumnsType<PickingRecord> {
  return [
    {
      title: t("production:picking.recordNo"),
      dataIndex: "recordNo",
      width: 150,
      render: (v: string) => (
        <span data-testid="record-no" data-no={v}>
          {v}
        </span>
      ),
    },
    {
      title: t("production:picking.kind"),
      dataIndex: "kind",
      width: 80,
      render: (v: PickingKind) => (
        <Tag color={KIND_COLORS[v]} data-testid="record-kind" data-kind={v}>
          {t(`production:picking.kinds.${v}`)}
        </Tag>
      ),
    },
    {
      title: t("production:picking.deviceTable"),
      key: "table",
      width: 190,
      ellipsis: true,
      render: (_, r) => {
        const from = t("production:picking.onTable", { device: r.deviceCode, side: r.tableSide });
        if (r.kind === "transfer")
          return `${from} → ${t("production:picking.onTable", { device: r.toDeviceCode, side: r.toTableSide })}`;
        if (r.kind === "return") return `${from} → ${r.warehouseName ?? "-"}`;
        return r.planNo ? `${from} · ${r.planNo}` : from;
      },
    },
    { title: t("production:picking.slabs"), dataIndex: "slabCount", width: 72, align: "right" },
    {
      title: t("production:picking.area"),
      dataIndex: "area",
      width: 90,
      align: "right",
      render: (v: number) => formatArea(v),
    },
    { title: t("production:picking.boards"), dataIndex: "boards", width: 84, align: "right" },
    { title: t("production:picking.racksNeeded"), dataIndex: "racksNeeded", width: 76, align: "right" },
    { title: t("production:picking.operator"), dataIndex: "operatorName", width: 86, ellipsis: true },
    { title: t("production:picking.time"), dataIndex: "createdAt", width: 140, render: when },
    {
      title: t("production:picking.remark"),
      dataIndex: "remark",
      ellipsis: true,
      render: (v: string) => v || "-",
    },
  ];
}

/** A record's slabs, loaded when its row opens. */
function RecordSlabs({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...pickingKeys.recordSlabs, recordId],
    queryFn: () => pickingApi.recordSlabs({ recordId }),
  });
  return (
    <Table
      rowKey="slabId"
      size="small"
      tableLayout="fixed"
      pagination={false}
      loading={q.isPending}
      dataSource={q.data ?? []}
      columns={slabColumns(t)}
      data-testid="record-slabs"
    />
  );
}

/** The machine picking records, with filters (kind, device, operator, dates, slab barcode). */
export function PickingRecords({ options }: { options: PickingOptions | undefined }) {
  const { t } = useTranslation();
  const paged = usePaged<PickingRecord, PickingRecordFilters>(
    pickingKeys.records,
    pagedBy(pickingApi.recordList),
    {},
  );
  const f = paged.filters;
  return (
    <div data-testid="picking-records">
      <div className="sw-toolbar">
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t("production:picking.barcodeSearch")}
          defaultValue={f.barcode}
          onSearch={(v) => paged.filter({ barcode: v.trim() || undefined })}
          data-testid="records-barcode"
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t("production:picking.kind")}
          value={f.kind}
          onChange={(v?: PickingKind) => paged.filter({ kind: v })}
          options={PICKING_KINDS.map((k) => ({ value: k, label: t(`production:picking.kinds.${k}`) }))}
          data-testid="records-kind"
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t("production:picking.device")}
          value={f.deviceId}
          onChange={(v?: string) => paged.filter({ deviceId: v })}
          options={(options?.devices ?? []).map((d) => ({ value: d.deviceId, label: d.code }))}
          data-testid="records-device"
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t("production:picking.operator")}
          value={f.operatorId}
          onChange={(v?: string) => paged.filter({ operatorId: v })}
          options={(options?.operators ?? []).map((o) => ({ value: o.userId, label: o.name }))}
        />
        <DatePicker.RangePicker
          style={{ width: 260 }}
          placeholder={[t("production:picking.dateFrom"), t("production:picking.dateTo")]}
          value={f.dateFrom && f.dateTo ? [dayjs(f.dateFrom), dayjs(f.dateTo)] : null}
          onChange={(v) =>
            paged.filter({ dateFrom: v?.[0]?.format("YYYY-MM-DD"), dateTo: v?.[1]?.format("YYYY-MM-DD") })
          }
        />
        <span className="sw-toolbar-spacer" />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void paged.refresh()}
          aria-label={t("app:actions.refresh")}
        />
      </div>
      <Table<PickingRecord>
        rowKey="recordId"
        tableLayout="fixed"
        loading={tableLoading(paged.list)}
        dataSource={paged.rows}
        pagination={paged.pagination}
        locale={{ emptyText: t("production:picking.noRecords") }}
        expandable={{ expandedRowRender: (r) => <RecordSlabs recordId={r.recordId} /> }}
        columns={recordColumns(t)}
      />
    </div>
  );
}
