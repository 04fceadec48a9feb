import { CopyOutlined } from "@ant-design/icons";
import type { Device, DeviceBody, DeviceSeries, TableState } from "@stoneworks/shared";
import {
  DEVICE_SERIES,
  formatArea,
  MAX_DEVICE_SIZE,
  MAX_DEVICE_THICKNESS,
  Menu,
  SERIES_DEFAULTS,
  updateDeviceBody,
} from "@stoneworks/shared";
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { zodRule } from "../../../lib/form-rules.ts";
import { deviceDetailPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { type EditModalProps, useEditForm, useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type DeviceFilters, factoryKeys } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { pagedBy } from "../../../api/client.ts";
import { deviceApi } from "../../../api/factory.ts";
import { MachineStatusTag } from "../../../components/MachineStatusTag.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { tableLoading } from "../../../lib/table-loading.ts";

const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm:ss") : "-");

/** /enterprise/machineTables (3006): cutting machines, their tables A/B and the device link (API key). */
export default function MachineTablesPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.MachineTables);
  const paged = usePaged<Device, DeviceFilters>(factoryKeys.devices, pagedBy(deviceApi.list), {});
  const edit = useEditModal<Device>(paged.refresh);
  const [key, setKey] = useState<{ device: Device; apiKey: string; linkedAt: string } | null>(null);

  const link = async (d: Device) => {
    const r = await deviceApi.link({ deviceId: d.deviceId });
    setKey({ device: d, ...r });
    await paged.refresh();
  };
  const unlink = async (d: Device) => {
    await deviceApi.unlink({ deviceId: d.deviceId });
    toastSuccess(t("factory:devices.unlinked"));
    await paged.refresh();
  };
  const remove = async (d: Device) => {
    await deviceApi.delete({ deviceId: d.deviceId });
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };
  const detail = usePermission(Menu.DeviceDetail);
  const tableTag = (s: TableState) => (
    <Tag color={s === "picked" ? "orange" : "default"}>{t(`factory:tableState.${s}`)}</Tag>
  );
  /** The table's state (derived from the slabs on it), how many slabs and m², their barcodes on hover. */
  const tableCell = (d: Device, side: "A" | "B") => {
    const load = d.tables.find((x) => x.side === side);
    const state = side === "A" ? d.tableA : d.tableB;
    return (
      <Space
        size={2}
        orientation="vertical"
        data-testid={`device-table-${side}`}
        data-state={state}
        data-barcodes={load?.barcodes.join(",") ?? ""}
      >
        {tableTag(state)}
        {load && load.slabCount > 0 && (
          <Tooltip title={load.barcodes.join(", ")}>
            <span className="sw-muted">
              {t("factory:devices.tableLoad", { count: load.slabCount, area: formatArea(load.area) })}
            </span>
          </Tooltip>
        )}
      </Space>
    );
  };

  return (
    <div className="sw-page" data-testid="machine-tables-page">
      <Card className="sw-page-card" title={t("factory:devices.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 240, placeholder: t("factory:devices.searchPlaceholder") }}
          add={{
            label: t("factory:devices.add"),
            testId: "device-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        >
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t("factory:devices.series")}
            value={paged.filters.series}
            onChange={(v?: DeviceSeries) => paged.filter({ series: v })}
            options={DEVICE_SERIES.map((s) => ({ value: s, label: s }))}
            data-testid="device-series-filter"
          />
        </ListToolbar>
        <Table<Device>
          rowKey="deviceId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          tableLayout="fixed"
          columns={[
            {
              title: t("factory:devices.code"),
              dataIndex: "code",
              width: 130,
              ellipsis: true,
              render: (v: string, d) => (
                <strong data-testid="device-row" data-code={v}>
                  {detail.allowed ? (
                    <Link to={deviceDetailPath(d.deviceId, v)} data-testid="device-detail-link">
                      {v}
                    </Link>
                  ) : (
                    v
                  )}
                </strong>
              ),
            },
            { title: t("factory:devices.series"), dataIndex: "series", width: 100 },
            {
              title: t("factory:devices.maxSizeAll"),
              key: "size",
              width: 140,
              render: (_, d) => `${d.maxLength} × ${d.maxWidth} × ${d.maxThickness}`,
            },
            ...(["A", "B"] as const).map((side) => ({
              title: t(`factory:devices.table${side}`),
              key: `table${side}`,
              width: 140,
              render: (_: unknown, d: Device) => tableCell(d, side),
            })),
            {
              title: t("factory:devices.todayPicks"),
              dataIndex: "todayPicks",
              width: 96,
              align: "right" as const,
              render: (v: number) => <span data-testid="device-today-picks">{v}</span>,
            },
            {
              title: t("factory:devices.link"),
              key: "linked",
              width: 150,
              render: (_, d) => (
                <Space size={4} orientation="vertical">
                  <MachineStatusTag status={d.status} showLast={false} />
                  {d.status.lastReportAt ? (
                    <span className="sw-muted">
                      {t("factory:devices.lastReport")} <TimeAgo value={d.status.lastReportAt} />
                    </span>
                  ) : (
                    d.linked && <span className="sw-muted">{when(d.linkedAt)}</span>
                  )}
                </Space>
              ),
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 200,
              render: (_, d) => (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && edit.openEdit(d)}
                    data-testid="device-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  {d.linked ? (
                    <>
                      <ConfirmAction
                        confirmDanger
                        title={t("factory:devices.regenerateConfirm")}
                        description={t("factory:devices.regenerateHint")}
                        allowed={can.allowed}
                        check={can.check}
                        onConfirm={() => link(d)}
                        testId="device-regenerate"
                      >
                        {t("factory:devices.regenerate")}
                      </ConfirmAction>
                      <ConfirmAction
                        title={t("factory:devices.unlinkConfirm", { code: d.code })}
                        description={t("factory:devices.unlinkHint")}
                        allowed={can.allowed}
                        check={can.check}
                        onConfirm={() => unlink(d)}
                        testId="device-unlink"
                      >
                        {t("factory:devices.unlink")}
                      </ConfirmAction>
                    </>
                  ) : (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => can.check() && void link(d)}
                      data-testid="device-link"
                    >
                      {t("factory:devices.linkAction")}
                    </Button>
                  )}
                  <ConfirmAction
                    danger
                    title={t("factory:devices.deleteConfirm", { code: d.code })}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(d)}
                    testId="device-delete"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DeviceModal {...edit.modal} />
      <Modal
        open={!!key}
        title={t("factory:devices.keyTitle", { code: key?.device.code ?? "" })}
        onCancel={() => setKey(null)}
        footer={
          <Button type="primary" onClick={() => setKey(null)} data-testid="device-key-close">
            {t("app:actions.close")}
          </Button>
        }
        maskClosable={false}
        destroyOnHidden
      >
        {key && (
          <Space orientation="vertical" size={16} style={{ width: "100%" }}>
            <Alert type="warning" showIcon title={t("factory:devices.keyOnce")} />
            <code className="sw-api-key" data-testid="device-api-key">
              {key.apiKey}
            </code>
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copy(key.apiKey, t)}
              data-testid="device-key-copy"
            >
              {t("factory:devices.copy")}
            </Button>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: "linkedAt", label: t("factory:devices.linkedAt"), children: when(key.linkedAt) },
                { key: "header", label: t("factory:devices.keyHeader"), children: <code>X-Device-Key</code> },
                {
                  key: "mqttUser",
                  label: t("factory:devices.mqttUser"),
                  children: <code data-testid="device-mqtt-user">{key.device.deviceId}</code>,
                },
              ]}
            />
          </Space>
        )}
      </Modal>
    </div>
  );
}

