import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/** A row's delete link behind a confirmation; the click checks the menu permission first. */
export function ConfirmDelete({
  title,
  description,
  allowed,
  check,
  onConfirm,
  testId,
}: {
  title: string;
  description?: string;
  allowed: boolean;
  check: () => boolean;
  onConfirm: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t("app:actions.confirm")}
      okButtonProps={{ danger: true }}
      cancelText={t("app:actions.cancel")}
      onConfirm={onConfirm}
      disabled={!allowed}
    >
      <Button type="link" size="small" danger onClick={() => check()} data-testid={testId}>
        {t("app:actions.delete")}
      </Button>
    </Popconfirm>
  );
}
