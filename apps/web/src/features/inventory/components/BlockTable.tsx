import { type BlockItem, SLAB_STATUSES } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { blockApi } from "../../../api/inventory.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { tableLoading } from "../../../lib/table-loading.ts";
import { inventoryKeys, useInventoryOptions } from "../api/inventory-api.ts";
import { area, STATUS_COLORS } from "./SlabBits.tsx";
import { readPage, stockPagination, type UpdateQuery } from "./stock-paging.ts";

/** The block list of /slabQuery: slab counts by status and total area; opening one lists its slabs. */
export function BlockTable({
  params,
  update,
  openBlock,
}: {
  params: URLSearchParams;
  update: UpdateQuery;
  openBlock: (b: BlockItem) => void;
}) {
  const { t } = useTranslation();
  const { pageNum, pageSize } = readPage(params);
  const blockNo = params.get("blockNo")?.trim() || undefined;
  const stone = params.get("stone")?.trim() || undefined;
  const [keyword, setKeyword] = useState(blockNo ?? "");
  const options = useInventoryOptions();
  const list = useQuery({
    queryKey: [...inventoryKeys.blocks, pageNum, pageSize, blockNo, stone],
    queryFn: () => blockApi.list({ pageNum, pageSize, blockNo, stone }),
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
        loading={tableLoading(list)}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 960 }}
        pagination={stockPagination(t, { pageNum, pageSize, total: list.data?.total }, update)}
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
