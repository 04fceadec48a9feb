import type { CraftFee, ProcessingBoard, ProcessingSummaryCraft, ProjectDetail } from "@stoneworks/shared";
import { formatMoney, formatQuantityMilli } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Input, Select, Space, Statistic, Table, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { projectApi } from "../../../api/project.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { type BoardFilters, projectKeys } from "../api/project-api.ts";

/**
 * Second processing: the crafts of every board with the unit price from the process flow of the
 * project's type (else the craft's own), the fee per craft and board, and the project's total fee.
 */
export function ProcessingTab({ project: p }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  // Page, size and filters in the address (processing.*): Back and the tags bring them back.
  const [{ page, pageSize, filters }, setList] = useQueryState("processing", {
    page: 1,
    pageSize: 10,
    filters: {} as BoardFilters,
  });
  const data = useQuery({
    queryKey: [...projectKeys.processing(p.projectId), page, pageSize, filters],
    queryFn: () => projectApi.processing({ projectId: p.projectId, pageNum: page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  const summary = data.data?.summary;
  const currency = t("project:processing.currency");
  const unit = (u: CraftFee["pricingUnit"]) => t(`project:processing.unit.${u}`);
  const filter = (f: BoardFilters) => setList({ filters: { ...filters, ...f }, page: 1 });

  return (
    <div className="sw-pj-tab-body">
      <div className="sw-pj-stats" data-testid="processing-summary">
        <Statistic title={t("project:processing.boardsWithCrafts")} value={summary?.boardCount ?? "-"} />
        <Statistic title={t("project:processing.craftSteps")} value={summary?.craftCount ?? "-"} />
        <Statistic
          title={t("project:processing.totalFee")}
          value={summary ? formatMoney(summary.totalFeeFen) : "-"}
          suffix={currency}
          data-testid="processing-total"
        />
      </div>
      <h3 className="sw-pj-section-title">{t("project:processing.byCraft")}</h3>
      <Table<ProcessingSummaryCraft>
        size="small"
        rowKey="craftId"
        dataSource={summary?.crafts ?? []}
        loading={!summary && data.isFetching}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t("project:processing.noCrafts") }}
        columns={[
          {
            title: t("project:processing.craft"),
            dataIndex: "name",
            render: (v: string) => <strong>{v}</strong>,
          },
          {
            title: `${t("project:processing.unitPrice")} (${currency})`,
            dataIndex: "unitPriceFen",
            width: 170,
            align: "right",
            render: (v: number, c) => (
              <span className="sw-pj-num">
                {formatMoney(v)} / {unit(c.pricingUnit)}
              </span>
            ),
          },
          { title: t("project:processing.boards"), dataIndex: "boardCount", width: 100, align: "right" },
          {
            title: t("project:processing.quantity"),
            dataIndex: "quantityMilli",
            width: 150,
            align: "right",
            render: (v: number, c) => (
              <span className="sw-pj-num" data-testid="processing-summary-qty">
                {formatQuantityMilli(v, c.pricingUnit)} {unit(c.pricingUnit)}
              </span>
            ),
          },
          {
            title: `${t("project:processing.fee")} (${currency})`,
            dataIndex: "feeFen",
            width: 140,
            align: "right",
            render: (v: number) => <strong className="sw-pj-num">{formatMoney(v)}</strong>,
          },
        ]}
      />
      <div className="sw-pj-section-head">
        <h3 className="sw-pj-section-title">{t("project:processing.perBoard")}</h3>
        <Space wrap>
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t("project:fields.batchNo")}
            value={filters.planeId}
            onChange={(v?: string) => filter({ planeId: v })}
            options={p.overview.planes.map((pl) => ({ value: pl.planeId, label: pl.batchNo }))}
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t("project:overview.boardSearch")}
            defaultValue={filters.keyword}
            onSearch={(v) => filter({ keyword: v.trim() || undefined })}
          />
        </Space>
      </div>
      <Table<ProcessingBoard>
        size="small"
        rowKey="boardId"
        loading={tableLoading(data)}
        dataSource={data.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t("forms:table.total", { total }),
          onChange: (pg, s) => setList({ page: s !== pageSize ? 1 : pg, pageSize: s }),
        }}
        columns={[
          {
            title: t("project:fields.boardCode"),
            dataIndex: "code",
            width: 140,
            render: (v: string) => <span data-testid="processing-row">{v}</span>,
          },
          { title: t("project:fields.batchNo"), dataIndex: "batchNo", width: 120 },
          {
            title: `${t("project:fields.area")} (${t("app:units.squareMetre")})`,
            dataIndex: "area",
            width: 110,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          {
            title: t("project:processing.craftLines"),
            dataIndex: "crafts",
            render: (v: CraftFee[]) =>
              v.length ? (
                <span className="sw-pj-crafts">
                  {v.map((c) => (
                    <Tooltip
                      key={c.seq}
                      title={t(
                        c.priceSource === "processFlow"
                          ? "project:processing.priceFromFlow"
                          : "project:processing.priceFromCraft",
                        {
                          fee: formatMoney(c.feeFen),
                          price: formatMoney(c.unitPriceFen),
                          unit: unit(c.pricingUnit),
                          currency,
                        },
                      )}
                    >
                      <Tag
                        color={c.done ? "green" : undefined}
                        data-testid="processing-line"
                        data-quantity={c.quantityMilli}
                        data-source={c.quantitySource}
                      >
                        {c.name}{" "}
                        <span className="sw-pj-num">
                          {formatQuantityMilli(c.quantityMilli, c.pricingUnit)} {unit(c.pricingUnit)}
                        </span>
                        {c.quantitySource === "default" && (
                          <span className="sw-sub-text"> ({t("project:processing.defaultQuantity")})</span>
                        )}
                      </Tag>
                    </Tooltip>
                  ))}
                </span>
              ) : (
                <span className="sw-sub-text">{t("project:processing.none")}</span>
              ),
          },
          {
            title: `${t("project:processing.fee")} (${currency})`,
            dataIndex: "feeFen",
            width: 130,
            align: "right",
            render: (v: number) => (
              <strong className="sw-pj-num" data-testid="processing-fee">
                {formatMoney(v)}
              </strong>
            ),
          },
        ]}
      />
    </div>
  );
}
