import type { TrackingBoard, TrackingSearchBy, TrackingSearchItem } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Drawer, Empty, Progress, Segmented, Spin, Table, Tag, Timeline } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { trackingApi } from "../../../api/floor.ts";
import { type ScanAnswer, ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { chainPaths, trackingKeys } from "../api/tracking-api.ts";
import { ChainView } from "../components/ChainView.tsx";
import { StageProgress } from "../components/StageProgress.tsx";
import { StageTag, TrackingBoardsTable, useBoardSteps } from "../components/TrackingBoardsTable.tsx";
import "../../../components/page.css";
import "../tracking.css";

const BOX_COLORS = { toPack: "default", packing: "processing", done: "success" } as const;

/**
 * /productionTracking (2600): where is every board of a plane or a box. Scan-first: the floor's one
 * scan input takes a project / batch no. or a box code + Enter (one match opens at once, several ask
 * for a choice); the query lives in the address so Back returns to it. A plane's or box's boards show their stage, rack, box and step
 * times, with progress by stage for it and its project; a board opens its chain in a drawer.
 */
export default function ProductionTrackingPage() {
  const { t } = useTranslation();
  const [q, setQ] = useQueryState("trk", {
    by: "plane" as TrackingSearchBy,
    keyword: "",
    pageNum: 1,
    sel: "",
    /** A board whose chain is open (a rack's or a box's board row links here with it). */
    chain: "",
  });
  const [chainOf, setChainOf] = useState<TrackingBoard | null>(null);
  const client = useQueryClient();

  const results = useQuery({
    queryKey: trackingKeys.search(q.by, q.keyword, q.pageNum),
    queryFn: () =>
      trackingApi.search({ by: q.by, keyword: q.keyword || undefined, pageNum: q.pageNum, pageSize: 10 }),
  });
  const detail = useQuery({
    queryKey: trackingKeys.boards(q.by, q.sel),
    queryFn: () => trackingApi.boards(q.by === "plane" ? { planeId: q.sel } : { boxId: q.sel }),
    enabled: !!q.sel,
  });
  const idOf = (r: TrackingSearchItem) => (r.kind === "plane" ? r.planeId : r.boxId) ?? "";

  // A scan with exactly one match opens it; several are listed to choose from; none is said.
  const scanner = useScanInput(async (code): Promise<ScanAnswer> => {
    const found = await client.fetchQuery({
      queryKey: trackingKeys.search(q.by, code, 1),
      queryFn: () => trackingApi.search({ by: q.by, keyword: code || undefined, pageNum: 1, pageSize: 10 }),
    });
    const only = found.total === 1 ? found.list[0] : undefined;
    setQ({ keyword: code, pageNum: 1, sel: only ? idOf(only) : "" });
    if (found.total === 0) return { verdict: "refuse", message: t("floor:tracking.noMatch") };
    if (!only) return { verdict: "choose", message: t("floor:tracking.several", { count: found.total }) };
    return { verdict: "accept" };
  });
  const d = detail.data;

  return (
    <div className="sw-page" data-testid="production-tracking-page">
      <Card className="sw-page-card" title={t("floor:tracking.title")}>
        <div className="sw-toolbar">
          <Segmented<TrackingSearchBy>
            value={q.by}
            onChange={(by) => {
              setQ({ by, pageNum: 1, sel: "" });
              scanner.focus();
            }}
            options={[
              { value: "plane", label: t("floor:tracking.byPlane") },
              { value: "box", label: t("floor:tracking.byBox") },
            ]}
            data-testid="tracking-by"
          />
          <ScanInput
            scan={scanner}
            feedback={false}
            style={{ width: 460 }}
            placeholder={t(
              q.by === "plane" ? "floor:tracking.planePlaceholder" : "floor:tracking.boxPlaceholder",
            )}
            testId="tracking-scan"
          />
          {q.keyword && (
            <span data-testid="tracking-keyword">
              {t("floor:tracking.keyword", { keyword: q.keyword })}
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setQ({ keyword: "", pageNum: 1, sel: "" });
                  scanner.clear();
                  scanner.focus();
                }}
                data-testid="tracking-keyword-clear"
              >
                {t("floor:tracking.clearKeyword")}
              </Button>
            </span>
          )}
        </div>
        <ScanFeedback scan={scanner} testId="tracking-scan-feedback" style={{ marginBottom: 12 }} />
        <Table<TrackingSearchItem>
          rowKey={idOf}
          size="small"
          tableLayout="fixed"
          loading={results.isFetching}
          dataSource={results.data?.list ?? []}
          data-testid="tracking-results"
          locale={{ emptyText: <Empty description={t("floor:tracking.noMatch")} /> }}
          onRow={(r) => ({ onClick: () => setQ({ sel: idOf(r) }), style: { cursor: "pointer" } })}
          rowClassName={(r) => (idOf(r) === q.sel ? "sw-trk-row-hit" : "")}
          pagination={{
            current: q.pageNum,
            pageSize: 10,
            total: results.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (pageNum) => setQ({ pageNum }),
          }}
          columns={[
            {
              title: t(q.by === "plane" ? "floor:tracking.col.plane" : "floor:tracking.col.boxCode"),
              key: "name",
              width: 200,
              ellipsis: true,
              render: (_, r) => (
                <span data-testid="result-name">
                  {r.kind === "plane" ? r.batchNo : r.boxCode}{" "}
                  {r.boxState && (
                    <Tag color={BOX_COLORS[r.boxState]}>{t(`floor:tracking.boxState.${r.boxState}`)}</Tag>
                  )}
                  {r.shortCodes && (
                    <Tag color="warning" title={r.shortCodes.join(", ")} data-testid="result-sealed-short">
                      {t("floor:box.sealedShort")}
                    </Tag>
                  )}
                </span>
              ),
            },
            {
              title: t("floor:tracking.col.project"),
              key: "project",
              ellipsis: true,
              render: (_, r) => `${r.projectName} · ${r.projectNo}`,
            },
            {
              title: t("floor:tracking.col.boards"),
              dataIndex: "boardCount",
              width: 90,
              align: "right",
            },
            {
              title: t("floor:tracking.col.cut"),
              dataIndex: "cutBoards",
              width: 90,
              align: "right",
            },
            { title: t("floor:tracking.col.areaM2"), dataIndex: "area", width: 100, align: "right" },
            {
              title: t("floor:tracking.col.packed"),
              key: "packed",
              width: 220,
              render: (_, r) => (
                <div className="sw-trk-progress-line">
                  <Progress
                    percent={r.packedPercent}
                    size="small"
                    showInfo={false}
                    style={{ flex: 1, margin: 0 }}
                  />
                  <span className="sw-trk-progress-value">
                    {r.packedBoards} / {r.boardCount}
                  </span>
                </div>
              ),
            },
          ]}
        />
      </Card>
      {q.sel && !d && detail.isLoading && <Spin style={{ display: "block", margin: 48 }} />}
      {q.sel && detail.isError && (
        <Empty description={t("floor:tracking.notFound")} data-testid="not-found" />
      )}
      {d && (
        <>
          <Card
            className="sw-page-card"
            data-testid="tracking-detail"
            title={
              <span>
                {d.kind === "plane" && d.planeId ? (
                  <Link to={chainPaths.plane(d.planeId, d.batchNo ?? undefined)}>{d.batchNo}</Link>
                ) : (
                  d.boxId && <Link to={chainPaths.box(d.boxId, d.boxCode ?? undefined)}>{d.boxCode}</Link>
                )}{" "}
                <Link to={chainPaths.project(d.projectId, d.projectName)} className="sw-trk-sub">
                  {d.projectName} · {d.projectNo}
                </Link>
              </span>
            }
            extra={
              d.boxState && (
                <Tag color={BOX_COLORS[d.boxState]}>{t(`floor:tracking.boxState.${d.boxState}`)}</Tag>
              )
            }
          >
            {d.shortCodes && (
              <p data-testid="group-sealed-short">
                <Tag color="warning">{t("floor:box.sealedShort")}</Tag>
                {t("floor:box.missingList")}: {d.shortCodes.join(", ")}
              </p>
            )}
            <div className="sw-trk-progress-cols">
              <div>
                <div className="sw-trk-progress-title">
                  {t(d.kind === "plane" ? "floor:tracking.planeProgress" : "floor:tracking.boxProgress", {
                    count: d.progress.boardCount,
                  })}
                </div>
                <StageProgress p={d.progress} testId="group-progress" />
              </div>
              <div>
                <div className="sw-trk-progress-title">
                  {t("floor:tracking.projectProgress", { count: d.projectProgress.boardCount })}
                </div>
                <StageProgress p={d.projectProgress} testId="project-progress" />
              </div>
            </div>
          </Card>
          <Card className="sw-page-card" title={t("floor:tracking.boards", { count: d.boards.length })}>
            <TrackingBoardsTable boards={d.boards} onChain={setChainOf} />
          </Card>
        </>
      )}
      <ChainDrawer
        board={chainOf ?? (q.chain ? (d?.boards.find((b) => b.boardId === q.chain) ?? null) : null)}
        onClose={() => {
          setChainOf(null);
          if (q.chain) setQ({ chain: "" });
        }}
        afterClose={scanner.focus}
      />
    </div>
  );
}

