import type { CraftRecord, CraftWorkRecordsFilters } from "@stoneworks/shared";
import { formatMoney, rackCode } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DatePicker, Input, Select, Space, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { craftWorkApi } from "../../../api/floor.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { craftWorkKeys } from "../api/craft-work-api.ts";
import { useQuantity } from "./CraftWorkTab.tsx";

/** The craft records: board, craft, quantity and unit, unit price, fee, operator, time; filters by project, operator, dates. */
export function CraftRecords() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [filters, setFilters] = useState<CraftWorkRecordsFilters>({});
  const list = useQuery({
    queryKey: craftWorkKeys.records(page, pageSize, filters),
    queryFn: () => craftWorkApi.records({ pageNum: page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  const qty = useQuantity();
  const filter = (f: CraftWorkRecordsFilters) => {
    setFilters((old) => ({ ...old, ...f }));
    setPage(1);
  };
  const data = list.data;
  return (
    <div data-testid="craft-records">
      <Space wrap style={{ marginBottom: 12, width: "100%" }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          placeholder={t("floor:craftWork.filter.project")}
          value={filters.projectId}
          onChange={(v?: string) => filter({ projectId: v })}
          options={(data?.projects ?? []).map((p) => ({
            value: p.projectId,
            label: `${p.projectNo} ${p.name}`,
          }))}
          data-testid="craft-records-project"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 180 }}
          placeholder={t("floor:craftWork.filter.operator")}
          value={filters.operatorId}
          onChange={(v?: string) => filter({ operatorId: v })}
          options={(data?.operators ?? []).map((o) => ({ value: o.userId, label: o.name }))}
          data-testid="craft-records-operator"
        />
        <DatePicker.RangePicker
          style={{ width: 260 }}
          onChange={(r) => filter({ from: r?.[0]?.format("YYYY-MM-DD"), to: r?.[1]?.format("YYYY-MM-DD") })}
        />
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t("floor:craftWork.filter.keyword")}
          onSearch={(v) => filter({ keyword: v.trim() || undefined })}
          data-testid="craft-records-search"
        />
        <span className="sw-craft-records-sum" data-testid="craft-records-total">
          {t("floor:craftWork.recordsTotal", { fee: formatMoney(data?.totalFeeFen ?? 0) })}
        </span>
      </Space>
      <Table<CraftRecord>
        size="small"
        rowKey="recordId"
        tableLayout="fixed"
        loading={tableLoading(list)}
        dataSource={data?.list ?? []}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t("forms:table.total", { total }),
          onChange: (p, s) => {
            setPage(s !== pageSize ? 1 : p);
            setPageSize(s);
          },
        }}
        columns={[
          {
            title: t("floor:craftWork.col.board"),
            dataIndex: "boardCode",
            width: 150,
            ellipsis: true,
            render: (v: string) => <span data-testid="craft-record-board">{v}</span>,
          },
          {
            title: t("floor:craftWork.col.project"),
            key: "project",
            ellipsis: true,
            render: (_, r) => <span title={`${r.projectNo} ${r.projectName}`}>{r.projectName}</span>,
          },
          {
            title: t("floor:craftWork.col.craft"),
            key: "craft",
            width: 170,
            ellipsis: true,
            render: (_, r) => (
              <span title={`${r.craftName} ${r.workshopName}`}>
                {r.craftName} <span className="sw-muted">{r.workshopName}</span>
              </span>
            ),
          },
          {
            title: t("floor:craftWork.col.quantity"),
            key: "qty",
            width: 110,
            align: "right",
            render: (_, r) => <span className="sw-floor-num">{qty(r.quantityMilli, r.pricingUnit)}</span>,
          },
          {
            title: t("floor:craftWork.col.unitPrice"),
            key: "price",
            width: 120,
            align: "right",
            render: (_, r) => (
              <span className="sw-floor-num">
                ¥{formatMoney(r.unitPriceFen)} / {t(`floor:craftWork.unit.${r.pricingUnit}`)}
              </span>
            ),
          },
          {
            title: t("floor:craftWork.col.fee"),
            dataIndex: "feeFen",
            width: 100,
            align: "right",
            render: (v: number) => (
              <strong className="sw-floor-num" data-testid="craft-record-fee">
                ¥{formatMoney(v)}
              </strong>
            ),
          },
          {
            title: t("floor:craftWork.col.operator"),
            dataIndex: "operatorName",
            width: 110,
            ellipsis: true,
          },
          {
            title: t("floor:craftWork.col.rack"),
            dataIndex: "rackNumber",
            width: 70,
            render: (v: number | null) => (v === null ? "-" : rackCode(v)),
          },
          {
            title: t("floor:craftWork.col.time"),
            dataIndex: "doneAt",
            width: 140,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
          },
        ]}
      />
    </div>
  );
}
