import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Code, Menu } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import type { ButtonProps } from "antd";
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, textRules } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import {
  type Craft,
  type CraftBody,
  type CraftSort,
  factoryApi,
  factoryKeys,
  workshopOptionsQuery,
} from "../api/factory-api.ts";
import { ConfirmDelete } from "../components/ConfirmDelete.tsx";
import { usePaged } from "../components/use-paged.ts";
import { optionalText, unitPriceRules } from "../rules.ts";
import "../../../components/page.css";
import "../factory.css";

/** /basic/crafts (3101): second-processing crafts by priority; add, edit, delete. */
export default function CraftsPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Crafts);
  const paged = usePaged<Craft, { keyword?: string; sort: CraftSort }>(
    factoryKeys.crafts,
    factoryApi.crafts,
    {
      sort: "priorityAsc",
    },
  );
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<{ craft: Craft | null } | null>(null);
  const remove = async (c: Craft) => {
    await factoryApi.deleteCraft(c.craftId);
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="crafts-page">
      <Card className="sw-page-card" title={t("factory:crafts.title")}>
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t("factory:crafts.searchPlaceholder")}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => paged.filter({ keyword: v.trim() || undefined })}
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void paged.refresh()}
            aria-label={t("app:actions.refresh")}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => can.check() && setEditing({ craft: null })}
            data-testid="craft-add"
          >
            {t("factory:crafts.add")}
          </Button>
        </div>
        <Table<Craft>
          rowKey="craftId"
          loading={paged.list.isFetching}
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
              title: t("factory:crafts.unitPrice"),
              dataIndex: "unitPrice",
              width: 130,
              align: "right",
              render: (v: string) => (
                <span className="sw-price" data-testid="craft-price">
                  {t("factory:money.yuan", { value: v })}
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
                    onClick={() => can.check() && setEditing({ craft: c })}
                    data-testid="craft-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmDelete
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
      <CraftModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void paged.refresh();
        }}
      />
    </div>
  );
}

function CraftModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { craft: Craft | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CraftBody>();
  const [busy, setBusy] = useState(false);
  const workshops = useQuery({ ...workshopOptionsQuery(), enabled: !!editing });
  const c = editing?.craft ?? null;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.craft) {
      const { priority, name, process, classNo, workshopId, unitPrice, note } = editing.craft;
      form.setFieldsValue({ priority, name, process, classNo, workshopId, unitPrice, note });
    }
  }, [editing, form]);

  const submit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    const body: CraftBody = {
      priority: v.priority,
      name: v.name.trim(),
      process: v.process?.trim() ?? "",
      classNo: v.classNo?.trim() ?? "",
      workshopId: v.workshopId,
      unitPrice: v.unitPrice.trim(),
      note: v.note?.trim() ?? "",
    };
    setBusy(true);
    try {
      if (c) await factoryApi.updateCraft({ ...body, craftId: c.craftId, version: c.version });
      else await factoryApi.createCraft(body);
      toastSuccess(t(c ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) onSaved();
      else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const options = (workshops.data ?? [])
    .filter((w) => w.category !== "cutting")
    .map((w) => ({ value: w.workshopId, label: `${w.name} (${t(`factory:category.${w.category}`)})` }));
  return (
    <Modal
      open={!!editing}
      title={t(c ? "factory:crafts.editTitle" : "factory:crafts.addTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "craft-save" } as ButtonProps}
      width={600}
      forceRender
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ priority: 0, unitPrice: "0" }}
        data-testid="craft-form"
      >
        <div className="sw-form-grid">
          <Form.Item
            name="priority"
            label={t("factory:crafts.priority")}
            extra={t("factory:crafts.priorityHint")}
            rules={[
              { required: true, message: t("common:validation.required") },
              { type: "integer", min: 0, max: 9999, message: t("factory:validation.priority") },
            ]}
          >
            <InputNumber
              min={0}
              max={9999}
              precision={0}
              style={{ width: "100%" }}
              data-testid="craft-priority"
            />
          </Form.Item>
          <Form.Item name="name" label={t("factory:crafts.name")} rules={textRules(t, 1, 30)}>
            <Input maxLength={30} data-testid="craft-name" />
          </Form.Item>
          <Form.Item
            name="workshopId"
            label={t("factory:crafts.workshop")}
            rules={[{ required: true, message: t("common:validation.required") }]}
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
            rules={unitPriceRules(t)}
            required
          >
            <Input inputMode="decimal" data-testid="craft-price-input" />
          </Form.Item>
          <Form.Item name="classNo" label={t("factory:crafts.classNo")} rules={optionalText(t, 20)}>
            <Input maxLength={20} />
          </Form.Item>
        </div>
        <Form.Item name="process" label={t("factory:crafts.process")} rules={optionalText(t, 100)}>
          <Input.TextArea maxLength={100} rows={2} showCount />
        </Form.Item>
        <Form.Item name="note" label={t("factory:crafts.note")} rules={optionalText(t, 200)}>
          <Input.TextArea maxLength={200} rows={2} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
