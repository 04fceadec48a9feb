import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { belongApi } from "../../../api/sales.ts";
import type { BelongTask } from "../api/sales-api.ts";
import { BelongScreen } from "../components/BelongScreen.tsx";
import { DueTime } from "../components/DueTime.tsx";
import { TaskStatusTag } from "../components/Tags.tsx";

/** /businessBelong/task (1703): who owns (is assigned) each task; transfer with history. */
export default function BelongTaskPage() {
  const { t } = useTranslation();
  return (
    <BelongScreen<BelongTask>
      entity="task"
      idKey="taskId"
      nameOf={(r) => r.title}
      fetch={pagedBy(belongApi.taskList)}
      columns={[
        {
          title: t("sales:task.taskTitle"),
          dataIndex: "title",
          render: (v: string) => (
            <strong data-testid="belong-row" data-name={v}>
              {v}
            </strong>
          ),
        },
        {
          title: t("sales:task.status"),
          dataIndex: "status",
          width: 100,
          render: (v: BelongTask["status"]) => <TaskStatusTag status={v} />,
        },
        {
          title: t("sales:task.dueAt"),
          dataIndex: "dueAt",
          width: 200,
          render: (v: string, r) => <DueTime dueAt={v} overdue={r.overdue} />,
        },
      ]}
    />
  );
}
