import { addFollowUpBody, SALES_LIMITS } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, DatePicker, Empty, Form, Input, Pagination, Select, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { customerApi } from "../../../api/sales.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, zodRule } from "../../../lib/form-rules.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { FOLLOW_UP_METHODS, type FollowUpMethod, salesKeys } from "../api/sales-api.ts";

interface Values {
  method: FollowUpMethod;
  content: string;
  followedAt?: Dayjs | null;
  nextAt?: Dayjs | null;
}

/** A customer's follow-up records, newest first, with a form to add one. */
export function FollowUps({
  customerId,
  canAdd,
  check,
}: {
  customerId: string;
  canAdd: boolean;
  check: () => boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // The page in the address (followUps.page): Back and the tags bring it back.
  const [{ page }, setList] = useQueryState("followUps", { page: 1 });
  const setPage = (n: number) => setList({ page: n });
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: [...salesKeys.followUps(customerId), page],
    queryFn: () => customerApi.followUps({ customerId, pageNum: page, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

  const add = async (v: Values) => {
    if (!check()) return;
    setBusy(true);
    try {
      await customerApi.addFollowUp({
        customerId,
        method: v.method,
        content: v.content.trim(),
        followedAt: v.followedAt ? v.followedAt.toISOString() : undefined,
        nextAt: v.nextAt ? v.nextAt.toISOString() : null,
      });
      toastSuccess(t("forms:feedback.added"));
      form.resetFields();
      setPage(1);
      await client.invalidateQueries({ queryKey: salesKeys.followUps(customerId) });
      void client.invalidateQueries({ queryKey: salesKeys.customer(customerId) });
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const rows = list.data?.list ?? [];
  return (
    <div className="sw-followups">
      {canAdd && (
        <Form<Values>
          form={form}
          layout="vertical"
          className="sw-followup-form"
          initialValues={{ method: "phone" }}
          onFinish={add}
          data-testid="followup-form"
        >
          <div className="sw-sales-grid-3">
            <Form.Item name="method" label={t("sales:followUp.method")}>
              <Select
                options={FOLLOW_UP_METHODS.map((m) => ({
                  value: m,
                  label: t(`sales:followUp.methods.${m}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="followedAt"
              label={t("sales:followUp.followedAt")}
              extra={t("sales:followUp.followedAtHint")}
            >
              <DatePicker
                showTime={{ format: "HH:mm" }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: "100%" }}
                disabledDate={(d) => d.isAfter(dayjs(), "day")}
              />
            </Form.Item>
            <Form.Item name="nextAt" label={t("sales:followUp.nextAt")}>
              <DatePicker
                showTime={{ format: "HH:mm" }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: "100%" }}
              />
            </Form.Item>
          </div>
          <Form.Item
            name="content"
            label={t("sales:followUp.content")}
            rules={[zodRule(addFollowUpBody.shape.content)]}
          >
            <Input.TextArea
              maxLength={SALES_LIMITS.followUp}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t("sales:followUp.contentPlaceholder")}
              data-testid="followup-content"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="followup-add">
            {t("sales:followUp.add")}
          </Button>
        </Form>
      )}
      {rows.length === 0 && !list.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("sales:followUp.empty")} />
      ) : (
        <ul className="sw-activity" data-testid="followup-list">
          {rows.map((f) => (
            <li key={f.followUpId} data-testid="followup-row">
              <div className="sw-activity-head">
                <Tag color="blue">{t(`sales:followUp.methods.${f.method}`)}</Tag>
                <strong>{f.memberName}</strong>
                <span className="sw-sub-text">
                  <TimeAgo value={f.followedAt} />
                </span>
              </div>
              <p className="sw-activity-text">{f.content}</p>
              {f.nextAt && (
                <div className="sw-sub-text">
                  {t("sales:followUp.nextAt")}: {dayjs(f.nextAt).format("YYYY-MM-DD HH:mm")}
                </div>
              )}
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
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
