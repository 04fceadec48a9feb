import { LockOutlined } from "@ant-design/icons";
import type { TokenAnswer } from "@stoneworks/shared";
import { Button, Checkbox, Input } from "antd";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../api/auth.ts";
import i18n from "../../../lib/i18n.ts";
import { checkSchema, fieldErrorsOf } from "../../../lib/validate.ts";
import { type Check, useLiteForm } from "../hooks/use-lite-form.ts";
import { Field } from "./Field.tsx";
import { PhoneInput } from "./PhoneInput.tsx";
import { SmsCodeField } from "./SmsCodeField.tsx";

export interface LoggedIn {
  answer: TokenAnswer;
  phone: string;
  remember: boolean;
}

interface Props {
  onLoggedIn: (r: LoggedIn) => void;
  onForgot: () => void;
}

type PasswordValues = { phone: string; password: string; remember: boolean };

const passwordChecks: { [K in keyof PasswordValues]?: Check<PasswordValues> } = {
  phone: (v) => checkSchema("phone", v),
  password: (v) => (v ? null : i18n.t("common:validation.passwordRequired")),
};

export function PasswordLoginForm({ onLoggedIn, onForgot }: Props) {
  const { t } = useTranslation();
  const form = useLiteForm<PasswordValues>({ phone: "", password: "", remember: true }, passwordChecks);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = await form.validate();
    if (!v) return;
    setBusy(true);
    try {
      const phone = v.phone.trim();
      const answer = await authApi.login({ phone, password: v.password, remember: v.remember });
      onLoggedIn({ answer, phone, remember: v.remember });
    } catch (err) {
      form.markErrors(fieldErrorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <Field name="phone" error={form.errors.phone}>
        <PhoneInput
          value={form.values.phone}
          status={form.errors.phone ? "error" : undefined}
          onChange={(e) => form.set("phone", e.target.value)}
          onBlur={form.blur("phone")}
        />
      </Field>
      <Field name="password" error={form.errors.password}>
        <Input.Password
          size="large"
          value={form.values.password}
          status={form.errors.password ? "error" : undefined}
          onChange={(e) => form.set("password", e.target.value)}
          prefix={<LockOutlined className="sw-input-icon" />}
          placeholder={t("auth:fields.passwordPlaceholder")}
          autoComplete="current-password"
          data-testid="password-input"
        />
      </Field>
      <div className="sw-form-row">
        <Checkbox
          checked={form.values.remember}
          onChange={(e) => form.set("remember", e.target.checked)}
          data-testid="remember"
        >
          {t("auth:login.remember")}
        </Checkbox>
        <Button type="link" className="sw-link-btn" onClick={onForgot} data-testid="to-forgot">
          {t("auth:login.forgot")}
        </Button>
      </div>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={busy}
        className="sw-submit"
        data-testid="login-submit"
      >
        {t("auth:login.submit")}
      </Button>
    </form>
  );
}

type CodeValues = { phone: string; code: string; remember: boolean };

const codeChecks: { [K in keyof CodeValues]?: Check<CodeValues> } = {
  phone: (v) => checkSchema("phone", v),
  code: (v) => checkSchema("smsCode", v),
};

export function SmsLoginForm({ onLoggedIn, onForgot }: Props) {
  const { t } = useTranslation();
  const form = useLiteForm<CodeValues>({ phone: "", code: "", remember: true }, codeChecks);
  const [busy, setBusy] = useState(false);
  const getPhone = async () => (await form.validate(["phone"]))?.phone.trim() ?? null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = await form.validate();
    if (!v) return;
    setBusy(true);
    try {
      const phone = v.phone.trim();
      const answer = await authApi.codeLogin({ phone, code: v.code, remember: v.remember });
      onLoggedIn({ answer, phone, remember: v.remember });
    } catch (err) {
      form.markErrors(fieldErrorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid="sms-form">
      <Field name="phone" error={form.errors.phone}>
        <PhoneInput
          value={form.values.phone}
          status={form.errors.phone ? "error" : undefined}
          onChange={(e) => form.set("phone", e.target.value)}
          onBlur={form.blur("phone")}
        />
      </Field>
      <Field name="code" error={form.errors.code}>
        <SmsCodeField
          value={form.values.code}
          error={!!form.errors.code}
          onChange={(v) => form.set("code", v)}
          purpose="login"
          getPhone={getPhone}
        />
      </Field>
      <div className="sw-form-row">
        <Checkbox
          checked={form.values.remember}
          onChange={(e) => form.set("remember", e.target.checked)}
          data-testid="remember"
        >
          {t("auth:login.remember")}
        </Checkbox>
        <Button type="link" className="sw-link-btn" onClick={onForgot}>
          {t("auth:login.forgot")}
        </Button>
      </div>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={busy}
        className="sw-submit"
        data-testid="login-submit"
      >
        {t("auth:login.submit")}
      </Button>
    </form>
  );
}
