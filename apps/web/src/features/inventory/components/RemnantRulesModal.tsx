import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type RemnantRuleInput, remnantRuleInput } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AutoComplete, Button, Form, type FormListFieldData, InputNumber, Modal, Select, Table } from "antd";
import type { ColumnType } from "antd/es/table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { remnantApi } from "../../../api/inventory.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { inventoryKeys, useInventoryOptions } from "../api/inventory-api.ts";
import { thickness } from "./SlabBits.tsx";

/**
 * The remnant minimum-size rules (docs/api-inventory.md "Remnants", menu 2200): a small table form, the
 * default row (no stone, no thickness) and optional rows per stone and/or thickness; saving replaces them.
 */
export function RemnantRulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const options = useInventoryOptions();
  const [form] = Form.useForm<{ rules: RemnantRuleInput[] }>();
  const [busy, setBusy] = useState(false);
  const rules = useQuery({
    queryKey: inventoryKeys.remnantRules,
    queryFn: () => remnantApi.rules({}),
    enabled: open,
  });
  useEffect(() => {
    if (!open || !rules.data) return;
    const rows = rules.data.rules.map((r) => ({ ...r }));
    // Always show a default row to edit (the built-in 300 × 300 when there is none).
    if (!rows.some((r) => r.stone === null && r.thickness === null))
      rows.unshift({ stone: null, thickness: null, ...rules.data.fallback });
    form.setFieldsValue({ rules: rows });
  }, [open, rules.data, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      await remnantApi.saveRules(
        {
          rules: (v.rules ?? []).map((r) => ({
            stone: r.stone || null,
            thickness: r.thickness ?? null,
            minLength: r.minLength,
            minWidth: r.minWidth,
          })),
        },
        { silent: true },
      );
      toastSuccess(t("inventory:remnant.rulesSaved"));
      await client.invalidateQueries({ queryKey: inventoryKeys.remnantRules });
      onClose();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const stones = (options.data?.stones ?? []).map((s) => ({ value: s }));
  const thicknesses = (options.data?.thicknesses ?? []).map((v) => ({
    value: v,
    label: `${thickness(v)} mm`,
  }));
  /** A minimum-size column: the rule's length or width in whole mm, checked by the shared schema. */
  const sizeColumn = (field: "minLength" | "minWidth", testId: string): ColumnType<FormListFieldData> => ({
    title: t(`inventory:remnant.${field}`),
    key: field,
    render: (_, f) => (
      <Form.Item
        name={[f.name, field]}
        rules={[zodRule(remnantRuleInput.shape[field])]}
        style={{ margin: 0 }}
      >
        <InputNumber min={1} max={10000} precision={0} suffix="mm" data-testid={testId} />
      </Form.Item>
    ),
  });
  return (
    <Modal
      open={open}
      width={720}
      title={t("inventory:remnant.rulesTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "remnant-rules-save" } as never}
      destroyOnHidden
    >
      <p className="sw-muted">{t("inventory:remnant.rulesHint")}</p>
      <Form form={form} data-testid="remnant-rules-form">
        <Form.List name="rules">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                columns={[
                  {
                    title: t("inventory:slab.stone"),
                    key: "stone",
                    render: (_, f) => (
                      <Form.Item name={[f.name, "stone"]} noStyle>
                        <AutoComplete
                          allowClear
                          options={stones}
                          placeholder={t("inventory:remnant.anyStone")}
                          style={{ width: 150 }}
                          data-testid="rule-stone"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("inventory:slab.thickness"),
                    key: "thickness",
                    render: (_, f) => (
                      <Form.Item name={[f.name, "thickness"]} noStyle>
                        <Select
                          allowClear
                          options={thicknesses}
                          placeholder={t("inventory:remnant.anyThickness")}
                          style={{ width: 130 }}
                          data-testid="rule-thickness"
                        />
                      </Form.Item>
                    ),
                  },
                  sizeColumn("minLength", "rule-min-length"),
                  sizeColumn("minWidth", "rule-min-width"),
                  {
                    title: "",
                    key: "remove",
                    width: 48,
                    render: (_, f) => (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t("app:actions.delete")}
                        onClick={() => remove(f.name)}
                      />
                    ),
                  },
                ]}
              />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => add({ stone: null, thickness: null, minLength: 300, minWidth: 300 })}
                data-testid="remnant-rule-add"
              >
                {t("inventory:remnant.addRule")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
