import {
  FLOOR_STAGES,
  formatArea,
  type RackEventItem,
  type RackTripBoard,
  type RackTripItem,
  type StageState,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Empty, Steps, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { rackTripApi } from "../../../api/floor.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { rackKeys } from "../api/rack-api.ts";
import { chainPaths } from "../api/tracking-api.ts";
import { RackActions } from "../components/rack-actions.tsx";
import { RackLoadModal } from "../components/rack-load-modal.tsx";
import { RackArea, RackStateTag } from "../components/rack-tags.tsx";
import { StageGate } from "../components/StageGate.tsx";
import "../../../components/page.css";
import "../floor.css";

const STEP_STATUS: Record<StageState, "wait" | "process" | "finish"> = {
  notStarted: "wait",
  inProgress: "process",
  done: "finish",
  skipped: "wait",
};
const when = (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm");

/** /rackManagement/detail?rackId= (2800): a rack, its trip's stages, its boards and its circulation record. */
export default function RackDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rackId = params.get("rackId") ?? "";
  const detail = useQuery({
    queryKey: rackKeys.detail(rackId),
    queryFn: () => rackTripApi.detail({ rackId }),
    enabled: !!rackId,
  });
  const [loadFor, setLoadFor] = useState<RackTripItem | null | undefined>(undefined);
  const d = detail.data;
  const r = d?.rack;
  const stateName = (s: string) => t(`floor:rack.state.${s}`);

  return (
    <div className="sw-page" data-testid="rack-detail-page">
      <Card className="sw-page-card" loading={detail.isLoading} title={t("floor:rack.detail.title")}>
        {r && (
          <>
            <div className="sw-rack-header">
              <h2 data-testid="rack-detail-code">{r.code}</h2>
              <RackStateTag state={r.state} />
              {r.overdue && <Tag color="red">{t("floor:rack.overdueTag")}</Tag>}
              <RackActions rack={r} onLoad={setLoadFor} size="middle" />
            </div>
            <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t("floor:rack.fields.project")}>
                {r.projectName ? `${r.projectName} · ${r.batchNo}` : "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.area")}>
                <RackArea rack={r} />
              </Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.boards")}>{r.boards}</Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.since")}>
                <TimeAgo value={r.stateSince} />
              </Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.location")}>
                {r.location || "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.classNo")}>{r.classNo || "-"}</Descriptions.Item>
              <Descriptions.Item label={t("floor:rack.fields.operator")}>
                {r.operatorName ?? "-"}
              </Descriptions.Item>
            </Descriptions>
            {r.tripId && <StageGate tripId={r.tripId} onChanged={() => detail.refetch()} />}
            {r.tripId ? (
              <Steps
                className="sw-rack-steps"
                size="small"
                data-testid="rack-steps"
                items={FLOOR_STAGES.map((s) => ({
                  title: t(`floor:rack.stage.${s}`),
                  status: STEP_STATUS[r.stageStates[s]],
                  description: (
                    <span
                      className={r.stageStates[s] === "skipped" ? "sw-muted" : undefined}
                      data-testid="rack-step"
                      data-stage={s}
                      data-stage-state={r.stageStates[s]}
                    >
                      {t(`floor:rack.stageState.${r.stageStates[s]}`)}
                    </span>
                  ),
                  disabled: r.stageStates[s] === "skipped",
                }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("floor:rack.detail.noTrip")} />
            )}
          </>
        )}
      </Card>
      <Card className="sw-page-card" title={t("floor:rack.detail.boards")} style={{ marginTop: 16 }}>
        <Table<RackTripBoard>
          rowKey="boardId"
          size="small"
          loading={tableLoading(detail)}
          dataSource={d?.boards ?? []}
          pagination={false}
          locale={{ emptyText: t("floor:rack.detail.boardsEmpty") }}
          columns={[
            {
              title: t("floor:rack.detail.fields.code"),
              dataIndex: "code",
              render: (v: string, b) => (
                <Link to={chainPaths.trace(b)} data-testid="rack-board" title={t("floor:chain.trace")}>
                  {v}
                </Link>
              ),
            },
            { title: t("floor:rack.detail.fields.plane"), dataIndex: "batchNo" },
            {
              title: t("floor:rack.detail.fields.size"),
              key: "size",
              render: (_, b) => `${b.length} × ${b.width} × ${b.thickness}`,
            },
            {
              title: t("floor:rack.detail.fields.area"),
              dataIndex: "areaMm2",
              align: "right",
              render: (v: number) => formatArea(v),
            },
            {
              title: t("floor:rack.detail.fields.crafts"),
              key: "crafts",
              align: "right",
              render: (_, b) => (b.craftsTotal ? `${b.craftsDone} / ${b.craftsTotal}` : "-"),
            },
            {
              title: t("floor:rack.detail.fields.box"),
              dataIndex: "boxNo",
              render: (v: string | null) => v ?? "-",
            },
            { title: t("floor:rack.detail.fields.loadedAt"), dataIndex: "loadedAt", render: when },
          ]}
        />
      </Card>
      <Card className="sw-page-card" title={t("floor:rack.detail.record")} style={{ marginTop: 16 }}>
        <Table<RackEventItem>
          rowKey="eventId"
          size="small"
          loading={tableLoading(detail)}
          dataSource={d?.events ?? []}
          pagination={false}
          locale={{ emptyText: t("floor:rack.detail.recordEmpty") }}
          columns={[
            {
              title: t("floor:rack.detail.fields.action"),
              dataIndex: "action",
              render: (v: string) => <strong data-testid="rack-event">{t(`floor:rack.action.${v}`)}</strong>,
            },
            {
              title: t("floor:rack.detail.fields.fromTo"),
              key: "fromTo",
              render: (_, e) => `${stateName(e.from)} → ${stateName(e.to)}`,
            },
            {
              title: t("floor:rack.detail.fields.stage"),
              dataIndex: "stage",
              render: (v: string) => t(`floor:rack.stage.${v}`),
            },
            { title: t("floor:rack.detail.fields.boards"), dataIndex: "boards", align: "right" },
            {
              title: t("floor:rack.detail.fields.area"),
              dataIndex: "areaMm2",
              align: "right",
              render: (v: number) => formatArea(v),
            },
            {
              title: t("floor:rack.detail.fields.operator"),
              dataIndex: "operatorName",
              render: (v: string | null) => v ?? "-",
            },
            { title: t("floor:rack.detail.fields.at"), dataIndex: "at", render: when },
          ]}
        />
      </Card>
      <RackLoadModal
        open={loadFor !== undefined}
        initial={loadFor ?? null}
        onClose={() => setLoadFor(undefined)}
      />
    </div>
  );
}
