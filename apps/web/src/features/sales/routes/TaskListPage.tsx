import { Menu } from "@stoneworks/shared";
import { Card, Checkbox, Segmented, Select, Table } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { taskApi } from "../../../api/sales.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { usePermission } from "../../../lib/permission.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import {
  salesKeys,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskFilters,
  type TaskItem,
  type TaskScope,
} from "../api/sales-api.ts";
import { taskColumns } from "../components/columns.tsx";
import { addTaskPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

const SCOPES: TaskScope[] = ["mine", "assignedByMe", "all"];

/** /taskManagement/taskList (1500): my tasks, tasks I assigned, all; overdue ones highlighted. */
export default function TaskListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.Tasks);
  const paged = usePaged<TaskItem, TaskFilters>(salesKeys.tasks, pagedBy(taskApi.list), { scope: "mine" });
  const scope = paged.filters.scope ?? "mine";
  // Open on a tab with content: when "my tasks" is empty on arrival (an administrator who assigns
  // rather than does), show all tasks instead, once; a tab the user picks stays.
  const settled = useRef(false);
  const firstPage = paged.list.data;
  useEffect(() => {
    if (settled.current || !firstPage) return;
    settled.current = true;
    if (firstPage.total === 0 && scope === "mine") paged.filter({ scope: "all" });
  }, [firstPage, scope, paged.filter]);

  const columns = taskColumns(t, { assignee: scope !== "mine" });
  columns.splice(1, 0, {
    title: t("sales:task.relatedTo"),
    key: "related",
    ellipsis: true,
    render: (_, task) => [task.customerName, task.orderNo].filter(Boolean).join(" · ") || "-",
  });
  if (scope !== "assignedByMe")
    columns.push({ title: t("sales:task.creator"), dataIndex: "creatorName", width: 110 });

  return (
    <div className="sw-page" data-testid="tasks-page">
      <Card className="sw-page-card" title={t("sales:task.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 220, placeholder: t("sales:task.searchPlaceholder") }}
          before={
            <Segmented<TaskScope>
              value={scope}
              onChange={(v) => {
                settled.current = true;
                paged.filter({ scope: v });
              }}
              options={SCOPES.map((s) => ({ value: s, label: t(`sales:task.scope.${s}`) }))}
              data-testid="task-scope"
            />
          }
          add={{
            label: t("sales:task.add"),
            testId: "task-add",
            onClick: () => can.check() && navigate(addTaskPath()),
          }}
        >
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t("sales:task.status")}
            value={paged.filters.status}
            onChange={(v) => paged.filter({ status: v ?? undefined })}
            options={TASK_STATUSES.map((s) => ({ value: s, label: t(`sales:taskStatus.${s}`) }))}
          />
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t("sales:task.priority")}
            value={paged.filters.priority}
            onChange={(v) => paged.filter({ priority: v ?? undefined })}
            options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`sales:priority.${p}`) }))}
          />
          <Checkbox
            checked={!!paged.filters.overdue}
            onChange={(e) => paged.filter({ overdue: e.target.checked || undefined })}
            data-testid="task-overdue-filter"
          >
            {t("sales:task.overdueOnly")}
          </Checkbox>
        </ListToolbar>
        <Table<TaskItem>
          rowKey="taskId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={columns}
          rowClassName={(r) => (r.overdue ? "sw-row-overdue" : "")}
          tableLayout="fixed"
        />
      </Card>
    </div>
  );
}
