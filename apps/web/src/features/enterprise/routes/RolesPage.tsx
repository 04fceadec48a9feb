import { LockOutlined, PlusOutlined } from "@ant-design/icons";
import type { Role } from "@stoneworks/shared";
import { Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Space, Table, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { roleApi } from "../../../api/enterprise.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { userInfoKey } from "../../../lib/session.ts";
import { useEditModal } from "../../../lib/use-edit-modal.ts";
import { enterpriseKeys } from "../api/enterprise-api.ts";
import { RoleModal } from "../components/RoleModal.tsx";
import "../../../components/page.css";
import "../enterprise.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /enterprise/roles (3003): roles with member counts; the super administrator is not editable. */
export default function RolesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.Roles);
  const roles = useQuery({ queryKey: enterpriseKeys.roles, queryFn: () => roleApi.list() });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: enterpriseKeys.roles });
    // The caller's own role may have changed: the sidebar follows getInfo.
    void client.invalidateQueries({ queryKey: userInfoKey });
  };
  const edit = useEditModal<Role>(refresh);
  const remove = async (r: Role) => {
    await roleApi.delete({ roleId: r.roleId });
    toastSuccess(t("forms:feedback.deleted"));
    refresh();
  };

  return (
    <div className="sw-page" data-testid="roles-page">
      <Card
        className="sw-page-card"
        title={t("enterprise:roles.title")}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => can.check() && edit.openCreate()}
            data-testid="role-add"
          >
            {t("enterprise:roles.add")}
          </Button>
        }
      >
        <Table<Role>
          rowKey="roleId"
          loading={tableLoading(roles)}
          dataSource={roles.data ?? []}
          pagination={false}
          columns={[
            {
              title: t("enterprise:roles.name"),
              dataIndex: "name",
              render: (v: string, r) => (
                <span className="sw-name-cell" data-testid="role-row" data-name={v}>
                  <strong>{v}</strong>
                  {r.isSuper && (
                    <Tag color="gold" icon={<LockOutlined />}>
                      {t("enterprise:roles.superTag")}
                    </Tag>
                  )}
                </span>
              ),
            },
            {
              title: t("enterprise:roles.permissions"),
              dataIndex: "menus",
              render: (v: number[], r) =>
                r.isSuper
                  ? t("enterprise:roles.allMenus")
                  : t("enterprise:roles.menuCount", { count: v.length }),
            },
            {
              title: t("enterprise:roles.memberCount"),
              dataIndex: "memberCount",
              width: 120,
              render: (v: number) => <span data-testid="role-member-count">{v}</span>,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 180,
              render: (_, r) =>
                r.isSuper ? (
                  <Tooltip title={t("enterprise:roles.superHint")}>
                    <span className="sw-sub-text" data-testid="role-locked">
                      <LockOutlined /> {t("enterprise:roles.notEditable")}
                    </span>
                  </Tooltip>
                ) : (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => can.check() && edit.openEdit(r)}
                      data-testid="role-edit"
                    >
                      {t("app:actions.edit")}
                    </Button>
                    <ConfirmAction
                      title={t("enterprise:roles.deleteConfirm", { name: r.name })}
                      blocked={
                        r.memberCount > 0
                          ? t("enterprise:roles.hasMembers", { count: r.memberCount })
                          : undefined
                      }
                      allowed={can.allowed}
                      check={can.check}
                      onConfirm={() => remove(r)}
                      testId="role-delete"
                      danger
                    />
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <RoleModal
        open={!!edit.editing}
        role={edit.editing?.item ?? null}
        onClose={edit.modal.onClose}
        onSaved={edit.modal.onSaved}
      />
    </div>
  );
}
