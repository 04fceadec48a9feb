import type { CraftWorkBoard, CraftWorkLine, CraftWorkPending } from "@stoneworks/shared";
import { formatMoney, formatQuantityMilli, rackCode } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, type ButtonProps, Modal, Select, Space, Table, Tabs, Tag } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { craftWorkApi } from "../../../api/floor.ts";
import { type ScanAnswer, ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { craftWorkKeys, craftWorkshops } from "../api/craft-work-api.ts";
import { CraftRecords } from "./CraftRecords.tsx";
import "../floor.css";

type Can = { allowed: boolean; check: () => boolean };

/** "2.400 m" / "3 件": a line's quantity with its unit. */
export function useQuantity() {
  const { t } = useTranslation();
  return (milli: number, unit: CraftWorkLine["pricingUnit"]) =>
    `${formatQuantityMilli(milli, unit)} ${t(`floor:craftWork.unit.${unit}`)}`;
}

/**
 * Second processing (menu 2400): pick the workshop, scan a board or a rack, see the lines that will be
 * done with their quantity, unit price and fee, confirm them ("Crafts done"); below, the queue by next
 * craft, and the craft records.
 */
/** The page that shows the crafts tab: who may act, what to refresh, and its queue of boards (the app layer's). */
export interface CraftWorkTabProps {
  can: Can;
  onChanged: () => unknown;
  /** The second-processing queue below the scan, remade (a new `key`) after each confirmation. */
  queue?: (key: number) => ReactNode;
}

export function CraftWorkTab({ can, onChanged, queue }: CraftWorkTabProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<"queue" | "records">("queue");
  return (
    <div data-testid="craft-work-tab">
      <Tabs
        size="small"
        type="card"
        activeKey={view}
        onChange={(k) => setView(k as "queue" | "records")}
        destroyOnHidden
        items={[
          {
            key: "queue",
            label: <span data-testid="craft-view-queue">{t("floor:craftWork.queue")}</span>,
            children: <QueueView can={can} onChanged={onChanged} queue={queue} />,
          },
          {
            key: "records",
            label: <span data-testid="craft-view-records">{t("floor:craftWork.records")}</span>,
            children: <CraftRecords />,
          },
        ]}
      />
    </div>
  );
}

function QueueView({ can, onChanged, queue }: CraftWorkTabProps) {
  const { t } = useTranslation();
  const workshops = useQuery({ queryKey: craftWorkKeys.workshops, queryFn: craftWorkshops });
  const [workshopId, setWorkshopId] = useState<string | undefined>();
  /** The code last scanned: shown again as it is now after a confirmation or a workshop change. */
  const [code, setCode] = useState("");
  const [found, setFound] = useState<CraftWorkPending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [queueKey, setQueueKey] = useState(0);
  const qty = useQuantity();

  useEffect(() => {
    if (!workshopId && workshops.data?.[0]) setWorkshopId(workshops.data[0].workshopId);
  }, [workshops.data, workshopId]);

  // Every board ready: accepted; some: the operator chooses to confirm those; none: refused, with why.
  const scanner = useScanInput(async (value): Promise<ScanAnswer> => {
    setFound(null);
    setCode(value);
    const f = await craftWorkApi.pending({ code: value, workshopId }, { silent: true });
    setFound(f);
    const n = f.boards.filter((b) => b.canConfirm).length;
    if (n === 0) return { verdict: "refuse", message: f.boards[0]?.message ?? t("floor:craftWork.scanNone") };
    if (n < f.boards.length)
      return {
        verdict: "choose",
        message: t("floor:craftWork.scanSome", { count: n, total: f.boards.length }),
      };
    return { verdict: "accept", message: t("floor:craftWork.scanReady", { count: n }) };
  });
  const reload = async (ws = workshopId) => {
    if (code)
      setFound(await craftWorkApi.pending({ code, workshopId: ws }, { silent: true }).catch(() => null));
  };
  const boards = found?.boards ?? [];
  const ready = boards.filter((b) => b.canConfirm);
  const whole = found?.kind === "rack" && found.rack?.wholeRack && found.rack.tripId;
  const lines = ready.flatMap((b) =>
    b.next.map((l) => ({ ...l, boardCode: b.code, key: `${b.boardId}-${l.seq}` })),
  );
  const total = lines.reduce((n, l) => n + l.feeFen, 0);

  const confirm = async () => {
    if (!workshopId || !found) return;
    setBusy(true);
    try {
      const r = await craftWorkApi.confirm(
        whole
          ? { workshopId, tripId: found.rack!.tripId! }
          : { workshopId, boardIds: ready.map((b) => b.boardId) },
      );
      toastSuccess(
        t("floor:craftWork.done", {
          count: r.records.length,
          fee: formatMoney(r.totalFeeFen),
        }),
      );
      setConfirming(false);
      setQueueKey((k) => k + 1);
      await onChanged();
      await reload();
      scanner.say({
        verdict: "accept",
        code,
        message: t("floor:craftWork.done", { count: r.records.length, fee: formatMoney(r.totalFeeFen) }),
      });
    } catch {
      // The refusal was toasted; show the board as it is now.
      setConfirming(false);
      await reload();
      scanner.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 200 }}
          value={workshopId}
          onChange={(v) => {
            setWorkshopId(v);
            void reload(v);
            scanner.focus();
          }}
          loading={workshops.isLoading}
          placeholder={t("floor:craftWork.workshop")}
          options={(workshops.data ?? []).map((w) => ({ value: w.workshopId, label: w.name }))}
          aria-label={t("floor:craftWork.workshop")}
          data-testid="craft-workshop"
        />
        <ScanInput
          scan={scanner}
          feedback={false}
          style={{ width: 380 }}
          placeholder={t("floor:craftWork.scanPlaceholder")}
          ariaLabel={t("floor:craftWork.scanLabel")}
          testId="craft-scan"
        />
        <Button
          type="primary"
          disabled={ready.length === 0}
          onClick={() => can.check() && setConfirming(true)}
          data-testid="craft-done"
        >
          {t("floor:craftWork.confirm")}
        </Button>
      </Space>
      <ScanFeedback
        scan={scanner}
        testId="craft-scan-feedback"
        errorTestId="craft-scan-error"
        style={{ marginBottom: 12 }}
      />
      {found && <ScanResult found={found} boards={boards} qty={qty} />}
      {queue?.(queueKey)}
      <Modal
        open={confirming}
        title={t("floor:craftWork.confirmTitle")}
        onCancel={() => setConfirming(false)}
        afterClose={scanner.focus}
        onOk={() => void confirm()}
        okText={t("floor:craftWork.confirm")}
        okButtonProps={{ loading: busy, "data-testid": "craft-confirm-ok" } as ButtonProps}
        width={760}
        destroyOnHidden
      >
        <div data-testid="craft-confirm-modal">
          {whole && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={t("floor:craftWork.wholeRack", {
                rack: found?.rack ? rackCode(found.rack.number) : "",
                count: ready.length,
              })}
            />
          )}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={lines}
            scroll={{ y: 360 }}
            columns={[
              { title: t("floor:craftWork.col.board"), dataIndex: "boardCode", width: 150 },
              { title: t("floor:craftWork.col.craft"), dataIndex: "craftName" },
              {
                title: t("floor:craftWork.col.quantity"),
                key: "qty",
                width: 140,
                align: "right",
                render: (_, l) => (
                  <span className="sw-floor-num">
                    {qty(l.quantityMilli, l.pricingUnit)}
                    {l.quantitySource === "default" && (
                      <span className="sw-muted"> {t("floor:craftWork.default")}</span>
                    )}
                  </span>
                ),
              },
              {
                title: t("floor:craftWork.col.unitPrice"),
                key: "price",
                width: 130,
                align: "right",
                render: (_, l) => (
                  <span className="sw-floor-num">
                    ¥{formatMoney(l.unitPriceFen)} / {t(`floor:craftWork.unit.${l.pricingUnit}`)}
                  </span>
                ),
              },
              {
                title: t("floor:craftWork.col.fee"),
                dataIndex: "feeFen",
                width: 100,
                align: "right",
                render: (v: number) => <span className="sw-floor-num">¥{formatMoney(v)}</span>,
              },
            ]}
          />
          <div className="sw-craft-total" data-testid="craft-confirm-total">
            {t("floor:craftWork.total", { count: lines.length, fee: formatMoney(total) })}
          </div>
        </div>
      </Modal>
    </div>
  );
}

