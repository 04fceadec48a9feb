import { Menu, type RackGate } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, type ButtonProps, Checkbox, Form, Input, Modal, Radio, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { craftWorkApi, rackTripApi } from "../../../api/floor.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { gateKeys } from "../api/gate-api.ts";
import "../floor.css";

/**
 * The stage gate of a rack's open trip (docs/api-floor.md "Stage gates"): when boards on it still have
 * crafts of its stage pending, it names them and offers the two ways out — do the crafts here (in the
 * workshop chosen, when they wait in several) or unload those boards with a reason. Nothing shows when
 * the rack may go on. The rack detail page and the scan station both show it.
 */
export function StageGate({
  tripId,
  version,
  onChanged,
}: {
  tripId: string;
  /** The trip's version as the page knows it: the gate is asked again whenever it changes. */
  version?: number | null;
  onChanged?: () => unknown;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canCraft = usePermission(Menu.ProductionTask);
  const canUnload = usePermission(Menu.RackManagement);
  const gate = useQuery({
    queryKey: gateKeys.gate(tripId, version),
    queryFn: () => rackTripApi.gate({ tripId }),
  });
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [unloading, setUnloading] = useState(false);
  const g = gate.data;
  if (!g || g.pending.length === 0 || (g.state !== "loaded" && g.state !== "received")) return null;
  const workshop = g.workshops.find((w) => w.workshopId === chosen) ?? g.workshops[0];
  const changed = async () => {
    await client.invalidateQueries({ queryKey: ["floor"] });
    await onChanged?.();
  };
  const craftsHere = async () => {
    if (!workshop || !canCraft.check()) return;
    setBusy(true);
    try {
      const res = await craftWorkApi.confirm({
        workshopId: workshop.workshopId,
        boardIds: workshop.boardIds,
      });
      toastSuccess(t("floor:gate.crafted", { count: res.records.length, workshop: workshop.workshopName }));
      setChosen(undefined);
      await changed();
    } finally {
      setBusy(false);
    }
  };
  const sep = t("floor:gate.craftSeparator");
  return (
    <Alert
      type="warning"
      showIcon
      className="sw-stage-gate"
      data-testid="stage-gate"
      title={t("floor:gate.title", { stage: t(`floor:rack.stage.${g.stage}`) })}
      description={
        <>
          <div className="sw-sub-text">{t("floor:gate.hint")}</div>
          <ul className="sw-stage-gate-boards">
            {g.pending.map((b) => (
              <li key={b.boardId} data-testid="stage-gate-board">
                <strong>{b.code}</strong>{" "}
                {b.crafts
                  .map((c) => t("floor:gate.craftAt", { craft: c.craftName, workshop: c.workshopName }))
                  .join(sep)}
              </li>
            ))}
          </ul>
          <Space wrap size="middle">
            {g.workshops.length > 1 && (
              <Radio.Group
                aria-label={t("floor:gate.workshop")}
                optionType="button"
                buttonStyle="solid"
                size="large"
                value={workshop?.workshopId}
                onChange={(e) => setChosen(e.target.value as string)}
                options={g.workshops.map((w) => ({
                  value: w.workshopId,
                  label: <span data-testid="stage-gate-workshop">{w.workshopName}</span>,
                }))}
              />
            )}
            {workshop && canCraft.allowed && (
              <Button
                type="primary"
                size="large"
                loading={busy}
                onClick={() => void craftsHere()}
                data-testid="stage-gate-crafts"
              >
                {t("floor:gate.confirm", {
                  count: workshop.boardIds.length,
                  workshop: workshop.workshopName,
                  crafts: workshop.crafts.join(sep),
                })}
              </Button>
            )}
            {canUnload.allowed && (
              <Button size="large" danger onClick={() => setUnloading(true)} data-testid="stage-gate-unload">
                {t("floor:gate.unload")}
              </Button>
            )}
          </Space>
          {unloading && (
            <UnloadModal
              gate={g}
              onClose={() => setUnloading(false)}
              onDone={async () => {
                setUnloading(false);
                await changed();
              }}
            />
          )}
        </>
      }
    />
  );
}

/** Unload boards with a reason: the gate's boards ticked, a reason required; the rest of the rack goes on. */
function UnloadModal({
  gate,
  onClose,
  onDone,
}: {
  gate: RackGate;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ boardIds: string[]; reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // The form shows what is missing beside its field.
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      await rackTripApi.unloadBoards({
        tripId: gate.tripId,
        version: gate.version,
        boardIds: v.boardIds,
        reason: v.reason,
      });
      toastSuccess(t("floor:gate.unloaded", { count: v.boardIds.length, code: gate.code }));
      await onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t("floor:gate.unloadTitle", { code: gate.code })}
      okText={t("floor:gate.unloadOk")}
      okButtonProps={{ danger: true, loading: busy, "data-testid": "stage-gate-unload-ok" } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="sw-sub-text">{t("floor:gate.unloadHint")}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ boardIds: gate.pending.map((b) => b.boardId), reason: "" }}
      >
        <Form.Item
          name="boardIds"
          label={t("floor:gate.boards")}
          rules={[{ required: true, type: "array", min: 1, message: t("floor:gate.pickBoards") }]}
        >
          <Checkbox.Group options={gate.pending.map((b) => ({ value: b.boardId, label: b.code }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("floor:gate.reason")}
          rules={[{ required: true, whitespace: true, max: 200, message: t("floor:gate.reasonRequired") }]}
        >
          <Input.TextArea
            autoFocus
            rows={2}
            maxLength={200}
            placeholder={t("floor:gate.reasonPlaceholder")}
            data-testid="stage-gate-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
