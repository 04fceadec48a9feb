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
  confirmDanger = danger,
  type = "link",
  icon,
  disabled = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  allowed: boolean;
  check: () => boolean;
  onConfirm: () => Promise<unknown>;
  testId: string;
  children?: ReactNode;
  danger?: boolean;
  /** A red confirm button (default: as `danger`), e.g. for a safe-looking action that revokes something. */
  confirmDanger?: boolean;
  type?: ButtonProps["type"];
  icon?: ReactNode;
  /** Nothing to act on yet (e.g. no row selected): the button is greyed and opens nothing. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t("app:actions.confirm")}
      okButtonProps={{ danger: confirmDanger, "data-testid": `${testId}-ok` } as ButtonProps}
      cancelText={t("app:actions.cancel")}
      onConfirm={onConfirm}
      disabled={!allowed || disabled}
    >
      <Button
        type={type}
        size={type === "link" ? "small" : "middle"}
        danger={danger}
        icon={icon}
        disabled={disabled}
        onClick={() => check()}
        data-testid={testId}
      >
        {children ?? t("app:actions.delete")}
      </Button>
    </Popconfirm>
  );
}
