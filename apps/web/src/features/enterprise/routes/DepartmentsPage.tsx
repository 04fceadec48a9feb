import { PlusOutlined } from "@ant-design/icons";
import { createDepartmentBody, type Department, Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, Input, Space, Table, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { departmentApi } from "../../../api/enterprise.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { EditModal } from "../../../components/EditModal.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { departmentTreeData, enterpriseKeys } from "../api/enterprise-api.ts";
import "../../../components/page.css";
import "../enterprise.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/** A department as the tree table shows it: leaves have no children array (no expander). */
type DepartmentRow = Omit<Department, "children"> & { children?: DepartmentRow[] };

type Editing = { mode: "create"; parentId?: string } | { mode: "edit"; department: DepartmentRow };

/** Drops empty children arrays so the tree table shows no expander on leaves. */
function tidy(nodes: Department[]): DepartmentRow[] {
  return nodes.map((d) => ({ ...d, children: d.children?.length ? tidy(d.children) : undefined }));
}

/** /enterprise/departments (3004): a tree; add (root or child), rename, move, delete. */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.Departments);
  const tree = useQuery({ queryKey: enterpriseKeys.departments, queryFn: () => departmentApi.tree() });
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: enterpriseKeys.departments });
  const remove = async (d: DepartmentRow) => {
    await departmentApi.delete({ departmentId: d.departmentId });
    toastSuccess(t("forms:feedback.deleted"));
    await refresh();
  };
  const data = tree.data ? tidy(tree.data) : [];

  return (
    <div className="sw-page" data-testid="departments-page">
      <Card
        className="sw-page-card"
        title={t("enterprise:departments.title")}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => can.check() && setEditing({ mode: "create" })}
            data-testid="department-add"
          >
            {t("enterprise:departments.add")}
          </Button>
        }
      >
        <Table<DepartmentRow>
          rowKey="departmentId"
          loading={tableLoading(tree)}
          dataSource={data}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          key={data.length ? "loaded" : "empty"}
          locale={{ emptyText: t("enterprise:departments.empty") }}
          columns={[
            {
              title: t("enterprise:departments.name"),
              dataIndex: "name",
              render: (v: string) => (
                <strong data-testid="department-row" data-name={v}>
                  {v}
                </strong>
              ),
            },
            { title: t("enterprise:departments.memberCount"), dataIndex: "memberCount", width: 120 },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 260,
              render: (_, d) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && setEditing({ mode: "create", parentId: d.departmentId })}
                    data-testid="department-add-child"
                  >
                    {t("enterprise:departments.addChild")}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => can.check() && setEditing({ mode: "edit", department: d })}
                    data-testid="department-edit"
                  >
                    {t("app:actions.edit")}
                  </Button>
                  <ConfirmAction
                    title={t("enterprise:departments.deleteConfirm", { name: d.name })}
                    blocked={
                      d.memberCount > 0
                        ? t("common:rule.departmentHasMembers")
                        : d.children?.length
                          ? t("common:rule.departmentHasChildren")
                          : undefined
                    }
                    allowed={can.allowed}
                    check={can.check}
                    onConfirm={() => remove(d)}
                    testId="department-delete"
                    danger
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DepartmentModal
        editing={editing}
        tree={tree.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </div>
  );
}

interface Values {
  name: string;
  parentId?: string;
}

function DepartmentModal({
  editing,
  tree,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  tree: Department[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === "edit")
      form.setFieldsValue({
        name: editing.department.name,
        parentId: editing.department.parentId ?? undefined,
      });
    else form.setFieldsValue({ parentId: editing.parentId });
  }, [editing, form]);

  const submit = async () => {
    if (!editing) return;
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      if (editing.mode === "edit")
        await departmentApi.update({
          departmentId: editing.department.departmentId,
          name: v.name.trim(),
          parentId: v.parentId || undefined,
          version: editing.department.version,
        });
      else await departmentApi.create({ name: v.name.trim(), parentId: v.parentId || undefined });
      toastSuccess(t(editing.mode === "edit" ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  // A department cannot move under itself or its own subtree: leave that subtree out of the choices.
  const exclude = editing?.mode === "edit" ? editing.department.departmentId : undefined;
  return (
    <EditModal
      open={!!editing}
      title={t(
        editing?.mode === "edit" ? "enterprise:departments.editTitle" : "enterprise:departments.addTitle",
      )}
      onCancel={onClose}
      onOk={submit}
      busy={busy}
      saveTestId="department-save"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t("enterprise:departments.name")}
          rules={[zodRule(createDepartmentBody.shape.name)]}
        >
          <Input maxLength={30} data-testid="department-name" />
        </Form.Item>
        <Form.Item name="parentId" label={t("enterprise:departments.parent")}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={departmentTreeData(tree, exclude)}
            placeholder={t("enterprise:departments.root")}
            data-testid="department-parent"
          />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
