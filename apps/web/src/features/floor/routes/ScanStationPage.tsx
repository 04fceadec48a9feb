import type { RackLoadableBoard, ScanLookupResult } from "@stoneworks/shared";
import { formatArea } from "@stoneworks/shared";
import { Alert, Button, Card, List, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { craftWorkApi, packingApi, rackTripApi, scanApi } from "../../../api/floor.ts";
import { type ScanAnswer, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { useSealBox } from "../../../components/use-seal-box.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess, toastWarning } from "../../../lib/feedback.ts";
import { boxPrintPath } from "../api/packing-api.ts";
import type { RackMove } from "../api/rack-api.ts";
import { type StationAction, StationObject } from "../components/StationObject.tsx";
import { StationSlabActions } from "../components/StationSlabActions.tsx";
import "../../../components/page.css";
import "../floor.css";

/** The station shows every refusal itself, beside the code scanned. */
const silent = { silent: true } as const;

/** What the next scans are for: anything (idle), boards onto a rack, boards into a box, a box for a board. */
type Mode =
  | { kind: "idle" }
  | { kind: "loadRack"; rack: ScanLookupResult; boards: RackLoadableBoard[] }
  | { kind: "fillBox"; box: ScanLookupResult; added: number }
  | { kind: "awaitBox"; board?: ScanLookupResult };

interface Recent {
  at: string;
  code: string;
  ok: boolean;
  text: string;
}

const RACK_MOVES: readonly string[] = ["circulate", "receive", "cancel", "dismantle", "return"];
const isRackMove = (a: StationAction): a is RackMove => RACK_MOVES.includes(a);

/**
 * /scanStation (2450): the floor's one scan screen, for a tablet at a workshop door. Scan a rack, a
 * board, a box or a slab (a keyboard-wedge scanner types the code and Enter); the object shows with
 * the actions allowed for it, as large buttons; the last scans are listed; every answer is said in
 * words (and its tone), large, beside the code that was scanned, in the floor's one scan input.
 */
export default function ScanStationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<ScanLookupResult | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [recent, setRecent] = useState<Recent[]>([]);
  const { seal: sealBox, holder: sealHolder } = useSealBox();
  const note = (c: string, ok: boolean, text: string) =>
    setRecent((r) => [{ at: dayjs().format("HH:mm:ss"), code: c, ok, text }, ...r].slice(0, 10));
  /** A refusal from the server: said at the scan box and listed; anything else is not ours to answer. */
  const refusal = (c: string, err: unknown): ScanAnswer => {
    if (!(err instanceof ApiError) || err.kind !== "business") throw err;
    note(c, false, err.message);
    return { verdict: "refuse", code: c, message: err.message };
  };
  const refresh = async (c: string) => setCurrent(await scanApi.lookup({ code: c }, silent));

  // Scans are answered one after another, in order; the box is empty and focused after each answer.
  const scanner = useScanInput(async (c) => {
    try {
      // Loading a rack: each board is checked against it at once (plane, cut, free), with the reason.
      if (mode.kind === "loadRack" && c.toUpperCase() !== mode.rack.title.toUpperCase())
        return await listBoard(c);
      return await onScanned(c, await scanApi.lookup({ code: c }, silent));
    } catch (err) {
      return refusal(c, err);
    }
  });
  const busy = scanner.pending > 0;
  const focus = scanner.focus;
  const fail = (c: string, err: unknown) => scanner.say(refusal(c, err));
  const accepted = (c: string, text: string, said = text): ScanAnswer => {
    note(c, true, text);
    return { verdict: "accept", code: c, message: said };
  };

  const onScanned = async (c: string, r: ScanLookupResult): Promise<ScanAnswer | undefined> => {
    if (mode.kind === "loadRack") {
      if (r.kind === "rack" && r.id === mode.rack.id) return finishLoad();
      return refuse(c, t("floor:station.expectBoard"));
    }
    if (mode.kind === "fillBox") {
      if (r.kind === "box" && r.id === mode.box.id) return finishBox(c);
      if (r.kind !== "board") return refuse(c, t("floor:station.expectBoard"));
      const res = await packingApi.add({ boxId: mode.box.id, boardIds: [r.id] }, silent);
      const no = res.refused[0];
      if (no) return refuse(c, no.reason);
      // From the mode as it is now (a button may have ended it while this scan was answered).
      setMode((m) =>
        m.kind === "fillBox" && m.box.id === mode.box.id
          ? {
              ...m,
              box: { ...m.box, summary: { ...m.box.summary, boxVersion: res.version } },
              added: m.added + 1,
            }
          : m,
      );
      return accepted(
        c,
        t("floor:station.boxed", { code: r.title, box: mode.box.title, count: res.boardCount }),
      );
    }
    if (mode.kind === "awaitBox") {
      if (r.kind !== "box") return refuse(c, t("floor:station.expectBox"));
      if (mode.board) {
        const res = await packingApi.add({ boxId: r.id, boardIds: [mode.board.id] }, silent);
        const no = res.refused[0];
        if (no) return refuse(c, no.reason);
        setMode({ kind: "idle" });
        await refresh(mode.board.code);
        return accepted(
          c,
          t("floor:station.boxed", { code: mode.board.title, box: r.title, count: res.boardCount }),
        );
      }
      setMode({ kind: "fillBox", box: r, added: 0 });
      setCurrent(r);
      return accepted(c, t("floor:station.fillBox", { box: r.title }));
    }
    // The rack or box on screen scanned again: its loading or filling starts (scan-only, no button);
    // scanned once more it finishes (docs/api-floor.md "Scan-only load and fill").
    const again = current?.kind === r.kind && current.id === r.id;
    if (again && startsLoad(r)) {
      setCurrent(r);
      setMode({ kind: "loadRack", rack: r, boards: [] });
      return accepted(c, t("floor:station.loadStarted", { rack: r.title }));
    }
    if (again && startsFill(r)) {
      setCurrent(r);
      setMode({ kind: "fillBox", box: r, added: 0 });
      return accepted(c, t("floor:station.fillBox", { box: r.title }));
    }
    setCurrent(r);
    const kind = t(`floor:station.kind.${r.kind}`, { code: r.title });
    return accepted(c, kind, `${kind} ${r.title}`);
  };

  const listBoard = async (c: string): Promise<ScanAnswer | undefined> => {
    if (mode.kind !== "loadRack") return;
    const planeId = mode.boards[0]?.planeId;
    const b = await rackTripApi.checkBoard(
      { rackId: mode.rack.id, code: c, ...(planeId ? { planeId } : {}) },
      silent,
    );
    if (mode.boards.some((x) => x.boardId === b.boardId))
      return refuse(c, t("floor:station.alreadyListed", { code: b.code }));
    setMode((m) =>
      m.kind === "loadRack" && !m.boards.some((x) => x.boardId === b.boardId)
        ? { ...m, boards: [...m.boards, b] }
        : m,
    );
    return accepted(c, t("floor:station.listed", { code: b.code }));
  };

  const refuse = (c: string, message: string): ScanAnswer => {
    note(c, false, message);
    return { verdict: "refuse", code: c, message };
  };

  const finishLoad = async (): Promise<ScanAnswer | undefined> => {
    if (mode.kind !== "loadRack") return;
    const { rack, boards } = mode;
    // Nothing listed: the loading stops without writing anything (a gun-only operator's way out).
    if (boards.length === 0) {
      setMode({ kind: "idle" });
      return accepted(rack.code, t("floor:station.loadStopped", { rack: rack.title }));
    }
    const ids = boards.map((b) => b.boardId);
    const s = rack.summary;
    const res =
      s.tripId && s.tripVersion !== null
        ? await rackTripApi.load({ tripId: s.tripId, version: s.tripVersion, boardIds: ids }, silent)
        : await rackTripApi.generate({ rackId: rack.id, boardIds: ids }, silent);
    setMode({ kind: "idle" });
    toastSuccess(t("floor:station.loaded", { count: ids.length, code: rack.title }));
    if (res.warning === "overSafety") toastWarning(t("floor:station.overSafety", { code: rack.title }));
    await refresh(rack.code);
    return accepted(rack.code, t("floor:station.loaded", { count: ids.length, code: rack.title }));
  };

  const finishBox = async (c: string): Promise<ScanAnswer | undefined> => {
    if (mode.kind !== "fillBox") return;
    const box = mode.box;
    setMode({ kind: "idle" });
    await refresh(box.code);
    return accepted(c, t("floor:station.boxFinished", { box: box.title, count: mode.added }));
  };

  const act = async (r: ScanLookupResult, a: StationAction) => {
    scanner.clear();
    const s = r.summary;
    const done = (key: string, extra: Record<string, unknown> = {}) => {
      const text = t(key, { code: r.title, ...extra });
      toastSuccess(text);
      scanner.say(accepted(r.code, text));
    };
    try {
      if (a === "print") {
        // The label and packing list in a new tab, in the same click; the scan box keeps the focus.
        window.open(boxPrintPath(r.id), "_blank");
      } else if (a === "generate" || a === "load") {
        setMode({ kind: "loadRack", rack: r, boards: [] });
      } else if (isRackMove(a) && s.tripId && s.tripVersion !== null) {
        await rackTripApi[a]({ tripId: s.tripId, version: s.tripVersion }, silent);
        done(`floor:station.done.${a}`);
        await refresh(r.code);
      } else if (a === "pack" && r.kind === "board") {
        setMode({ kind: "awaitBox", board: r });
      } else if (a === "pack" || a === "add") {
        if (r.kind === "box") setMode({ kind: "fillBox", box: r, added: 0 });
        else setMode({ kind: "awaitBox" });
      } else if (a === "seal" && s.boxVersion !== null) {
        // Short of its packing list: a confirmation names the missing boards first.
        const version = s.boxVersion;
        const sealed = await sealBox(r.title, (confirmShort) =>
          packingApi.seal({ boxId: r.id, version, confirmShort }, silent),
        );
        if (sealed) done("floor:station.done.seal");
        await refresh(r.code);
      } else if (a === "reopen" || a === "remove") {
        navigate(`/productionTracking/box?boxId=${r.id}`);
      } else if (a === "confirmCrafts" || a === "craftsRack") {
        // The workshop of the board's next craft (the first board's, for a whole rack).
        const pending = await craftWorkApi.pending({ code: r.code }, silent);
        const workshopId = pending.boards.find((b) => b.next.length > 0)?.next[0]?.workshopId;
        if (!workshopId)
          return scanner.say(refuse(r.code, pending.boards[0]?.message ?? t("floor:station.nothingPending")));
        const res = await craftWorkApi.confirm(
          a === "craftsRack" && s.tripId
            ? { workshopId, tripId: s.tripId }
            : { workshopId, boardIds: [r.id] },
          silent,
        );
        done("floor:station.craftsDone", {
          count: res.records.length,
          fee: (res.totalFeeFen / 100).toFixed(2),
        });
        if (res.skipped.length) {
          const workshop = pending.boards.find((b) => b.next[0]?.workshopId === workshopId)?.next[0]
            ?.workshopName;
          toastWarning(t("floor:station.skipped", { count: res.skipped.length, workshop }));
        }
        await refresh(r.code);
      }
    } catch (err) {
      fail(r.code, err);
    } finally {
      focus();
    }
  };

  return (
    <div className="sw-page sw-station" data-testid="scan-station">
      {sealHolder}
      <Card className="sw-page-card" title={t("floor:station.title")}>
        <ScanInput
          scan={scanner}
          size="large"
          className="sw-station-scan"
          placeholder={t(`floor:station.prompt.${mode.kind}`)}
          testId="station-scan"
          errorTestId="station-error"
        />
        {mode.kind === "idle" && current && (startsLoad(current) || startsFill(current)) && (
          <div className="sw-sub-text sw-station-hint" data-testid="station-scan-hint">
            {t(startsLoad(current) ? "floor:station.hintLoad" : "floor:station.hintFill", {
              code: current.title,
            })}
          </div>
        )}
        {mode.kind !== "idle" && (
          <Alert
            className="sw-station-mode"
            type="info"
            showIcon
            data-testid="station-mode"
            title={modeText(t, mode)}
            action={
              <Space>
                {mode.kind === "loadRack" && (
                  <Button
                    type="primary"
                    size="large"
                    onClick={() =>
                      void finishLoad().then(
                        (a) => a && scanner.say(a),
                        (e) => fail(mode.rack.code, e),
                      )
                    }
                    disabled={busy}
                    data-testid="station-finish-load"
                  >
                    {t("floor:station.finishLoad", { count: mode.boards.length })}
                  </Button>
                )}
                {mode.kind === "fillBox" && (
                  <Button
                    type="primary"
                    size="large"
                    onClick={() =>
                      void finishBox(mode.box.code).then(
                        (a) => a && scanner.say(a),
                        (e) => fail(mode.box.code, e),
                      )
                    }
                    disabled={busy}
                    data-testid="station-finish-box"
                  >
                    {t("floor:station.finishBox")}
                  </Button>
                )}
                <Button
                  size="large"
                  onClick={() => {
                    setMode({ kind: "idle" });
                    focus();
                  }}
                  data-testid="station-cancel-mode"
                >
                  {t("floor:station.stop")}
                </Button>
              </Space>
            }
          />
        )}
        {current && mode.kind === "idle" && (
          <StationObject
            r={current}
            onAct={(a) => void act(current, a)}
            onChanged={() =>
              refresh(current.code)
                .catch((e) => fail(current.code, e))
                .finally(focus)
            }
            busy={busy}
            slabActions={
              <StationSlabActions
                r={current}
                busy={busy}
                onDone={(text) => {
                  toastSuccess(text);
                  scanner.say(accepted(current.code, text));
                  void refresh(current.code).catch((e) => fail(current.code, e));
                }}
                onFail={(e) => fail(current.code, e)}
                refocus={focus}
              />
            }
          />
        )}
        {mode.kind === "loadRack" && mode.boards.length > 0 && (
          <List
            size="small"
            bordered
            className="sw-station-list"
            data-testid="station-listed"
            dataSource={mode.boards}
            renderItem={(b) => (
              <List.Item
                data-testid="station-listed-row"
                actions={[
                  <Button
                    key="x"
                    type="link"
                    onClick={() =>
                      setMode({ ...mode, boards: mode.boards.filter((x) => x.boardId !== b.boardId) })
                    }
                  >
                    {t("floor:station.unlist")}
                  </Button>,
                ]}
              >
                <strong>{b.code}</strong> <span className="sw-sub-text">{b.batchNo}</span> {b.length} ×{" "}
                {b.width} · {formatArea(b.areaMm2)} m²
              </List.Item>
            )}
          />
        )}
        <Typography.Title level={5}>{t("floor:station.recent")}</Typography.Title>
        <List
          size="small"
          data-testid="station-recent"
          dataSource={recent}
          locale={{ emptyText: t("floor:station.noRecent") }}
          renderItem={(x) => (
            <List.Item data-testid="station-recent-row">
              <Space>
                <span className="sw-num">{x.at}</span>
                <Tag color={x.ok ? "success" : "error"}>
                  {x.ok ? t("floor:station.ok") : t("floor:station.refused")}
                </Tag>
                <strong>{x.code}</strong>
                <span>{x.text}</span>
              </Space>
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}

/** A rack that may be loaded (generate or load) / a box that may take boards: a second scan starts it. */
const startsLoad = (r: ScanLookupResult) =>
  r.kind === "rack" && (r.actions.includes("generate") || r.actions.includes("load"));
const startsFill = (r: ScanLookupResult) => r.kind === "box" && r.actions.includes("add");

function modeText(t: TFunction, mode: Mode): string {
  if (mode.kind === "loadRack")
    return t("floor:station.mode.loadRack", { rack: mode.rack.title, count: mode.boards.length });
  if (mode.kind === "fillBox")
    return t("floor:station.mode.fillBox", { box: mode.box.title, count: mode.added });
  if (mode.kind === "awaitBox")
    return mode.board
      ? t("floor:station.mode.boardToBox", { code: mode.board.title })
      : t("floor:station.mode.awaitBox");
  return "";
}
