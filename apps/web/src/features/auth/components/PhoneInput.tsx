import { MobileOutlined } from "@ant-design/icons";
import { Input, type InputProps } from "antd";
import { useTranslation } from "react-i18next";

export function PhoneInput(props: InputProps) {
  const { t } = useTranslation();
  return (
    <Input
      size="large"
      maxLength={11}
      inputMode="tel"
      autoComplete="tel"
      prefix={
        <span className="sw-phone-prefix">
          <MobileOutlined className="sw-input-icon" />
          <span>+86</span>
        </span>
      }
      placeholder={t("auth:fields.phonePlaceholder")}
      data-testid="phone-input"
      {...props}
    />
  );
}
