import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import type { RackLabel } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Spin } from "antd";
import JsBarcode from "jsbarcode";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { factoryKeys } from "../api/factory-api.ts";
import "../factory.css";
import "../../../components/print.css";
import "./rack-labels.css";
import { rackApi } from "../../../api/factory.ts";

/** Labels per A4 sheet: 3 columns × 8 rows (rack-labels.css). */
export const LABELS_PER_SHEET = 24;

/** A Code 128 barcode drawn as SVG. */
export function Barcode({ value }: { value: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: "CODE128",
      width: 2,
      height: 44,
      margin: 8,
      displayValue: true,
      fontSize: 14,
      textMargin: 2,
      background: "#ffffff",
      lineColor: "#000000",
    });
  }, [value]);
  return <svg ref={ref} className="sw-label-barcode" data-testid="label-barcode" data-code={value} />;
}

/** /basic/racks/labels?ids=… (hidden, under 3102): a print-ready sheet of rack labels. */
export default function RackLabelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = (params.get("ids") ?? "").split(",").filter(Boolean).slice(0, 500);
  const labels = useQuery({
    queryKey: [...factoryKeys.rackLabels, ids],
    queryFn: () => rackApi.labels({ rackIds: ids }),
    enabled: ids.length > 0,
  });
  const rows = labels.data ?? [];
  const sheets: RackLabel[][] = [];
  for (let i = 0; i < rows.length; i += LABELS_PER_SHEET) sheets.push(rows.slice(i, i + LABELS_PER_SHEET));

  return (
    <div className="sw-labels" data-testid="rack-labels-page">
      <div className="sw-labels-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/basic/racks")}>
          {t("factory:labels.back")}
        </Button>
        <span className="sw-labels-summary">
          {t("factory:labels.summary", {
            labels: t("factory:labels.labelCount", { count: rows.length }),
            pages: t("factory:labels.pageCount", { count: sheets.length }),
          })}
        </span>
        <span className="sw-toolbar-spacer" />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!rows.length}
          onClick={() => window.print()}
          data-testid="labels-print"
        >
          {t("factory:labels.print")}
        </Button>
      </div>
      <Alert className="sw-labels-hint" type="info" showIcon title={t("factory:labels.hint")} />
      {labels.isLoading && <Spin />}
      {!labels.isLoading && rows.length === 0 && <Empty description={t("factory:labels.empty")} />}
      {sheets.map((sheet, i) => (
        <section
          className="sw-label-sheet"
          key={sheet[0].rackId}
          data-testid="label-sheet"
          aria-label={`${i + 1}`}
        >
          {sheet.map((l) => (
            <article className="sw-label" key={l.rackId} data-testid="rack-label" data-code={l.code}>
              <header className="sw-label-head">
                <span>{t("factory:labels.heading")}</span>
                <strong>{l.code}</strong>
              </header>
              <Barcode value={l.code} />
              <dl className="sw-label-fields">
                <dt>{t("factory:labels.classNo")}</dt>
                <dd>{l.classNo || "-"}</dd>
                <dt>{t("factory:labels.location")}</dt>
                <dd>{l.location || "-"}</dd>
              </dl>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
