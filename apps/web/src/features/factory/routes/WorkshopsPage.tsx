import type { Workshop, WorkshopBody, WorkshopCategory } from "@stoneworks/shared";
import { createWorkshopBody, Menu, WORKSHOP_CATEGORIES } from "@stoneworks/shared";
import { Button, Card, Form, Input, Select, Space, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { workshopApi } from "../../../api/factory.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { type EditModalProps, useEditForm, useEditModal } from "../../../lib/use-edit-modal.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { factoryKeys, type WorkshopFilters } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { tableLoading } from "../../../lib/table-loading.ts";

const CATEGORY_COLOR: Record<WorkshopCategory, string> = {
  cutting: "blue",
  secondProcessing: "purple",
  packing: "gold",
  reinforcement: "cyan",
};

/** /basic/workshops (3103): workshops by category; each category's default is fixed. */
export default function WorkshopsPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Workshops);
  const paged = usePaged<Workshop, WorkshopFilters>(factoryKeys.workshops, pagedBy(workshopApi.list), {});
  const edit = useEditModal<Workshop>(paged.refresh);
  const remove = async (w: Workshop) => {
    await workshopApi.delete({ workshopId: w.workshopId });
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="workshops-page">
      <Card className="sw-page-card" title={t("factory:workshops.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 280, placeholder: t("factory:workshops.searchPlaceholder") }}
          add={{
            label: t("factory:workshops.add"),
            testId: "workshop-add",
            onClick: () => can.check() && edit.openCreate(),
          }}
        >
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t("factory:workshops.category")}
            value={paged.filters.category}
            onChange={(v?: WorkshopCategory) => paged.filter({ category: v })}
            options={WORKSHOP_CATEGORIES.map((c) => ({ value: c, label: t(`factory:category.${c}`) }))}
            data-testid="workshop-category-filter"
          />
        </ListToolbar>
        <Table<Workshop>
          rowKey="workshopId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={[
            {
              title: t("factory:workshops.name"),
              dataIndex: "name",
              render: (v: string, w) => (
                <span className="sw-name-cell" data-testid="workshop-row" data-name={v}>
                  <strong>{v}</strong>
                  {w.isDefault && <Tag color="cyan">{t("factory:workshops.default")}</Tag>}
                </span>
              ),
            },
            { title: t("factory:workshops.code"), dataIndex: "code", width: 160 },
            {
              title: t("factory:workshops.category"),
              dataIndex: "category",
              width: 180,
              render: (v: WorkshopCategory) => (
                <Tag color={CATEGORY_COLOR[v]}>{t(`factory:category.${v}`)}</Tag>
              ),
            },
            {
              title: t("factory:common.createdAt"),
              dataIndex: "createdAt",
              width: 140,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 160,
              render: (_, w) =>
                w.isDefault ? (
                  <span className="sw-muted">{t("factory:workshops.defaultFixed")}</span>
                ) : (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => can.check() && edit.openEdit(w)}
                      data-testid="workshop-edit"
                    >
                      {t("app:actions.edit")}
                    </Button>
                    <ConfirmAction
                      danger
                      title={t("factory:workshops.deleteConfirm", { name: w.name })}
                      allowed={can.allowed}
                      check={can.check}
                      onConfirm={() => remove(w)}
                      testId="workshop-delete"
                    />
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <WorkshopModal {...edit.modal} />
    </div>
  );
}

function WorkshopModal({ editing, onClose, onSaved }: EditModalProps<Workshop>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkshopBody>();
  const w = editing?.item ?? null;
  const { busy, submit } = useEditForm(form, {
    editing,
    source: w,
    fill: (w) => w && { category: w.category, name: w.name, code: w.code },
    save: async (v, w) => {
      const body = { category: v.category, name: v.name.trim(), code: v.code.trim() };
      if (w) await workshopApi.update({ ...body, workshopId: w.workshopId, version: w.version });
      else await workshopApi.create(body);
      return t(w ? "forms:feedback.saved" : "forms:feedback.added");
    },
    onSaved,
  });

  return (
    <EditModal
      open={!!editing}
      title={t(w ? "factory:workshops.editTitle" : "factory:workshops.addTitle")}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="workshop-save"
    >
      <Form form={form} layout="vertical" initialValues={{ category: "secondProcessing" }}>
        <Form.Item
          name="category"
          label={t("factory:workshops.category")}
          rules={[zodRule(createWorkshopBody.shape.category)]}
        >
          <Select
            options={WORKSHOP_CATEGORIES.map((c) => ({ value: c, label: t(`factory:category.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("factory:workshops.name")}
          rules={[zodRule(createWorkshopBody.shape.name)]}
        >
          <Input maxLength={30} data-testid="workshop-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t("factory:workshops.code")}
          rules={[zodRule(createWorkshopBody.shape.code)]}
        >
          <Input maxLength={20} placeholder="SEC-02" data-testid="workshop-code" />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
