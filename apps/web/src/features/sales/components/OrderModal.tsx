import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Code, createOrderBody, orderDates, orderLine, SALES_LIMITS } from "@stoneworks/shared";
import { Button, type ButtonProps, DatePicker, Form, Input, InputNumber, Modal, Select, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { orderApi } from "../../../api/sales.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, issueMessage, validValues, zodRule } from "../../../lib/form-rules.ts";
import type { OrderDetail, PriceUnit } from "../api/sales-api.ts";
import {
  draftAmountFen,
  fenToYuanText,
  isM2,
  isYuan,
  type LineDraft,
  mm2ToM2Text,
  parseM2,
  parseYuan,
  sumFen,
} from "../lib/money.ts";
import { Money } from "./Money.tsx";
import { CustomerSelect, MemberSelect } from "./Selects.tsx";

interface LineValues extends LineDraft {
  stoneName?: string;
  specification?: string;
}
interface Values {
  customerId?: string;
  orderDate?: Dayjs;
  deliveryDate?: Dayjs | null;
  projectNo?: string;
  remark?: string;
  ownerMemberId?: string;
  lines: LineValues[];
}

const day = (d: Dayjs) => d.format("YYYY-MM-DD");

const EMPTY_LINE: LineValues = { priceUnit: "m2", quantity: 1, area: "", unitPrice: "" };

function toValues(o: OrderDetail): Values {
  return {
    customerId: o.customerId,
    orderDate: dayjs(o.orderDate),
    deliveryDate: o.deliveryDate ? dayjs(o.deliveryDate) : null,
    projectNo: o.projectNo,
    remark: o.remark,
    lines: o.lines.map((l) => ({
      stoneName: l.stoneName,
      specification: l.specification,
      quantity: l.quantity,
      priceUnit: l.priceUnit,
      area: l.areaMm2 ? mm2ToM2Text(l.areaMm2) : "",
      unitPrice: fenToYuanText(l.unitPriceFen),
    })),
  };
}

/** Create an order (or edit a draft) with its lines; amounts are computed in fen as the server does. */
export function OrderModal({
  open,
  order,
  presetCustomer,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Editing this draft; null to create. */
  order: OrderDetail | null;
  presetCustomer?: { customerId: string; name: string } | null;
  onClose: () => void;
  onSaved: (r: { orderId: string; orderNo?: string }) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const lines = Form.useWatch("lines", form) as LineValues[] | undefined;
  const amounts = (lines ?? []).map((l) => draftAmountFen(l));
  const total = sumFen(amounts);
  const presetId = presetCustomer?.customerId;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (order) form.setFieldsValue(toValues(order));
    else
      form.setFieldsValue({
        orderDate: dayjs(),
        customerId: presetId,
        lines: [{ ...EMPTY_LINE }],
      });
  }, [open, order, presetId, form]);

  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    const body = {
      customerId: v.customerId as string,
      orderDate: day(v.orderDate as Dayjs),
      deliveryDate: v.deliveryDate ? day(v.deliveryDate) : null,
      projectNo: v.projectNo?.trim() ?? "",
      remark: v.remark?.trim() ?? "",
      lines: v.lines.map((l) => ({
        stoneName: (l.stoneName ?? "").trim(),
        specification: (l.specification ?? "").trim(),
        quantity: l.quantity as number,
        areaMm2: parseM2(l.area || "0") ?? 0,
        priceUnit: (l.priceUnit ?? "m2") as PriceUnit,
        unitPriceFen: parseYuan(l.unitPrice) ?? 0,
      })),
    };
    setBusy(true);
    try {
      if (order) {
        await orderApi.update({ ...body, orderId: order.orderId, version: order.version });
        toastSuccess(t("forms:feedback.saved"));
        onSaved({ orderId: order.orderId });
      } else {
        const r = await orderApi.create({ ...body, ownerMemberId: v.ownerMemberId || undefined });
        toastSuccess(t("sales:order.created", { no: r.orderNo }));
        onSaved(r);
      }
    } catch (err) {
      if (err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.InvalidState))
        onSaved({ orderId: order?.orderId ?? "" });
      else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: t("common:validation.required") };
  return (
    <Modal
      open={open}
      title={t(order ? "sales:order.editTitle" : "sales:order.addTitle")}
      onCancel={onClose}
      onOk={save}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "order-save" } as ButtonProps}
      width={1100}
      forceRender
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" data-testid="order-form">
        <div className="sw-sales-grid-3">
          <Form.Item
            name="customerId"
            label={t("sales:order.customer")}
            rules={[zodRule(createOrderBody.shape.customerId)]}
          >
            <CustomerSelect
              testId="order-customer"
              initialLabel={order?.customerName ?? presetCustomer?.name}
            />
          </Form.Item>
          <Form.Item name="orderDate" label={t("sales:order.orderDate")} rules={[required]}>
            <DatePicker style={{ width: "100%" }} data-testid="order-date" />
          </Form.Item>
          <Form.Item
            name="deliveryDate"
            label={t("sales:order.deliveryDate")}
            dependencies={["orderDate"]}
            rules={[
              ({ getFieldValue }) => ({
                // The pickers hold Dayjs: checked as the days the body will carry, by the shared rule.
                validator: async (_r, v: Dayjs | null) => {
                  const from = getFieldValue("orderDate") as Dayjs | undefined;
                  if (!v || !from) return;
                  const r = orderDates.safeParse({ orderDate: day(from), deliveryDate: day(v) });
                  if (!r.success) throw new Error(issueMessage(r.error.issues[0]!));
                },
              }),
            ]}
          >
            <DatePicker style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item
            name="projectNo"
            label={t("sales:order.projectNo")}
            extra={t("sales:order.projectNoHint")}
            rules={[zodRule(createOrderBody.shape.projectNo)]}
          >
            <Input maxLength={SALES_LIMITS.projectNo} />
          </Form.Item>
          {!order && (
            <Form.Item
              name="ownerMemberId"
              label={t("sales:common.owner")}
              extra={t("sales:order.ownerHint")}
            >
              <MemberSelect allowClear />
            </Form.Item>
          )}
          <Form.Item
            name="remark"
            label={t("sales:common.remark")}
            rules={[zodRule(createOrderBody.shape.remark)]}
          >
            <Input maxLength={SALES_LIMITS.remark} />
          </Form.Item>
        </div>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_r, v: LineValues[] | undefined) => {
                // The lines hold m² and yuan as typed, so only their count is the schema's rule here.
                if (!v || v.length === 0) throw new Error(t("common:sales.linesRequired"));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              <Table
                className="sw-lines-table"
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                columns={[
                  {
                    title: "#",
                    key: "seq",
                    width: 36,
                    render: (_, _f, i) => i + 1,
                  },
                  {
                    title: t("sales:line.stoneName"),
                    key: "stoneName",
                    render: (_, f) => (
                      <Form.Item name={[f.name, "stoneName"]} rules={[zodRule(orderLine.shape.stoneName)]}>
                        <Input
                          maxLength={SALES_LIMITS.stoneName}
                          placeholder={t("sales:line.stonePlaceholder")}
                          data-testid="line-stone"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.specification"),
                    key: "specification",
                    width: 150,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, "specification"]}
                        rules={[zodRule(orderLine.shape.specification)]}
                      >
                        <Input
                          maxLength={SALES_LIMITS.specification}
                          placeholder="600×600×18"
                          data-testid="line-spec"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.quantity"),
                    key: "quantity",
                    width: 100,
                    render: (_, f) => (
                      <Form.Item name={[f.name, "quantity"]} rules={[zodRule(orderLine.shape.quantity)]}>
                        <InputNumber
                          min={1}
                          max={1_000_000}
                          precision={0}
                          style={{ width: "100%" }}
                          data-testid="line-quantity"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.priceUnit"),
                    key: "priceUnit",
                    width: 110,
                    render: (_, f) => (
                      <Form.Item name={[f.name, "priceUnit"]}>
                        <Select
                          options={(["m2", "piece"] as const).map((u) => ({
                            value: u,
                            label: t(`sales:line.unit.${u}`),
                          }))}
                          data-testid="line-unit"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.areaM2"),
                    key: "area",
                    width: 120,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, "area"]}
                        dependencies={[["lines", f.name, "priceUnit"]]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: async (_r, v: string | undefined) => {
                              const unit = getFieldValue(["lines", f.name, "priceUnit"]) as PriceUnit;
                              const empty = !v || v.trim() === "";
                              if (empty && unit === "piece") return;
                              if (empty) throw new Error(t("common:sales.areaRequiredForM2"));
                              if (!isM2(v) || (unit === "m2" && parseM2(v) === 0))
                                throw new Error(t("sales:validation.area"));
                            },
                          }),
                        ]}
                      >
                        <Input placeholder="0.000" inputMode="decimal" data-testid="line-area" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.unitPrice"),
                    key: "unitPrice",
                    width: 130,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, "unitPrice"]}
                        rules={[
                          {
                            validator: async (_r, v: string | undefined) => {
                              if (!isYuan(v) || parseYuan(v) === null)
                                throw new Error(t("sales:validation.unitPrice"));
                            },
                          },
                        ]}
                      >
                        <Input prefix="¥" placeholder="0.00" inputMode="decimal" data-testid="line-price" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("sales:line.amount"),
                    key: "amount",
                    width: 130,
                    align: "right",
                    render: (_, _f, i) => <Money fen={amounts[i] ?? null} testId="line-amount" />,
                  },
                  {
                    key: "remove",
                    width: 40,
                    render: (_, f) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={fields.length <= 1}
                        onClick={() => remove(f.name)}
                        aria-label={t("app:actions.remove")}
                      />
                    ),
                  },
                ]}
              />
              <Form.ErrorList errors={errors} />
              <div className="sw-lines-foot">
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ ...EMPTY_LINE })}
                  disabled={fields.length >= 100}
                  data-testid="line-add"
                >
                  {t("sales:line.add")}
                </Button>
                <span className="sw-lines-total">
                  {t("sales:order.total")}
                  <strong data-testid="order-form-total">
                    <Money fen={total} />
                  </strong>
                </span>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
