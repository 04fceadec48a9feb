import { PlusOutlined } from "@ant-design/icons";
import { addContactBody, SALES_LIMITS } from "@stoneworks/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { customerApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, authRule, zodRule } from "../../../lib/form-rules.ts";
import { type Contact, salesKeys } from "../api/sales-api.ts";

interface Values {
  name: string;
  phone: string;
  position?: string;
}

/** A customer's contacts (from the detail answer), add inline, remove with confirmation. */
export function Contacts({
  customerId,
  contacts,
  allowed,
  check,
}: {
  customerId: string;
  contacts: Contact[];
  allowed: boolean;
  check: () => boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: salesKeys.customer(customerId) });

  const add = async (v: Values) => {
    setBusy(true);
    try {
      await customerApi.addContact({
        customerId,
        name: v.name.trim(),
        phone: v.phone.trim(),
        position: v.position?.trim() ?? "",
      });
      toastSuccess(t("forms:feedback.added"));
      form.resetFields();
      setAdding(false);
      await refresh();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {adding ? (
        <Form<Values> form={form} layout="inline" className="sw-contact-form" onFinish={add}>
          <Form.Item name="name" rules={[zodRule(addContactBody.shape.name)]}>
            <Input
              placeholder={t("sales:contact.name")}
              maxLength={SALES_LIMITS.contactName}
              data-testid="contact-name"
            />
          </Form.Item>
          <Form.Item name="phone" rules={[authRule("phone")]}>
            <Input placeholder={t("sales:contact.phone")} maxLength={11} data-testid="contact-phone" />
          </Form.Item>
          <Form.Item name="position" rules={[zodRule(addContactBody.shape.position)]}>
            <Input placeholder={t("sales:contact.position")} maxLength={SALES_LIMITS.position} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="contact-save">
            {t("app:actions.save")}
          </Button>
          <Button onClick={() => setAdding(false)}>{t("app:actions.cancel")}</Button>
        </Form>
      ) : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => check() && setAdding(true)}
          className="sw-contact-add"
          data-testid="contact-add"
        >
          {t("sales:contact.add")}
        </Button>
      )}
      <Table<Contact>
        rowKey="contactId"
        size="middle"
        dataSource={contacts}
        pagination={false}
        columns={[
          { title: t("sales:contact.name"), dataIndex: "name" },
          { title: t("sales:contact.phone"), dataIndex: "phone" },
          { title: t("sales:contact.position"), dataIndex: "position", render: (v: string) => v || "-" },
          {
            title: t("sales:common.createdAt"),
            dataIndex: "createdAt",
            render: (v: string) => <TimeAgo value={v} />,
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            width: 90,
            render: (_, c) => (
              <ConfirmAction
                danger
                title={t("sales:contact.removeConfirm", { name: c.name })}
                allowed={allowed}
                check={check}
                onConfirm={async () => {
                  await customerApi.removeContact({ contactId: c.contactId });
                  toastSuccess(t("forms:feedback.removed"));
                  await refresh();
                }}
                testId="contact-remove"
              >
                {t("app:actions.remove")}
              </ConfirmAction>
            ),
          },
        ]}
      />
    </div>
  );
}
