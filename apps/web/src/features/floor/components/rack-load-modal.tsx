import type { RackLoadableBoard, RackTripItem } from "@stoneworks/shared";
import { formatArea } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Modal, Select, Space, Table, Tag } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { rackTripApi } from "../../../api/floor.ts";
import { type ScanAnswer, ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess, toastWarning } from "../../../lib/feedback.ts";
import { rackKeys } from "../api/rack-api.ts";
import { RackStateTag } from "./rack-tags.tsx";

interface Refusal {
  code: string;
  message: string;
}

const mm2 = (v: string) => Math.round(Number(v) * 1_000_000);

/**
 * Generate (an idle rack) or load more (a loaded one): scan the rack or choose an idle one, then scan
 * board codes one by one or pick from the loadable list; a running total of boards and m² against the
 * rack's safety and maximum values. Both scan boxes are the floor's one scan input: a refused board's
 * reason shows beside the box until the next scan; the boards picked stay.
 */
export function RackLoadModal({
  open,
  initial,
  onClose,
}: {
  open: boolean;
  /** The rack the modal opens for (null: scan or choose one). */
  initial: RackTripItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rack, setRack] = useState<RackTripItem | null>(initial);
  const [picked, setPicked] = useState<RackLoadableBoard[]>([]);
  /** Boards the server refused when the rack was generated or loaded (a scan's refusal is its answer). */
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [planeFilter, setPlaneFilter] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const rackScan = useScanInput(async (code) =>
    chooseRack((await rackTripApi.byCode({ code }, { silent: true })).rackId),
  );
  const boardScan = useScanInput((code) => scanBoard(code));
  const { clear: clearRack } = rackScan;
  const { clear: clearBoard, focus: focusBoard } = boardScan;

  useEffect(() => {
    if (!open) return;
    setRack(initial);
    setPicked([]);
    setRefusals([]);
    clearRack();
    clearBoard();
    setPlaneFilter(undefined);
  }, [open, initial, clearRack, clearBoard]);

  const loading = rack?.state === "loaded";
  const plane = rack?.planeId ?? picked[0]?.planeId ?? planeFilter;
  const idle = useQuery({
    queryKey: [...rackKeys.list, "idle"],
    queryFn: () => rackTripApi.trips({ pageNum: 1, pageSize: 200, status: "idle", sort: "codeAsc" }),
    enabled: open && !initial,
  });
  const projects = useQuery({
    queryKey: rackKeys.projects,
    queryFn: () => rackTripApi.projects(),
    enabled: open,
  });
  const loadable = useQuery({
    queryKey: rackKeys.loadable(plane),
    queryFn: () => rackTripApi.loadable({ planeId: plane }),
    enabled: open,
  });
  const pickedIds = new Set(picked.map((b) => b.boardId));
  const planeOptions = useMemo(
    () =>
      (projects.data ?? []).flatMap((p) =>
        p.planes.map((pl) => ({ value: pl.planeId, label: pl.batchNo, title: `${p.name} · ${pl.batchNo}` })),
      ),
    [projects.data],
  );

  const base = loading ? rack!.areaMm2 : 0;
  const baseBoards = loading ? rack!.boards : 0;
  const area = base + picked.reduce((s, b) => s + b.areaMm2, 0);
  const overMax = !!rack && area > mm2(rack.maxValue);
  const overSafety = !!rack && area > mm2(rack.safetyValue);

  // A rack chosen (scanned or from the list): the next scans are its boards, so the cursor goes there.
  const chooseRack = async (rackId: string): Promise<ScanAnswer> => {
    const d = await rackTripApi.detail({ rackId });
    const r = d.rack;
    if (r.state !== "idle" && r.state !== "loaded")
      return {
        verdict: "refuse",
        code: r.code,
        message: t("floor:rack.load.rackBusy", { code: r.code, state: t(`floor:rack.state.${r.state}`) }),
      };
    setRack(r);
    setPicked([]);
    focusBoard();
    return { verdict: "accept", focus: false };
  };
  const add = (b: RackLoadableBoard) => {
    setPicked((p) => (p.some((x) => x.boardId === b.boardId) ? p : [...p, b]));
    setRefusals((r) => r.filter((x) => x.code !== b.code));
  };
  const scanBoard = async (c: string): Promise<ScanAnswer | undefined> => {
    setRefusals([]);
    if (!rack) return { verdict: "refuse", message: t("floor:rack.load.needRack") };
    // The rack's own code scanned again: the boards listed are loaded (scan-only; docs/api-floor.md).
    if (c.toUpperCase() === rack.code.toUpperCase()) {
      if (picked.length === 0) return { verdict: "refuse", message: t("floor:rack.load.nothingToLoad") };
      const refusal = await submit();
      return refusal ? { verdict: "refuse", message: refusal } : undefined;
    }
    const b = await rackTripApi.checkBoard(
      { rackId: rack.rackId, code: c, planeId: plane },
      { silent: true },
    );
    // Listed once: a board scanned twice is not listed twice.
    if (picked.some((x) => x.boardId === b.boardId))
      return { verdict: "refuse", message: t("floor:rack.load.alreadyPicked", { code: b.code }) };
    add(b);
    return { verdict: "accept", message: t("floor:rack.load.boardAdded", { code: b.code }) };
  };
  /** Generates or loads the listed boards; closes on success, else answers the refusal (the board comes off). */
  const submit = async (): Promise<string | undefined> => {
    if (!rack || picked.length === 0) return;
    setBusy(true);
    try {
      const boardIds = picked.map((b) => b.boardId);
      const res = loading
        ? await rackTripApi.load({ tripId: rack.tripId!, version: rack.version!, boardIds }, { silent: true })
        : await rackTripApi.generate({ rackId: rack.rackId, boardIds }, { silent: true });
      if (res.warning === "overSafety")
        toastWarning(
          t("floor:rack.overSafetyToast", { area: formatArea(res.areaMm2), safety: rack.safetyValue }),
        );
      else toastSuccess(t(`floor:rack.done.${loading ? "load" : "generate"}`));
      await client.invalidateQueries({ queryKey: ["floor"] });
      onClose();
      return;
    } catch (err) {
      if (!(err instanceof ApiError) || err.kind !== "business") return;
      // A refused board comes off the list with its reason; the rest stay.
      const boardId = (err.data as { boardId?: string } | null)?.boardId;
      const board = picked.find((b) => b.boardId === boardId);
      if (board) setPicked((p) => p.filter((b) => b.boardId !== boardId));
      setRefusals((r) => [{ code: board?.code ?? rack.code, message: err.message }, ...r]);
      return err.message;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={1080}
      title={
        loading ? t("floor:rack.load.titleLoad", { code: rack!.code }) : t("floor:rack.load.titleGenerate")
      }
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("app:actions.cancel")}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={busy}
          disabled={!rack || picked.length === 0 || overMax}
          onClick={() => void submit()}
          data-testid="rack-load-submit"
        >
          {t(loading ? "floor:rack.load.submitLoad" : "floor:rack.load.submitGenerate")}
        </Button>,
      ]}
    >
      <div data-testid="rack-load-modal">
        <Space wrap style={{ marginBottom: 8 }}>
          <span>{t("floor:rack.load.rack")}</span>
          {rack ? (
            <Space data-testid="rack-load-rack">
              <strong>{rack.code}</strong>
              <RackStateTag state={rack.state} />
              {rack.batchNo && <span className="sw-muted">{`${rack.projectName} · ${rack.batchNo}`}</span>}
            </Space>
          ) : null}
          {!initial && (
            <>
              <ScanInput
                scan={rackScan}
                feedback={false}
                keepFocus={!rack}
                style={{ width: 220 }}
                placeholder={t("floor:rack.load.rackScan")}
                testId="rack-load-rack-scan"
              />
              <Select
                showSearch
                style={{ width: 180 }}
                placeholder={t("floor:rack.load.chooseIdle")}
                value={rack?.state === "idle" ? rack.rackId : undefined}
                loading={idle.isLoading}
                optionFilterProp="label"
                options={(idle.data?.list ?? []).map((r) => ({ value: r.rackId, label: r.code }))}
                onChange={(v: string) =>
                  void chooseRack(v).then((a) => a.verdict === "refuse" && rackScan.say(a))
                }
                data-testid="rack-load-idle"
              />
            </>
          )}
          <ScanFeedback scan={rackScan} testId="rack-load-rack-feedback" errorTestId="rack-load-rack-error" />
        </Space>
        <div className="sw-rack-load-total" data-testid="rack-load-total">
          <strong>
            {t("floor:rack.load.total", { count: baseBoards + picked.length, area: formatArea(area) })}
          </strong>
          {rack && (
            <>
              <Tag color={overSafety ? "orange" : undefined}>
                {t("floor:rack.load.safety", { value: rack.safetyValue })}
              </Tag>
              <Tag color={overMax ? "red" : undefined}>
                {t("floor:rack.load.max", { value: rack.maxValue })}
              </Tag>
            </>
          )}
          {overMax ? (
            <span className="sw-rack-over-max" data-testid="rack-load-over-max">
              {t("floor:rack.load.overMax")}
            </span>
          ) : overSafety ? (
            <span className="sw-rack-over-safety" data-testid="rack-load-over-safety">
              {t("floor:rack.overSafety")}
            </span>
          ) : null}
        </div>
        <div className="sw-rack-load">
          <div>
            <ScanInput
              scan={boardScan}
              autoFocus={!!initial}
              keepFocus={!!rack}
              errorTestId="rack-load-refusal"
              placeholder={t("floor:rack.load.boardScan")}
              testId="rack-load-board-scan"
            />
            {refusals.length > 0 && (
              <ul className="sw-rack-refusals" data-testid="rack-load-refusals">
                {refusals.map((r) => (
                  <li key={r.code} data-testid="rack-load-refusal" data-code={r.code}>
                    {r.message}
                  </li>
                ))}
              </ul>
            )}
            <h4 style={{ margin: "12px 0 8px" }}>{t("floor:rack.load.picked")}</h4>
            <Table<RackLoadableBoard>
              rowKey="boardId"
              size="small"
              pagination={false}
              tableLayout="fixed"
              scroll={{ y: 280 }}
              dataSource={picked}
              locale={{ emptyText: t("floor:rack.load.empty") }}
              columns={[
                {
                  title: t("floor:rack.detail.fields.code"),
                  dataIndex: "code",
                  render: (v: string) => <span data-testid="rack-load-picked">{v}</span>,
                },
                {
                  title: t("floor:rack.detail.fields.plane"),
                  dataIndex: "batchNo",
                  width: 150,
                  ellipsis: true,
                },
                {
                  title: t("floor:rack.detail.fields.area"),
                  dataIndex: "areaMm2",
                  width: 80,
                  align: "right",
                  render: (v: number) => formatArea(v),
                },
                {
                  key: "x",
                  width: 76,
                  render: (_, b) => (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setPicked((p) => p.filter((x) => x.boardId !== b.boardId))}
                    >
                      {t("floor:rack.load.remove")}
                    </Button>
                  ),
                },
              ]}
            />
          </div>
          <div>
            <Space style={{ marginBottom: 8 }}>
              <span>{t("floor:rack.load.pick")}</span>
              <Select
                allowClear
                style={{ width: 200 }}
                placeholder={t("floor:rack.load.planeAll")}
                value={plane}
                disabled={!!rack?.planeId || picked.length > 0}
                options={planeOptions}
                onChange={(v?: string) => setPlaneFilter(v)}
                data-testid="rack-load-plane"
              />
            </Space>
            <Table<RackLoadableBoard>
              rowKey="boardId"
              size="small"
              pagination={false}
              tableLayout="fixed"
              scroll={{ y: 320 }}
              loading={loadable.isLoading}
              dataSource={(loadable.data ?? []).filter((b) => !pickedIds.has(b.boardId))}
              locale={{ emptyText: t("floor:rack.load.loadableEmpty") }}
              columns={[
                { title: t("floor:rack.detail.fields.code"), dataIndex: "code" },
                {
                  title: t("floor:rack.detail.fields.plane"),
                  dataIndex: "batchNo",
                  width: 150,
                  ellipsis: true,
                },
                {
                  title: t("floor:rack.detail.fields.area"),
                  dataIndex: "areaMm2",
                  width: 80,
                  align: "right",
                  render: (v: number) => formatArea(v),
                },
                {
                  key: "x",
                  width: 76,
                  render: (_, b) => (
                    <Button
                      type="link"
                      size="small"
                      disabled={!rack}
                      onClick={() => add(b)}
                      data-testid="rack-load-add"
                    >
                      {t("floor:rack.load.pickAdd")}
                    </Button>
                  ),
                },
              ]}
            />
          </div>
        </div>
        {!rack && (
          <Alert type="info" showIcon title={t("floor:rack.load.needRack")} style={{ marginTop: 12 }} />
        )}
      </div>
    </Modal>
  );
}