function ChainDrawer({
  board,
  onClose,
  afterClose,
}: {
  board: TrackingBoard | null;
  onClose: () => void;
  /** When the drawer has closed: the scan box takes the focus back. */
  afterClose: () => void;
}) {
  const { t } = useTranslation();
  const stepsOf = useBoardSteps();
  const chain = useQuery({
    queryKey: trackingKeys.chain("board", board?.boardId ?? ""),
    queryFn: () => trackingApi.chain({ kind: "board", id: board!.boardId }),
    enabled: !!board,
  });
  const path = chain.data?.paths[0];
  return (
    <Drawer
      open={!!board}
      onClose={onClose}
      afterOpenChange={(open) => !open && afterClose()}
      width={480}
      title={board && t("floor:chain.title", { code: board.code })}
      extra={board && <StageTag b={board} />}
      destroyOnHidden
    >
      {/* A chain link opens another screen: the drawer closes, so Back finds the boards. */}
      <div
        data-testid="chain-drawer"
        onClickCapture={(e) => {
          if ((e.target as HTMLElement).closest("a")) onClose();
        }}
      >
        {!path ? (
          <Spin />
        ) : (
          <>
            <ChainView path={path} current="board" />
            <div className="sw-trk-progress-title">{t("floor:chain.times")}</div>
            {board && stepsOf(board).length > 0 ? (
              <Timeline
                items={stepsOf(board).map((s) => ({
                  key: s.key,
                  children: (
                    <span>
                      {s.label}{" "}
                      <span className="sw-trk-sub sw-trk-num">{dayjs(s.at).format("YYYY-MM-DD HH:mm")}</span>
                    </span>
                  ),
                }))}
              />
            ) : (
              <span className="sw-trk-sub">{t("floor:tracking.noSteps")}</span>
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
