import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Code, Menu } from "@stoneworks/shared";
import type { ButtonProps } from "antd";
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, textRules } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import {
  factoryApi,
  factoryKeys,
  WORKSHOP_CATEGORIES,
  type Workshop,
  type WorkshopBody,
  type WorkshopCategory,
} from "../api/factory-api.ts";
import { ConfirmDelete } from "../components/ConfirmDelete.tsx";
import { usePaged } from "../components/use-paged.ts";
import { codeRules } from "../rules.ts";
import "../../../components/page.css";
import "../factory.css";

const CATEGORY_COLOR: Record<WorkshopCategory, string> = {
  cutting: "blue",
  secondProcessing: "purple",
  packing: "gold",
};

/** /basic/workshops (3103): workshops by category; each category's default is fixed. */
export default function WorkshopsPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.Workshops);
  const paged = usePaged<Workshop, { keyword?: string; category?: WorkshopCategory }>(
    factoryKeys.workshops,
    factoryApi.workshops,
    {},
  );
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<{ workshop: Workshop | null } | null>(null);
  const remove = async (w: Workshop) => {
    await factoryApi.deleteWorkshop(w.workshopId);
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  return (
    <div className="sw-page" data-testid="workshops-page">
      <Card className="sw-page-card" title={t("factory:workshops.title")}>
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t("factory:workshops.searchPlaceholder")}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => paged.filter({ keyword: v.trim() || undefined })}
          />
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t("factory:workshops.category")}
            value={paged.filters.category}
            onChange={(v?: WorkshopCategory) => paged.filter({ category: v })}
            options={WORKSHOP_CATEGORIES.map((c) => ({ value: c, label: t(`factory:category.${c}`) }))}
            data-testid="workshop-category-filter"
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
            onClick={() => can.check() && setEditing({ workshop: null })}
            data-testid="workshop-add"
          >
            {t("factory:workshops.add")}
          </Button>
        </div>
        <Table<Workshop>
          rowKey="workshopId"
          loading={paged.list.isFetching}
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
                      onClick={() => can.check() && setEditing({ workshop: w })}
                      data-testid="workshop-edit"
                    >
                      {t("app:actions.edit")}
                    </Button>
                    <ConfirmDelete
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
      <WorkshopModal
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

function WorkshopModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { workshop: Workshop | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkshopBody>();
  const [busy, setBusy] = useState(false);
  const w = editing?.workshop ?? null;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.workshop) {
      const { category, name, code } = editing.workshop;
      form.setFieldsValue({ category, name, code });
    }
  }, [editing, form]);

  const submit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    const body = { category: v.category, name: v.name.trim(), code: v.code.trim() };
    setBusy(true);
    try {
      if (w) await factoryApi.updateWorkshop({ ...body, workshopId: w.workshopId, version: w.version });
      else await factoryApi.createWorkshop(body);
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
      title={t(w ? "factory:workshops.editTitle" : "factory:workshops.addTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "workshop-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ category: "secondProcessing" }}>
        <Form.Item
          name="category"
          label={t("factory:workshops.category")}
          rules={[{ required: true, message: t("common:validation.required") }]}
        >
          <Select
            options={WORKSHOP_CATEGORIES.map((c) => ({ value: c, label: t(`factory:category.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t("factory:workshops.name")} rules={textRules(t, 1, 30)}>
          <Input maxLength={30} data-testid="workshop-name" />
        </Form.Item>
        <Form.Item name="code" label={t("factory:workshops.code")} rules={codeRules(t)}>
          <Input maxLength={20} placeholder="SEC-02" data-testid="workshop-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
