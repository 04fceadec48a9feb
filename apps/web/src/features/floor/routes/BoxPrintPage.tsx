import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Empty, QRCode, Spin } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { packingApi } from "../../../api/floor.ts";
import { Barcode } from "../../../components/Barcode.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { boxKeys, boxPath } from "../api/packing-api.ts";
import "../../../components/print.css";
import "./box-print.css";

/**
 * /productionTracking/boxPrint?boxId=… (2600): the box label (big code, Code 128 of it, a QR of the
 * box page's address) and the packing list (every board with its size and m², totals) on A4, in the
 * reader's language with the enterprise's name.
 */
export default function BoxPrintPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const boxId = params.get("boxId") ?? "";
  const info = useUserInfo().data;
  const org = info?.orgInfo?.name ?? info?.userInfo.orgName ?? "";
  const q = useQuery({
    queryKey: boxKeys.detail(boxId),
    queryFn: () => packingApi.detail({ boxId }),
    enabled: !!boxId,
  });
  const printedAt = useMemo(() => dayjs().format("YYYY-MM-DD HH:mm"), []);
  const b = q.data;
  const planes = b ? [...new Set(b.boards.map((x) => x.batchNo))].join(", ") : "";
  const url = `${window.location.origin}${boxPath(boxId)}`;
  return (
    <div className="sw-box-sheet" data-testid="box-print-page">
      <div className="sw-box-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(boxPath(boxId))}>
          {t("floor:box.back")}
        </Button>
        <span className="sw-toolbar-spacer" />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!b?.boards.length}
          onClick={() => window.print()}
          data-testid="box-print-go"
        >
          {t("floor:box.print")}
        </Button>
      </div>
      {q.isLoading && <Spin />}
      {!q.isLoading && !b && <Empty />}
      {b && (
        <>
          <section className="sw-box-page" data-testid="box-label">
            <div className="sw-box-org" data-testid="box-enterprise">
              {org}
            </div>
            <h1 className="sw-box-title">{t("floor:box.labelTitle")}</h1>
            <div className="sw-box-bigcode" data-testid="box-label-code">
              {b.code}
            </div>
            <div className="sw-box-codes">
              <Barcode value={b.code} height={70} width={2} fontSize={16} testId="box-barcode" />
              <QRCode type="svg" value={url} size={132} bordered={false} data-testid="box-qr" />
            </div>
            <dl className="sw-box-meta">
              <dt>{t("floor:box.project")}</dt>
              <dd>
                {b.projectNo} {b.projectName}
              </dd>
              <dt>{t("floor:box.boxNo")}</dt>
              <dd>{b.boxNo}</dd>
              <dt>{t("floor:box.size")}</dt>
              <dd data-testid="box-print-size">
                {b.length} × {b.width} × {b.height}
              </dd>
              <dt>{t("floor:box.totals")}</dt>
              <dd data-testid="box-label-totals">
                {t("floor:box.totalsValue", { count: b.boardCount, area: b.area })}
              </dd>
              {b.shortCodes && (
                <>
                  <dt>{t("floor:box.sealedShort")}</dt>
                  <dd data-testid="box-label-short">
                    {t("floor:box.boardCount", { count: b.shortCodes.length })}
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section className="sw-box-page" data-testid="box-list">
            <header className="sw-box-head">
              <div>
                <div className="sw-box-org">{org}</div>
                <h1 className="sw-box-title">{t("floor:box.listTitle")}</h1>
              </div>
              <div className="sw-box-printed">{t("floor:box.printedAt", { time: printedAt })}</div>
            </header>
            <dl className="sw-box-meta sw-box-meta-row">
              <dt>{t("floor:box.boxNo")}</dt>
              <dd>{b.code}</dd>
              <dt>{t("floor:box.size")}</dt>
              <dd data-testid="box-print-size">
                {b.length} × {b.width} × {b.height}
              </dd>
              <dt>{t("floor:box.planes")}</dt>
              <dd>{planes || "-"}</dd>
            </dl>
            <table className="sw-box-rows">
              <thead>
                <tr>
                  <th className="sw-box-seq">#</th>
                  <th>{t("floor:box.col.code")}</th>
                  <th>{t("floor:box.col.plane")}</th>
                  <th className="sw-box-num">{t("floor:box.col.size")}</th>
                  <th className="sw-box-num">{t("floor:box.col.area")}</th>
                </tr>
              </thead>
              <tbody>
                {b.boards.map((x, i) => (
                  <tr key={x.boardId} data-testid="box-list-row">
                    <td className="sw-box-seq">{i + 1}</td>
                    <td>{x.code}</td>
                    <td>{x.batchNo}</td>
                    <td className="sw-box-num">
                      {x.length} × {x.width} × {formatThickness(x.thickness)}
                    </td>
                    <td className="sw-box-num">{x.area}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3}>{t("floor:box.total")}</td>
                  <td className="sw-box-num">{t("floor:box.boardCount", { count: b.boardCount })}</td>
                  <td className="sw-box-num" data-testid="box-list-area">
                    {b.area}
                  </td>
                </tr>
              </tfoot>
            </table>
            {b.shortCodes && (
              <p className="sw-box-short" data-testid="box-list-short">
                <strong>{t("floor:box.sealedShort")}</strong> · {t("floor:box.missingList")}:{" "}
                {b.shortCodes.join(", ")}
              </p>
            )}
            <div className="sw-box-sign">
              <span>{t("floor:box.packer")}: ________</span>
              <span>{t("floor:box.checker")}: ________</span>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