async function copy(text: string, t: (k: string) => string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(t("factory:devices.copied"));
  } catch {
    toastError(t("factory:devices.copyFailed"));
  }
}

const fields = updateDeviceBody.shape;
/** The form holds every size (filled from the series), so an edit sends them all. */
type DeviceValues = Required<DeviceBody>;

function DeviceModal({ editing, onClose, onSaved }: EditModalProps<Device>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeviceValues>();
  const d = editing?.item ?? null;
  const { busy, submit } = useEditForm(form, {
    editing,
    source: d,
    fill: (d) => {
      if (!d) return null;
      const { code, series, maxLength, maxWidth, maxThickness } = d;
      return { code, series, maxLength, maxWidth, maxThickness };
    },
    save: async (v, d) => {
      const body = { ...v, code: v.code.trim() };
      if (d) await deviceApi.update({ ...body, deviceId: d.deviceId, version: d.version });
      else await deviceApi.create(body);
      return t(d ? "forms:feedback.saved" : "forms:feedback.added");
    },
    onSaved,
  });

  return (
    <EditModal
      open={!!editing}
      title={t(d ? "factory:devices.editTitle" : "factory:devices.addTitle")}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="device-save"
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ series: "S600", ...SERIES_DEFAULTS.S600 }}
        onValuesChange={(changed: Partial<DeviceValues>) => {
          if (changed.series) form.setFieldsValue(SERIES_DEFAULTS[changed.series]);
        }}
      >
        <div className="sw-form-grid">
          <Form.Item name="code" label={t("factory:devices.code")} rules={[zodRule(fields.code)]}>
            <Input maxLength={20} placeholder="CUT-A01" data-testid="device-code" />
          </Form.Item>
          <Form.Item
            name="series"
            label={t("factory:devices.series")}
            extra={t("factory:devices.seriesHint")}
          >
            <Select
              options={DEVICE_SERIES.map((s) => ({ value: s, label: s }))}
              data-testid="device-series"
            />
          </Form.Item>
        </div>
        <div className="sw-form-grid-3">
          <Form.Item
            name="maxLength"
            label={t("factory:devices.maxLength")}
            rules={[zodRule(fields.maxLength)]}
          >
            <InputNumber min={1} max={MAX_DEVICE_SIZE} precision={0} suffix="mm" style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="maxWidth" label={t("factory:devices.maxWidth")} rules={[zodRule(fields.maxWidth)]}>
            <InputNumber min={1} max={MAX_DEVICE_SIZE} precision={0} suffix="mm" style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item
            name="maxThickness"
            label={t("factory:devices.maxThickness")}
            rules={[zodRule(fields.maxThickness)]}
          >
            <InputNumber
              min={1}
              max={MAX_DEVICE_THICKNESS}
              precision={0}
              suffix="mm"
              style={{ width: "100%" }}
            />
          </Form.Item>
        </div>
      </Form>
    </EditModal>
  );
}
