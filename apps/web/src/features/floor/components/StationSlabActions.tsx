import type { PickingOptions, ScanLookupResult, SlabScanAction, TableSide } from "@stoneworks/shared";
import { Button, type ButtonProps, Form, Modal, Radio, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cuttingApi, pickingApi } from "../../../api/production.ts";

/** The station shows every refusal itself, beside the code scanned (no toast). */
const silent = { silent: true } as const;

type Dialog = { kind: "pick" | "return"; options: PickingOptions } | null;

/**
 * A scanned slab's actions at the station, as large buttons: pick by its production plan (onto the plan's
 * table; a slab without a plan asks for the table), start cutting, complete (irrevocable: confirmed) and
 * return (to a warehouse that must be chosen). Each answer goes to the page (`onDone` / `onFail`).
 */
export function StationSlabActions({
  r,
  busy,
  onDone,
  onFail,
  refocus,
}: {
  r: ScanLookupResult;
  busy: boolean;
  onDone: (text: string) => void;
  onFail: (err: unknown) => void;
  /** A dialog closed: the scan box takes the focus back. */
  refocus: () => void;
}) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [working, setWorking] = useState(false);
  const [form] = Form.useForm<{ deviceId?: string; tableSide?: TableSide; warehouseId?: string }>();
  const slab = r.slab;
  if (!slab) return null;
  const planned = slab.planDeviceId && slab.planTableSide;
  const table = (device: string | null, side: string | null) =>
    t("floor:stationSlab.table", { device, side });

  const run = async (work: () => Promise<string>) => {
    setWorking(true);
    try {
      const text = await work();
      if (text) onDone(text);
    } catch (err) {
      onFail(err);
    } finally {
      setWorking(false);
    }
  };
  const openDialog = (kind: "pick" | "return") =>
    run(async () => {
      const options = await pickingApi.options({}, silent);
      form.resetFields();
      setDialog({ kind, options });
      return "";
    });

  const act = (a: SlabScanAction) => {
    if (a === "pickSlab" && planned)
      return run(async () => {
        const done = await pickingApi.pick({ slabIds: [r.id] }, silent);
        const rec = done.records[0]!;
        return t("floor:stationSlab.picked", { code: r.code, table: table(rec.deviceCode, rec.tableSide) });
      });
    if (a === "pickSlab" || a === "returnSlab") return openDialog(a === "pickSlab" ? "pick" : "return");
    if (a === "startCutting")
      return run(async () => {
        await cuttingApi.start({ slabId: r.id, version: slab.version }, silent);
        return t("floor:stationSlab.started", { code: r.code });
      });
    modal.confirm({
      title: t("floor:stationSlab.completeTitle", { code: r.code }),
      content: <div data-testid="station-complete-confirm">{t("floor:stationSlab.completeBody")}</div>,
      okText: t("floor:stationSlab.action.completeCutting"),
      cancelText: t("floor:stationSlab.cancel"),
      okButtonProps: { danger: true, "data-testid": "station-complete-ok" } as ButtonProps,
      afterClose: refocus,
      onOk: () =>
        run(async () => {
          await cuttingApi.complete({ slabId: r.id, version: slab.version }, silent);
          return t("floor:stationSlab.completed", { code: r.code });
        }),
    });
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !dialog) return;
    const kind = dialog.kind;
    setDialog(null);
    await run(async () => {
      if (kind === "return") {
        await pickingApi.return({ slabIds: [r.id], warehouseId: v.warehouseId! }, silent);
        const w = dialog.options.warehouses.find((x) => x.warehouseId === v.warehouseId);
        return t("floor:stationSlab.returned", { code: r.code, warehouse: w?.name ?? "" });
      }
      const done = await pickingApi.pick(
        { slabIds: [r.id], deviceId: v.deviceId!, tableSide: v.tableSide! },
        silent,
      );
      const rec = done.records[0]!;
      return t("floor:stationSlab.picked", { code: r.code, table: table(rec.deviceCode, rec.tableSide) });
    });
  };

  const label = (a: SlabScanAction) =>
    a === "pickSlab"
      ? planned
        ? t("floor:stationSlab.pickByPlan", { table: table(slab.planDeviceCode, slab.planTableSide) })
        : t("floor:stationSlab.pickChoose")
      : t(`floor:stationSlab.action.${a}`);

  return (
    <div data-testid="station-slab">
      {holder}
      <div className="sw-sub-text" data-testid="station-slab-plan" style={{ marginBottom: 12 }}>
        {slab.planNo
          ? t("floor:stationSlab.plan", {
              plan: slab.planNo,
              table: table(slab.planDeviceCode, slab.planTableSide),
            })
          : t("floor:stationSlab.noPlan")}
        {slab.deviceCode &&
          ` · ${t("floor:stationSlab.onTable", { table: table(slab.deviceCode, slab.tableSide) })}`}
      </div>
      {r.actions.length > 0 ? (
        <Space wrap size="middle" className="sw-station-actions">
          {(r.actions as SlabScanAction[]).map((a, i) => (
            <Button
              key={a}
              size="large"
              type={i === 0 ? "primary" : "default"}
              danger={a === "completeCutting"}
              disabled={busy || working}
              onClick={() => void act(a)}
              data-testid={`station-act-${a}`}
            >
              {label(a)}
            </Button>
          ))}
        </Space>
      ) : (
        <div className="sw-sub-text" data-testid="station-no-actions">
          {t("floor:stationSlab.noActions")}
        </div>
      )}
      <Modal
        open={!!dialog}
        title={dialog ? t(`floor:stationSlab.${dialog.kind}Title`, { code: r.code }) : ""}
        onCancel={() => setDialog(null)}
        afterClose={refocus}
        onOk={() => void submit()}
        okText={dialog ? t(`floor:stationSlab.${dialog.kind}Ok`) : undefined}
        cancelText={t("floor:stationSlab.cancel")}
        okButtonProps={{ "data-testid": "station-slab-ok" } as ButtonProps}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog?.kind === "pick" && (
            <>
              <Form.Item
                name="deviceId"
                label={t("floor:stationSlab.device")}
                rules={[{ required: true, message: t("floor:stationSlab.deviceRequired") }]}
              >
                <Select
                  data-testid="station-slab-device"
                  options={dialog.options.devices.map((d) => ({
                    value: d.deviceId,
                    label: `${d.code} · ${d.series}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="tableSide"
                label={t("floor:stationSlab.tableSide")}
                rules={[{ required: true, message: t("floor:stationSlab.tableRequired") }]}
              >
                <Radio.Group>
                  {(["A", "B"] as const).map((side) => (
                    <Radio.Button key={side} value={side} data-testid={`station-slab-table-${side}`}>
                      {side}
                    </Radio.Button>
                  ))}
                </Radio.Group>
              </Form.Item>
            </>
          )}
          {dialog?.kind === "return" && (
            <Form.Item
              name="warehouseId"
              label={t("floor:stationSlab.warehouse")}
              rules={[{ required: true, message: t("floor:stationSlab.warehouseRequired") }]}
            >
              <Select
                data-testid="station-slab-warehouse"
                placeholder={t("floor:stationSlab.warehouseRequired")}
                options={dialog.options.warehouses.map((w) => ({
                  value: w.warehouseId,
                  label: `${w.name} (${w.code})`,
                }))}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
