import { Code } from "@stoneworks/shared";
import type { ButtonProps } from "antd";
import { DatePicker, Form, Modal } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { productionProjectApi } from "../../../api/production.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";

export interface DeliveryTarget {
  projectId: string;
  name: string;
  deliveryDate: string | null;
  version: number;
}

/** Edit a production project's delivery date (versioned: a stale one reloads the list). */
export function DeliveryDateModal({
  target,
  onClose,
  onSaved,
}: {
  target: DeliveryTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deliveryDate: Dayjs | null }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (target)
      form.setFieldsValue({ deliveryDate: target.deliveryDate ? dayjs(target.deliveryDate) : null });
  }, [target, form]);

  const save = async () => {
    if (!target) return;
    const v = await form.validateFields().catch(() => null);
    if (!v?.deliveryDate) return;
    setBusy(true);
    try {
      await productionProjectApi.setDeliveryDate({
        projectId: target.projectId,
        deliveryDate: v.deliveryDate.format("YYYY-MM-DD"),
        version: target.version,
      });
      toastSuccess(t("production:project.deliverySaved"));
      onSaved();
    } catch (err) {
      // 1012 / 1002: someone changed it meanwhile (the client toasted it): show the fresh list.
      if (err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.NotFound)) onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={t("production:project.deliveryTitle", { name: target?.name ?? "" })}
      onCancel={onClose}
      onOk={save}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "delivery-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="deliveryDate"
          label={t("production:project.deliveryDate")}
          rules={[{ required: true, message: t("production:project.deliveryRequired") }]}
        >
          <DatePicker style={{ width: "100%" }} format="YYYY-MM-DD" data-testid="delivery-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
