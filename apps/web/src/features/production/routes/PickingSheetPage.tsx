import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { formatArea, formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Spin } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { productionPlanApi } from "../../../api/production.ts";
import { Barcode } from "../../../components/Barcode.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { planDetailPath, planKeys } from "../api/production-plan-api.ts";
import "../../../components/print.css";
import "./picking-sheet.css";

/**
 * /productionPlan/sheet?planId=… (hidden, 2500): the machine picking sheet, printed on A4 from the
 * browser, one device table per page: the slabs in pick order with their Code 128, the plan no. as a
 * Code 128 in every page's header, the enterprise's name, the plan date and the print time, in the
 * reader's language.
 */
export default function PickingSheetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = params.get("planId") ?? "";
  const detail = useQuery({
    queryKey: planKeys.detail(planId),
    queryFn: () => productionPlanApi.detail({ planId }),
    enabled: !!planId,
  });
  const printedAt = useMemo(() => dayjs().format("YYYY-MM-DD HH:mm"), []);
  const p = detail.data;
  const slabs = p?.tables.reduce((n, tb) => n + tb.slabs.length, 0) ?? 0;

  return (
    <div className="sw-sheet" data-testid="picking-sheet-page">
      <div className="sw-sheet-toolbar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(p ? planDetailPath(p.planId, p.planNo) : "/productionPlan")}
        >
          {t("production:plan.sheet.back")}
        </Button>
        {p && (
          <span className="sw-sheet-summary">
            {t("production:plan.sheet.summary", {
              tables: t("production:plan.sheet.tableCount", { count: p.tables.length }),
              slabs: t("production:plan.slabCount", { count: slabs }),
            })}
          </span>
        )}
        <span className="sw-toolbar-spacer" />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!slabs}
          onClick={() => window.print()}
          data-testid="sheet-print"
        >
          {t("production:plan.sheet.print")}
        </Button>
      </div>
      <Alert className="sw-sheet-hint" type="info" showIcon title={t("production:plan.sheet.hint")} />
      {detail.isLoading && <Spin />}
      {!detail.isLoading && !slabs && <Empty description={t("production:plan.sheet.empty")} />}
      {p?.tables.map((tb) => {
        const area = tb.slabs.reduce((sum, s) => sum + s.area, 0);
        return (
          <section
            className="sw-sheet-page"
            key={`${tb.deviceId}${tb.tableSide}`}
            data-testid="sheet-table"
            data-table={`${tb.deviceCode}-${tb.tableSide}`}
          >
            <header className="sw-sheet-head">
              <div className="sw-sheet-title">
                <div className="sw-sheet-org" data-testid="sheet-enterprise">
                  {p.enterpriseName}
                </div>
                <h1>{t("production:plan.sheet.title")}</h1>
                <dl className="sw-sheet-meta">
                  <dt>{t("production:plan.sheet.planNo")}</dt>
                  <dd>{p.planNo}</dd>
                  <dt>{t("production:plan.sheet.planDate")}</dt>
                  <dd>{p.planDate}</dd>
                  <dt className="sw-sheet-meta-wide">{t("production:plan.sheet.table")}</dt>
                  <dd className="sw-sheet-meta-wide" data-testid="sheet-table-name">
                    {t("production:plan.detail.tableTitle", {
                      device: tb.deviceCode,
                      series: tb.series,
                      side: tb.tableSide,
                    })}
                  </dd>
                  <dt>{t("production:plan.sheet.printedAt")}</dt>
                  <dd>{printedAt}</dd>
                </dl>
              </div>
              <Barcode value={p.planNo} className="sw-sheet-plan-code" testId="sheet-plan-barcode" />
            </header>
            <table className="sw-sheet-rows">
              <thead>
                <tr>
                  <th className="sw-sheet-seq">{t("production:plan.slab.seq")}</th>
                  <th className="sw-sheet-code">{t("production:plan.slab.barcode")}</th>
                  <th>{t("production:plan.slab.blockBundleSlab")}</th>
                  <th>{t("production:plan.slab.stone")}</th>
                  <th>{t("production:plan.slab.size")}</th>
                  <th className="sw-sheet-num">{t("production:plan.slab.area")}</th>
                  <th>{t("production:plan.slab.warehouse")}</th>
                  <th className="sw-sheet-num">{t("production:plan.slab.boards")}</th>
                </tr>
              </thead>
              <tbody>
                {tb.slabs.map((s) => (
                  <tr key={s.slabId} data-testid="sheet-slab" data-barcode={s.barcode}>
                    <td className="sw-sheet-seq">{s.seq}</td>
                    <td className="sw-sheet-code">
                      <Barcode
                        value={s.barcode}
                        height={30}
                        width={1.4}
                        fontSize={11}
                        className="sw-sheet-slab-code"
                      />
                    </td>
                    <td>
                      {s.blockNo} / {s.bundleNo} / {s.slabNo}
                    </td>
                    <td className="sw-sheet-nowrap">{s.stone}</td>
                    <td className="sw-sheet-nowrap">
                      {s.length}×{s.width}×{formatThickness(s.thickness)}
                    </td>
                    <td className="sw-sheet-num">{formatArea(s.area)}</td>
                    <td>{s.warehouseName ?? "-"}</td>
                    <td className="sw-sheet-num">{s.boards}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={8} data-testid="sheet-total">
                    {t("production:plan.sheet.total", {
                      slabs: t("production:plan.slabCount", { count: tb.slabs.length }),
                      area: formatArea(area),
                    })}
                  </td>
                </tr>
              </tfoot>
            </table>
            <footer className="sw-sheet-sign">
              <span>{t("production:plan.sheet.pickedBy")}：</span>
              <span>{t("production:plan.sheet.checkedBy")}：</span>
            </footer>
          </section>
        );
      })}
    </div>
  );
}
