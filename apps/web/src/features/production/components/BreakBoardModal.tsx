import { boardBreakBody } from "@stoneworks/shared";
import { Alert, type ButtonProps, Form, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cuttingApi } from "../../../api/production.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { zodRule } from "../../../lib/form-rules.ts";

/** Flag a board broken: the reason is required; the board goes back to planning. */
export function BreakBoardModal({
  board,
  onClose,
  onDone,
  afterClose,
}: {
  board: { boardId: string; code: string } | null;
  onClose: () => void;
  onDone: () => unknown;
  /** When the dialog has closed (the scan box takes the focus back). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (board) form.resetFields();
  }, [board, form]);
  const submit = async () => {
    if (!board) return;
    // A missing reason is marked on the field; a refusal was toasted by the HTTP client.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await cuttingApi.breakBoard({ boardId: board.boardId, reason: values.reason });
      toastSuccess(t("production:tasks.broken", { code: board.code }));
      onClose();
      await onDone();
    } catch {
      // toasted by the HTTP client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={board !== null}
      title={board ? t("production:tasks.breakTitle", { code: board.code }) : ""}
      okText={t("production:tasks.break")}
      okButtonProps={{ danger: true, loading: saving, "data-testid": "break-confirm" } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t("production:tasks.breakHint")} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="reason"
          label={t("production:tasks.breakReason")}
          rules={[zodRule(boardBreakBody.shape.reason)]}
        >
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={200}
            placeholder={t("production:tasks.breakReasonPlaceholder")}
            data-testid="break-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
