import { BarcodeOutlined, ReloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Menu, SLAB_STATUSES, type SlabStatus } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InputRef } from "antd";
import { Button, Card, Input, Select, Space, Table, Tabs, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastWarning } from "../../../lib/feedback.ts";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { slabDetailPath, slabMaterialPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import {
  type BlockItem,
  inventoryApi,
  inventoryKeys,
  type SlabFilters,
  type SlabItem,
} from "../api/inventory-api.ts";
import { ImportSlabsModal } from "../components/ImportSlabsModal.tsx";
import {
  area,
  ExceptionMark,
  SlabStatusTag,
  STATUS_COLORS,
  size,
  thickness,
  yieldText,
} from "../components/SlabBits.tsx";
import "../../../components/page.css";
import "../inventory.css";

const PAGE_SIZES = [10, 20, 50, 100];

/** The query string as filters: everything the list shows is in the URL (shareable, kept on return). */
function readFilters(p: URLSearchParams): SlabFilters & { pageNum: number; pageSize: number } {
  const num = (k: string) => {
    const v = Number(p.get(k));
    return p.get(k) !== null && Number.isFinite(v) && v > 0 ? v : undefined;
  };
  const text = (k: string) => p.get(k)?.trim() || undefined;
  const status = p.get("status");
  const exception = p.get("exception");
  const size = num("pageSize");
  return {
    pageNum: Math.floor(num("pageNum") ?? 1),
    pageSize: size && PAGE_SIZES.includes(size) ? size : 10,
    stone: text("stone"),
    thickness: num("thickness"),
    status: (SLAB_STATUSES as readonly string[]).includes(status ?? "") ? (status as SlabStatus) : undefined,
    warehouseId: text("warehouseId"),
    blockNo: text("blockNo"),
    bundleNo: text("bundleNo"),
    barcode: text("barcode"),
    exception: exception === "true" ? true : exception === "false" ? false : undefined,
    blockId: text("blockId"),
  };
}

/** /slabQuery (2200): slabs and blocks in stock, barcode scan first, slab import. */
export default function SlabQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = usePermission(Menu.SlabQuery);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "blocks" ? "blocks" : "slabs";
  const [importing, setImporting] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const [scan, setScan] = useState("");
  const [scanning, setScanning] = useState(false);

  // Scan-first: the barcode box has the focus whenever the page is shown.
  useEffect(() => {
    scanRef.current?.focus();
  }, []);

  /** Merges query values (undefined removes one); a filter change goes back to page 1. */
  const update = (patch: Record<string, string | number | boolean | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete("pageNum");
    setParams(next, { replace: true, state: FRESH_QUERY });
  };

  const submitScan = async () => {
    const barcode = scan.trim();
    if (!barcode || scanning) return;
    setScanning(true);
    try {
      const page = await inventoryApi.slabs(1, 2, { barcode });
      if (page.total === 1 && page.list[0]) {
        const s = page.list[0];
        navigate(slabDetailPath(s.slabId, s.barcode));
        return;
      }
      if (page.total === 0) toastWarning(t("inventory:query.scanNone", { barcode }));
      // Show what the scan found (none or several) in the list.
      const next = new URLSearchParams();
      next.set("barcode", barcode);
      setParams(next, { replace: true, state: FRESH_QUERY });
    } catch {
      // the client toasted it
    } finally {
      setScanning(false);
      setScan("");
      scanRef.current?.focus();
    }
  };

  return (
    <div className="sw-page" data-testid="slab-query-page">
      <Card className="sw-page-card">
        <div className="sw-inv-head">
          <h2>{t("inventory:query.title")}</h2>
          <div className="sw-inv-scan">
            <Input
              ref={scanRef}
              size="large"
              autoFocus
              allowClear
              prefix={<BarcodeOutlined />}
              placeholder={t("inventory:query.scanPlaceholder")}
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={() => void submitScan()}
              disabled={scanning}
              autoComplete="off"
              data-testid="slab-scan"
            />
          </div>
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            aria-label={t("app:actions.refresh")}
            onClick={() => void client.invalidateQueries({ queryKey: inventoryKeys.all })}
          />
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => can.check() && setImporting(true)}
            data-testid="slab-import"
          >
            {t("inventory:import.button")}
          </Button>
        </div>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(k === "blocks" ? { tab: k } : {}, { replace: true, state: FRESH_QUERY })}
          items={[
            {
              key: "slabs",
              label: <span data-testid="tab-slabs">{t("inventory:query.tabSlabs")}</span>,
              children: <SlabTable params={params} update={update} />,
            },
            {
              key: "blocks",
              label: <span data-testid="tab-blocks">{t("inventory:query.tabBlocks")}</span>,
              children: (
                <BlockTable
                  params={params}
                  update={update}
                  openBlock={(b) =>
                    setParams({ blockId: b.blockId, blockLabel: b.blockNo }, { state: FRESH_QUERY })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
      <ImportSlabsModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void client.invalidateQueries({ queryKey: inventoryKeys.all })}
      />
    </div>
  );
}

type Update = (patch: Record<string, string | number | boolean | undefined>, keepPage?: boolean) => void;

function SlabTable({ params, update }: { params: URLSearchParams; update: Update }) {
  const { t } = useTranslation();
  const f = readFilters(params);
  const { pageNum, pageSize, ...filters } = f;
  const options = useQuery({ queryKey: inventoryKeys.options, queryFn: inventoryApi.options });
  const list = useQuery({
    queryKey: [...inventoryKeys.slabs, pageNum, pageSize, filters],
    queryFn: () => inventoryApi.slabs(pageNum, pageSize, filters),
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
            });
          }}
          data-testid="filter-reset"
        >
          {t("inventory:common.reset")}
        </Button>
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
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1320 }}
        pagination={{
          current: pageNum,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("forms:table.total", { total }),
          onChange: (p, s) =>
            update({ pageNum: p > 1 ? p : undefined, pageSize: s === 10 ? undefined : s }, true),
        }}
        columns={[
          {
            title: t("inventory:slab.barcode"),
            dataIndex: "barcode",
            fixed: "left",
            width: 170,
            render: (v: string, s) => (
              <Space size={4}>
                <Link to={slabDetailPath(s.slabId, s.barcode)} data-testid="slab-row" data-barcode={v}>
                  {v}
                </Link>
                <ExceptionMark exception={s.exception} reason={s.exceptionReason} />
              </Space>
            ),
          },
          {
            title: t("inventory:slab.status"),
            dataIndex: "status",
            width: 100,
            render: (v: SlabStatus) => <SlabStatusTag status={v} />,
          },
          {
            title: t("inventory:slab.blockBundleSlab"),
            key: "no",
            width: 180,
            render: (_, s) => (
              <span className="sw-inv-nowrap">
                {s.blockNo} / {s.bundleNo} / {s.slabNo}
              </span>
            ),
          },
          {
            title: t("inventory:slab.stone"),
            dataIndex: "stone",
            width: 100,
            render: (v: string) => <span data-testid="slab-stone">{v}</span>,
          },
          {
            title: t("inventory:slab.size"),
            key: "size",
            width: 120,
            render: (_, s) => size(s.length, s.width),
          },
          {
            title: t("inventory:slab.thickness"),
            dataIndex: "thickness",
            width: 100,
            align: "right",
            render: (v: number) => <span data-testid="slab-thickness">{thickness(v)}</span>,
          },
          {
            title: t("inventory:slab.area"),
            dataIndex: "area",
            width: 100,
            align: "right",
            render: (v: number) => <span data-testid="slab-area">{area(v)}</span>,
          },
          {
            title: t("inventory:slab.yieldRate"),
            dataIndex: "yieldRate",
            width: 90,
            align: "right",
            render: (v: number | null) => yieldText(v),
          },
          {
            title: t("inventory:slab.warehouse"),
            dataIndex: "warehouseName",
            width: 110,
            render: (v: string | null) => v || "-",
          },
          {
            title: t("inventory:slab.device"),
            dataIndex: "deviceCode",
            width: 110,
            render: (v: string | null, s) => (v ? `${v}${s.tableSide ? ` · ${s.tableSide}` : ""}` : "-"),
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            fixed: "right",
            width: 190,
            render: (_, s) => (
              <Space size={0}>
                <Link to={slabDetailPath(s.slabId, s.barcode)}>
                  <Button type="link" size="small">
                    {t("inventory:slab.detail")}
                  </Button>
                </Link>
                <Link to={slabMaterialPath(s.slabId, s.barcode)} data-testid="slab-material">
                  <Button type="link" size="small">
                    {t("inventory:slab.material")}
                  </Button>
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

function BlockTable({
  params,
  update,
  openBlock,
}: {
  params: URLSearchParams;
  update: Update;
  openBlock: (b: BlockItem) => void;
}) {
  const { t } = useTranslation();
  const pageNum = Math.max(1, Math.floor(Number(params.get("pageNum")) || 1));
  const pageSize = PAGE_SIZES.includes(Number(params.get("pageSize"))) ? Number(params.get("pageSize")) : 10;
  const blockNo = params.get("blockNo")?.trim() || undefined;
  const stone = params.get("stone")?.trim() || undefined;
  const [keyword, setKeyword] = useState(blockNo ?? "");
  const options = useQuery({ queryKey: inventoryKeys.options, queryFn: inventoryApi.options });
  const list = useQuery({
    queryKey: [...inventoryKeys.blocks, pageNum, pageSize, blockNo, stone],
    queryFn: () => inventoryApi.blocks(pageNum, pageSize, { blockNo, stone }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="sw-toolbar">
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t("inventory:block.searchPlaceholder")}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => update({ blockNo: v.trim() })}
          data-testid="block-search"
        />
        <Select
          allowClear
          showSearch
          style={{ width: 160 }}
          placeholder={t("inventory:query.stone")}
          value={stone}
          onChange={(v) => update({ stone: v })}
          options={(options.data?.stones ?? []).map((s) => ({ value: s, label: s }))}
          data-testid="block-stone"
        />
      </div>
      <Table<BlockItem>
        rowKey="blockId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 960 }}
        pagination={{
          current: pageNum,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("forms:table.total", { total }),
          onChange: (p, s) =>
            update({ pageNum: p > 1 ? p : undefined, pageSize: s === 10 ? undefined : s }, true),
        }}
        columns={[
          {
            title: t("inventory:block.blockNo"),
            dataIndex: "blockNo",
            width: 130,
            render: (v: string) => (
              <strong data-testid="block-row" data-block={v}>
                {v}
              </strong>
            ),
          },
          { title: t("inventory:block.stone"), dataIndex: "stone", width: 130 },
          {
            title: t("inventory:block.slabCount"),
            dataIndex: "slabCount",
            width: 80,
            align: "right",
            render: (v: number) => <span data-testid="block-count">{v}</span>,
          },
          {
            title: t("inventory:block.byStatus"),
            key: "byStatus",
            render: (_, b) => (
              <Space size={4} wrap>
                {SLAB_STATUSES.map((s) => (
                  <Tag
                    key={s}
                    color={b.statusCounts[s] ? STATUS_COLORS[s] : "default"}
                    data-testid={`block-${s}`}
                  >
                    {t(`inventory:status.${s}`)} {b.statusCounts[s] ?? 0}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t("inventory:block.exceptionCount"),
            dataIndex: "exceptionCount",
            width: 90,
            align: "right",
            render: (v: number) => (v ? <Tag color="error">{v}</Tag> : 0),
          },
          {
            title: t("inventory:block.totalArea"),
            dataIndex: "totalArea",
            width: 120,
            align: "right",
            render: (v: number) => area(v),
          },
          {
            title: t("inventory:block.createdAt"),
            dataIndex: "createdAt",
            width: 120,
            render: (v: string) => <TimeAgo value={v} />,
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            width: 110,
            render: (_, b) => (
              <Button type="link" size="small" onClick={() => openBlock(b)} data-testid="block-open">
                {t("inventory:block.viewSlabs")}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
