import { DeleteOutlined } from "@ant-design/icons";
import type { PickingDone, PickingKind, PickingOptions, PickingSlab } from "@stoneworks/shared";
import { formatArea } from "@stoneworks/shared";
import { Alert, Button, Card, Space, Table } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pickingApi } from "../../../api/production.ts";
import { ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { PickingActionModal } from "./PickingActionModal.tsx";
import { PickingCandidates } from "./PickingCandidates.tsx";
import { slabColumns } from "./picking-columns.tsx";

const DONE_KEYS: Record<PickingKind, string> = {
  pick: "production:picking.picked",
  return: "production:picking.returned",
  transfer: "production:picking.transferred",
};

interface Notice {
  type: "error" | "warning" | "info";
  title: string;
  lines?: string[];
}

/**
 * What a done action says beside the toast: the slabs left out (misfits), else a pick split over several
 * tables (which slabs went where) and the slabs put elsewhere than their plan's table.
 */
function doneNotice(t: TFunction, r: PickingDone): Notice | null {
  if (r.removed.length > 0)
    return {
      type: "warning",
      title: t("production:picking.removedTitle", { count: r.removed.length }),
      lines: r.removed.map((x) => x.message),
    };
  if (r.records.length < 2 && r.offPlan.length === 0) return null;
  const lines = r.records.map((x) =>
    t("production:picking.recordLine", {
      no: x.recordNo,
      table: t("production:picking.onTable", { device: x.deviceCode, side: x.tableSide }),
      list: x.slabs.map((y) => y.barcode).join(", "),
    }),
  );
  for (const x of r.offPlan)
    lines.push(
      t("production:picking.offPlanLine", {
        code: x.barcode,
        table: t("production:picking.onTable", { device: x.planDeviceCode, side: x.planTableSide }),
      }),
    );
  return {
    type: "info",
    title:
      r.records.length > 1
        ? t("production:picking.splitDone", { count: r.records.length })
        : t("production:picking.offPlanDone", { count: r.offPlan.length }),
    lines,
  };
}

/**
 * Scan-first picking: the floor's one scan input (a keyboard-wedge scanner types the barcode and
 * Enter), the selection, the three actions, and a list to tick slabs from.
 */
export function PickingWorkbench({
  options,
  deviceId,
  onChanged,
}: {
  options: PickingOptions | undefined;
  deviceId?: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<PickingSlab[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [action, setAction] = useState<PickingKind | null>(null);
  const [reload, setReload] = useState(0);

  const add = (slabs: PickingSlab[]) => {
    setSelection((now) => [...now, ...slabs.filter((s) => !now.some((x) => x.slabId === s.slabId))]);
  };
  // A scan replaces the last answer and the last action's notice; a refusal says why, beside the box.
  const scanner = useScanInput(async (barcode) => {
    setNotice(null);
    if (selection.some((s) => s.barcode === barcode))
      return { verdict: "refuse", message: t("production:picking.already", { code: barcode }) };
    const slab = await pickingApi.scan({ barcode }, { silent: true });
    add([slab]);
    return { verdict: "accept", message: t("production:picking.added", { code: slab.barcode }) };
  });
  const focusScan = scanner.focus;
  const allToPick = selection.length > 0 && selection.every((s) => s.status === "toPick");
  const allToCut = selection.length > 0 && selection.every((s) => s.status === "toCut");
  const area = selection.reduce((sum, s) => sum + s.area, 0);

  const done = (kind: PickingKind, r: PickingDone) => {
    setAction(null);
    toastSuccess(t(DONE_KEYS[kind], { count: r.count }));
    setSelection([]);
    setNotice(doneNotice(t, r));
    setReload((n) => n + 1);
    onChanged();
    focusScan();
  };
  const refused = (message: string, removedIds: string[]) => {
    setAction(null);
    setNotice({ type: "error", title: message });
    if (removedIds.length > 0) setSelection((now) => now.filter((s) => !removedIds.includes(s.slabId)));
    focusScan();
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <Space orientation="vertical" size={8} style={{ width: "100%" }}>
          <ScanInput
            scan={scanner}
            size="large"
            placeholder={t("production:picking.scanPlaceholder")}
            testId="picking-scan"
            errorTestId="picking-error"
            style={{ maxWidth: 520 }}
          />
          <span className="sw-muted">{t("production:picking.scanHint")}</span>
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              closable
              onClose={() => setNotice(null)}
              title={notice.title}
              description={notice.lines?.map((l) => <div key={l}>{l}</div>)}
              data-testid={
                notice.type === "error"
                  ? "picking-error"
                  : notice.type === "info"
                    ? "picking-split"
                    : "picking-notice"
              }
            />
          )}
        </Space>
      </Card>
      <Card
        size="small"
        title={
          <span data-testid="picking-selection-summary" data-count={selection.length}>
            {t("production:picking.selectionSummary", { count: selection.length, area: formatArea(area) })}
          </span>
        }
        extra={
          <Space>
            <Button
              type="primary"
              disabled={!allToPick}
              onClick={() => setAction("pick")}
              data-testid="picking-pick"
              title={allToPick ? undefined : t("production:picking.onlyToPick")}
            >
              {t("production:picking.pick")}
            </Button>
            <Button disabled={!allToCut} onClick={() => setAction("return")} data-testid="picking-return">
              {t("production:picking.return")}
            </Button>
            <Button disabled={!allToCut} onClick={() => setAction("transfer")} data-testid="picking-transfer">
              {t("production:picking.transfer")}
            </Button>
            <Button disabled={selection.length === 0} onClick={() => setSelection([])}>
              {t("production:picking.clear")}
            </Button>
          </Space>
        }
      >
        <Table<PickingSlab>
          rowKey="slabId"
          size="small"
          tableLayout="fixed"
          pagination={false}
          dataSource={selection}
          locale={{ emptyText: t("production:picking.empty") }}
          data-testid="picking-selection"
          columns={[
            ...slabColumns(t),
            {
              title: t("production:picking.productionPlan"),
              key: "productionPlan",
              width: 130,
              ellipsis: true,
              render: (_, s) =>
                s.productionPlanNo
                  ? `${s.productionPlanNo} · ${s.planDeviceCode ?? ""} ${s.planTableSide ?? ""}`
                  : "-",
            },
            {
              key: "remove",
              width: 56,
              render: (_, s) => (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t("production:picking.remove")}
                  onClick={() => setSelection((now) => now.filter((x) => x.slabId !== s.slabId))}
                />
              ),
            },
          ]}
        />
      </Card>
      <PickingCandidates
        options={options}
        reload={reload}
        onAdd={(slabs) => {
          add(slabs);
          focusScan();
        }}
      />
      <PickingActionModal
        kind={action}
        slabs={selection}
        options={options}
        deviceId={deviceId}
        onClose={() => {
          setAction(null);
          focusScan();
        }}
        onDone={done}
        onRefused={refused}
        afterClose={focusScan}
      />
    </Space>
  );
}
