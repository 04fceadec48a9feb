import { FLOOR_STAGES, type RackStageLimits } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ButtonProps, InputNumber, Modal, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { rackTripApi } from "../../../api/floor.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { rackKeys } from "../api/rack-api.ts";

/** Hours a rack may stay at each stage before it is flagged overdue (menu 2800). */
export function RackSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: rackKeys.settings,
    queryFn: () => rackTripApi.settings(),
    enabled: open,
  });
  const [limits, setLimits] = useState<RackStageLimits | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open && settings.data) setLimits(settings.data.limits);
  }, [open, settings.data]);
  const save = async () => {
    if (!limits) return;
    setBusy(true);
    try {
      await rackTripApi.saveSettings({ limits });
      toastSuccess(t("forms:feedback.saved"));
      await client.invalidateQueries({ queryKey: ["floor"] });
      onClose();
    } catch {
      // toasted by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t("floor:rack.settings.title")}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ loading: busy, disabled: !limits, "data-testid": "rack-settings-save" } as ButtonProps}
      destroyOnHidden
    >
      <p className="sw-muted">{t("floor:rack.settings.hint")}</p>
      {limits && (
        <Space orientation="vertical" style={{ width: "100%" }} data-testid="rack-settings">
          {FLOOR_STAGES.map((s) => (
            <Space key={s} style={{ display: "flex", justifyContent: "space-between" }}>
              <span style={{ display: "inline-block", minWidth: 160 }}>{t(`floor:rack.stage.${s}`)}</span>
              <InputNumber
                min={1}
                max={8760}
                precision={0}
                value={limits[s]}
                onChange={(v) => setLimits({ ...limits, [s]: Number(v ?? 1) })}
                suffix={t("floor:rack.settings.hours")}
                style={{ width: 140 }}
                data-testid={`rack-limit-${s}`}
              />
            </Space>
          ))}
        </Space>
      )}
    </Modal>
  );
}
