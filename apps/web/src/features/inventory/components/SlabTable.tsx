import {
  SLAB_KINDS,
  SLAB_STATUSES,
  type SlabFilters,
  type SlabItem,
  type SlabKind,
  type SlabStatus,
} from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Input, Select, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { slabApi } from "../../../api/inventory.ts";
import { useColumnPicker } from "../../../components/ColumnPicker.tsx";
import { slabDetailPath, slabMaterialPath } from "../../../lib/paths.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { inventoryKeys, useInventoryOptions } from "../api/inventory-api.ts";
import { area, ExceptionMark, RemnantTag, SlabStatusTag, size, thickness, yieldText } from "./SlabBits.tsx";
import { readPage, stockPagination, type UpdateQuery } from "./stock-paging.ts";

/** The query string as filters: everything the list shows is in the URL (shareable, kept on return). */
function readFilters(p: URLSearchParams): SlabFilters & { pageNum: number; pageSize: number } {
  const num = (k: string) => {
    const v = Number(p.get(k));
    return p.get(k) !== null && Number.isFinite(v) && v > 0 ? v : undefined;
  };
  const text = (k: string) => p.get(k)?.trim() || undefined;
  const status = p.get("status");
  const exception = p.get("exception");
  const kind = p.get("kind");
  return {
    ...readPage(p),
    stone: text("stone"),
    thickness: num("thickness"),
    status: (SLAB_STATUSES as readonly string[]).includes(status ?? "") ? (status as SlabStatus) : undefined,
    warehouseId: text("warehouseId"),
    blockNo: text("blockNo"),
    bundleNo: text("bundleNo"),
    barcode: text("barcode"),
    exception: exception === "true" ? true : exception === "false" ? false : undefined,
    blockId: text("blockId"),
    kind: kind === "slabs" || kind === "remnants" ? (kind as SlabKind) : undefined,
  };
}

