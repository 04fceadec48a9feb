import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Empty, Spin } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { slabApi } from "../../../api/inventory.ts";
import { Barcode } from "../../../components/Barcode.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { slabDetailPath } from "../../../lib/paths.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { inventoryKeys } from "../api/inventory-api.ts";
import { area, size, thickness } from "../components/SlabBits.tsx";
import "../../../components/print.css";
import "./remnant-label.css";

/**
 * /slabQuery/remnantLabel?slabId=… (2200): the printable label of a remnant on A4 — the enterprise's
 * name, a Code 128 of its barcode, its stone, size, thickness, area, block/bundle/slab no. and the slab
 * it was cut from — in the reader's language.
 */
export default function RemnantLabelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slabId = params.get("slabId") ?? "";
  const info = useUserInfo().data;
  const org = info?.orgInfo?.name ?? info?.userInfo.orgName ?? "";
  const q = useQuery({
    queryKey: inventoryKeys.slab(slabId),
    queryFn: () => slabApi.detail({ slabId }),
    enabled: !!slabId,
    retry: false,
  });
  const printedAt = useMemo(() => dayjs().format("YYYY-MM-DD HH:mm"), []);
  const s = q.data;
  return (
    <div className="sw-remnant-sheet" data-testid="remnant-label-page">
      <div className="sw-remnant-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(slabDetailPath(slabId, s?.barcode))}>
          {t("inventory:remnant.back")}
        </Button>
        <span className="sw-toolbar-spacer" />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!s}
          onClick={() => window.print()}
          data-testid="remnant-label-print"
        >
          {t("inventory:remnant.print")}
        </Button>
      </div>
      {q.isLoading && <Spin />}
      {!q.isLoading && !s && <Empty />}
      {s && (
        <section className="sw-remnant-page">
          <article className="sw-remnant-label" data-testid="remnant-label-card">
            <div className="sw-remnant-org" data-testid="remnant-label-org">
              {org}
            </div>
            <h1 className="sw-remnant-title">
              {t(s.parent ? "inventory:remnant.labelTitle" : "inventory:remnant.slabLabelTitle")}
            </h1>
            <div className="sw-remnant-code">{s.barcode}</div>
            <Barcode value={s.barcode} height={70} width={2} fontSize={16} testId="remnant-barcode" />
            <dl className="sw-remnant-meta">
              <dt>{t("inventory:slab.stone")}</dt>
              <dd>{s.stone}</dd>
              <dt>{t("inventory:remnant.sizeLine")}</dt>
              <dd data-testid="remnant-label-size">
                {size(s.length, s.width)} × {thickness(s.thickness)}
              </dd>
              <dt>{t("inventory:slab.area")}</dt>
              <dd>
                {area(s.area)} {t("app:units.squareMetre")}
              </dd>
              <dt>{t("inventory:slab.blockBundleSlab")}</dt>
              <dd>
                {s.blockNo} / {s.bundleNo} / {s.slabNo}
              </dd>
              {s.parent && (
                <>
                  <dt>{t("inventory:remnant.from")}</dt>
                  <dd data-testid="remnant-label-parent">
                    {s.parent.barcode}
                    {s.parent.projectNo ? ` · ${s.parent.projectName} (${s.parent.projectNo})` : ""}
                  </dd>
                </>
              )}
              <dt>{t("inventory:slab.warehouse")}</dt>
              <dd>{s.warehouseName || "-"}</dd>
              <dt>{t("inventory:remnant.printedAt")}</dt>
              <dd>{printedAt}</dd>
            </dl>
          </article>
        </section>
      )}
    </div>
  );
}
