import { createRoleBody, type MenuNode, type Role } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import type { ButtonProps } from "antd";
import { Form, Input, Modal, Skeleton, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { menuApi, roleApi } from "../../../api/enterprise.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { enterpriseKeys } from "../api/enterprise-api.ts";

interface Values {
  name: string;
  menus: number[];
}

function toTreeData(nodes: MenuNode[], lang: string): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.name[lang as keyof typeof n.name] ?? n.name["zh-CN"],
    children: n.children.length ? toTreeData(n.children, lang) : undefined,
  }));
}

function leafIds(nodes: MenuNode[], out = new Set<number>()): Set<number> {
  for (const n of nodes) {
    if (n.children.length) leafIds(n.children, out);
    else out.add(n.id);
  }
  return out;
}

/** Create or edit a role: a name and the menu ids it holds (≥ 1), as a checkable tree. */
export function RoleModal({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: Role | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const tree = useQuery({
    queryKey: enterpriseKeys.menuTree,
    queryFn: () => menuApi.tree(),
    staleTime: Infinity,
  });
  const leaves = useMemo(() => leafIds(tree.data ?? []), [tree.data]);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], i18n.language), [tree.data, i18n.language]);
  // What the tree shows as checked (leaves only; groups follow) and the ids sent (groups included).
  const [checked, setChecked] = useState<number[]>([]);

  useEffect(() => {
    if (!open || !tree.data) return;
    form.resetFields();
    const held = role?.menus ?? [];
    form.setFieldsValue({ name: role?.name ?? "", menus: held });
    setChecked(held.filter((id) => leaves.has(id)));
  }, [open, role, form, tree.data, leaves]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      if (role)
        await roleApi.update({
          roleId: role.roleId,
          name: v.name.trim(),
          menus: v.menus,
          version: role.version,
        });
      else await roleApi.create({ name: v.name.trim(), menus: v.menus });
      toastSuccess(t(role ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(role ? "enterprise:roles.editTitle" : "enterprise:roles.addTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "role-save" } as ButtonProps}
      width={560}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="role-form">
        <Form.Item
          name="name"
          label={t("enterprise:roles.name")}
          rules={[zodRule(createRoleBody.shape.name)]}
        >
          <Input maxLength={20} data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="menus"
          label={t("enterprise:roles.permissions")}
          rules={[
            {
              validator: async (_r, v: number[] | undefined) => {
                if (!v?.length) throw new Error(t("enterprise:roles.menusRequired"));
              },
            },
          ]}
        >
          {tree.isLoading ? (
            <Skeleton active />
          ) : (
            <div className="sw-role-tree" data-testid="role-tree">
              <Tree
                checkable
                selectable={false}
                defaultExpandAll
                treeData={treeData}
                checkedKeys={checked}
                onCheck={(keys, info) => {
                  const full = (Array.isArray(keys) ? keys : keys.checked).map(Number);
                  setChecked(full.filter((id) => leaves.has(id)));
                  const half = (info.halfCheckedKeys ?? []).map(Number);
                  form.setFieldValue("menus", [...new Set([...full, ...half])]);
                  void form.validateFields(["menus"]).catch(() => undefined);
                }}
              />
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
