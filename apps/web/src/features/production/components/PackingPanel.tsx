import { PrinterOutlined } from "@ant-design/icons";
import type { BoxItem } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Input, type InputRef, Select, Space, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSealBox } from "../../../components/use-seal-box.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { boxPrintPath } from "../../../lib/paths.ts";
import { taskPackingApi, taskPackingKeys } from "../api/packing-api.ts";
import { productionTaskKeys } from "../api/production-task-api.ts";

interface ScanLine {
  key: number;
  code: string;
  ok: boolean;
  text: string;
}

const STATUS_COLOR = { toPack: "default", packing: "processing", done: "success" } as const;

/**
 * The packing tab's scan-first panel (menu 2400): scan a box code (or choose a box), then board codes
 * one after another; each scan is listed with the board added or its refusal (a board its packing list
 * puts in another box is refused naming that box). Seal shows the box's totals; short of its packing
 * list it asks first, naming the missing boards; a sealed box stays on screen with its print button.
 */
export function PackingPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [boxId, setBoxId] = useState<string | null>(null);
  const [boxCode, setBoxCode] = useState("");
  const [boardCode, setBoardCode] = useState("");
  const [boxError, setBoxError] = useState<string | null>(null);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState(false);
  const { seal: sealBox, holder } = useSealBox();
  const boxInput = useRef<InputRef>(null);
  const boardInput = useRef<InputRef>(null);
  const box = useQuery({
    queryKey: taskPackingKeys.box(boxId ?? ""),
    queryFn: () => taskPackingApi.detail(boxId!),
    enabled: !!boxId,
  });
  const boxes = useQuery({
    queryKey: taskPackingKeys.boxes(search),
    queryFn: () => taskPackingApi.boxes(search),
  });
  const b = box.data;
  useEffect(() => {
    (boxId ? boardInput : boxInput).current?.focus();
  }, [boxId]);

  const choose = (id: string | null) => {
    setBoxId(id);
    setLines([]);
    setBoxError(null);
  };
  const scanBox = async () => {
    const code = boxCode.trim();
    setBoxError(null);
    if (!code) return setBoxError(t("production:tasks.pack.scanFirst"));
    try {
      choose((await taskPackingApi.byCode(code)).boxId);
      setBoxCode("");
    } catch (e) {
      if (e instanceof ApiError && e.kind === "business") setBoxError(e.message);
    }
  };
  const scanBoard = async () => {
    const code = boardCode.trim();
    if (!boxId || !code || busy) return;
    setBusy(true);
    try {
      const r = await taskPackingApi.add(boxId, [code]);
      const out: ScanLine[] = [
        ...r.added.map((a) => ({
          key: Date.now() + Math.random(),
          code: a.code,
          ok: true,
          text: a.rackToReturn
            ? t("production:tasks.pack.addedRackEmpty", { rack: a.rackNo })
            : t("production:tasks.pack.added"),
        })),
        ...r.refused.map((x) => ({
          key: Date.now() + Math.random(),
          code: x.code,
          ok: false,
          text: x.reason,
        })),
      ];
      setLines((l) => [...out, ...l].slice(0, 50));
      setBoardCode("");
      // Not awaited: the next scan is taken as soon as this one is answered, not after the refetches.
      void client.invalidateQueries({ queryKey: taskPackingKeys.box(boxId) });
      void client.invalidateQueries({ queryKey: productionTaskKeys.boards("packing") });
      onChanged();
    } catch (e) {
      if (e instanceof ApiError && e.kind === "business")
        setLines((l) => [{ key: Date.now(), code, ok: false, text: e.message }, ...l]);
    } finally {
      setBusy(false);
      boardInput.current?.focus();
    }
  };
  const seal = async () => {
    if (!b) return;
    try {
      const done = await sealBox(b.code, (confirmShort) =>
        taskPackingApi.seal(b.boxId, b.version, confirmShort),
      );
      if (!done) return;
      toastSuccess(t("production:tasks.pack.sealed", { code: b.code }));
      // The sealed box stays on screen: its label and packing list print from here in one click.
      await client.invalidateQueries({ queryKey: ["packing"] });
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === "business")) throw e;
      toastError(e.message);
    } finally {
      boxInput.current?.focus();
    }
  };

  return (
    <Card
      size="small"
      className="sw-pack-panel"
      title={t("production:tasks.pack.title")}
      data-testid="pack-panel"
    >
      {holder}
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          ref={boxInput}
          style={{ width: 300 }}
          value={boxCode}
          onChange={(e) => setBoxCode(e.target.value)}
          onPressEnter={() => void scanBox()}
          placeholder={t("production:tasks.pack.boxPlaceholder")}
          aria-label={t("production:tasks.pack.boxLabel")}
          data-testid="pack-box-scan"
        />
        <Select<string>
          showSearch
          allowClear
          style={{ width: 420 }}
          placeholder={t("production:tasks.pack.chooseBox")}
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
      {boxError && <Alert type="error" showIcon message={boxError} data-testid="pack-box-error" />}
      {b && (
        <>
          <div className="sw-pack-box" data-testid="pack-box">
            <Link to={`/productionTracking/box?boxId=${b.boxId}`} className="sw-pack-code">
              {b.code}
            </Link>
            <span className="sw-muted">{b.projectName}</span>
            <Tag color={STATUS_COLOR[b.status]} data-testid="pack-box-status">
              {t(`production:tasks.pack.status.${b.status}`)}
            </Tag>
            <span data-testid="pack-box-totals">
              {t("production:tasks.pack.totals", { count: b.boardCount, area: b.area })}
            </span>
            {b.plannedCount > 0 && !b.shortCodes && (
              <span className="sw-muted">
                {t("production:tasks.pack.planned", { count: b.plannedCount })}
              </span>
            )}
            {b.shortCodes && (
              <span data-testid="pack-sealed-short">
                <Tag color="warning">{t("production:tasks.pack.sealedShort")}</Tag>
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
                {t("production:tasks.pack.print")}
              </Button>
            ) : (
              <Button
                type="primary"
                disabled={b.status !== "packing"}
                onClick={() => void seal()}
                data-testid="pack-seal"
              >
                {t("production:tasks.pack.seal")}
              </Button>
            )}
          </div>
          <Input
            ref={boardInput}
            style={{ width: 360, margin: "8px 0" }}
            value={boardCode}
            disabled={b.status === "done"}
            onChange={(e) => setBoardCode(e.target.value)}
            onPressEnter={() => void scanBoard()}
            placeholder={t("production:tasks.pack.boardPlaceholder")}
            aria-label={t("production:tasks.pack.boardLabel")}
            data-testid="pack-board-scan"
          />
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
