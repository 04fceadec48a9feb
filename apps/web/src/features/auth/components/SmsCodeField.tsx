import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { SmsPurpose } from "@stoneworks/shared";
import { Button, Input } from "antd";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { smsApi } from "../../../api/auth.ts";
import { toastSuccess } from "../../../lib/feedback.ts";

const RESEND_S = 60;

// The slider (and antd Modal) load when "get code" is first pressed.
const SliderCaptcha = lazy(() => import("./SliderCaptcha.tsx"));

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  error?: boolean;
  purpose: SmsPurpose;
  /** Validates and returns the phone field, or null when it is not valid yet. */
  getPhone: () => Promise<string | null>;
}

/** Code input with "get code": slider first, then the SMS, then a 60 s countdown on the button. */
export function SmsCodeField({ value, onChange, error, purpose, getPhone }: Props) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const start = async () => {
    const p = await getPhone();
    if (!p) return;
    setPhone(p);
    setSliderOpen(true);
  };

  const send = async (captchaTicket: string) => {
    setSliderOpen(false);
    if (!phone) return;
    setSending(true);
    try {
      const r = await smsApi.send({ phone, purpose, captchaTicket });
      toastSuccess(t("common:sms.sent"));
      setLeft(r?.resendAfter ?? RESEND_S);
    } catch {
      // the client has shown the reason (too many requests, …)
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="sw-code-row">
        <Input
          size="large"
          value={value}
          status={error ? "error" : undefined}
          onChange={(e) => onChange?.(e.target.value.replace(/\D/g, "").slice(0, 6))}
          prefix={<SafetyCertificateOutlined className="sw-input-icon" />}
          placeholder={t("auth:fields.codePlaceholder")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-testid="sms-code-input"
        />
        <Button
          size="large"
          className="sw-code-btn"
          disabled={left > 0}
          loading={sending}
          onClick={() => void start()}
          data-testid="sms-send"
        >
          {left > 0 ? t("auth:sms.resendIn", { seconds: left }) : t("auth:sms.getCode")}
        </Button>
      </div>
      {phone && (
        <Suspense fallback={null}>
          <SliderCaptcha
            open={sliderOpen}
            onCancel={() => setSliderOpen(false)}
            onPassed={(ticket) => void send(ticket)}
          />
        </Suspense>
      )}
    </>
  );
}
