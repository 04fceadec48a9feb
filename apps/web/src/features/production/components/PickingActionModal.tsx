import type { PickingDone, PickingKind, PickingOptions, PickingSlab, TableSide } from "@stoneworks/shared";
import { Alert, Checkbox, Form, Input, Modal, Radio, Select } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { pickingApi } from "../../../api/production.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { PickPlanTables, planTableGroups } from "./PickPlanTables.tsx";

interface Values {
  deviceId?: string;
  tableSide?: TableSide;
  warehouseId?: string;
  remark?: string;
}

/**
 * The form of a pick, return or transfer of the selected slabs. A pick follows each slab's issued
 * production plan (split per table, shown per slab); the device and table chosen here take the slabs
 * without a plan, or, by the explicit "not by plan" choice that names the slabs, all of them. A transfer
 * starts with the table the slabs' plan proposes.
 */
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
  const [offPlan, setOffPlan] = useState(false);
  const [proposal, setProposal] = useState<string | null>(null);
  const groups = useMemo(() => planTableGroups(slabs), [slabs]);
  const planned = slabs.filter((s) => s.planDeviceId && s.planTableSide);
  const needsTable = kind !== "pick" || offPlan || planned.length < slabs.length;
  const chosenDevice = Form.useWatch("deviceId", form);
  const chosenSide = Form.useWatch("tableSide", form);
  // The planned slabs the explicit choice puts elsewhere than their plan's table (named before sending).
  const deviating = offPlan
    ? planned.filter(
        (s) =>
          !chosenDevice || s.planDeviceId !== chosenDevice || (chosenSide && s.planTableSide !== chosenSide),
      )
    : [];
  // One record per table: the planned tables, and the chosen one for the slabs without a plan.
  const chosenCode = options?.devices.find((d) => d.deviceId === chosenDevice)?.code;
  const chosenKey = chosenCode && chosenSide ? `${chosenCode}:${chosenSide}` : "";
  const records = new Set(groups.map((g) => g.key || chosenKey || "chosen")).size;
  useEffect(() => {
    if (!kind) return;
    form.resetFields();
    setOffPlan(false);
    setProposal(null);
    if (kind === "pick" && deviceId) form.setFieldsValue({ deviceId });
    if (kind !== "transfer" || slabs.length === 0) return;
    let live = true;
    void pickingApi
      .transferProposal({ slabIds: slabs.map((s) => s.slabId) }, { silent: true })
      .then(({ proposal: p }) => {
        if (!live || !p) return;
        form.setFieldsValue({ deviceId: p.deviceId, tableSide: p.tableSide });
        setProposal(
          t("production:picking.proposed", { plan: p.planNo, device: p.deviceCode, side: p.tableSide }),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, form, deviceId, slabs, t]);

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
          ? await pickingApi.pick(
              needsTable
                ? { slabIds, deviceId: v.deviceId!, tableSide: v.tableSide!, offPlan, remark }
                : { slabIds, remark },
              { silent: true },
            )
          : kind === "return"
            ? await pickingApi.return({ slabIds, warehouseId: v.warehouseId!, remark }, { silent: true })
            : await pickingApi.transfer(
                { slabIds, deviceId: v.deviceId!, tableSide: v.tableSide!, remark },
                { silent: true },
              );
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
      width={560}
    >
      <Form form={form} layout="vertical" preserve={false}>
        {kind === "pick" && (
          <Form.Item label={t("production:picking.planTables")}>
            <PickPlanTables groups={groups} offPlan={offPlan} records={records} />
            {planned.length > 0 && (
              <Checkbox
                checked={offPlan}
                onChange={(e) => setOffPlan(e.target.checked)}
                style={{ marginTop: 8 }}
                data-testid="picking-off-plan"
              >
                {t("production:picking.offPlan")}
              </Checkbox>
            )}
          </Form.Item>
        )}
        {kind !== "return" && needsTable && (
          <>
            <Form.Item
              name="deviceId"
              label={
                kind === "pick" && !offPlan
                  ? t("production:picking.deviceForUnplanned")
                  : t("production:picking.device")
              }
              rules={[{ required: true, message: t("production:picking.deviceRequired") }]}
              extra={
                kind === "transfer" && proposal ? (
                  <span data-testid="picking-proposal">{proposal}</span>
                ) : undefined
              }
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
        {deviating.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="picking-off-plan-slabs"
            title={t("production:picking.offPlanSlabs", {
              count: deviating.length,
              list: deviating.map((s) => s.barcode).join(", "),
            })}
          />
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
