import {
  CLOUD_LAYOUT_TIME_LIMIT,
  cloudLayoutRunBody,
  formatArea,
  formatThickness,
  KERF_MAX_MM,
  KERF_MIN_MM,
  type LayoutOverview,
  type LayoutRotation,
  type LayoutRunParams,
} from "@stoneworks/shared";
import { Alert, Form, InputNumber, Radio, Select, Switch, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules.ts";

/** The settings form's values (slab choice as "all" or a list, which the run body does not know). */
export interface SettingsValues {
  kerf: number;
  stages: 2 | 3;
  rotation: LayoutRotation;
  slabMode: "all" | "list";
  slabIds?: string[];
  timeLimitSeconds: number;
  preferRemnants: boolean;
  /** Other projects laid out together with this one. */
  companionIds: string[];
}

/** The form's values for the overview's defaults, or for the settings of an earlier run. */
export function settingsValues(ov: LayoutOverview, params: LayoutRunParams | null): SettingsValues {
  return {
    kerf: params?.kerf ?? ov.defaults.kerf,
    stages: params?.stages ?? ov.defaults.stages,
    rotation: params?.rotation ?? "allowed",
    slabMode: params?.slabIds ? "list" : "all",
    slabIds: params?.slabIds ?? [],
    timeLimitSeconds: params?.timeLimitSeconds ?? CLOUD_LAYOUT_TIME_LIMIT.default,
    preferRemnants: params?.preferRemnants ?? true,
    companionIds: ov.projectIds.slice(1),
  };
}

/** The run's parameters as the form sets them. */
export function paramsOf(v: SettingsValues): LayoutRunParams {
  return {
    kerf: v.kerf,
    stages: v.stages,
    rotation: v.rotation,
    slabIds: v.slabMode === "list" ? (v.slabIds ?? []) : null,
    timeLimitSeconds: v.timeLimitSeconds,
    preferRemnants: v.preferRemnants,
  };
}

/** Step 1: the boards by stone and thickness against the matching stock, and the run's settings. */
export function SettingsStep({
  form,
  overview,
  onCompanions,
}: {
  form: ReturnType<typeof Form.useForm<SettingsValues>>[0];
  overview: LayoutOverview;
  /** The user changed the projects laid out together: the dialog counts the groups again. */
  onCompanions: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const slabMode = Form.useWatch("slabMode", form);
  const m2 = t("app:units.squareMetre");
  return (
    <>
      {!overview.canRun && (
        <Alert
          type="warning"
          showIcon
          title={t("layout:settings.notOpen")}
          data-testid="cloud-layout-not-open"
        />
      )}
      {overview.canRun && overview.boardsToLayout === 0 && (
        <Alert
          type="info"
          showIcon
          title={t("layout:settings.nothingToLayout")}
          data-testid="cloud-layout-nothing"
        />
      )}
      <Form form={form} layout="vertical" className="sw-cloud-layout-form" disabled={!overview.canRun}>
        {overview.companions.length > 0 && (
          <Form.Item
            name="companionIds"
            label={t("layout:settings.together")}
            extra={t("layout:settings.togetherHint")}
          >
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("layout:settings.togetherPlaceholder")}
              data-testid="cloud-layout-companions"
              onChange={(ids: string[]) => onCompanions(ids)}
              options={overview.companions.map((c) => ({
                value: c.projectId,
                disabled: c.busy,
                label: `${c.projectNo} ${c.name} · ${
                  c.busy
                    ? t("layout:settings.busy")
                    : t("layout:settings.companionBoards", { count: c.boards })
                }`,
              }))}
            />
          </Form.Item>
        )}
        {overview.boardsToLayout > 0 && (
          <>
            <p className="sw-cloud-layout-lead">
              {t("layout:settings.lead", { count: overview.boardsToLayout })}
            </p>
            <Table
              size="small"
              rowKey={(g) => `${g.stone}|${g.thickness}`}
              dataSource={overview.groups}
              pagination={false}
              className="sw-cloud-layout-groups"
              columns={[
                { title: t("layout:fields.stone"), dataIndex: "stone" },
                {
                  title: `${t("layout:fields.thickness")} (mm)`,
                  dataIndex: "thickness",
                  align: "right",
                  render: (v: number) => formatThickness(v),
                },
                { title: t("layout:fields.boards"), dataIndex: "boards", align: "right" },
                {
                  title: `${t("layout:fields.boardArea")} (${m2})`,
                  dataIndex: "boardArea",
                  align: "right",
                  render: (v: number) => formatArea(v),
                },
                {
                  title: t("layout:fields.matchingSlabs"),
                  key: "slabs",
                  align: "right",
                  render: (_, g) =>
                    g.slabs.length ? (
                      `${g.slabs.length} · ${formatArea(g.slabArea)} ${m2}`
                    ) : (
                      <Tag color="orange">{t("layout:settings.noStock")}</Tag>
                    ),
                },
              ]}
            />
          </>
        )}
        <div className="sw-cloud-layout-grid">
          <Form.Item
            name="kerf"
            label={t("layout:settings.kerf")}
            extra={t("layout:settings.kerfHint")}
            rules={[zodRule(cloudLayoutRunBody.shape.kerf.unwrap())]}
          >
            <InputNumber
              min={KERF_MIN_MM}
              max={KERF_MAX_MM}
              precision={0}
              suffix="mm"
              data-testid="cloud-layout-kerf"
            />
          </Form.Item>
          <Form.Item
            name="stages"
            label={t("layout:settings.stages")}
            extra={t("layout:settings.stagesHint")}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: 2, label: t("layout:settings.stagesN", { count: 2 }) },
                { value: 3, label: t("layout:settings.stagesN", { count: 3 }) },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="rotation"
            label={t("layout:settings.rotation")}
            extra={t("layout:settings.rotationHint")}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: "allowed", label: t("layout:settings.rotationAllowed") },
                { value: "banned", label: t("layout:settings.rotationBanned") },
              ]}
              data-testid="cloud-layout-rotation"
            />
          </Form.Item>
          <Form.Item
            name="timeLimitSeconds"
            label={t("layout:settings.timeLimit")}
            extra={t("layout:settings.timeLimitHint")}
            rules={[zodRule(cloudLayoutRunBody.shape.timeLimitSeconds.unwrap())]}
          >
            <InputNumber
              min={CLOUD_LAYOUT_TIME_LIMIT.min}
              max={CLOUD_LAYOUT_TIME_LIMIT.max}
              precision={0}
              suffix={t("layout:settings.seconds")}
              data-testid="cloud-layout-time"
            />
          </Form.Item>
          <Form.Item
            name="preferRemnants"
            label={t("layout:settings.preferRemnants")}
            extra={t("layout:settings.preferRemnantsHint")}
            valuePropName="checked"
          >
            <Switch data-testid="cloud-layout-prefer-remnants" />
          </Form.Item>
        </div>
        <Form.Item name="slabMode" label={t("layout:settings.slabs")}>
          <Radio.Group
            options={[
              { value: "all", label: t("layout:settings.slabsAll") },
              { value: "list", label: t("layout:settings.slabsList") },
            ]}
            data-testid="cloud-layout-slab-mode"
          />
        </Form.Item>
        {slabMode === "list" && (
          <Form.Item name="slabIds" rules={[zodRule(cloudLayoutRunBody.shape.slabIds.unwrap())]}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("layout:settings.slabsPlaceholder")}
              data-testid="cloud-layout-slab-select"
              options={overview.groups
                .filter((g) => g.slabs.length)
                .map((g) => ({
                  label: `${g.stone} · ${formatThickness(g.thickness)} mm`,
                  title: g.stone,
                  options: g.slabs.map((s) => ({
                    value: s.slabId,
                    label: `${s.barcode} · ${s.length} × ${s.width}`,
                  })),
                }))}
            />
          </Form.Item>
        )}
      </Form>
    </>
  );
}
