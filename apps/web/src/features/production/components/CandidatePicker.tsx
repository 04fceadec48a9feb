import {
  formatArea,
  formatThickness,
  type PlanCandidate,
  type PlanCandidateFilters,
} from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Select, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { productionPlanApi } from "../../../api/production.ts";
import { type ScanAnswer, ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { tableLoading } from "../../../lib/table-loading.ts";
import { planKeys } from "../api/production-plan-api.ts";

/**
 * The slabs a plan can take (server-paged, filtered by project, plane, stone, thickness) and the floor's
 * one scan input: a barcode + Enter adds that slab, or says why a plan cannot take it.
 */
export function CandidatePicker({
  added,
  onAdd,
}: {
  added: ReadonlySet<string>;
  onAdd: (slabs: PlanCandidate[]) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PlanCandidateFilters>({});
  const [page, setPage] = useState({ num: 1, size: 10 });
  const [selected, setSelected] = useState<PlanCandidate[]>([]);
  const list = useQuery({
    queryKey: [...planKeys.candidates, page, filters],
    queryFn: () => productionPlanApi.candidates({ ...filters, pageNum: page.num, pageSize: page.size }),
    placeholderData: keepPreviousData,
  });
  const options = list.data?.options;
  const planes = options?.projects.find((p) => p.projectId === filters.projectId)?.planes ?? [];
  const filter = (f: Partial<PlanCandidateFilters>) => {
    setFilters((now) => ({ ...now, ...f }));
    setPage((p) => ({ ...p, num: 1 }));
  };

  const scanner = useScanInput(async (barcode): Promise<ScanAnswer> => {
    const slab = await productionPlanApi.scan({ barcode }, { silent: true });
    if (added.has(slab.slabId))
      return { verdict: "refuse", message: t("production:plan.editor.alreadyAdded", { barcode }) };
    onAdd([slab]);
    return { verdict: "accept", message: t("production:plan.editor.scanned", { barcode: slab.barcode }) };
  });

  return (
    <div className="sw-pp-candidates">
      <div className="sw-toolbar">
        <ScanInput
          scan={scanner}
          feedback={false}
          style={{ width: 300 }}
          placeholder={t("production:plan.editor.scanPlaceholder")}
          testId="plan-scan"
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t("production:plan.editor.project")}
          value={filters.projectId}
          onChange={(v?: string) => filter({ projectId: v, planeId: undefined })}
          options={options?.projects.map((p) => ({ value: p.projectId, label: `${p.projectNo} ${p.name}` }))}
          data-testid="plan-filter-project"
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t("production:plan.editor.plane")}
          value={filters.planeId}
          disabled={!filters.projectId}
          onChange={(v?: string) => filter({ planeId: v })}
          options={planes.map((p) => ({ value: p.planeId, label: p.batchNo }))}
          data-testid="plan-filter-plane"
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t("production:plan.editor.stone")}
          value={filters.stone}
          onChange={(v?: string) => filter({ stone: v })}
          options={options?.stones.map((s) => ({ value: s, label: s }))}
          data-testid="plan-filter-stone"
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t("production:plan.editor.thickness")}
          value={filters.thickness}
          onChange={(v?: number) => filter({ thickness: v })}
          options={options?.thicknesses.map((v) => ({ value: v, label: `${formatThickness(v)} mm` }))}
          data-testid="plan-filter-thickness"
        />
        <span className="sw-toolbar-spacer" />
        <Button
          type="primary"
          disabled={selected.length === 0}
          onClick={() => {
            onAdd(selected);
            setSelected([]);
          }}
          data-testid="plan-add-selected"
        >
          {t("production:plan.editor.addSelected", { count: selected.length })}
        </Button>
      </div>
      <ScanFeedback
        scan={scanner}
        testId="plan-scan-feedback"
        errorTestId="plan-scan-error"
        style={{ marginBottom: 12 }}
      />
      <Table<PlanCandidate>
        rowKey="slabId"
        size="small"
        tableLayout="fixed"
        loading={tableLoading(list)}
        dataSource={list.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: selected.map((s) => s.slabId),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (r) => ({ disabled: added.has(r.slabId) }),
          preserveSelectedRowKeys: true,
        }}
        pagination={{
          current: page.num,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          size: "small",
          showSizeChanger: true,
          showTotal: (n) => t("forms:table.total", { total: n }),
          onChange: (num, size) => setPage({ num: size !== page.size ? 1 : num, size }),
        }}
        columns={[
          {
            title: t("production:plan.slab.barcode"),
            dataIndex: "barcode",
            width: 150,
            render: (v: string) => (
              <span data-testid="plan-candidate" data-barcode={v}>
                {v}
              </span>
            ),
          },
          {
            title: t("production:plan.slab.blockBundleSlab"),
            key: "no",
            width: 170,
            ellipsis: true,
            render: (_, s) => `${s.blockNo} / ${s.bundleNo} / ${s.slabNo}`,
          },
          { title: t("production:plan.slab.stone"), dataIndex: "stone", width: 90 },
          {
            title: t("production:plan.slab.size"),
            key: "size",
            width: 150,
            render: (_, s) => `${s.length}×${s.width}×${formatThickness(s.thickness)}`,
          },
          {
            title: t("production:plan.slab.area"),
            dataIndex: "area",
            width: 90,
            align: "right",
            render: (v: number) => formatArea(v),
          },
          { title: t("production:plan.slab.boards"), dataIndex: "boards", width: 80, align: "right" },
          {
            title: t("production:plan.slab.plane"),
            key: "plane",
            ellipsis: true,
            render: (_, s) => <span title={s.projectName}>{s.batchNo ?? s.projectName}</span>,
          },
          {
            title: t("production:plan.slab.warehouse"),
            dataIndex: "warehouseName",
            width: 100,
            ellipsis: true,
            render: (v: string | null) => v ?? "-",
          },
        ]}
      />
      <Space className="sw-muted">{t("production:plan.editor.candidatesHint")}</Space>
    </div>
  );
}
