import { LockOutlined } from "@ant-design/icons";
import { type ChangePasswordBody, changePasswordFields } from "@stoneworks/shared";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { userApi } from "../../../api/account.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, sameAs, zodRule } from "../../../lib/form-rules.ts";
import { setToken } from "../../../lib/storage.ts";

/** Change password (/userInfo?state=changePassword and the personal centre). */
export function ChangePasswordForm({
  onDone,
  size = "large",
}: {
  onDone?: () => void;
  size?: "large" | "middle";
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordBody>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: ChangePasswordBody) => {
    setBusy(true);
    try {
      const r = await userApi.changePassword(v);
      if (r?.token) setToken(r.token);
      toastSuccess(t("account:password.done"));
      form.resetFields();
      onDone?.();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size={size} onFinish={submit} requiredMark={false}>
      <Form.Item
        name="oldPassword"
        label={t("account:password.old")}
        rules={[zodRule(changePasswordFields.shape.oldPassword)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("account:password.new")}
        rules={[zodRule(changePasswordFields.shape.password)]}
        extra={t("account:password.hint")}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("account:password.confirm")}
        dependencies={["password"]}
        rules={[sameAs("password")]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block={size === "large"} loading={busy}>
        {t("account:password.submit")}
      </Button>
    </Form>
  );
}
