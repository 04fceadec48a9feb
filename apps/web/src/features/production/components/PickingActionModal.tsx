import type { PickingDone, PickingKind, PickingOptions, PickingSlab, TableSide } from "@stoneworks/shared";
import { Alert, Form, Input, Modal, Radio, Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { pickingApi } from "../api/picking-api.ts";

interface Values {
  deviceId?: string;
  tableSide?: TableSide;
  warehouseId?: string;
  remark?: string;
}

/** The form of a pick, return or transfer of the selected slabs; one request, one record. */
export function PickingActionModal({
  kind,
  slabs,
  options,
  deviceId,
  onClose,
  onDone,
  onRefused,
  afterClose,
}: {
  kind: PickingKind | null;
  slabs: PickingSlab[];
  options: PickingOptions | undefined;
  /** A device chosen beforehand (the device detail's "pick onto this device"). */
  deviceId?: string;
  onClose: () => void;
  onDone: (kind: PickingKind, done: PickingDone) => void;
  /** A refusal: its message and the slabs it names as unsuitable (to drop from the selection). */
  onRefused: (message: string, removedIds: string[]) => void;
  /** After the closing animation (the scan box takes the focus back). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // The issued production plan of the selection sets the default device and table.
  const planned = slabs.find((s) => s.planDeviceId && s.planTableSide);
  useEffect(() => {
    if (!kind) return;
    form.resetFields();
    if (kind === "pick")
      form.setFieldsValue({
        deviceId: deviceId ?? planned?.planDeviceId ?? undefined,
        tableSide:
          (deviceId && deviceId !== planned?.planDeviceId ? undefined : planned?.planTableSide) ?? undefined,
      });
  }, [kind, form, deviceId, planned?.planDeviceId, planned?.planTableSide]);

  const submit = async () => {
    if (!kind) return;
    // The form marks what is missing.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const slabIds = slabs.map((s) => s.slabId);
    const remark = v.remark?.trim() ?? "";
    setBusy(true);
    try {
      const done =
        kind === "pick"
          ? await pickingApi.pick({ slabIds, deviceId: v.deviceId!, tableSide: v.tableSide!, remark })
          : kind === "return"
            ? await pickingApi.returnSlabs({ slabIds, warehouseId: v.warehouseId!, remark })
            : await pickingApi.transfer({ slabIds, deviceId: v.deviceId!, tableSide: v.tableSide!, remark });
      onDone(kind, done);
    } catch (err) {
      if (!(err instanceof ApiError) || err.kind !== "business") throw err;
      const removed = (err.data as { removed?: { slabId: string }[] } | null)?.removed ?? [];
      onRefused(
        err.message,
        removed.map((r) => r.slabId),
      );
    } finally {
      setBusy(false);
    }
  };

  const deviceOptions = (options?.devices ?? []).map((d) => ({
    value: d.deviceId,
    label: `${d.code} · ${d.series} · ${d.maxLength}×${d.maxWidth}×${d.maxThickness}`,
  }));
  const title = kind ? t(`production:picking.${kind}Title`) : "";
  return (
    <Modal
      open={!!kind}
      title={title}
      onCancel={onClose}
      afterClose={afterClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={kind ? t(`production:picking.${kind}`) : undefined}
      okButtonProps={{ "data-testid": "picking-submit" } as Record<`data-${string}`, string>}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" preserve={false}>
        {kind !== "return" && (
          <>
            <Form.Item
              name="deviceId"
              label={t("production:picking.device")}
              rules={[{ required: true, message: t("production:picking.deviceRequired") }]}
            >
              <Select
                options={deviceOptions}
                placeholder={t("production:picking.devicePlaceholder")}
                data-testid="picking-device"
              />
            </Form.Item>
            <Form.Item
              name="tableSide"
              label={t("production:picking.table")}
              rules={[{ required: true, message: t("production:picking.tableRequired") }]}
              extra={
                kind === "pick" && planned
                  ? t("production:picking.planDefault", {
                      plan: planned.productionPlanNo,
                      device: planned.planDeviceCode,
                      side: planned.planTableSide,
                    })
                  : undefined
              }
            >
              <Radio.Group data-testid="picking-table">
                {(["A", "B"] as const).map((side) => (
                  <Radio.Button key={side} value={side} data-testid={`picking-table-${side}`}>
                    {t("production:picking.tableSide", { side })}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </>
        )}
        {kind === "return" && (
          <Form.Item
            name="warehouseId"
            label={t("production:picking.warehouse")}
            rules={[{ required: true, message: t("production:picking.warehouseRequired") }]}
          >
            <Select
              options={(options?.warehouses ?? []).map((w) => ({
                value: w.warehouseId,
                label: `${w.name} (${w.code})`,
              }))}
              placeholder={t("production:picking.warehousePlaceholder")}
              data-testid="picking-warehouse"
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t("production:picking.remark")}>
          <Input maxLength={200} data-testid="picking-remark" />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          title={t("production:picking.selectionSummary", {
            count: slabs.length,
            area: (slabs.reduce((s, x) => s + x.area, 0) / 1_000_000).toFixed(3),
          })}
        />
      </Form>
    </Modal>
  );
}
