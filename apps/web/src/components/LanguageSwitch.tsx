import { GlobalOutlined } from "@ant-design/icons";
import { LANGS, type Lang } from "@stoneworks/shared";
import { useTranslation } from "react-i18next";
import { setLang } from "../lib/i18n.ts";
import "./language-switch.css";

const LABELS: Record<Lang, string> = { "zh-CN": "中文", "en-US": "English" };

/**
 * 中文 / English: switches every string, antd's locale, dayjs, and the Accept-Language of the next
 * call. Plain buttons (no dropdown) so the login page does not download a menu for two choices.
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const current: Lang = i18n.language === "en-US" ? "en-US" : "zh-CN";
  return (
    <fieldset className="sw-lang" data-testid="lang-switch" aria-label="Language">
      <GlobalOutlined className="sw-lang-icon" />
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className={l === current ? "sw-lang-btn sw-lang-btn-active" : "sw-lang-btn"}
          aria-pressed={l === current}
          data-testid={`lang-${l}`}
          onClick={() => l !== current && void setLang(l)}
        >
          {LABELS[l]}
        </button>
      ))}
    </fieldset>
  );
}
