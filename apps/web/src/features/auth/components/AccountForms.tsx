import { LockOutlined } from "@ant-design/icons";
import type { TokenAnswer } from "@stoneworks/shared";
import { Button, Checkbox, Input } from "antd";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { authApi } from "../../../api/auth.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import i18n from "../../../lib/i18n.ts";
import { checkSame, checkSchema, fieldErrorsOf } from "../../../lib/validate.ts";
import { type Check, useLiteForm } from "../hooks/use-lite-form.ts";
import type { AgreementDoc } from "./AgreementModal.tsx";
import { Field } from "./Field.tsx";
import { PhoneInput } from "./PhoneInput.tsx";
import { SmsCodeField } from "./SmsCodeField.tsx";

const AgreementModal = lazy(() => import("./AgreementModal.tsx"));

/** A link-looking button for the agreement names inside the checkbox label (Trans fills its text). */
function InlineLink({
  onClick,
  testId,
  children,
}: {
  onClick: (e: React.MouseEvent) => void;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <button type="button" className="sw-inline-link" onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

type NewPasswordValues = { phone: string; code: string; password: string; confirmPassword: string };
type RegisterValues = NewPasswordValues & { agree: boolean };

const newPasswordChecks = {
  phone: (v: unknown) => checkSchema("phone", v),
  code: (v: unknown) => checkSchema("smsCode", v),
  password: (v: unknown) => checkSchema("password", v),
  confirmPassword: (v: unknown, all: NewPasswordValues) => checkSame(String(v ?? ""), all.password),
};

const registerChecks: { [K in keyof RegisterValues]?: Check<RegisterValues> } = {
  ...newPasswordChecks,
  agree: (v) => (v ? null : i18n.t("common:validation.agreeRequired")),
};

/** Phone, SMS code, password and confirmation: the fields register and reset share. */
function NewPasswordFields<T extends NewPasswordValues>({
  form,
  purpose,
}: {
  form: ReturnType<typeof useLiteForm<T>>;
  purpose: "register" | "resetPassword";
}) {
  const { t } = useTranslation();
  const getPhone = async () => (await form.validate(["phone"]))?.phone.trim() ?? null;
  const set = form.set as (name: keyof NewPasswordValues, value: string) => void;
  return (
    <>
      <Field name="phone" error={form.errors.phone}>
        <PhoneInput
          value={form.values.phone}
          status={form.errors.phone ? "error" : undefined}
          onChange={(e) => set("phone", e.target.value)}
          onBlur={form.blur("phone")}
        />
      </Field>
      <Field name="code" error={form.errors.code}>
        <SmsCodeField
          value={form.values.code}
          error={!!form.errors.code}
          onChange={(v) => set("code", v)}
          purpose={purpose}
          getPhone={getPhone}
        />
      </Field>
      <Field name="password" error={form.errors.password} hint={t("auth:fields.passwordHint")}>
        <Input.Password
          size="large"
          value={form.values.password}
          status={form.errors.password ? "error" : undefined}
          onChange={(e) => set("password", e.target.value)}
          onBlur={form.blur("password")}
          prefix={<LockOutlined className="sw-input-icon" />}
          placeholder={t("auth:fields.newPasswordPlaceholder")}
          autoComplete="new-password"
          data-testid="new-password"
        />
      </Field>
      <Field name="confirmPassword" error={form.errors.confirmPassword}>
        <Input.Password
          size="large"
          value={form.values.confirmPassword}
          status={form.errors.confirmPassword ? "error" : undefined}
          onChange={(e) => set("confirmPassword", e.target.value)}
          onBlur={form.blur("confirmPassword")}
          prefix={<LockOutlined className="sw-input-icon" />}
          placeholder={t("auth:fields.confirmPlaceholder")}
          autoComplete="new-password"
          data-testid="confirm-password"
        />
      </Field>
    </>
  );
}

export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (answer: TokenAnswer, phone: string) => void;
}) {
  const { t } = useTranslation();
  const form = useLiteForm<RegisterValues>(
    { phone: "", code: "", password: "", confirmPassword: "", agree: false },
    registerChecks,
  );
  const [busy, setBusy] = useState(false);
  const [doc, setDoc] = useState<AgreementDoc | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = await form.validate();
    if (!v) return;
    setBusy(true);
    try {
      const phone = v.phone.trim();
      const answer = await authApi.register({
        phone,
        code: v.code,
        password: v.password,
        confirmPassword: v.confirmPassword,
        agree: true,
      });
      toastSuccess(t("auth:register.done"));
      onRegistered(answer, phone);
    } catch (err) {
      form.markErrors(fieldErrorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  const open = (which: AgreementDoc) => (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setDoc(which);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <NewPasswordFields form={form} purpose="register" />
      <Field name="agree" error={form.errors.agree}>
        <Checkbox
          checked={form.values.agree}
          onChange={(e) => form.set("agree", e.target.checked)}
          data-testid="register-agree"
        >
          <Trans
            i18nKey="auth:register.agree"
            components={{
              terms: <InlineLink onClick={open("terms")} testId="open-terms" />,
              privacy: <InlineLink onClick={open("privacy")} testId="open-privacy" />,
            }}
          />
        </Checkbox>
      </Field>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={busy}
        className="sw-submit"
        data-testid="register-submit"
      >
        {t("auth:register.submit")}
      </Button>
      {doc !== null && (
        <Suspense fallback={null}>
          <AgreementModal
            open
            doc={doc}
            onDocChange={setDoc}
            onClose={() => setDoc(null)}
            onAgree={() => {
              form.set("agree", true);
              setDoc(null);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useLiteForm<NewPasswordValues>(
    { phone: "", code: "", password: "", confirmPassword: "" },
    newPasswordChecks,
  );
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = await form.validate();
    if (!v) return;
    setBusy(true);
    try {
      await authApi.resetPassword({
        phone: v.phone.trim(),
        code: v.code,
        password: v.password,
        confirmPassword: v.confirmPassword,
      });
      toastSuccess(t("auth:forgot.done"));
      onDone();
    } catch (err) {
      form.markErrors(fieldErrorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid="forgot-form">
      <NewPasswordFields form={form} purpose="resetPassword" />
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={busy}
        className="sw-submit"
        data-testid="forgot-submit"
      >
        {t("auth:forgot.submit")}
      </Button>
    </form>
  );
}
