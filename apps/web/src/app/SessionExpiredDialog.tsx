import { ExclamationCircleFilled } from "@ant-design/icons";
import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";

/** 登录过期，请重新登录 with one button 重新登录 (codes 5/15/16); loaded only when first shown. */
export default function SessionExpiredDialog({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      centered
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={400}
      title={
        <span className="sw-session-title">
          <ExclamationCircleFilled style={{ color: "#faad14", marginRight: 8 }} />
          {t("app:session.expiredTitle")}
        </span>
      }
      footer={
        <Button type="primary" onClick={onConfirm} data-testid="session-relogin">
          {t("app:session.relogin")}
        </Button>
      }
      data-testid="session-dialog"
    >
      <p data-testid="session-dialog-text">{t("common:code.sessionExpired")}</p>
    </Modal>
  );
}
