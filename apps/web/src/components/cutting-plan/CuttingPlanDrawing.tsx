import { formatPercent, type PlanBoard, type PlanRect } from "@stoneworks/shared";
import { type MouseEvent, type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fitFontSize, kerfBands } from "./plan-geometry.ts";
import "./cutting-plan-drawing.css";

/*
 * Rectangles are the API's (PlanRect): mm from the slab's origin corner, x along the length, y along
 * the width; the origin is the bottom-left corner as drawn unless `origin="top-left"`
 * (docs/api-inventory.md).
 */

/**
 * A board placed on the slab, as a plan's board (`PlanBoard`) carries it: `w` and `h` as placed
 * (swapped when `rotated`), its code written inside (scaled to fit). `key`: a stable key (the board
 * id); defaults to the code.
 */
export type DrawnBoard = Pick<PlanBoard, "x" | "y" | "w" | "h" | "code"> & {
  key?: string;
  rotated?: boolean;
};

/** A board being positioned (manual layout): drawn dashed, red when `ok` is false. */
export interface PlanPreview extends PlanRect {
  code?: string;
  ok?: boolean;
}

export interface CuttingPlanDrawingProps {
  /** Slab length in mm (the drawing's x axis). */
  length: number;
  /** Slab width in mm (the drawing's y axis). */
  width: number;
  /**
   * Where (0, 0) is: "bottom-left" (default, y grows upwards, as the server stores plans) or
   * "top-left" (y grows downwards, SVG's own way).
   */
  origin?: "bottom-left" | "top-left";
  /** Defect rectangles no board may cover: hatched in red. */
  defects?: readonly PlanRect[];
  /** Boards placed on the slab. */
  boards: readonly DrawnBoard[];
  /**
   * Saw kerf in mm: drawn as dark cut lines along each board's far edges (x + w, y + h), at least ~2 px
   * wide so a 4 mm kerf still shows on a 3 m slab. 0 draws none.
   */
  kerf?: number;
  /** Yield as a ratio 0..1; shown in the caption when given (capped at 100%). */
  yieldRate?: number | null;
  /** Key (or code) of a board to highlight. */
  selectedKey?: string | null;
  /** A board being positioned (manual layout). */
  preview?: PlanPreview | null;
  /** Clicking a board. */
  onBoardClick?: (board: DrawnBoard) => void;
  /**
   * Clicking the slab outside any board: the position in whole mm from the origin corner (manual
   * layout places the chosen board there).
   */
  onSlabClick?: (at: { x: number; y: number }) => void;
  /**
   * Words of the caption when a screen wants its own (the defaults are the app namespace's, loaded on
   * every screen): `yield` precedes the yield figure, `kerf` the kerf width, `rotated` marks the
   * hovered board when it is rotated.
   */
  labels?: { yield?: string; kerf?: string; rotated?: string };
  /** Extra content at the end of the caption (e.g. a legend). */
  extra?: ReactNode;
  /** Largest drawn height in px (default 520); the drawing keeps the slab's proportions. */
  maxHeight?: number;
  className?: string;
  "data-testid"?: string;
}

const keyOf = (b: DrawnBoard) => b.key ?? b.code;

/**
 * A cutting plan drawn to scale (SVG, viewBox in mm): the slab outline with its size, defects hatched
 * in red, the boards as rectangles with their codes (rotated ones marked ⟲), the kerf between pieces
 * and the yield. Hovering a board shows its code and size; no data fetching, no page logic.
 */
