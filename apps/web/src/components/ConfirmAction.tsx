import { Button, type ButtonProps, Popconfirm, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A row action behind a confirmation (delete, confirm, reject…); the click checks the menu
 * permission first, so a user without it gets the "no permission" toast instead of the dialog. A known
 * reason the server would refuse (`blocked`: a role still has members) greys the button and says why in
 * its tooltip, so no confirmation is offered for an action that cannot succeed. A refusal the screen
 * could not foresee was already toasted by the HTTP client: the dialog just closes.
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
  blocked,
  afterClose,
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
  /** Why the action cannot be done now: the button is greyed with this as its tooltip. */
  blocked?: ReactNode;
  /** When the confirmation has closed, confirmed or not (a scan box takes the focus back). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const label = children ?? t("app:actions.delete");
  if (blocked)
    return (
      <Tooltip title={<span data-testid={`${testId}-blocked`}>{blocked}</span>}>
        <Button
          type={type}
          size={type === "link" ? "small" : "middle"}
          danger={danger}
          icon={icon}
          disabled
          data-testid={testId}
        >
          {label}
        </Button>
      </Tooltip>
    );
  const confirm = async () => {
    try {
      await onConfirm();
    } catch {
      // the HTTP client toasted the refusal; left to antd, the rejection would be an uncaught error
    }
  };
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t("app:actions.confirm")}
      okButtonProps={{ danger: confirmDanger, "data-testid": `${testId}-ok` } as ButtonProps}
      cancelText={t("app:actions.cancel")}
      onConfirm={confirm}
      onOpenChange={(open) => !open && afterClose?.()}
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
        {label}
      </Button>
    </Popconfirm>
  );
}
