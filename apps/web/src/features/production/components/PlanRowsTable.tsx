import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import {
  formatArea,
  formatThickness,
  type PlanCandidate,
  type PlanDevice,
  type TableSide,
} from "@stoneworks/shared";
import { Button, Select, Space, Table, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/** One slab of the plan being edited: its device table, or none yet. */
export interface EditorRow {
  slab: PlanCandidate;
  deviceId: string | null;
  tableSide: TableSide | null;
}

/** Whether a device can take the slab (size either way round, thickness): greys the others out. */
function fits(slab: PlanCandidate, d: PlanDevice): boolean {
  const straight = slab.length <= d.maxLength && slab.width <= d.maxWidth;
  const turned = slab.width <= d.maxLength && slab.length <= d.maxWidth;
  return (straight || turned) && slab.thickness <= d.maxThickness;
}

const tableKey = (r: EditorRow) => (r.deviceId && r.tableSide ? `${r.deviceId}|${r.tableSide}` : "");

/**
 * Rows in display order: grouped by device table (device code, then A/B), unassigned last; inside a
 * table the rows keep their order, which is the cutting order (seq 1..n).
 */
export function orderedRows(rows: EditorRow[], devices: PlanDevice[]) {
  const code = new Map(devices.map((d) => [d.deviceId, d.code]));
  const indexed = rows.map((r, i) => ({ r, i }));
  indexed.sort((a, b) => {
    const ka = a.r.deviceId ? `0${code.get(a.r.deviceId) ?? ""}|${a.r.tableSide ?? "Z"}` : "1";
    const kb = b.r.deviceId ? `0${code.get(b.r.deviceId) ?? ""}|${b.r.tableSide ?? "Z"}` : "1";
    return ka < kb ? -1 : ka > kb ? 1 : a.i - b.i;
  });
  const seqs = new Map<string, number>();
  return indexed.map(({ r, i }) => {
    const key = tableKey(r);
    const seq = key ? (seqs.get(key) ?? 0) + 1 : null;
    if (key) seqs.set(key, seq!);
    return { row: r, index: i, seq };
  });
}

/** The plan's rows: device and table per row, move up/down inside its table, remove. */
export function PlanRowsTable({
  rows,
  devices,
  onChange,
}: {
  rows: EditorRow[];
  devices: PlanDevice[];
  onChange: (rows: EditorRow[]) => void;
}) {
  const { t } = useTranslation();
  const view = orderedRows(rows, devices);
  const set = (index: number, patch: Partial<EditorRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  /** Swaps a row with its neighbour in the same table (direction -1 up, +1 down). */
  const move = (index: number, direction: -1 | 1) => {
    const key = tableKey(rows[index]!);
    let j = index + direction;
    while (j >= 0 && j < rows.length && tableKey(rows[j]!) !== key) j += direction;
    if (j < 0 || j >= rows.length) return;
    const next = [...rows];
    [next[index], next[j]] = [next[j]!, next[index]!];
    onChange(next);
  };
  const lastOf = new Map<string, number>();
  for (const v of view) if (v.seq) lastOf.set(tableKey(v.row), v.seq);

  return (
    <Table
      rowKey={(v) => v.row.slab.slabId}
      size="small"
      tableLayout="fixed"
      dataSource={view}
      pagination={false}
      locale={{ emptyText: t("production:plan.editor.noRows") }}
      onRow={(v) => ({ "data-testid": "plan-editor-row", "data-barcode": v.row.slab.barcode }) as never}
      columns={[
        {
          title: t("production:plan.editor.device"),
          key: "device",
          width: 130,
          render: (_, v) => (
            <Select
              style={{ width: 116 }}
              size="small"
              value={v.row.deviceId ?? undefined}
              placeholder={t("production:plan.editor.unassigned")}
              onChange={(deviceId: string) => set(v.index, { deviceId, tableSide: v.row.tableSide ?? "A" })}
              options={devices.map((d) => ({
                value: d.deviceId,
                label: d.code,
                disabled: !fits(v.row.slab, d),
              }))}
              data-testid="plan-row-device"
            />
          ),
        },
        {
          title: t("production:plan.editor.table"),
          key: "side",
          width: 76,
          render: (_, v) => (
            <Select
              style={{ width: 60 }}
              size="small"
              value={v.row.tableSide ?? undefined}
              disabled={!v.row.deviceId}
              onChange={(tableSide: TableSide) => set(v.index, { tableSide })}
              options={(["A", "B"] as const).map((s) => ({ value: s, label: s }))}
              data-testid="plan-row-side"
            />
          ),
        },
        {
          title: t("production:plan.editor.order"),
          key: "seq",
          width: 60,
          render: (_, v) => <span data-testid="plan-row-seq">{v.seq ?? "-"}</span>,
        },
        {
          title: t("production:plan.slab.barcode"),
          key: "barcode",
          width: 136,
          render: (_, v) => v.row.slab.barcode,
        },
        {
          title: t("production:plan.slab.blockBundleSlab"),
          key: "no",
          width: 150,
          ellipsis: true,
          render: (_, v) => `${v.row.slab.blockNo} / ${v.row.slab.bundleNo} / ${v.row.slab.slabNo}`,
        },
        {
          title: t("production:plan.slab.stone"),
          key: "stone",
          width: 80,
          render: (_, v) => v.row.slab.stone,
        },
        {
          title: t("production:plan.slab.size"),
          key: "size",
          width: 140,
          render: (_, v) =>
            `${v.row.slab.length}×${v.row.slab.width}×${formatThickness(v.row.slab.thickness)}`,
        },
        {
          title: t("production:plan.slab.area"),
          key: "area",
          width: 84,
          align: "right",
          render: (_, v) => formatArea(v.row.slab.area),
        },
        {
          title: t("production:plan.slab.plane"),
          key: "plane",
          ellipsis: true,
          render: (_, v) => (
            <span title={v.row.slab.projectName}>{v.row.slab.batchNo ?? v.row.slab.projectName}</span>
          ),
        },
        {
          title: t("forms:table.actions"),
          key: "actions",
          width: 110,
          render: (_, v) => (
            <Space size={0}>
              <Tooltip title={t("production:plan.editor.moveUp")}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={!v.seq || v.seq === 1}
                  onClick={() => move(v.index, -1)}
                  aria-label={t("production:plan.editor.moveUp")}
                  data-testid="plan-row-up"
                />
              </Tooltip>
              <Tooltip title={t("production:plan.editor.moveDown")}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={!v.seq || v.seq === lastOf.get(tableKey(v.row))}
                  onClick={() => move(v.index, 1)}
                  aria-label={t("production:plan.editor.moveDown")}
                  data-testid="plan-row-down"
                />
              </Tooltip>
              <Tooltip title={t("production:plan.editor.remove")}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(rows.filter((_, i) => i !== v.index))}
                  aria-label={t("production:plan.editor.remove")}
                  data-testid="plan-row-remove"
                />
              </Tooltip>
            </Space>
          ),
        },
      ]}
    />
  );
}
