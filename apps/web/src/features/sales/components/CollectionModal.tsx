import { createOfflineCollectionBody, SALES_LIMITS } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, type ButtonProps, DatePicker, Form, Input, Modal, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { financeApi, orderApi } from "../../../api/sales.ts";
import { ImageUpload } from "../../../components/ImageUpload.tsx";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import type { UploadedImage } from "../../../lib/upload.ts";
import { OFFLINE_METHODS, type OfflineMethod, salesKeys } from "../api/sales-api.ts";
import { parseYuan } from "../lib/money.ts";
import { formatYuan } from "./Money.tsx";
import { OrderSelect } from "./Selects.tsx";

interface Values {
  orderId?: string;
  amount: string;
  method: OfflineMethod;
  payer: string;
  paidOn: Dayjs;
  voucher?: UploadedImage | null;
  remark?: string;
}

/** Orders that can take a collection (docs/api-sales.md "Offline collections"). */
const COLLECTABLE = new Set(["confirmed", "inProduction", "delivered", "completed"]);

/**
 * Record an offline collection against an order: amount, method, payer, date, voucher image. It waits
 * for finance staff to confirm it. Opened from an order (fixed) or from the collections list (pick one).
 */
export function CollectionModal({
  open,
  order,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The order it is for; null lets the user pick one. */
  order: { orderId: string; orderNo: string; customerName: string; payer?: string } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const picked = Form.useWatch("orderId", form) as string | undefined;
  const orderId = order?.orderId ?? picked;
  // The order's figures, fresh: what may still be collected.
  const detail = useQuery({
    queryKey: [...salesKeys.order(orderId ?? ""), "forCollection"],
    // Quiet: a finance user without the orders menu just does not see the hint.
    queryFn: () =>
      orderApi.detail({ orderId: orderId as string }, { silent: true, forbiddenRedirect: false }),
    retry: false,
    enabled: open && !!orderId,
    staleTime: 0,
  });
  const d = detail.data;
  const room = d ? d.totalFen - d.receivedFen - d.pendingFen : null;
  const collectable = d ? COLLECTABLE.has(d.status) : true;

  const presetPayer = order?.payer ?? "";
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ method: "bankTransfer", paidOn: dayjs(), payer: presetPayer });
  }, [open, presetPayer, form]);

  useEffect(() => {
    // Picking an order suggests its customer as the payer.
    if (!order && d && !form.getFieldValue("payer")) form.setFieldValue("payer", d.customerName);
  }, [d, order, form]);

  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      await financeApi.offlineCreate({
        orderId: orderId as string,
        amountFen: parseYuan(v.amount) as number,
        method: v.method,
        payer: v.payer.trim(),
        paidOn: v.paidOn.format("YYYY-MM-DD"),
        voucherFileId: v.voucher?.fileId ?? null,
        remark: v.remark?.trim() ?? "",
      });
      toastSuccess(t("sales:collection.recorded"));
      onSaved();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("sales:collection.recordTitle")}
      onCancel={onClose}
      onOk={save}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "collection-save", disabled: !collectable } as ButtonProps}
      width={640}
      forceRender
      destroyOnHidden
    >
      <Alert type="info" showIcon className="sw-sales-alert" title={t("sales:collection.pendingHint")} />
      {d && !collectable && (
        <Alert
          type="warning"
          showIcon
          className="sw-sales-alert"
          title={t("sales:collection.notCollectable", { status: t(`sales:orderStatus.${d.status}`) })}
        />
      )}
      <Form<Values> form={form} layout="vertical" data-testid="collection-form">
        {order ? (
          <Form.Item label={t("sales:collection.order")}>
            <strong>{order.orderNo}</strong> · {order.customerName}
          </Form.Item>
        ) : (
          <Form.Item
            name="orderId"
            label={t("sales:collection.order")}
            rules={[zodRule(createOfflineCollectionBody.shape.orderId)]}
          >
            <OrderSelect testId="collection-order" />
          </Form.Item>
        )}
        <div className="sw-sales-grid">
          <Form.Item
            name="amount"
            label={t("sales:collection.amount")}
            extra={room !== null ? t("sales:collection.room", { amount: formatYuan(room) }) : undefined}
            dependencies={["orderId"]}
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  const fen = parseYuan(v);
                  if (fen === null || fen <= 0) throw new Error(t("sales:validation.amount"));
                  if (room !== null && fen > room) throw new Error(t("common:sales.amountOverOutstanding"));
                },
              },
            ]}
          >
            <Input prefix="¥" placeholder="0.00" inputMode="decimal" data-testid="collection-amount" />
          </Form.Item>
          <Form.Item name="method" label={t("sales:collection.method")}>
            <Select
              options={OFFLINE_METHODS.map((m) => ({ value: m, label: t(`sales:method.${m}`) }))}
              data-testid="collection-method"
            />
          </Form.Item>
          <Form.Item
            name="payer"
            label={t("sales:collection.payer")}
            rules={[zodRule(createOfflineCollectionBody.shape.payer)]}
          >
            <Input maxLength={SALES_LIMITS.payer} data-testid="collection-payer" />
          </Form.Item>
          <Form.Item
            name="paidOn"
            label={t("sales:collection.paidOn")}
            rules={[{ required: true, message: t("common:validation.required") }]}
          >
            <DatePicker style={{ width: "100%" }} disabledDate={(x) => x.isAfter(dayjs(), "day")} />
          </Form.Item>
        </div>
        <Form.Item
          name="voucher"
          label={t("sales:collection.voucher")}
          extra={t("sales:collection.voucherHint")}
        >
          <ImageUpload testId="collection-voucher" />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t("sales:common.remark")}
          rules={[zodRule(createOfflineCollectionBody.shape.remark)]}
        >
          <Input.TextArea maxLength={SALES_LIMITS.remark} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
