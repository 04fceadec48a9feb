import { Modal, Spin, Tabs } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ensureNamespace } from "../../../lib/i18n.ts";

export type AgreementDoc = "terms" | "privacy";

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7"] as const;

/** The user agreement and privacy policy, both languages (locales/<lang>/agreement.json). */
export default function AgreementModal({
  open,
  doc,
  onDocChange,
  onClose,
  onAgree,
}: {
  open: boolean;
  doc: AgreementDoc;
  onDocChange: (doc: AgreementDoc) => void;
  onClose: () => void;
  onAgree: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const lang = i18n.language;
  useEffect(() => {
    let live = true;
    setReady(false);
    void ensureNamespace("agreement", lang).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang]);
  const body = (which: AgreementDoc) => (
    <div className="sw-agreement" data-testid={`agreement-${which}`}>
      <p className="sw-agreement-meta">{t(`agreement:${which}.updated`)}</p>
      <p>{t(`agreement:${which}.intro`)}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h4>{t(`agreement:${which}.${s}.title`)}</h4>
          <p>{t(`agreement:${which}.${s}.body`)}</p>
        </section>
      ))}
      <p className="sw-agreement-meta">{t(`agreement:${which}.contact`)}</p>
    </div>
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={720}
      centered
      title={ready ? t("agreement:title") : ""}
      okText={ready ? t("agreement:agree") : "OK"}
      cancelText={t("app:actions.close")}
      onOk={onAgree}
    >
      {!ready ? (
        <div className="sw-center-pad">
          <Spin />
        </div>
      ) : (
        <Tabs
          activeKey={doc}
          onChange={(k) => onDocChange(k as AgreementDoc)}
          items={[
            { key: "terms", label: t("agreement:terms.name"), children: body("terms") },
            { key: "privacy", label: t("agreement:privacy.name"), children: body("privacy") },
          ]}
        />
      )}
    </Modal>
  );
}
