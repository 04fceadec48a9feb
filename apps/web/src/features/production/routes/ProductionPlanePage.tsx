import type { ProductionBoard } from "@stoneworks/shared";
import { formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Input, type InputRef, Result, Space, Spin, Table, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { productionProjectApi } from "../../../api/production.ts";
import { slabMaterialPath } from "../../../lib/paths.ts";
import { productionProjectKeys, productionProjectPath } from "../api/production-project-api.ts";
import { ProductionProgress } from "../components/ProductionProgress.tsx";
import { ProductionStatusTag } from "../components/ProductionStatusTag.tsx";
import "../../../components/page.css";
import "../production.css";

const BOARD_COLORS = { toCut: "default", cutting: "processing", done: "success" } as const;

/**
 * /productionProject/plane?planeId= (2300): a plane's boards (status, exception, slab, cutting plan,
 * table, rack, box) and its racks. Scan-first: a focused box takes a board code + Enter and shows
 * that board alone (`board` in the query does the same from a link).
 */
export default function ProductionPlanePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const planeId = params.get("planeId") ?? "";
  const scanned = params.get("board") ?? "";
  const [code, setCode] = useState("");
  const [miss, setMiss] = useState<string | null>(null);
  const scanRef = useRef<InputRef>(null);
  const plane = useQuery({
    queryKey: productionProjectKeys.plane(planeId),
    queryFn: () => productionProjectApi.plane({ planeId }),
    enabled: !!planeId,
  });
  const loaded = !!plane.data;
  useEffect(() => {
    if (loaded) scanRef.current?.focus();
  }, [loaded]);
  if (!planeId || plane.isError)
    return <Result status="404" title={t("production:plane.notFound")} data-testid="not-found" />;
  const p = plane.data;
  if (!p) return <Spin style={{ display: "block", margin: 48 }} />;

  const setBoard = (board: string) => {
    const q = new URLSearchParams(params);
    if (board) q.set("board", board);
    else q.delete("board");
    setParams(q, { replace: true });
  };
  const scan = (raw: string) => {
    const v = raw.trim();
    if (!v) return;
    const hit = p.boards.find((b) => b.code.toLowerCase() === v.toLowerCase());
    if (hit) {
      setMiss(null);
      setBoard(hit.code);
    } else setMiss(v);
    setCode("");
  };
  const shown = scanned ? p.boards.filter((b) => b.code === scanned) : p.boards;

  return (
    <div className="sw-page" data-testid="production-plane-page">
      <Card
        className="sw-page-card"
        title={
          <span>
            {p.batchNo}{" "}
            <Link to={productionProjectPath(p.projectId, p.projectName)} className="sw-pp-sub">
              {p.projectName} · {p.projectNo}
            </Link>
          </span>
        }
        extra={<ProductionStatusTag status={p.status} />}
      >
        <div className="sw-pp-facts">
          <div>
            <div className="sw-pp-fact-label">{t("production:project.boards")}</div>
            <div className="sw-pp-fact-value" data-testid="plane-boards">
              {t("production:project.doneOfTotal", { done: p.doneBoards, total: p.boardCount })}
            </div>
          </div>
          <div>
            <div className="sw-pp-fact-label">{t("production:project.areaM2")}</div>
            <div className="sw-pp-fact-value">
              {t("production:project.doneOfTotal", { done: p.doneArea, total: p.area })}
            </div>
          </div>
          <div>
            <div className="sw-pp-fact-label">{t("production:project.slabsOnTables")}</div>
            <div className="sw-pp-fact-value">{p.slabsOnTables}</div>
          </div>
          <div>
            <div className="sw-pp-fact-label">{t("production:project.progress")}</div>
            <ProductionProgress f={p} />
          </div>
        </div>
      </Card>
      <Card className="sw-page-card" title={t("production:plane.boards")}>
        <div className="sw-toolbar">
          <Input
            ref={scanRef}
            style={{ width: 320 }}
            allowClear
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => scan(code)}
            placeholder={t("production:plane.scanPlaceholder")}
            data-testid="board-scan"
          />
          {scanned && (
            <Space>
              <Tag color="blue" data-testid="scanned-board">
                {scanned}
              </Tag>
              <Button size="small" onClick={() => setBoard("")} data-testid="show-all">
                {t("production:plane.showAll", { count: p.boards.length })}
              </Button>
            </Space>
          )}
        </div>
        {miss && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={t("production:plane.notOnPlane", { code: miss, batchNo: p.batchNo })}
            data-testid="scan-miss"
          />
        )}
        <Table<ProductionBoard>
          rowKey="boardId"
          dataSource={shown}
          size="middle"
          tableLayout="fixed"
          rowClassName={(r) => (r.code === scanned ? "sw-pp-row-hit" : "")}
          pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          columns={[
            {
              title: t("production:plane.code"),
              dataIndex: "code",
              width: 170,
              ellipsis: true,
              render: (v: string) => <span data-testid="board-code">{v}</span>,
            },
            {
              title: t("production:plane.size"),
              key: "size",
              width: 150,
              render: (_, r) => (
                <div className="sw-pp-two-lines">
                  <span className="sw-pp-num">
                    {r.length} × {r.width} × {formatThickness(r.thickness)}
                  </span>
                  <span className="sw-pp-sub">
                    {r.stone} · {r.area} m²
                  </span>
                </div>
              ),
            },
            {
              title: t("production:plane.status"),
              key: "status",
              width: 150,
              render: (_, r) => (
                <div className="sw-pp-two-lines">
                  <span>
                    <Tag color={BOARD_COLORS[r.status]} data-testid="board-status" data-status={r.status}>
                      {t(`production:boardStatus.${r.status}`)}
                    </Tag>
                    {r.broken && <Tag color="red">{t("production:plane.broken")}</Tag>}
                    {!r.broken && r.exception && <Tag color="orange">{t("production:plane.exception")}</Tag>}
                  </span>
                  {r.exceptionReason && (
                    <span className="sw-pp-sub" title={r.exceptionReason}>
                      {r.broken ? t("production:plane.needsPlan") : ""} {r.exceptionReason}
                    </span>
                  )}
                </div>
              ),
            },
            {
              title: t("production:plane.slab"),
              key: "slab",
              width: 150,
              render: (_, r) =>
                r.slabId && r.slabBarcode ? (
                  <Link to={slabMaterialPath(r.slabId, r.slabBarcode)} data-testid="board-slab">
                    {r.slabBarcode}
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              title: t("production:plane.plan"),
              key: "plan",
              width: 90,
              render: (_, r) =>
                r.cuttingPlanId && r.slabId ? (
                  <Link to={slabMaterialPath(r.slabId, r.slabBarcode ?? undefined)}>
                    {t("production:plane.viewPlan")}
                  </Link>
                ) : (
                  <span className="sw-pp-sub">{t("production:plane.noPlan")}</span>
                ),
            },
            {
              title: t("production:plane.table"),
              key: "table",
              width: 130,
              render: (_, r) =>
                r.deviceCode ? (
                  <span data-testid="board-table">
                    {t("production:plane.deviceTable", { device: r.deviceCode, side: r.tableSide ?? "-" })}
                  </span>
                ) : (
                  "—"
                ),
            },
            {
              title: t("production:plane.rack"),
              dataIndex: "rackNo",
              width: 70,
              render: (v: string | null) => v ?? "—",
            },
            {
              title: t("production:plane.box"),
              dataIndex: "boxNo",
              width: 150,
              ellipsis: true,
              render: (v: string | null) => v ?? "—",
            },
          ]}
        />
      </Card>
      <Card className="sw-page-card" title={t("production:plane.racks")}>
        {p.racks.length ? (
          <Space wrap>
            {p.racks.map((r) => (
              <Link key={r.rackId} to={`/rackManagement/detail?rackId=${r.rackId}`} data-testid="plane-rack">
                <Tag>{r.rackNo}</Tag>
              </Link>
            ))}
          </Space>
        ) : (
          <Empty description={t("production:plane.racksEmpty")} data-testid="racks-empty" />
        )}
      </Card>
    </div>
  );
}
