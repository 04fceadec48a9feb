import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, SaveOutlined } from "@ant-design/icons";
import {
  Code,
  DEFAULT_KERF,
  DEFAULT_STAGES,
  KERF_MAX,
  KERF_MIN,
  type LayoutBoards,
  type LayoutPlacementInput,
  type LayoutScope,
  type LayoutViolation,
} from "@stoneworks/shared";
import { Alert, Button, Card, InputNumber, Space, Switch, Tag, Tooltip } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { manualLayoutApi } from "../../../api/inventory.ts";
import { CuttingPlanDrawing } from "../../../components/cutting-plan/CuttingPlanDrawing.tsx";
import { PlanLegend } from "../../../components/cutting-plan/PlanLegend.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { slabMaterialPath } from "../../../lib/paths.ts";
import { placedBox, snapCorner } from "../layout-geometry.ts";
import { BoardPicker, fitsSlab } from "./LayoutBoardPicker.tsx";
import { area, size, thickness, yieldText } from "./SlabBits.tsx";

interface Refusal {
  violations: LayoutViolation[];
  message?: string;
}

/**
 * The manual-layout workbench of one slab: boards to place, the drawing (click to place, snapped to
 * edges and kerfs), each placement checked by the server, the placed list and the save.
 */
export function ManualLayoutEditor({
  scope,
  data,
  reload,
}: {
  scope: LayoutScope;
  data: LayoutBoards;
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { slab } = data;
  const byId = useMemo(() => new Map(data.boards.map((b) => [b.boardId, b])), [data.boards]);
  // The plan of this scope's project can be edited; another project's plan is replaced on save.
  const samePlan = data.plan && data.boards.some((b) => b.onThisSlab);
  const [placements, setPlacements] = useState<LayoutPlacementInput[]>(() =>
    samePlan && data.plan
      ? data.plan.boards
          .filter((b) => byId.has(b.boardId))
          .map((b) => ({ boardId: b.boardId, x: b.x, y: b.y, rotated: b.rotated }))
      : [],
  );
  const [kerf, setKerf] = useState(data.kerf ?? DEFAULT_KERF);
  const [stages, setStages] = useState(data.stages ?? DEFAULT_STAGES);
  const [chosen, setChosen] = useState<string | null>(
    () => data.boards.find((b) => !b.onThisSlab && fitsSlab(b, slab))?.boardId ?? null,
  );
  const [pos, setPosState] = useState<{ x: number; y: number; rotated: boolean }>({
    x: 0,
    y: 0,
    rotated: false,
  });
  // The chosen board is drawn where it would go once the user gives a position (or it was refused).
  const [showPreview, setShowPreview] = useState(false);
  const setPos: typeof setPosState = (v) => {
    setPosState(v);
    setShowPreview(true);
  };
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checked, setChecked] = useState<{ usedArea: number; yieldRate: number } | null>(null);
  const [busy, setBusy] = useState<"check" | "save" | null>(null);
  const [selectedPlaced, setSelectedPlaced] = useState<string | null>(null);

  const placedIds = new Set(placements.map((p) => p.boardId));
  // Boards that fit the slab in some allowed orientation first; the others cannot be placed at all.
  const toPlace = data.boards
    .filter((b) => !placedIds.has(b.boardId))
    .map((b) => ({ ...b, fits: fitsSlab(b, slab) }))
    .sort((x, y) => Number(y.fits) - Number(x.fits));
  const chosenBoard = chosen ? byId.get(chosen) : undefined;
  const boxes = placements.flatMap((p) => {
    const b = byId.get(p.boardId);
    return b ? [{ ...placedBox(b, p), key: b.boardId, code: b.code, rotated: p.rotated }] : [];
  });
  const otherPlan = data.plan && !samePlan ? data.plan : null;

  useEffect(() => {
    if (chosen && !byId.get(chosen)?.rotatable) setPosState((p) => ({ ...p, rotated: false }));
  }, [chosen, byId]);

  const body = (list: LayoutPlacementInput[]) => ({
    ...scope,
    slabId: slab.slabId,
    kerf,
    stages,
    placements: list,
  });

  const place = async (at: { x: number; y: number; rotated: boolean }) => {
    if (!chosenBoard) return;
    const next = [...placements, { boardId: chosenBoard.boardId, ...at }];
    setBusy("check");
    try {
      const r = await manualLayoutApi.check(body(next), { silent: true });
      if (r.feasible) {
        setPlacements(next);
        setRefusal(null);
        setChecked({ usedArea: r.usedArea, yieldRate: r.yieldRate });
        // The next board to place, in list order.
        const rest = toPlace.filter((b) => b.fits && b.boardId !== chosenBoard.boardId);
        setChosen(rest[0]?.boardId ?? null);
        setPosState({ x: 0, y: 0, rotated: false });
        setShowPreview(false);
      } else {
        setRefusal({ violations: r.violations });
      }
    } catch (err) {
      if (err instanceof ApiError) setRefusal({ violations: [], message: err.message });
    } finally {
      setBusy(null);
    }
  };

  const remove = (boardId: string) => {
    setPlacements((list) => list.filter((p) => p.boardId !== boardId));
    setRefusal(null);
    setChecked(null);
    setSelectedPlaced(null);
  };

  const save = async () => {
    if (!placements.length) {
      setRefusal({ violations: [], message: t("inventory:layout.empty") });
      return;
    }
    setBusy("save");
    try {
      await manualLayoutApi.save({ ...body(placements), version: slab.version }, { silent: true });
      toastSuccess(t("inventory:layout.saved"));
      setRefusal(null);
      await reload();
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.code === Code.ValidationFailed) {
        const v = (err.data as { violations?: LayoutViolation[] } | null)?.violations ?? [];
        setRefusal({ violations: v, message: v.length ? undefined : err.message });
      } else {
        setRefusal({ violations: [], message: err.message });
        // Changed meanwhile (1012) or no longer in a state to lay out (1003): show the fresh slab.
        if (err.code === Code.Conflict || err.code === Code.InvalidState) await reload();
      }
    } finally {
      setBusy(null);
    }
  };

  const previewBox = chosenBoard && showPreview ? placedBox(chosenBoard, pos) : null;
  const tolerance = Math.max(slab.length, slab.width) * 0.02;

  return (
    <Card
      className="sw-page-card"
      title={
        <Space size={8} wrap>
          <Link to={slabMaterialPath(slab.slabId, slab.barcode)}>{slab.barcode}</Link>
          <span className="sw-muted">
            {slab.stone} · {thickness(slab.thickness)} mm · {size(slab.length, slab.width)} mm ·{" "}
            {area(slab.area)} m²
          </span>
        </Space>
      }
      extra={
        <Space wrap>
          <span>{t("inventory:layout.kerf")}</span>
          <InputNumber
            min={KERF_MIN}
            max={KERF_MAX}
            precision={0}
            value={kerf}
            onChange={(v) => v !== null && setKerf(v)}
            style={{ width: 70 }}
            data-testid="layout-kerf"
          />
          <span>{t("inventory:layout.stages")}</span>
          <InputNumber
            min={2}
            max={9}
            precision={0}
            value={stages}
            onChange={(v) => v !== null && setStages(v)}
            style={{ width: 70 }}
            data-testid="layout-stages"
          />
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={busy === "save"}
            onClick={() => void save()}
            data-testid="layout-save"
          >
            {t("inventory:layout.save")}
          </Button>
        </Space>
      }
    >
      {otherPlan && (
        <Alert
          type="warning"
          showIcon
          className="sw-inv-alert"
          title={t("inventory:layout.otherProject", {
            project: `${otherPlan.projectName} (${otherPlan.projectNo})`,
          })}
        />
      )}
      <div className="sw-inv-grid">
        <div className="sw-inv-side">
          <div aria-live="polite" data-testid="layout-result">
            {busy === "check" ? (
              <Alert type="info" showIcon title={t("inventory:layout.checking")} />
            ) : refusal ? (
              <Alert
                type="error"
                showIcon
                icon={<CloseCircleFilled />}
                title={t("inventory:layout.refused")}
                description={
                  <ul className="sw-inv-violations" data-testid="layout-refusal">
                    {refusal.message && <li>{refusal.message}</li>}
                    {refusal.violations.map((v, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in its order
                      <li key={i} data-kind={v.kind}>
                        {v.message}
                      </li>
                    ))}
                  </ul>
                }
              />
            ) : checked ? (
              <Alert
                type="success"
                showIcon
                icon={<CheckCircleFilled />}
                title={`${t("inventory:layout.feasible")} · ${t("inventory:layout.yield", { yield: yieldText(checked.yieldRate) })}`}
                data-testid="layout-ok"
              />
            ) : (
              <Alert type="info" title={t("inventory:layout.clickHint")} />
            )}
          </div>
          <CuttingPlanDrawing
            length={slab.length}
            width={slab.width}
            defects={slab.defects}
            boards={boxes}
            kerf={kerf}
            yieldRate={checked ? checked.yieldRate / 100 : null}
            selectedKey={selectedPlaced}
            preview={
              previewBox ? { ...previewBox, code: chosenBoard?.code, ok: refusal ? false : undefined } : null
            }
            onBoardClick={(b) => setSelectedPlaced(b.key ?? null)}
            onSlabClick={(at) => {
              if (!chosenBoard || busy) return;
              const snapped = snapCorner(
                at,
                placedBox(chosenBoard, { x: 0, y: 0, rotated: pos.rotated }),
                boxes,
                slab,
                kerf,
                tolerance,
              );
              const next = { ...snapped, rotated: pos.rotated };
              setPos(next);
              void place(next);
            }}
            extra={<PlanLegend />}
            maxHeight={440}
            data-testid="layout-drawing"
          />
        </div>
        <div className="sw-inv-side">
          <BoardPicker
            title={t("inventory:layout.toPlace")}
            boards={toPlace}
            chosen={chosen}
            onChoose={(id) => {
              setChosen(id);
              setRefusal(null);
              setShowPreview(false);
            }}
            empty={t("inventory:layout.noBoards")}
            testId="layout-to-place"
          />
          {chosenBoard && (
            <div className="sw-inv-place" data-testid="layout-place-form">
              <div className="sw-inv-place-title">
                {t("inventory:layout.chosen", {
                  code: chosenBoard.code,
                  w: pos.rotated ? chosenBoard.width : chosenBoard.length,
                  h: pos.rotated ? chosenBoard.length : chosenBoard.width,
                })}
              </div>
              <Space wrap>
                <span>x</span>
                <InputNumber
                  min={0}
                  max={slab.length}
                  precision={0}
                  value={pos.x}
                  onChange={(v) => setPos((p) => ({ ...p, x: v ?? 0 }))}
                  style={{ width: 96 }}
                  data-testid="layout-x"
                />
                <span>y</span>
                <InputNumber
                  min={0}
                  max={slab.width}
                  precision={0}
                  value={pos.y}
                  onChange={(v) => setPos((p) => ({ ...p, y: v ?? 0 }))}
                  style={{ width: 96 }}
                  data-testid="layout-y"
                />
              </Space>
              <Space wrap>
                {chosenBoard.rotatable ? (
                  <>
                    <Switch
                      checked={pos.rotated}
                      onChange={(v) => setPos((p) => ({ ...p, rotated: v }))}
                      data-testid="layout-rotate"
                    />
                    <span>{t("inventory:layout.rotate")}</span>
                  </>
                ) : (
                  <Tag>{t("inventory:layout.rotateBanned")}</Tag>
                )}
                <Button
                  type="primary"
                  loading={busy === "check"}
                  onClick={() => void place(pos)}
                  data-testid="layout-place"
                >
                  {t("inventory:layout.place")}
                </Button>
              </Space>
            </div>
          )}
          <div>
            <div className="sw-inv-list-title">
              {t("inventory:layout.placed")} ({placements.length})
            </div>
            <div className="sw-inv-board-list" data-testid="layout-placed">
              {placements.map((p) => {
                const b = byId.get(p.boardId);
                if (!b) return null;
                return (
                  <div
                    key={p.boardId}
                    className={`sw-inv-board-item${selectedPlaced === p.boardId ? " is-chosen" : ""}`}
                    data-testid="layout-placed-item"
                    data-code={b.code}
                  >
                    <span>
                      <code>{b.code}</code>{" "}
                      <span className="sw-muted">
                        ({p.x}, {p.y}){p.rotated ? " ⟲" : ""}
                      </span>
                    </span>
                    <Tooltip title={t("inventory:layout.remove")}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t("inventory:layout.remove")}
                        onClick={() => remove(p.boardId)}
                        data-testid="layout-remove"
                      />
                    </Tooltip>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
