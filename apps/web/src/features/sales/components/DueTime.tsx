import { WarningFilled } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../lib/dayjs-locale.ts";

/** A task's due time; overdue ones in red with a mark. */
export function DueTime({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  const { t } = useTranslation();
  const text = dayjs(dueAt).format("YYYY-MM-DD HH:mm");
  if (!overdue) return <span className="sw-nowrap">{text}</span>;
  return (
    <span className="sw-overdue sw-nowrap" data-testid="task-overdue">
      <WarningFilled /> {text} · {t("sales:task.overdue")}
    </span>
  );
}
