import { ReloadOutlined } from "@ant-design/icons";
import {
  type CuttingDataPage as CuttingPage,
  type CuttingRecordItem,
  Menu,
  RECORD_KINDS,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, DatePicker, Select, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { cuttingDataApi } from "../../../api/machine.ts";
import { businessToday } from "../../../lib/business-day.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type CuttingFilters, cuttingKeys } from "../api/cutting-data-api.ts";
import { CuttingTotalsBar } from "../components/CuttingTotalsBar.tsx";
import { DAY } from "../components/cutting-format.ts";
import { ExportButton } from "../components/ExportButton.tsx";
import { FilterText } from "../components/FilterText.tsx";
import { recordColumns } from "../components/record-columns.tsx";
import "../../../components/page.css";
import "../machine.css";

/** /cuttingData (2900): every record the machines reported, filtered, with totals over the range, exported. */
export default function CuttingDataPage() {
  const { t } = useTranslation();
  const employee = usePermission(Menu.EmployeeDetail);
  const device = usePermission(Menu.DeviceDetail);
  const slab = usePermission(Menu.SlabQuery);
  const paged = usePaged<CuttingRecordItem, CuttingFilters, CuttingPage>(
    cuttingKeys.list,
    pagedBy(cuttingDataApi.list),
    {
      dateFrom: businessToday().subtract(6, "day").format(DAY),
      dateTo: businessToday().format(DAY),
    },
  );
  const options = useQuery({ queryKey: cuttingKeys.options, queryFn: () => cuttingDataApi.options() });
  const f = paged.filters;
  const range: [Dayjs, Dayjs] | null = f.dateFrom && f.dateTo ? [dayjs(f.dateFrom), dayjs(f.dateTo)] : null;
  const now = dayjs();

  return (
    <div className="sw-page" data-testid="cutting-data-page">
      <Card
        className="sw-page-card"
        title={t("machine:cuttingData.title")}
        extra={<ExportButton start={() => cuttingDataApi.export(f)} />}
      >
        <div className="sw-cutting-filters">
          <DatePicker.RangePicker
            value={range}
            presets={[
              { label: t("machine:range.today"), value: [now, now] },
              { label: t("machine:range.last7"), value: [now.subtract(6, "day"), now] },
              { label: t("machine:range.last30"), value: [now.subtract(29, "day"), now] },
              { label: t("machine:range.last90"), value: [now.subtract(89, "day"), now] },
            ]}
            onChange={(v) => paged.filter({ dateFrom: v?.[0]?.format(DAY), dateTo: v?.[1]?.format(DAY) })}
            data-testid="cutting-range"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 140 }}
            placeholder={t("machine:fields.device")}
            value={f.deviceId}
            onChange={(v?: string) => paged.filter({ deviceId: v })}
            options={(options.data?.devices ?? []).map((d) => ({ value: d.deviceId, label: d.code }))}
            data-testid="cutting-device-filter"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 160 }}
            placeholder={t("machine:fields.operator")}
            value={f.operatorId}
            onChange={(v?: string) => paged.filter({ operatorId: v })}
            options={(options.data?.operators ?? []).map((m) => ({
              value: m.operatorId,
              label: m.staffNo ? `${m.name} (${m.staffNo})` : m.name,
            }))}
            data-testid="cutting-operator-filter"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            placeholder={t("machine:fields.project")}
            value={f.projectId}
            onChange={(v?: string) => paged.filter({ projectId: v })}
            options={(options.data?.projects ?? []).map((p) => ({
              value: p.projectId,
              label: `${p.projectNo} ${p.name}`,
            }))}
            data-testid="cutting-project-filter"
          />
          <FilterText
            value={f.blockNo}
            onApply={(v) => paged.filter({ blockNo: v })}
            placeholder={t("machine:fields.blockNo")}
            width={130}
            testId="cutting-block-filter"
          />
          <FilterText
            value={f.bundleNo}
            onApply={(v) => paged.filter({ bundleNo: v })}
            placeholder={t("machine:fields.bundleNo")}
            width={110}
            testId="cutting-bundle-filter"
          />
          <FilterText
            value={f.barcode}
            onApply={(v) => paged.filter({ barcode: v })}
            placeholder={t("machine:fields.barcode")}
            width={160}
            testId="cutting-barcode-filter"
          />
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder={t("machine:fields.kind")}
            value={f.kind}
            onChange={(v?: CuttingFilters["kind"]) => paged.filter({ kind: v })}
            options={RECORD_KINDS.map((k) => ({ value: k, label: t(`machine:kind.${k}`) }))}
            data-testid="cutting-kind-filter"
          />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void paged.refresh()}
            aria-label={t("app:actions.refresh")}
          />
        </div>
        <CuttingTotalsBar totals={paged.list.data?.totals} loading={paged.list.isPending} />
        <Table<CuttingRecordItem>
          rowKey="id"
          size="middle"
          tableLayout="fixed"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={recordColumns(t, {
            employee: employee.allowed,
            device: device.allowed,
            slab: slab.allowed,
          })}
          locale={{ emptyText: t("machine:cuttingData.empty") }}
          data-testid="cutting-records"
          scroll={{ x: 1064 }}
        />
      </Card>
    </div>
  );
}