function ScanResult({
  found,
  boards,
  qty,
}: {
  found: CraftWorkPending;
  boards: CraftWorkBoard[];
  qty: ReturnType<typeof useQuantity>;
}) {
  const { t } = useTranslation();
  const rack = found.rack;
  return (
    <div className="sw-craft-scan" data-testid="craft-scan-result">
      {rack && (
        <Alert
          type={rack.wholeRack ? "info" : "warning"}
          showIcon
          style={{ marginBottom: 8 }}
          message={t(rack.wholeRack ? "floor:craftWork.rackReady" : "floor:craftWork.rackNotReady", {
            rack: rackCode(rack.number),
            count: boards.length,
          })}
        />
      )}
      <Table<CraftWorkBoard>
        size="small"
        rowKey="boardId"
        pagination={false}
        dataSource={boards}
        tableLayout="fixed"
        columns={[
          {
            title: t("floor:craftWork.col.board"),
            dataIndex: "code",
            width: 160,
            render: (v: string, b) => (
              <span data-testid="craft-scan-board" data-ready={b.canConfirm ? "yes" : "no"}>
                {v}
              </span>
            ),
          },
          {
            title: t("floor:craftWork.col.project"),
            key: "project",
            width: 200,
            ellipsis: true,
            render: (_, b) => `${b.projectName} / ${b.batchNo}`,
          },
          {
            title: t("floor:craftWork.col.progress"),
            key: "progress",
            width: 90,
            align: "right",
            render: (_, b) => `${b.doneCount} / ${b.lineCount}`,
          },
          {
            title: t("floor:craftWork.col.next"),
            key: "next",
            render: (_, b) =>
              b.canConfirm ? (
                <Space size={4} wrap>
                  {b.next.map((l) => (
                    <Tag key={l.seq} color="blue">
                      {l.craftName} {qty(l.quantityMilli, l.pricingUnit)}
                    </Tag>
                  ))}
                </Space>
              ) : (
                <span className="sw-craft-refusal" data-testid="craft-refusal">
                  {b.message}
                </span>
              ),
          },
          {
            title: t("floor:craftWork.col.fee"),
            dataIndex: "feeFen",
            width: 100,
            align: "right",
            render: (v: number, b) =>
              b.canConfirm ? <span className="sw-floor-num">¥{formatMoney(v)}</span> : "-",
          },
        ]}
      />
    </div>
  );
}
