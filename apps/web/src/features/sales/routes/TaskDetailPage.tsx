import { EditOutlined } from "@ant-design/icons";
import { addTaskNoteBody, Code, Menu, SALES_LIMITS, type TaskAction } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Pagination,
  Result,
  Skeleton,
  Space,
  Tabs,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { taskApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, zodRule } from "../../../lib/form-rules.ts";
import { checkPermission, hasMenu } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { salesKeys } from "../api/sales-api.ts";
import { DueTime } from "../components/DueTime.tsx";
import { OwnershipHistory } from "../components/OwnershipHistory.tsx";
import { PriorityTag, TaskStatusTag } from "../components/Tags.tsx";
import { editTaskPath, orderPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";

const ACTIONS: TaskAction[] = ["start", "finish", "reopen"];

/** /taskManagement/taskDetail?taskId= (hidden, 1500): the task, its status actions and progress notes. */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = params.get("taskId") ?? "";
  const navigate = useNavigate();
  const client = useQueryClient();
  const info = useUserInfo();
  const detail = useQuery({
    queryKey: salesKeys.task(taskId),
    queryFn: () => taskApi.detail({ taskId }),
    enabled: !!taskId,
    retry: false,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: salesKeys.task(taskId) }),
      client.invalidateQueries({ queryKey: salesKeys.tasks }),
    ]);

  if (!taskId || detail.isError)
    return (
      <Card className="sw-page-card">
        <Result status="404" title={t("sales:task.notFound")} />
      </Card>
    );
  const task = detail.data;
  if (!task)
    return (
      <Card className="sw-page-card">
        <Skeleton active />
      </Card>
    );
  const allowed = hasMenu(info.data, Menu.Tasks);
  const check = () => checkPermission(info.data, Menu.Tasks);

  const transition = async (action: TaskAction) => {
    try {
      await taskApi.transition({ taskId: task.taskId, version: task.version, action });
      toastSuccess(t(`sales:task.done.${action}`));
    } catch (err) {
      if (!(err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.InvalidState)))
        throw err;
    } finally {
      await refresh();
    }
  };

  return (
    <div className="sw-page" data-testid="task-detail">
      <Card
        className="sw-page-card"
        title={
          <Space>
            <span data-testid="task-detail-title">{task.title}</span>
            <TaskStatusTag status={task.status} />
            <PriorityTag priority={task.priority} />
          </Space>
        }
        extra={
          <div className="sw-detail-actions">
            {ACTIONS.filter((a) => task.allowedActions.includes(a)).map((a) => (
              <ConfirmAction
                key={a}
                type={a === "reopen" ? "default" : "primary"}
                title={t(`sales:task.ask.${a}`)}
                allowed={allowed}
                check={check}
                onConfirm={() => transition(a)}
                testId={`task-${a}`}
              >
                {t(`sales:task.actions.${a}`)}
              </ConfirmAction>
            ))}
            {task.status !== "done" && (
              <Button
                icon={<EditOutlined />}
                onClick={() => check() && navigate(editTaskPath(task.taskId))}
                data-testid="task-edit"
              >
                {t("app:actions.edit")}
              </Button>
            )}
            <ConfirmAction
              type="default"
              danger
              title={t("sales:task.deleteConfirm", { title: task.title })}
              allowed={allowed}
              check={check}
              onConfirm={async () => {
                await taskApi.delete({ taskId: task.taskId });
                toastSuccess(t("forms:feedback.deleted"));
                void client.invalidateQueries({ queryKey: salesKeys.tasks });
                navigate("/taskManagement/taskList");
              }}
              testId="task-delete"
            />
          </div>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t("sales:task.dueAt")}>
            <DueTime dueAt={task.dueAt} overdue={task.overdue} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:task.assignee")}>{task.assigneeName}</Descriptions.Item>
          <Descriptions.Item label={t("sales:task.creator")}>{task.creatorName}</Descriptions.Item>
          <Descriptions.Item label={t("sales:order.customer")}>{task.customerName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:collection.order")}>
            {task.orderId && task.orderNo ? (
              hasMenu(info.data, Menu.Orders) ? (
                <Link to={orderPath(task.orderId, task.orderNo)}>{task.orderNo}</Link>
              ) : (
                task.orderNo
              )
            ) : (
              "-"
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("sales:common.team")}>{task.teamName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("sales:common.createdAt")}>
            <TimeAgo value={task.createdAt} />
          </Descriptions.Item>
          {task.completedAt && (
            <Descriptions.Item label={t("sales:task.completedAt")}>
              <TimeAgo value={task.completedAt} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t("sales:task.content")} span={3}>
            <span className="sw-task-content">{task.content || "-"}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="sw-page-card">
        <Tabs
          items={[
            {
              key: "notes",
              label: `${t("sales:task.notes")} (${task.noteCount})`,
              children: <Notes taskId={task.taskId} allowed={allowed} check={check} onAdded={refresh} />,
            },
            {
              key: "history",
              label: t("sales:customer.tabs.history"),
              children: <OwnershipHistory entity="task" entityId={task.taskId} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

function Notes({
  taskId,
  allowed,
  check,
  onAdded,
}: {
  taskId: string;
  allowed: boolean;
  check: () => boolean;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  // The page in the address (notes.page): Back and the tags bring it back.
  const [{ page }, setList] = useQueryState("notes", { page: 1 });
  const setPage = (n: number) => setList({ page: n });
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: [...salesKeys.taskNotes(taskId), page],
    queryFn: () => taskApi.notes({ taskId, pageNum: page, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
  const add = async (v: { content: string }) => {
    if (!check()) return;
    setBusy(true);
    try {
      await taskApi.addNote({ taskId, content: v.content.trim() });
      toastSuccess(t("forms:feedback.added"));
      form.resetFields();
      setPage(1);
      await client.invalidateQueries({ queryKey: salesKeys.taskNotes(taskId) });
      await onAdded();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  const rows = list.data?.list ?? [];
  return (
    <div>
      {allowed && (
        <Form form={form} layout="vertical" className="sw-note-form" onFinish={add}>
          <Form.Item
            name="content"
            label={t("sales:task.addNote")}
            rules={[zodRule(addTaskNoteBody.shape.content)]}
          >
            <Input.TextArea
              maxLength={SALES_LIMITS.note}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t("sales:task.notePlaceholder")}
              data-testid="note-content"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="note-add">
            {t("sales:task.addNoteButton")}
          </Button>
        </Form>
      )}
      {rows.length === 0 && !list.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("sales:task.noNotes")} />
      ) : (
        <ul className="sw-activity" data-testid="note-list">
          {rows.map((n) => (
            <li key={n.noteId} data-testid="note-row">
              <div className="sw-activity-head">
                <strong>{n.memberName}</strong>
                <span className="sw-sub-text">
                  <TimeAgo value={n.createdAt} />
                </span>
              </div>
              <p className="sw-activity-text">{n.content}</p>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > 10 && (
        <Pagination
          size="small"
          current={page}
          pageSize={10}
          total={list.data?.total ?? 0}
          onChange={setPage}
        />
      )}
    </div>
  );
}
