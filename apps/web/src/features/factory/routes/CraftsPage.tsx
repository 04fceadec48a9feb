import type { Craft, CraftBody } from "@stoneworks/shared";
import { createCraftBody, MAX_CRAFT_PRIORITY, Menu, PRICING_UNITS } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Input, InputNumber, Select, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { type EditModalProps, useEditForm, useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type CraftFilters, factoryKeys, workshopOptionsQuery } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { pagedBy } from "../../../api/client.ts";
import { craftApi } from "../../../api/factory.ts";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /basic/crafts (3101): second-processing crafts by priority; add, edit, delete. */
export default function CraftsPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Crafts);
  const paged = usePaged<Craft, CraftFilters>(factoryKeys.crafts, pagedBy(craftApi.list), {
    sort: "priorityAsc",
  });
  const edit = useEditModal<Craft>(paged.refresh);
  const remove = async (c: Craft) => {
    await craftApi.delete({ craftId: c.craftId });
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="crafts-page">
      <Card className="sw-page-card" title={t("factory:crafts.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 260, placeholder: t("factory:crafts.searchPlaceholder") }}
          add={{
            label: t("factory:crafts.add"),
            testId: "craft-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        />
        <Table<Craft>
          rowKey="craftId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          scroll={{ x: 1100 }}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            if (s?.columnKey === "priority")
              paged.filter({ sort: s.order === "descend" ? "priorityDesc" : "priorityAsc" });
          }}
          columns={[
            {
              title: t("factory:crafts.priority"),
              dataIndex: "priority",
              key: "priority",
              width: 120,
              sorter: true,
              sortDirections: ["ascend", "descend", "ascend"],
              sortOrder: paged.filters.sort === "priorityDesc" ? "descend" : "ascend",
            },
            {
              title: t("factory:crafts.name"),
              dataIndex: "name",
              render: (v: string) => (
                <strong data-testid="craft-row" data-name={v}>
                  {v}
                </strong>
              ),
            },
            {
              title: t("factory:crafts.process"),
              dataIndex: "process",
              ellipsis: true,
              render: (v) => v || "-",
            },
            { title: t("factory:crafts.classNo"), dataIndex: "classNo", width: 100, render: (v) => v || "-" },
            { title: t("factory:crafts.workshop"), dataIndex: "workshopName", width: 150 },
            {
              title: t("factory:crafts.pricingUnit"),
              dataIndex: "pricingUnit",
              width: 110,
              render: (v: Craft["pricingUnit"]) => (
                <span data-testid="craft-unit" data-unit={v}>
                  {t(`factory:pricingUnit.${v}`)}
                </span>
              ),
            },
            {
              title: t("factory:crafts.unitPrice"),
              dataIndex: "unitPrice",
              width: 150,
              align: "right",
              render: (v: string, c) => (
                <span className="sw-price" data-testid="craft-price">
                  {t("factory:money.perUnit", {
                    value: v,
                    unit: t(`factory:pricingUnit.short.${c.pricingUnit}`),
                  })}
                </span>
              ),
            },
            { title: t("factory:crafts.note"), dataIndex: "note", ellipsis: true, render: (v) => v || "-" },
            {
              title: t("forms:table.actions"),
              key: "actions",
              fixed: "right",
              width: 140,
              render: (_, c) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && edit.openEdit(c)}
                    data-testid="craft-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmAction
                    danger
                    title={t("factory:crafts.deleteConfirm", { name: c.name })}
                    description={t("factory:crafts.deleteHint")}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(c)}
                    testId="craft-delete"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <CraftModal {...edit.modal} />
    </div>
  );
}

const fields = createCraftBody.shape;

function CraftModal({ editing, onClose, onSaved }: EditModalProps<Craft>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CraftBody>();
  const workshops = useQuery({ ...workshopOptionsQuery(), enabled: !!editing });
  const c = editing?.item ?? null;
  const { busy, submit } = useEditForm(form, {
    editing,
    source: c,
    fill: (c) => {
      if (!c) return null;
      const { priority, name, process, classNo, workshopId, unitPrice, pricingUnit, note } = c;
      return { priority, name, process, classNo, workshopId, unitPrice, pricingUnit, note };
    },
    save: async (v, c) => {
      const body: CraftBody = {
        priority: v.priority,
        name: v.name.trim(),
        process: v.process?.trim() ?? "",
        classNo: v.classNo?.trim() ?? "",
        workshopId: v.workshopId,
        unitPrice: v.unitPrice.trim(),
        pricingUnit: v.pricingUnit ?? "piece",
        note: v.note?.trim() ?? "",
      };
      if (c) await craftApi.update({ ...body, craftId: c.craftId, version: c.version });
      else await craftApi.create(body);
      return t(c ? "forms:feedback.saved" : "forms:feedback.added");
    },
    onSaved,
  });

  const options = (workshops.data ?? [])
    .filter((w) => w.category !== "cutting")
    .map((w) => ({ value: w.workshopId, label: `${w.name} (${t(`factory:category.${w.category}`)})` }));
  return (
    <EditModal
      open={!!editing}
      title={t(c ? "factory:crafts.editTitle" : "factory:crafts.addTitle")}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="craft-save"
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ priority: 0, unitPrice: "0", pricingUnit: "piece" }}
        data-testid="craft-form"
      >
        <div className="sw-form-grid">
          <Form.Item
            name="priority"
            label={t("factory:crafts.priority")}
            extra={t("factory:crafts.priorityHint")}
            rules={[zodRule(fields.priority)]}
          >
            <InputNumber
              min={0}
              max={MAX_CRAFT_PRIORITY}
              precision={0}
              style={{ width: "100%" }}
              data-testid="craft-priority"
            />
          </Form.Item>
          <Form.Item name="name" label={t("factory:crafts.name")} rules={[zodRule(fields.name)]}>
            <Input maxLength={30} data-testid="craft-name" />
          </Form.Item>
          <Form.Item
            name="workshopId"
            label={t("factory:crafts.workshop")}
            rules={[zodRule(fields.workshopId)]}
          >
            <Select
              options={options}
              loading={workshops.isLoading}
              placeholder={t("factory:crafts.workshopPlaceholder")}
              data-testid="craft-workshop"
            />
          </Form.Item>
          <Form.Item
            name="unitPrice"
            label={`${t("factory:crafts.unitPrice")} (${t("factory:money.unit")})`}
            rules={[zodRule(fields.unitPrice)]}
          >
            <Input inputMode="decimal" data-testid="craft-price-input" />
          </Form.Item>
          <Form.Item
            name="pricingUnit"
            label={t("factory:crafts.pricingUnit")}
            extra={t("factory:crafts.pricingUnitHint")}
          >
            <Select
              options={PRICING_UNITS.map((u) => ({ value: u, label: t(`factory:pricingUnit.${u}`) }))}
              data-testid="craft-unit-select"
            />
          </Form.Item>
          <Form.Item name="classNo" label={t("factory:crafts.classNo")} rules={[zodRule(fields.classNo)]}>
            <Input maxLength={20} />
          </Form.Item>
        </div>
        <Form.Item name="process" label={t("factory:crafts.process")} rules={[zodRule(fields.process)]}>
          <Input.TextArea maxLength={100} rows={2} showCount />
        </Form.Item>
        <Form.Item name="note" label={t("factory:crafts.note")} rules={[zodRule(fields.note)]}>
          <Input.TextArea maxLength={200} rows={2} showCount />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
