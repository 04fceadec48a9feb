import { DeleteOutlined, PrinterOutlined } from "@ant-design/icons";
import type { Rack, RackStatus } from "@stoneworks/shared";
import {
  DEFAULT_MAX_VALUE,
  DEFAULT_SAFETY_VALUE,
  MAX_RACK_QUANTITY,
  Menu,
  RACK_CLASS_NO_MAX,
  RACK_LOCATION_MAX,
  RACK_SORTS,
  rackAddBody,
  rackCode,
  rackNumber,
  rackQuantity,
  rackStatus,
  rackValuesSchema,
} from "@stoneworks/shared";
import { Button, Card, Form, Input, InputNumber, Radio, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { zodFormRule, zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { type EditModalProps, useEditForm, useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { factoryKeys, type RackFilters } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { pagedBy } from "../../../api/client.ts";
import { rackApi } from "../../../api/factory.ts";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /basic/racks (3102): racks, server-paged; add one or by quantity, edit, batch delete, print labels. */
export default function RacksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.Racks);
  const paged = usePaged<Rack, RackFilters>(factoryKeys.racks, pagedBy(rackApi.list), { sort: "codeAsc" });
  const [selected, setSelected] = useState<string[]>([]);
  const edit = useEditModal<Rack>(paged.refresh);

  const removeSelected = async () => {
    const { deleted } = await rackApi.delete({ rackIds: selected });
    toastSuccess(t("factory:racks.deleted", { count: deleted }));
    setSelected([]);
    await paged.refresh();
  };
  const printLabels = () => {
    if (!selected.length) return;
    navigate(`/basic/racks/labels?ids=${selected.join(",")}`);
  };

  return (
    <div className="sw-page" data-testid="racks-page">
      <Card className="sw-page-card" title={t("factory:racks.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 220, placeholder: t("factory:racks.searchPlaceholder"), testId: "rack-search" }}
          actions={
            <>
              <Button
                icon={<PrinterOutlined />}
                disabled={!selected.length}
                onClick={printLabels}
                data-testid="rack-print"
              >
                {t("factory:racks.printLabels")}
              </Button>
              <ConfirmAction
                danger
                type="default"
                icon={<DeleteOutlined />}
                disabled={!selected.length}
                title={t("factory:racks.deleteConfirm", { count: selected.length })}
                description={t("factory:racks.deleteHint")}
                allowed={can.allowed}
                check={can.check}
                onConfirm={removeSelected}
                testId="rack-delete"
              >
                {t("factory:racks.batchDelete")}
              </ConfirmAction>
            </>
          }
          add={{
            label: t("factory:racks.add"),
            testId: "rack-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        >
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t("factory:racks.status")}
            value={paged.filters.status}
            onChange={(v?: RackStatus) => paged.filter({ status: v })}
            options={rackStatus.options.map((s) => ({
              value: s,
              label: t(`factory:rackStatus.${s}`),
            }))}
            data-testid="rack-status-filter"
          />
          <Select
            style={{ width: 180 }}
            value={paged.filters.sort}
            onChange={(v) => paged.filter({ sort: v })}
            options={RACK_SORTS.map((s) => ({ value: s, label: t(`factory:racks.sort.${s}`) }))}
            data-testid="rack-sort"
          />
        </ListToolbar>
        {selected.length > 0 && (
          <div className="sw-selection-note" data-testid="rack-selection">
            {t("factory:racks.selected", { count: selected.length })}{" "}
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {t("factory:racks.clearSelection")}
            </Button>
          </div>
        )}
        <Table<Rack>
          rowKey="rackId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          scroll={{ x: 960 }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys as string[]),
          }}
          columns={[
            // One name for a rack everywhere: its code (RK0006), not its number beside it.
            {
              title: t("factory:racks.rack"),
              dataIndex: "number",
              width: 110,
              render: (v: string, r) => (
                <strong data-testid="rack-row" data-number={v} data-code={r.code}>
                  {r.code}
                </strong>
              ),
            },
            {
              title: t("factory:racks.status"),
              dataIndex: "status",
              width: 100,
              render: (v: RackStatus) => (
                <Tag color={v === "idle" ? "success" : "processing"}>{t(`factory:rackStatus.${v}`)}</Tag>
              ),
            },
            {
              title: t("factory:racks.safetyValue"),
              dataIndex: "safetyValue",
              width: 130,
              render: (v: string) => `${v} ${t("app:units.squareMetre")}`,
            },
            {
              title: t("factory:racks.maxValue"),
              dataIndex: "maxValue",
              width: 130,
              render: (v: string) => `${v} ${t("app:units.squareMetre")}`,
            },
            { title: t("factory:racks.classNo"), dataIndex: "classNo", render: (v) => v || "-" },
            { title: t("factory:racks.location"), dataIndex: "location", render: (v) => v || "-" },
            {
              title: t("factory:common.createdAt"),
              dataIndex: "createdAt",
              width: 120,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              fixed: "right",
              width: 90,
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => can.check() && edit.openEdit(r)}
                  data-testid="rack-edit"
                >
                  {t("app:actions.edit")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <RackModal {...edit.modal} />
    </div>
  );
}

/** The rack fields as the server checks them: the values required, class no. and location optional. */
const fields = { ...rackAddBody.shape, ...rackValuesSchema.shape };

/** The form: how to add (one by number, or a run by quantity) beside the rack's values. */
interface Values {
  mode: "single" | "quantity";
  number?: string;
  quantity?: number;
  safetyValue: string;
  maxValue: string;
  classNo?: string;
  location?: string;
}

function RackModal({ editing, onClose, onSaved }: EditModalProps<Rack>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rack = editing?.item ?? null;
  const mode = Form.useWatch("mode", form);
  const { busy, submit } = useEditForm(form, {
    editing,
    source: rack,
    fill: (rack) =>
      rack && {
        safetyValue: rack.safetyValue,
        maxValue: rack.maxValue,
        classNo: rack.classNo,
        location: rack.location,
      },
    save: async (v, rack) => {
      const values = {
        safetyValue: v.safetyValue.trim(),
        maxValue: v.maxValue.trim(),
        classNo: v.classNo?.trim() ?? "",
        location: v.location?.trim() ?? "",
      };
      if (rack) {
        await rackApi.update({ rackId: rack.rackId, version: rack.version, ...values });
        return t("forms:feedback.saved");
      }
      const r = await rackApi.add(
        v.mode === "single"
          ? { number: v.number ?? "", ...values }
          : { quantity: v.quantity ?? 1, ...values },
      );
      return r.created === 1
        ? t("factory:racks.addedOne", { code: rackCode(Number(r.from)) })
        : t("factory:racks.addedMany", {
            count: r.created,
            from: rackCode(Number(r.from)),
            to: rackCode(Number(r.to)),
          });
    },
    onSaved,
  });

  return (
    <EditModal
      open={!!editing}
      title={rack ? t("factory:racks.editTitle", { code: rack.code }) : t("factory:racks.addTitle")}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="rack-save"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          mode: "quantity",
          quantity: 1,
          safetyValue: DEFAULT_SAFETY_VALUE,
          maxValue: DEFAULT_MAX_VALUE,
        }}
        data-testid="rack-form"
      >
        {!rack && (
          <>
            <Form.Item name="mode" label={t("factory:racks.addMode")}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: "quantity", label: t("factory:racks.byQuantity") },
                  { value: "single", label: t("factory:racks.single") },
                ]}
                data-testid="rack-mode"
              />
            </Form.Item>
            {mode === "single" ? (
              <Form.Item
                name="number"
                label={t("factory:racks.number")}
                extra={t("factory:racks.numberHint")}
                rules={[zodRule(rackNumber)]}
              >
                <Input maxLength={4} placeholder="0001" data-testid="rack-number" />
              </Form.Item>
            ) : (
              <Form.Item
                name="quantity"
                label={t("factory:racks.quantity")}
                extra={t("factory:racks.quantityHint")}
                rules={[zodRule(rackQuantity)]}
              >
                <InputNumber
                  min={1}
                  max={MAX_RACK_QUANTITY}
                  precision={0}
                  style={{ width: "100%" }}
                  data-testid="rack-quantity"
                />
              </Form.Item>
            )}
          </>
        )}
        <div className="sw-form-grid">
          <Form.Item
            name="safetyValue"
            label={`${t("factory:racks.safetyValue")} (${t("app:units.squareMetre")})`}
            dependencies={["maxValue"]}
            rules={[zodRule(fields.safetyValue), zodFormRule(rackValuesSchema, "safetyValue")]}
          >
            <Input data-testid="rack-safety" />
          </Form.Item>
          <Form.Item
            name="maxValue"
            label={`${t("factory:racks.maxValue")} (${t("app:units.squareMetre")})`}
            rules={[zodRule(fields.maxValue)]}
          >
            <Input data-testid="rack-max" />
          </Form.Item>
        </div>
        <Form.Item name="classNo" label={t("factory:racks.classNo")} rules={[zodRule(fields.classNo)]}>
          <Input maxLength={RACK_CLASS_NO_MAX} data-testid="rack-class" />
        </Form.Item>
        <Form.Item name="location" label={t("factory:racks.location")} rules={[zodRule(fields.location)]}>
          <Input maxLength={RACK_LOCATION_MAX} data-testid="rack-location" />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