export function CuttingPlanDrawing({
  length,
  width,
  origin = "bottom-left",
  defects = [],
  boards,
  kerf = 0,
  yieldRate,
  selectedKey,
  preview,
  onBoardClick,
  onSlabClick,
  labels,
  extra,
  maxHeight = 520,
  className,
  "data-testid": testId = "plan-drawing",
}: CuttingPlanDrawingProps) {
  const { t } = useTranslation();
  const words = {
    yield: labels?.yield ?? t("app:cuttingPlan.yield"),
    kerf: labels?.kerf ?? t("app:cuttingPlan.kerf"),
    rotated: labels?.rotated ?? t("app:cuttingPlan.rotated"),
  };
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const hatch = `sw-defect-hatch-${uid}`;
  const [hover, setHover] = useState<DrawnBoard | null>(null);
  const L = Math.max(1, length);
  const W = Math.max(1, width);
  // Room around the slab for the dimension labels.
  const pad = Math.max(L, W) * 0.045;
  const dimFont = Math.max(L, W) * 0.026;
  const stroke = Math.max(L, W) / 700;
  const up = origin === "bottom-left";
  /** A model rectangle as drawn (SVG y grows downwards). */
  const draw = <R extends PlanRect>(r: R): R => (up ? { ...r, y: W - r.y - r.h } : r);
  // The kerf at true scale is often under a pixel: drawn at least ~2 px wide so the cuts show.
  const minKerf = stroke * 2.4;
  const bands = useMemo(
    () =>
      boards
        .flatMap((b) => kerfBands(b, kerf, L, W))
        .map((r) => (up ? { ...r, y: W - r.y - r.h } : r))
        .map((r) => ({
          x: r.w < minKerf ? r.x - (minKerf - r.w) / 2 : r.x,
          y: r.h < minKerf ? r.y - (minKerf - r.h) / 2 : r.y,
          w: Math.max(r.w, minKerf),
          h: Math.max(r.h, minKerf),
        })),
    [boards, kerf, L, W, up, minKerf],
  );
  // Codes at most ~3% of the slab's long side, so a large board does not shout.
  const maxFont = Math.max(L, W) * 0.03;

  const toMm = (e: MouseEvent<SVGElement>) => {
    const svg = e.currentTarget.ownerSVGElement ?? (e.currentTarget as unknown as SVGSVGElement);
    const ctm = svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const y = up ? W - p.y : p.y;
    return { x: Math.max(0, Math.min(L, Math.round(p.x))), y: Math.max(0, Math.min(W, Math.round(y))) };
  };

  return (
    <figure className={`sw-plan${className ? ` ${className}` : ""}`}>
      <svg
        className="sw-plan-svg"
        viewBox={`${-pad} ${-pad} ${L + 2 * pad} ${W + 2 * pad}`}
        style={{ maxHeight, aspectRatio: `${L + 2 * pad} / ${W + 2 * pad}` }}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={`${L} × ${W} mm`}
        data-testid={testId}
        data-length={L}
        data-width={W}
        data-boards={boards.length}
      >
        <defs>
          <pattern
            id={hatch}
            patternUnits="userSpaceOnUse"
            width={Math.max(L, W) / 90}
            height={Math.max(L, W) / 90}
            patternTransform="rotate(45)"
          >
            <rect width={Math.max(L, W) / 90} height={Math.max(L, W) / 90} fill="#fde2e1" />
            <line
              x1="0"
              y1="0"
              x2="0"
              y2={Math.max(L, W) / 90}
              stroke="#e5484d"
              strokeWidth={Math.max(L, W) / 250}
            />
          </pattern>
        </defs>
        {/* Dimensions: length above, width at the left. */}
        <text className="sw-plan-dim" x={L / 2} y={-pad * 0.35} fontSize={dimFont} textAnchor="middle">
          {L} mm
        </text>
        <text
          className="sw-plan-dim"
          x={-pad * 0.35}
          y={W / 2}
          fontSize={dimFont}
          textAnchor="middle"
          transform={`rotate(-90 ${-pad * 0.35} ${W / 2})`}
        >
          {W} mm
        </text>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer placement; the manual-layout form is the keyboard way */}
        <rect
          className="sw-plan-slab"
          data-testid="plan-slab"
          x={0}
          y={0}
          width={L}
          height={W}
          strokeWidth={stroke * 2}
          onClick={
            onSlabClick
              ? (e) => {
                  const at = toMm(e);
                  if (at) onSlabClick(at);
                }
              : undefined
          }
          style={onSlabClick ? { cursor: "crosshair" } : undefined}
        />
        {defects.map(draw).map((d, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: defects have no identity but their order
            key={i}
            className="sw-plan-defect"
            data-testid="plan-defect"
            x={d.x}
            y={d.y}
            width={d.w}
            height={d.h}
            fill={`url(#${hatch})`}
            stroke="#e5484d"
            strokeWidth={stroke * 1.5}
            pointerEvents="none"
          />
        ))}
        {boards.map((b) => {
          const k = keyOf(b);
          const r = draw(b);
          const selected = selectedKey != null && selectedKey === k;
          const fs = Math.min(maxFont, fitFontSize(b.code, b.w, b.h));
          const mark = Math.min(b.w, b.h) * 0.22;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the size; the board list is the keyboard way
            <g
              key={k}
              className={`sw-plan-board${selected ? " is-selected" : ""}${b.rotated ? " is-rotated" : ""}`}
              data-testid="plan-board"
              data-code={b.code}
              data-rotated={b.rotated ? "true" : "false"}
              onMouseEnter={() => setHover(b)}
              onMouseLeave={() => setHover((h) => (h === b ? null : h))}
              onClick={onBoardClick ? () => onBoardClick(b) : undefined}
              style={onBoardClick ? { cursor: "pointer" } : undefined}
            >
              <title>{`${b.code} · ${b.w} × ${b.h} mm${b.rotated ? " ⟲" : ""}`}</title>
              <rect x={r.x} y={r.y} width={r.w} height={r.h} strokeWidth={stroke * (selected ? 3 : 1.2)} />
              {fs > 0 && (
                <text
                  x={r.x + r.w / 2}
                  y={r.y + r.h / 2}
                  fontSize={fs}
                  textAnchor="middle"
                  dominantBaseline="central"
                  pointerEvents="none"
                >
                  {b.code}
                </text>
              )}
              {b.rotated && mark > 0 && (
                <text
                  className="sw-plan-rot"
                  x={r.x + mark * 0.25}
                  y={r.y + mark * 0.25}
                  fontSize={mark}
                  dominantBaseline="hanging"
                  pointerEvents="none"
                >
                  ⟲
                </text>
              )}
            </g>
          );
        })}
        {bands.map((k, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: derived from the boards, in their order
            key={i}
            className="sw-plan-kerf"
            x={k.x}
            y={k.y}
            width={k.w}
            height={k.h}
            pointerEvents="none"
          />
        ))}
        {preview && (
          <rect
            {...(({ x, y, w, h }) => ({ x, y, width: w, height: h }))(draw(preview))}
            className={`sw-plan-preview${preview.ok === false ? " is-bad" : ""}`}
            data-testid="plan-preview"
            strokeWidth={stroke * 2}
            strokeDasharray={`${stroke * 8} ${stroke * 5}`}
            pointerEvents="none"
          />
        )}
      </svg>
      <figcaption className="sw-plan-caption">
        {yieldRate != null && (
          <span className="sw-plan-yield" data-testid="plan-yield">
            {`${words.yield} `}
            <strong>{formatPercent(yieldRate)}</strong>
          </span>
        )}
        {kerf > 0 && (
          <span className="sw-plan-kerf-note">
            <i className="sw-plan-kerf-swatch" />
            {`${words.kerf} `}
            {kerf} mm
          </span>
        )}
        <span className="sw-plan-hover" data-testid="plan-hover">
          {hover
            ? `${hover.code}: ${hover.w} × ${hover.h} mm${hover.rotated ? ` (${words.rotated})` : ""}`
            : " "}
        </span>
        {extra}
      </figcaption>
    </figure>
  );
}
