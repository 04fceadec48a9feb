import { financeStaffAddBody, Menu } from "@stoneworks/shared";
import { Alert, type ButtonProps, Card, Form, Modal, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { financeApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type FinanceStaffRow, salesKeys } from "../api/sales-api.ts";
import { MembersSelect } from "../components/Selects.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /financialManagement/financialStaff (1603): who may confirm or reject offline collections. */
export default function FinancialStaffPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.FinancialStaff);
  const paged = usePaged<FinanceStaffRow, { keyword?: string }>(
    salesKeys.financeStaff,
    pagedBy(financeApi.staffList),
    {},
  );
  const [adding, setAdding] = useState(false);

  return (
    <div className="sw-page" data-testid="finance-staff-page">
      <Card className="sw-page-card" title={t("sales:financeStaff.title")}>
        <Alert type="info" showIcon className="sw-sales-alert" title={t("sales:financeStaff.hint")} />
        <ListToolbar
          paged={paged}
          search={{ width: 240, placeholder: t("sales:staff.searchPlaceholder") }}
          add={{
            label: t("sales:financeStaff.add"),
            testId: "finance-staff-add",
            onClick: () => can.check() && setAdding(true),
          }}
        />
        <Table<FinanceStaffRow>
          rowKey="memberId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={[
            {
              title: t("sales:staff.name"),
              dataIndex: "name",
              render: (v: string) => (
                <strong data-testid="finance-staff-row" data-name={v}>
                  {v}
                </strong>
              ),
            },
            { title: t("sales:customer.phone"), dataIndex: "phone", width: 140 },
            {
              title: t("sales:staff.role"),
              dataIndex: "roleName",
              width: 140,
              render: (v: string | null) => v || "-",
            },
            {
              title: t("sales:financeStaff.status"),
              dataIndex: "status",
              width: 100,
              render: (v: number | string) =>
                v === 1 || v === "enabled" || v === "active" ? (
                  <Tag color="green">{t("sales:financeStaff.enabled")}</Tag>
                ) : (
                  <Tag>{t("sales:financeStaff.disabled")}</Tag>
                ),
            },
            {
              title: t("sales:financeStaff.addedAt"),
              dataIndex: "addedAt",
              width: 130,
              render: (v: string) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 100,
              render: (_, m) => (
                <ConfirmAction
                  danger
                  title={t("sales:financeStaff.removeConfirm", { name: m.name })}
                  allowed={can.allowed}
                  check={can.check}
                  onConfirm={async () => {
                    await financeApi.staffRemove({ memberId: m.memberId });
                    toastSuccess(t("forms:feedback.removed"));
                    await paged.refresh();
                  }}
                  testId="finance-staff-remove"
                >
                  {t("app:actions.remove")}
                </ConfirmAction>
              ),
            },
          ]}
        />
      </Card>
      <AddModal
        open={adding}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          void paged.refresh();
        }}
      />
    </div>
  );
}

function AddModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ memberIds: string[] }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t("sales:financeStaff.add")}
      onCancel={onClose}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "finance-staff-save" } as ButtonProps}
      destroyOnHidden
      forceRender
      onOk={async () => {
        const v = await validValues(form);
        if (!v) return;
        setBusy(true);
        try {
          const r = await financeApi.staffAdd({ memberIds: v.memberIds });
          toastSuccess(t("sales:financeStaff.added", { count: r.added }));
          form.resetFields();
          onDone();
        } catch (err) {
          applyFieldErrors(form, err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="memberIds"
          label={t("sales:financeStaff.members")}
          rules={[zodRule(financeStaffAddBody.shape.memberIds)]}
        >
          <MembersSelect testId="finance-staff-members" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
