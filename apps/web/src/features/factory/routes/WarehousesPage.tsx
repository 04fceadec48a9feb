import type { Warehouse, WarehouseBody } from "@stoneworks/shared";
import { createWarehouseBody, Menu } from "@stoneworks/shared";
import { Button, Card, Form, Input, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { type EditModalProps, useEditForm, useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { factoryKeys, type WarehouseFilters } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { pagedBy } from "../../../api/client.ts";
import { warehouseApi } from "../../../api/factory.ts";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /basic/warehouses (3105): the warehouses slabs are returned to. */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Warehouses);
  const paged = usePaged<Warehouse, WarehouseFilters>(factoryKeys.warehouses, pagedBy(warehouseApi.list), {});
  const edit = useEditModal<Warehouse>(paged.refresh);
  const remove = async (w: Warehouse) => {
    await warehouseApi.delete({ warehouseId: w.warehouseId });
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="warehouses-page">
      <Card className="sw-page-card" title={t("factory:warehouses.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 300, placeholder: t("factory:warehouses.searchPlaceholder") }}
          add={{
            label: t("factory:warehouses.add"),
            testId: "warehouse-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        />
        <Table<Warehouse>
          rowKey="warehouseId"
          loading={tableLoading(paged.list)}
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
                    onClick={() => can.check() && edit.openEdit(w)}
                    data-testid="warehouse-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmAction
                    danger
                    title={t("factory:warehouses.deleteConfirm", { name: w.name })}
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(w)}
                    blocked={
                      w.slabCount > 0 ? t("factory:warehouses.hasSlabs", { count: w.slabCount }) : undefined
                    }
                    testId="warehouse-delete"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <WarehouseModal {...edit.modal} />
    </div>
  );
}

function WarehouseModal({ editing, onClose, onSaved }: EditModalProps<Warehouse>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WarehouseBody>();
  const w = editing?.item ?? null;
  const { busy, submit } = useEditForm(form, {
    editing,
    source: w,
    fill: (w) => w && { name: w.name, code: w.code, location: w.location },
    save: async (v, w) => {
      const body = { name: v.name.trim(), code: v.code.trim(), location: v.location?.trim() ?? "" };
      if (w) await warehouseApi.update({ ...body, warehouseId: w.warehouseId, version: w.version });
      else await warehouseApi.create(body);
      return t(w ? "forms:feedback.saved" : "forms:feedback.added");
    },
    onSaved,
  });

  return (
    <EditModal
      open={!!editing}
      title={t(w ? "factory:warehouses.editTitle" : "factory:warehouses.addTitle")}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="warehouse-save"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t("factory:warehouses.name")}
          rules={[zodRule(createWarehouseBody.shape.name)]}
        >
          <Input maxLength={30} data-testid="warehouse-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t("factory:warehouses.code")}
          rules={[zodRule(createWarehouseBody.shape.code)]}
        >
          <Input maxLength={20} placeholder="WH-01" data-testid="warehouse-code" />
        </Form.Item>
        <Form.Item
          name="location"
          label={t("factory:warehouses.location")}
          rules={[zodRule(createWarehouseBody.shape.location)]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
