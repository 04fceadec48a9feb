import { formatThickness, type TrackingBoard } from "@stoneworks/shared";
import { Button, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../lib/dayjs-locale.ts";

const STAGE_COLORS = {
  notCut: "default",
  cut: "blue",
  onRack: "processing",
  craftsDone: "cyan",
  inBox: "orange",
  packed: "success",
} as const;

const time = (at: string) => dayjs(at).format("MM-DD HH:mm");

interface Step {
  key: string;
  label: string;
  at: string;
}

/** A board's steps with their times, oldest first: cut, loaded, received at each stage, crafts, unloaded, packed. */
export function useBoardSteps() {
  const { t } = useTranslation();
  return (b: TrackingBoard): Step[] => {
    const x = b.times;
    const steps: Step[] = [];
    if (x.cutAt) steps.push({ key: "cut", label: t("floor:tracking.step.cut"), at: x.cutAt });
    if (x.loadedAt) steps.push({ key: "loaded", label: t("floor:tracking.step.loaded"), at: x.loadedAt });
    for (const [i, r] of x.received.entries())
      steps.push({
        key: `received-${i}`,
        label: t("floor:tracking.step.received", {
          stage: t(`floor:tracking.rackStage.${r.stage}`),
          rack: r.rackCode,
        }),
        at: r.at,
      });
    for (const c of x.crafts)
      steps.push({
        key: `craft-${c.seq}`,
        label: t("floor:tracking.step.craft", { craft: c.craftName }),
        at: c.at,
      });
    if (x.unloadedAt)
      steps.push({ key: "unloaded", label: t("floor:tracking.step.unloaded"), at: x.unloadedAt });
    if (x.packedAt) steps.push({ key: "packed", label: t("floor:tracking.step.packed"), at: x.packedAt });
    return steps.sort((a, b) => a.at.localeCompare(b.at));
  };
}

export function StageTag({ b }: { b: TrackingBoard }) {
  const { t } = useTranslation();
  return (
    <Tag color={STAGE_COLORS[b.stage]} data-testid="board-stage" data-stage={b.stage}>
      {t(`floor:tracking.stage.${b.stage}`)}
    </Tag>
  );
}

/** The boards of a plane or a box: code, size, m², stage, rack, box, the last step with its time (all steps on expanding). */
export function TrackingBoardsTable({
  boards,
  onChain,
}: {
  boards: TrackingBoard[];
  onChain: (b: TrackingBoard) => void;
}) {
  const { t } = useTranslation();
  const stepsOf = useBoardSteps();
  return (
    <Table<TrackingBoard>
      rowKey="boardId"
      dataSource={boards}
      size="small"
      tableLayout="fixed"
      data-testid="tracking-boards"
      pagination={boards.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      expandable={{
        expandedRowRender: (b) => (
          <div className="sw-trk-steps" data-testid="board-steps">
            {stepsOf(b).map((s) => (
              <span key={s.key} className="sw-trk-step">
                <span>{s.label}</span> <span className="sw-trk-num">{time(s.at)}</span>
              </span>
            ))}
            {stepsOf(b).length === 0 && <span className="sw-trk-sub">{t("floor:tracking.noSteps")}</span>}
          </div>
        ),
      }}
      columns={[
        {
          title: t("floor:tracking.col.code"),
          dataIndex: "code",
          width: 160,
          ellipsis: true,
          render: (v: string, b) => (
            <Button
              type="link"
              size="small"
              className="sw-trk-link"
              onClick={() => onChain(b)}
              data-testid="board-code"
            >
              {v}
            </Button>
          ),
        },
        {
          title: t("floor:tracking.col.size"),
          key: "size",
          width: 160,
          render: (_, b) => (
            <span className="sw-trk-num sw-trk-nowrap">
              {b.length} × {b.width} × {formatThickness(b.thickness)}
            </span>
          ),
        },
        {
          title: t("floor:tracking.col.area"),
          dataIndex: "area",
          width: 72,
          align: "right",
          render: (v: string) => <span className="sw-trk-num">{v}</span>,
        },
        {
          title: t("floor:tracking.col.stage"),
          key: "stage",
          width: 190,
          render: (_, b) => (
            <div className="sw-trk-two-lines">
              <span>
                <StageTag b={b} />
                {b.broken && <Tag color="red">{t("floor:tracking.broken")}</Tag>}
              </span>
              {(b.rackStage || b.craftsTotal > 0) && (
                <span className="sw-trk-sub">
                  {b.rackStage &&
                    `${t(`floor:tracking.rackStage.${b.rackStage}`)} · ${t(`floor:tracking.rackState.${b.rackState}`)}`}
                  {b.rackStage && b.craftsTotal > 0 && " · "}
                  {b.craftsTotal > 0 &&
                    t("floor:tracking.crafts", { done: b.craftsDone, total: b.craftsTotal })}
                </span>
              )}
            </div>
          ),
        },
        {
          title: t("floor:tracking.col.rack"),
          dataIndex: "rackCode",
          width: 110,
          // Off its rack (packed, unloaded): the rack it rode last, greyed, saying it left it.
          render: (v: string | null, b) =>
            v ? (
              <span data-testid="board-rack">{v}</span>
            ) : b.lastRackCode ? (
              <span
                className="sw-trk-sub sw-trk-nowrap"
                data-testid="board-rack"
                title={t("floor:tracking.offRackHint")}
              >
                {t("floor:tracking.offRack", { rack: b.lastRackCode })}
              </span>
            ) : (
              <span data-testid="board-rack">—</span>
            ),
        },
        {
          title: t("floor:tracking.col.box"),
          dataIndex: "boxNo",
          width: 140,
          ellipsis: true,
          render: (v: string | null) => <span data-testid="board-box">{v ?? "—"}</span>,
        },
        {
          title: t("floor:tracking.col.lastStep"),
          key: "last",
          render: (_, b) => {
            const steps = stepsOf(b);
            const last = steps[steps.length - 1];
            return last ? (
              <div className="sw-trk-two-lines" data-testid="board-last-step">
                <span className="sw-trk-ellipsis" title={last.label}>
                  {last.label}
                </span>
                <span className="sw-trk-sub sw-trk-num">{time(last.at)}</span>
              </div>
            ) : (
              "—"
            );
          },
        },
        {
          title: t("floor:tracking.col.chain"),
          key: "chain",
          width: 84,
          render: (_, b) => (
            <Button size="small" onClick={() => onChain(b)} data-testid="open-chain">
              {t("floor:tracking.chain")}
            </Button>
          ),
        },
      ]}
    />
  );
}
