import type { ProjectDetail } from "@stoneworks/shared";
import {
  Code,
  canProject,
  KERF_MAX_MM,
  KERF_MIN_MM,
  Menu,
  type ProjectSettings,
  projectSettingsSchema,
  STAGES,
} from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { workshopApi } from "../../../api/factory.ts";
import { projectApi } from "../../../api/project.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastError, toastSuccess, toastWarning } from "../../../lib/feedback.ts";
import { validValues, zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { projectKeys, quiet } from "../api/project-api.ts";
import { kerfRule, stagesRule } from "../settings-rules.ts";

interface Values {
  kerf: number | null;
  stages: 2 | 3 | null;
  cuttingWorkshopId: string | null;
  deliveryDate: Dayjs | null;
  note: string;
}

const NOTE_MAX = 200;

function valuesOf(p: ProjectDetail): Values {
  const s = p.settings;
  const date = s.deliveryDate ?? p.deliveryDate;
  return {
    kerf: s.kerf,
    stages: s.stages,
    cuttingWorkshopId: s.cuttingWorkshopId,
    deliveryDate: date ? dayjs(date) : null,
    note: s.note ?? "",
  };
}

/**
 * Project settings (kerf, cutting stages, cutting workshop, delivery date, note): every one but the
 * note is needed before approval. Saved with the project's version: if someone changed the project
 * meanwhile (1012) the form says so and shows the current values.
 */
export function SettingsTab({ project: p }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.LayoutReview);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const editable = canProject(p.reviewStatus, "settings");
  const workshops = useQuery({
    queryKey: projectKeys.cuttingWorkshops,
    queryFn: () => workshopApi.options({ category: "cutting" }, { forbiddenRedirect: false }),
  });

  // The form follows the saved project (initially, after a save, after someone else's change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved version changes
  useEffect(() => {
    form.setFieldsValue(valuesOf(p));
  }, [p.projectId, p.version, form]);

  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.detail(p.projectId) });

  const save = async () => {
    if (!can.check()) return;
    const v = await validValues(form);
    if (!v) return;
    const settings: ProjectSettings = {
      kerf: v.kerf as number,
      stages: v.stages as 2 | 3,
      cuttingWorkshopId: v.cuttingWorkshopId as string,
      deliveryDate: (v.deliveryDate as Dayjs).format("YYYY-MM-DD"),
      note: (v.note ?? "").trim(),
    };
    setBusy(true);
    try {
      await projectApi.updateSettings({ projectId: p.projectId, version: p.version, settings }, quiet);
      toastSuccess(t("forms:feedback.saved"));
      await client.invalidateQueries({ queryKey: projectKeys.all });
    } catch (err) {
      if (!(err instanceof ApiError) || err.kind !== "business") return;
      if (err.code === Code.Conflict || err.code === Code.NotFound) {
        toastWarning(t("project:settings.changed"));
        await refresh();
      } else if (err.code === Code.ValidationFailed && err.fieldErrors.length) {
        form.setFields(
          err.fieldErrors.map((e) => ({
            name: e.field.replace(/^settings\./, "") as keyof Values,
            errors: [e.message],
          })),
        );
      } else if (err.code !== Code.NoPermission) {
        toastError(err.message);
        if (err.code === Code.InvalidState) await refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: t("common:validation.required") };
  return (
    <div className="sw-pj-tab-body">
      {!editable && <Alert type="info" showIcon title={t("project:settings.readOnly")} />}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={valuesOf(p)}
        className="sw-pj-settings-form"
        data-testid="settings-form"
      >
        <div className="sw-pj-settings-grid">
          <Form.Item
            name="kerf"
            label={t("project:settings.kerf")}
            extra={t("project:settings.kerfHint", { min: KERF_MIN_MM, max: KERF_MAX_MM })}
            rules={[kerfRule(t)]}
          >
            {/* No min/max here: a value out of range is refused with the limit, never clamped silently. */}
            <InputNumber precision={0} suffix="mm" style={{ width: "100%" }} data-testid="settings-kerf" />
          </Form.Item>
          <Form.Item
            name="stages"
            label={t("project:settings.stages")}
            extra={t("project:settings.stagesHint")}
            rules={[stagesRule(t)]}
          >
            <Radio.Group
              optionType="button"
              options={STAGES.map((s) => ({
                value: s,
                label: t("project:settings.stagesValue", { count: s }),
              }))}
              data-testid="settings-stages"
            />
          </Form.Item>
          <Form.Item
            name="cuttingWorkshopId"
            label={t("project:settings.cuttingWorkshopId")}
            rules={[required]}
          >
            <Select
              placeholder={t("project:settings.pickWorkshop")}
              loading={workshops.isFetching}
              options={(workshops.data ?? []).map((w) => ({
                value: w.workshopId,
                label: `${w.name} (${w.code})`,
              }))}
              notFoundContent={t("project:settings.noWorkshop")}
              data-testid="settings-workshop"
            />
          </Form.Item>
          <Form.Item name="deliveryDate" label={t("project:settings.deliveryDate")} rules={[required]}>
            <DatePicker style={{ width: "100%" }} format="YYYY-MM-DD" data-testid="settings-delivery" />
          </Form.Item>
        </div>
        <Form.Item
          name="note"
          label={t("project:settings.note")}
          rules={[zodRule(projectSettingsSchema.shape.note)]}
        >
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount data-testid="settings-note" />
        </Form.Item>
        {editable && (
          <Button type="primary" loading={busy} onClick={save} data-testid="settings-save">
            {t("app:actions.save")}
          </Button>
        )}
      </Form>
    </div>
  );
}