/** The slab list of /slabQuery with its filters (all in the URL). */
export function SlabTable({ params, update }: { params: URLSearchParams; update: UpdateQuery }) {
  const { t } = useTranslation();
  const f = readFilters(params);
  const { pageNum, pageSize, ...filters } = f;
  const options = useInventoryOptions();
  const list = useQuery({
    queryKey: [...inventoryKeys.slabs, pageNum, pageSize, filters],
    queryFn: () => slabApi.list({ pageNum, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  // Text filters are typed, then applied with Enter / the search button.
  const [blockNo, setBlockNo] = useState(f.blockNo ?? "");
  const [bundleNo, setBundleNo] = useState(f.bundleNo ?? "");
  useEffect(() => {
    setBlockNo(f.blockNo ?? "");
    setBundleNo(f.bundleNo ?? "");
  }, [f.blockNo, f.bundleNo]);
  const applyText = () => update({ blockNo: blockNo.trim(), bundleNo: bundleNo.trim() });
  const blockLabel = params.get("blockLabel");
  const all: ColumnsType<SlabItem> = [
    {
      title: t("inventory:slab.barcode"),
      key: "barcode",
      dataIndex: "barcode",
      width: 134,
      render: (v: string, s) => (
        <Space size={4} wrap>
          <Link to={slabDetailPath(s.slabId, s.barcode)} data-testid="slab-row" data-barcode={v}>
            {v}
          </Link>
          {s.parentSlabId && <RemnantTag />}
          <ExceptionMark exception={s.exception} reason={s.exceptionReason} />
        </Space>
      ),
    },
    {
      title: t("inventory:slab.status"),
      key: "status",
      dataIndex: "status",
      width: 84,
      render: (v: SlabStatus) => <SlabStatusTag status={v} />,
    },
    {
      title: t("inventory:slab.blockBundleSlab"),
      key: "no",
      width: 140,
      ellipsis: { showTitle: false },
      render: (_, s) => (
        <span className="sw-inv-nowrap">
          {s.blockNo} / {s.bundleNo} / {s.slabNo}
        </span>
      ),
    },
    {
      title: t("inventory:slab.stone"),
      key: "stone",
      dataIndex: "stone",
      width: 90,
      ellipsis: true,
      render: (v: string) => <span data-testid="slab-stone">{v}</span>,
    },
    {
      title: t("inventory:slab.size"),
      key: "size",
      width: 104,
      render: (_, s) => size(s.length, s.width),
    },
    {
      // The list's narrow column: "Thick. (mm)" in English, where "Thickness" would break mid-word.
      title: t("inventory:slab.thicknessShort"),
      key: "thickness",
      dataIndex: "thickness",
      width: 80,
      align: "right",
      render: (v: number) => <span data-testid="slab-thickness">{thickness(v)}</span>,
    },
    {
      title: t("inventory:slab.area"),
      key: "area",
      dataIndex: "area",
      width: 80,
      align: "right",
      render: (v: number) => <span data-testid="slab-area">{area(v)}</span>,
    },
    {
      title: t("inventory:slab.yieldRate"),
      key: "yieldRate",
      dataIndex: "yieldRate",
      width: 72,
      align: "right",
      render: (v: number | null) => yieldText(v),
    },
    {
      title: t("inventory:slab.warehouse"),
      key: "warehouse",
      dataIndex: "warehouseName",
      width: 96,
      ellipsis: true,
      render: (v: string | null) => v || "-",
    },
    {
      title: t("inventory:slab.device"),
      key: "device",
      dataIndex: "deviceCode",
      width: 96,
      ellipsis: true,
      render: (v: string | null, s) => (v ? `${v}${s.tableSide ? ` · ${s.tableSide}` : ""}` : "-"),
    },
    {
      title: t("forms:table.actions"),
      key: "actions",
      width: 124,
      render: (_, s) => (
        <Space size={0}>
          <Link to={slabMaterialPath(s.slabId, s.barcode)} data-testid="slab-material">
            <Button type="link" size="small">
              {t("inventory:slab.material")}
            </Button>
          </Link>
        </Space>
      ),
    },
  ];
  const { columns, picker } = useColumnPicker("slabs", all, { hidden: [], always: ["barcode"] });

  return (
    <>
      <div className="sw-toolbar" data-testid="slab-filters">
        <Select
          allowClear
          showSearch
          style={{ width: 130 }}
          placeholder={t("inventory:query.stone")}
          value={f.stone}
          onChange={(v) => update({ stone: v })}
          options={(options.data?.stones ?? []).map((s) => ({ value: s, label: s }))}
          data-testid="filter-stone"
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t("inventory:query.thickness")}
          value={f.thickness}
          onChange={(v) => update({ thickness: v })}
          options={(options.data?.thicknesses ?? []).map((v) => ({ value: v, label: `${thickness(v)} mm` }))}
          data-testid="filter-thickness"
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t("inventory:query.status")}
          value={f.status}
          onChange={(v) => update({ status: v })}
          options={SLAB_STATUSES.map((s) => ({ value: s, label: t(`inventory:status.${s}`) }))}
          data-testid="filter-status"
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t("inventory:query.warehouse")}
          value={f.warehouseId}
          onChange={(v) => update({ warehouseId: v })}
          options={(options.data?.warehouses ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
          data-testid="filter-warehouse"
        />
        <Select
          style={{ width: 140 }}
          value={f.kind ?? "all"}
          onChange={(v) => update({ kind: v === "all" ? undefined : v })}
          options={SLAB_KINDS.map((k) => ({ value: k, label: t(`inventory:query.kind.${k}`) }))}
          data-testid="filter-kind"
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t("inventory:query.exception")}
          value={f.exception === undefined ? undefined : String(f.exception)}
          onChange={(v) => update({ exception: v })}
          options={[
            { value: "true", label: t("inventory:query.exceptionOnly") },
            { value: "false", label: t("inventory:query.exceptionNone") },
          ]}
          data-testid="filter-exception"
        />
        <Input
          allowClear
          style={{ width: 120 }}
          placeholder={t("inventory:query.blockNo")}
          value={blockNo}
          onChange={(e) => setBlockNo(e.target.value)}
          onPressEnter={applyText}
          data-testid="filter-block"
        />
        <Input
          allowClear
          style={{ width: 110 }}
          placeholder={t("inventory:query.bundleNo")}
          value={bundleNo}
          onChange={(e) => setBundleNo(e.target.value)}
          onPressEnter={applyText}
          data-testid="filter-bundle"
        />
        <Button type="primary" onClick={applyText} data-testid="filter-search">
          {t("inventory:common.search")}
        </Button>
        <Button
          onClick={() => {
            setBlockNo("");
            setBundleNo("");
            update({
              stone: undefined,
              thickness: undefined,
              status: undefined,
              warehouseId: undefined,
              exception: undefined,
              blockNo: undefined,
              bundleNo: undefined,
              barcode: undefined,
              blockId: undefined,
              blockLabel: undefined,
              kind: undefined,
            });
          }}
          data-testid="filter-reset"
        >
          {t("inventory:common.reset")}
        </Button>
        <span className="sw-toolbar-spacer" />
        {picker}
      </div>
      {(f.barcode || f.blockId) && (
        <div className="sw-inv-chips">
          {f.barcode && (
            <Tag closable onClose={() => update({ barcode: undefined })} data-testid="chip-barcode">
              {t("inventory:query.barcodeFilter", { barcode: f.barcode })}
            </Tag>
          )}
          {f.blockId && (
            <Tag
              closable
              onClose={() => update({ blockId: undefined, blockLabel: undefined })}
              data-testid="chip-block"
            >
              {t("inventory:query.blockFilter", { blockNo: blockLabel ?? "" })}
            </Tag>
          )}
        </div>
      )}
      <Table<SlabItem>
        rowKey="slabId"
        size="middle"
        loading={tableLoading(list)}
        dataSource={list.data?.list ?? []}
        tableLayout="fixed"
        pagination={stockPagination(t, { pageNum, pageSize, total: list.data?.total }, update)}
        columns={columns}
      />
    </>
  );
}
