import { Button, type ButtonProps, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A row action behind a confirmation (delete, confirm, reject…); the click checks the menu
 * permission first, so a user without it gets the "no permission" toast instead of the dialog.
 */
export function ConfirmAction({
  title,
  description,
  allowed,
  check,
  onConfirm,
  testId,
  children,
  danger = false,
  type = "link",
}: {
  title: ReactNode;
  description?: ReactNode;
  allowed: boolean;
  check: () => boolean;
  onConfirm: () => Promise<unknown>;
  testId: string;
  children?: ReactNode;
  danger?: boolean;
  type?: ButtonProps["type"];
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t("app:actions.confirm")}
      okButtonProps={{ danger, "data-testid": `${testId}-ok` } as ButtonProps}
      cancelText={t("app:actions.cancel")}
      onConfirm={onConfirm}
      disabled={!allowed}
    >
      <Button
        type={type}
        size={type === "link" ? "small" : "middle"}
        danger={danger}
        onClick={() => check()}
        data-testid={testId}
      >
        {children ?? t("app:actions.delete")}
      </Button>
    </Popconfirm>
  );
}
