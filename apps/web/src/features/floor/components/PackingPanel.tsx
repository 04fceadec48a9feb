import { PrinterOutlined } from "@ant-design/icons";
import type { BoxItem } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Select, Space, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { packingApi } from "../../../api/floor.ts";
import { type ScanAnswer, ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { useSealBox } from "../../../components/use-seal-box.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { boxPrintPath } from "../../../lib/paths.ts";
import { boxKeys } from "../api/packing-api.ts";
import "../floor.css";

interface ScanLine {
  key: number;
  code: string;
  ok: boolean;
  text: string;
}

const STATUS_COLOR = { toPack: "default", packing: "processing", done: "success" } as const;

/**
 * The packing tab's scan-first panel (menu 2400): scan a box code (or choose a box), then board codes
 * one after another (the cursor goes to the board scan as soon as the box is chosen); each scan is listed
 * with the board added or its refusal (a board its packing list puts in another box is refused naming
 * that box). Seal shows the box's totals; short of its packing list it asks first, naming the missing
 * boards; a sealed box stays on screen with its print button and the cursor goes back to the box scan.
 */
export function PackingPanel({
  onChanged,
}: {
  /** After boards go in: the page refreshes what it shows beside the panel (its counts, its queue). */
  onChanged: () => unknown;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [boxId, setBoxId] = useState<string | null>(null);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [search, setSearch] = useState("");
  /** Filling finished by scanning the box again: its board scan closes, the next scan is a box. */
  const [finished, setFinished] = useState(false);
  const { seal: sealBox, holder } = useSealBox();
  const box = useQuery({
    queryKey: boxKeys.detail(boxId ?? ""),
    queryFn: () => packingApi.detail({ boxId: boxId! }),
    enabled: !!boxId,
  });
  const boxes = useQuery({
    queryKey: boxKeys.search(search),
    queryFn: () => packingApi.boxes({ keyword: search || undefined, pageSize: 50 }),
  });
  const b = box.data;
  // A sealed box takes no boards: the next scan is the next box.
  const boardsOpen = !!boxId && b?.status !== "done" && !finished;

  // A box scanned: the box is chosen and the cursor goes to the board scan (the next scan is a board).
  const boxScan = useScanInput(async (code): Promise<ScanAnswer> => {
    const { boxId: id } = await packingApi.byCode({ code }, { silent: true });
    choose(id);
    return { verdict: "accept", message: t("floor:pack.boxChosen", { code }), focus: false };
  });
  const boardScan = useScanInput((code) => scanBoard(code));
  const focusBox = boxScan.focus;
  const focusBoard = boardScan.focus;
  useEffect(() => {
    (boardsOpen ? focusBoard : focusBox)();
  }, [boardsOpen, focusBoard, focusBox]);

  const choose = (id: string | null) => {
    setBoxId(id);
    setFinished(false);
    setLines([]);
    boxScan.clear();
    boardScan.clear();
  };
  const scanBoard = async (code: string): Promise<ScanAnswer | undefined> => {
    if (!boxId) return;
    boxScan.clear();
    // The box's own code scanned again: filling is finished (scan-only; docs/api-floor.md).
    if (b && code.toUpperCase() === b.code.toUpperCase()) {
      setFinished(true);
      boxScan.say({
        verdict: "accept",
        code,
        message: t("floor:pack.finished", {
          code: b.code,
          count: lines.filter((l) => l.ok).length,
        }),
      });
      return { verdict: "accept", focus: false };
    }
    try {
      const r = await packingApi.add({ boxId, boardCodes: [code] }, { silent: true });
      const out: ScanLine[] = [
        ...r.added.map((a) => ({
          key: Date.now() + Math.random(),
          code: a.code,
          ok: true,
          text: a.rackToReturn ? t("floor:pack.addedRackEmpty", { rack: a.rackNo }) : t("floor:pack.added"),
        })),
        ...r.refused.map((x) => ({
          key: Date.now() + Math.random(),
          code: x.code,
          ok: false,
          text: x.reason,
        })),
      ];
      setLines((l) => [...out, ...l].slice(0, 50));
      await client.invalidateQueries({ queryKey: boxKeys.detail(boxId) });
      onChanged();
      const no = out.find((l) => !l.ok);
      return no ? { verdict: "refuse", message: no.text } : { verdict: "accept", message: out[0]?.text };
    } catch (e) {
      if (e instanceof ApiError && e.kind === "business")
        setLines((l) => [{ key: Date.now(), code, ok: false, text: e.message }, ...l]);
      throw e;
    }
  };
  const seal = async () => {
    if (!b) return;
    try {
      const done = await sealBox(b.code, (confirmShort) =>
        packingApi.seal({ boxId: b.boxId, version: b.version, confirmShort }, { silent: true }),
      );
      if (!done) return;
      toastSuccess(t("floor:pack.sealed", { code: b.code }));
      // The sealed box stays on screen: its label and packing list print from here in one click.
      await client.invalidateQueries({ queryKey: ["packing"] });
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === "business")) throw e;
      toastError(e.message);
    } finally {
      (boardsOpen ? focusBoard : focusBox)();
    }
  };

  return (
    <Card size="small" className="sw-pack-panel" title={t("floor:pack.title")} data-testid="pack-panel">
      {holder}
      <Space wrap style={{ marginBottom: 8 }}>
        <ScanInput
          scan={boxScan}
          feedback={false}
          autoFocus={!boardsOpen}
          keepFocus={!boardsOpen}
          style={{ width: 300 }}
          placeholder={t("floor:pack.boxPlaceholder")}
          ariaLabel={t("floor:pack.boxLabel")}
          testId="pack-box-scan"
        />
        <Select<string>
          showSearch
          allowClear
          style={{ width: 420 }}
          placeholder={t("floor:pack.chooseBox")}
          filterOption={false}
          onSearch={setSearch}
          value={boxId ?? undefined}
          onChange={(v) => choose(v ?? null)}
          options={[
            ...(b && !boxes.data?.list.some((x) => x.boxId === b.boxId) ? [b] : []),
            ...(boxes.data?.list ?? []).filter((x: BoxItem) => x.status !== "done" || x.boxId === boxId),
          ].map((x) => ({ value: x.boxId, label: `${x.code} · ${x.projectName}` }))}
          data-testid="pack-box-select"
        />
      </Space>
      <ScanFeedback scan={boxScan} testId="pack-box-feedback" errorTestId="pack-box-error" />
      {b && (
        <div className="sw-pack-box" data-testid="pack-box">
          <Link to={`/productionTracking/box?boxId=${b.boxId}`} className="sw-pack-code">
            {b.code}
          </Link>
          <span className="sw-muted">{b.projectName}</span>
          <Tag color={STATUS_COLOR[b.status]} data-testid="pack-box-status">
            {t(`floor:pack.status.${b.status}`)}
          </Tag>
          <span data-testid="pack-box-totals">
            {t("floor:pack.totals", { count: b.boardCount, area: b.area })}
          </span>
          {b.plannedCount > 0 && !b.shortCodes && (
            <span className="sw-muted">{t("floor:pack.planned", { count: b.plannedCount })}</span>
          )}
          {b.shortCodes && (
            <span data-testid="pack-sealed-short">
              <Tag color="warning">{t("floor:pack.sealedShort")}</Tag>
              <span className="sw-muted">{b.shortCodes.join(", ")}</span>
            </span>
          )}
          <span className="sw-toolbar-spacer" />
          {b.status === "done" ? (
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => window.open(boxPrintPath(b.boxId), "_blank")}
              data-testid="pack-print"
            >
              {t("floor:pack.print")}
            </Button>
          ) : (
            <Button
              type="primary"
              disabled={b.status !== "packing"}
              onClick={() => void seal()}
              data-testid="pack-seal"
            >
              {t("floor:pack.seal")}
            </Button>
          )}
        </div>
      )}
      {boxId && (
        <>
          {boardsOpen && (
            <div className="sw-pack-board-scan">
              <ScanInput
                scan={boardScan}
                style={{ width: 360 }}
                placeholder={t("floor:pack.boardPlaceholder")}
                ariaLabel={t("floor:pack.boardLabel")}
                testId="pack-board-scan"
              />
            </div>
          )}
          <ul className="sw-pack-lines" data-testid="pack-lines">
            {lines.map((l) => (
              <li key={l.key} data-testid="pack-line" data-ok={l.ok ? "1" : "0"}>
                <Tag color={l.ok ? "success" : "error"}>{l.code}</Tag>
                <span>{l.text}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
