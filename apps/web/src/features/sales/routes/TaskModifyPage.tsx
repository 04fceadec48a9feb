import { Code, createTaskBody, SALES_LIMITS } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, Skeleton, Space } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { taskApi } from "../../../api/sales.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, zodRule } from "../../../lib/form-rules.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { salesKeys, staffOptionsQuery, TASK_PRIORITIES, type TaskPriority } from "../api/sales-api.ts";
import { CustomerSelect, MemberSelect, OrderSelect } from "../components/Selects.tsx";
import { taskPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";

type LinkKind = "none" | "customer" | "order";
interface Values {
  title: string;
  content?: string;
  link: LinkKind;
  customerId?: string;
  orderId?: string;
  assigneeMemberId?: string;
  dueAt?: Dayjs;
  priority: TaskPriority;
}

/**
 * /taskManagement/taskModify (hidden, 1500): add a task (?mode=add, optionally &customerId= or
 * &orderId=) or edit one (?mode=edit&taskId=). The assignee of an existing task changes by transfer.
 */
export default function TaskModifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const info = useUserInfo();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const taskId = params.get("mode") === "edit" ? (params.get("taskId") ?? "") : "";
  const presetCustomer = params.get("customerId") ?? undefined;
  const presetOrder = params.get("orderId") ?? undefined;
  const existing = useQuery({
    queryKey: salesKeys.task(taskId),
    queryFn: () => taskApi.detail({ taskId }),
    enabled: !!taskId,
  });
  // "Me" as the default assignee: the staff option with the signed-in phone.
  const me = useQuery({ ...staffOptionsQuery(info.data?.userInfo.account), enabled: !taskId && !!info.data });
  const link = Form.useWatch("link", form) ?? "none";
  const customerId = Form.useWatch("customerId", form) as string | undefined;
  const task = existing.data;

  useEffect(() => {
    if (taskId) {
      if (!task) return;
      form.setFieldsValue({
        title: task.title,
        content: task.content,
        link: task.orderId ? "order" : task.customerId ? "customer" : "none",
        customerId: task.customerId ?? undefined,
        orderId: task.orderId ?? undefined,
        assigneeMemberId: task.assigneeMemberId ?? undefined,
        dueAt: dayjs(task.dueAt),
        priority: task.priority,
      });
      return;
    }
    form.resetFields();
    form.setFieldsValue({
      link: presetOrder ? "order" : presetCustomer ? "customer" : "none",
      customerId: presetCustomer,
      orderId: presetOrder,
      priority: "normal",
      dueAt: dayjs().add(1, "day").hour(18).minute(0).second(0).millisecond(0),
    });
  }, [taskId, task, presetCustomer, presetOrder, form]);

  useEffect(() => {
    const mine = me.data?.find((m) => m.phone === info.data?.userInfo.account);
    if (!taskId && mine && !form.getFieldValue("assigneeMemberId"))
      form.setFieldValue("assigneeMemberId", mine.memberId);
  }, [me.data, info.data, taskId, form]);

  const save = async (v: Values) => {
    const body = {
      title: v.title.trim(),
      content: v.content?.trim() ?? "",
      customerId: v.link === "customer" ? (v.customerId ?? null) : null,
      orderId: v.link === "order" ? (v.orderId ?? null) : null,
      dueAt: (v.dueAt as Dayjs).toISOString(),
      priority: v.priority,
    };
    setBusy(true);
    try {
      if (task) {
        await taskApi.update({ ...body, taskId: task.taskId, version: task.version });
        toastSuccess(t("forms:feedback.saved"));
        await client.invalidateQueries({ queryKey: salesKeys.task(task.taskId) });
        navigate(taskPath(task.taskId, body.title));
      } else {
        const r = await taskApi.create({ ...body, assigneeMemberId: v.assigneeMemberId as string });
        toastSuccess(t("forms:feedback.added"));
        void client.invalidateQueries({ queryKey: salesKeys.tasks });
        navigate(taskPath(r.taskId, body.title));
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) {
        setConflict(true);
        await existing.refetch();
      } else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  if (taskId && !task)
    return (
      <Card className="sw-page-card">
        <Skeleton active />
      </Card>
    );
  const required = { required: true, message: t("common:validation.required") };
  return (
    <div className="sw-page" data-testid="task-modify">
      <Card className="sw-page-card" title={t(task ? "sales:task.editTitle" : "sales:task.addTitle")}>
        {conflict && (
          <Alert type="warning" showIcon className="sw-sales-alert" title={t("sales:common.conflict")} />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          style={{ maxWidth: 820 }}
          data-testid="task-form"
        >
          <Form.Item
            name="title"
            label={t("sales:task.taskTitle")}
            rules={[zodRule(createTaskBody.shape.title)]}
          >
            <Input maxLength={SALES_LIMITS.taskTitle} showCount data-testid="task-title" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t("sales:task.content")}
            rules={[zodRule(createTaskBody.shape.content)]}
          >
            <Input.TextArea
              maxLength={SALES_LIMITS.taskContent}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              data-testid="task-content"
            />
          </Form.Item>
          <Form.Item name="link" label={t("sales:task.relatedTo")}>
            <Radio.Group
              optionType="button"
              options={(["none", "customer", "order"] as const).map((k) => ({
                value: k,
                label: t(`sales:task.link.${k}`),
              }))}
            />
          </Form.Item>
          {link === "customer" && (
            <Form.Item name="customerId" label={t("sales:order.customer")} rules={[required]}>
              <CustomerSelect testId="task-customer" initialLabel={task?.customerName ?? undefined} />
            </Form.Item>
          )}
          {link === "order" && (
            <Form.Item name="orderId" label={t("sales:collection.order")} rules={[required]}>
              <OrderSelect
                testId="task-order"
                customerId={customerId}
                initialLabel={task?.orderNo ? `${task.orderNo} · ${task.customerName ?? ""}` : undefined}
              />
            </Form.Item>
          )}
          <div className="sw-sales-grid-3">
            <Form.Item
              name="assigneeMemberId"
              label={t("sales:task.assignee")}
              rules={[zodRule(createTaskBody.shape.assigneeMemberId)]}
              extra={task ? t("sales:task.assigneeByTransfer") : undefined}
            >
              {task ? (
                <Select disabled options={[{ value: task.assigneeMemberId, label: task.assigneeName }]} />
              ) : (
                <MemberSelect testId="task-assignee" />
              )}
            </Form.Item>
            <Form.Item name="dueAt" label={t("sales:task.dueAt")} rules={[required]}>
              <DatePicker
                showTime={{ format: "HH:mm" }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: "100%" }}
                data-testid="task-due"
              />
            </Form.Item>
            <Form.Item name="priority" label={t("sales:task.priority")}>
              <Select
                options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`sales:priority.${p}`) }))}
                data-testid="task-priority"
              />
            </Form.Item>
          </div>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="task-save">
              {t("app:actions.save")}
            </Button>
            <Button onClick={() => navigate(-1)}>{t("app:actions.back")}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
