import { type ButtonProps, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The add-or-edit modal shell: Save / Cancel, busy while saving, the form rendered (and reset) on open. */
export function EditModal({
  open,
  title,
  onCancel,
  onOk,
  busy,
  saveTestId,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onCancel: () => void;
  onOk: () => unknown;
  busy: boolean;
  saveTestId: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={onOk}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": saveTestId } as ButtonProps}
      {...(width === undefined ? {} : { width })}
      forceRender
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
