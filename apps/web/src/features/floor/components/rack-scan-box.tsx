import { ScanOutlined } from "@ant-design/icons";
import { Input, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { rackApi, rackDetailPath } from "../api/rack-api.ts";

/**
 * The focused scan box of rack management: a rack code (a keyboard-wedge scanner types it and Enter)
 * opens the rack's detail; an unknown code is named beside the box.
 */
export function RackScanBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async () => {
    const code = value.trim();
    if (!code) return;
    setError(null);
    try {
      const { rackId } = await rackApi.byCode(code);
      navigate(rackDetailPath(rackId, code.toUpperCase().startsWith("RK") ? code.toUpperCase() : undefined));
    } catch (err) {
      if (err instanceof ApiError && err.kind === "business") setError(err.message);
      setValue("");
    }
  };
  return (
    <div className="sw-rack-scan">
      <Input
        ref={input}
        size="large"
        style={{ width: 360 }}
        prefix={<ScanOutlined />}
        value={value}
        placeholder={t("floor:rack.scanPlaceholder")}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void submit()}
        data-testid="rack-scan"
      />
      {error ? (
        <span className="sw-rack-scan-error" data-testid="rack-scan-error">
          {error}
        </span>
      ) : (
        <span className="sw-muted">{t("floor:rack.scanHint")}</span>
      )}
    </div>
  );
}
