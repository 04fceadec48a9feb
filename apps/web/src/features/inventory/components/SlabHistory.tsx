import { type HistoryEntry, Menu, SLAB_STATUSES } from "@stoneworks/shared";
import { Empty, Timeline } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { productionPlanePath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { yieldText } from "./SlabBits.tsx";

/**
 * A slab's whole history from block to board, oldest first (docs/api-production.md, "Slab history"):
 * each line says what happened in the reader's language ("Picked onto S600-01 table A"), when, by
 * whom, and from → to. A board code links to its plane detail (menu 2300).
 */
export function SlabHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  const planes = usePermission(Menu.ProductionProject).allowed;
  if (!history.length) return <Empty description={t("production:history.empty")} />;
  return (
    <Timeline
      data-testid="slab-history"
      items={history.map((h, i) => ({
        key: `${h.at}-${i}`,
        color: color(h),
        content: <Line entry={h} t={t} planes={planes} />,
      }))}
    />
  );
}

function color(h: HistoryEntry) {
  if (h.action === "setException" || h.action === "break") return "red";
  if (h.action === "complete" || h.action === "cut") return "green";
  return h.entity === "block" ? "gray" : "blue";
}

/** A state's name: a slab's, a board's or a plan's; anything else as it is. */
function stateText(t: TFunction, entity: string, v: string | null): string {
  if (!v) return "-";
  if (entity === "slab" && (SLAB_STATUSES as readonly string[]).includes(v))
    return t(`inventory:status.${v}`);
  if (entity === "board" && ["toCut", "cutting", "done"].includes(v)) return t(`production:boardStatus.${v}`);
  if (entity === "productionPlan" && ["draft", "issued", "closed", "cancelled"].includes(v))
    return t(`production:history.planStatus.${v}`);
  return v;
}

function Line({ entry: h, t, planes }: { entry: HistoryEntry; t: TFunction; planes: boolean }) {
  const r = h.refs;
  const d = (h.detail ?? {}) as Record<string, unknown>;
  const dash = "-";
  const params = {
    block: r.blockNo ?? dash,
    board: r.boardCode ?? dash,
    device: r.deviceCode ?? (h.action === "changeDevice" ? (h.to ?? dash) : dash),
    side: r.tableSide ?? dash,
    toDevice: r.toDeviceCode ?? r.deviceCode ?? dash,
    toSide: r.toTableSide ?? dash,
    warehouse: r.warehouseName ?? dash,
    plan: r.planNo ?? dash,
    record: r.recordNo ?? dash,
    // Remnants (docs/api-inventory.md "Remnants"): where one came from, what a slab left.
    parent: typeof d.parentBarcode === "string" ? d.parentBarcode : dash,
    barcodes: Array.isArray(d.barcodes) ? d.barcodes.join(", ") : dash,
  };
  const key = `production:history.${h.entity}.${h.action}`;
  const label =
    t(key, { ...params, defaultValue: "" }) ||
    t("production:history.other", {
      entity: t(`production:history.entity.${h.entity}`, { defaultValue: h.entity }),
      action: h.action,
    });
  const extra: string[] = [];
  const transition = h.entity !== "block" && h.action !== "layout" && h.action !== "changeDevice";
  if (transition && h.from && h.to && h.from !== h.to)
    extra.push(
      t("production:history.fromTo", {
        from: stateText(t, h.entity, h.from),
        to: stateText(t, h.entity, h.to),
      }),
    );
  if (h.action === "layout") {
    if (d.source === "cloud" || d.source === "manual") extra.push(t(`production:history.source.${d.source}`));
    if (typeof d.boards === "number")
      extra.push(
        t("production:history.boards", {
          count: d.boards,
          yield: yieldText(typeof d.yieldRate === "number" ? d.yieldRate : null),
        }),
      );
  }
  // A pick put elsewhere than its production plan's table, by the explicit choice (docs/api-production.md).
  if (d.offPlan === true)
    extra.push(
      t("production:history.offPlan", {
        plan: d.planNo ?? dash,
        device: d.plannedDeviceCode ?? dash,
        side: d.plannedTableSide ?? dash,
      }),
    );
  if (typeof d.reason === "string" && d.reason)
    extra.push(t("production:history.reason", { reason: d.reason }));
  return (
    <div className="sw-inv-history" data-testid="history-item" data-action={h.action} data-entity={h.entity}>
      <strong>{label}</strong>
      {extra.length > 0 && <span> · {extra.join(" · ")}</span>}
      {r.boardCode && r.planeId && planes && (
        <span>
          {" · "}
          <Link to={productionPlanePath(r.planeId, { board: r.boardCode })} data-testid="history-board">
            {r.boardCode}
          </Link>
        </span>
      )}
      <div className="sw-muted">
        <TimeAgo value={h.at} />
        {h.actorName ? ` · ${t("production:history.by", { name: h.actorName })}` : ""}
      </div>
    </div>
  );
}
