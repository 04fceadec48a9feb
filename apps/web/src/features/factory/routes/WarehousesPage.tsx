import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Code, Menu } from "@stoneworks/shared";
import type { ButtonProps } from "antd";
import { Button, Card, Form, Input, Modal, Space, Table } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, textRules } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { factoryApi, factoryKeys, type Warehouse, type WarehouseBody } from "../api/factory-api.ts";
import { ConfirmDelete } from "../components/ConfirmDelete.tsx";
import { usePaged } from "../components/use-paged.ts";
import { codeRules, optionalText } from "../rules.ts";
import "../../../components/page.css";
import "../factory.css";

/** /basic/warehouses (3105): the warehouses slabs are returned to. */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Warehouses);
  const paged = usePaged<Warehouse, { keyword?: string }>(factoryKeys.warehouses, factoryApi.warehouses, {});
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<{ warehouse: Warehouse | null } | null>(null);
  const remove = async (w: Warehouse) => {
    await factoryApi.deleteWarehouse(w.warehouseId);
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="warehouses-page">
      <Card className="sw-page-card" title={t("factory:warehouses.title")}>
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 300 }}
            placeholder={t("factory:warehouses.searchPlaceholder")}
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
            onClick={() => can.check() && setEditing({ warehouse: null })}
            data-testid="warehouse-add"
          >
            {t("factory:warehouses.add")}
          </Button>
        </div>
        <Table<Warehouse>
          rowKey="warehouseId"
          loading={paged.list.isFetching}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={[
            {
              title: t("factory:warehouses.name"),
              dataIndex: "name",
              render: (v: string) => (
                <strong data-testid="warehouse-row" data-name={v}>
                  {v}
                </strong>
              ),
            },
            { title: t("factory:warehouses.code"), dataIndex: "code", width: 160 },
            { title: t("factory:warehouses.location"), dataIndex: "location", render: (v) => v || "-" },
            {
              title: t("factory:common.createdAt"),
              dataIndex: "createdAt",
              width: 140,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 140,
              render: (_, w) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && setEditing({ warehouse: w })}
                    data-testid="warehouse-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmDelete
                    title={t("factory:warehouses.deleteConfirm", { name: w.name })}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(w)}
                    testId="warehouse-delete"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <WarehouseModal
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

function WarehouseModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { warehouse: Warehouse | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WarehouseBody>();
  const [busy, setBusy] = useState(false);
  const w = editing?.warehouse ?? null;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.warehouse) {
      const { name, code, location } = editing.warehouse;
      form.setFieldsValue({ name, code, location });
    }
  }, [editing, form]);

  const submit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    const body = { name: v.name.trim(), code: v.code.trim(), location: v.location?.trim() ?? "" };
    setBusy(true);
    try {
      if (w) await factoryApi.updateWarehouse({ ...body, warehouseId: w.warehouseId, version: w.version });
      else await factoryApi.createWarehouse(body);
      toastSuccess(t(w ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) onSaved();
      else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!editing}
      title={t(w ? "factory:warehouses.editTitle" : "factory:warehouses.addTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "warehouse-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t("factory:warehouses.name")} rules={textRules(t, 1, 30)}>
          <Input maxLength={30} data-testid="warehouse-name" />
        </Form.Item>
        <Form.Item name="code" label={t("factory:warehouses.code")} rules={codeRules(t)}>
          <Input maxLength={20} placeholder="WH-01" data-testid="warehouse-code" />
        </Form.Item>
        <Form.Item name="location" label={t("factory:warehouses.location")} rules={optionalText(t, 100)}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
