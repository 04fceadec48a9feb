import {
  Code,
  type CreateCustomerBody,
  type CustomerKind,
  enterpriseCustomerBody,
  personalCustomerBody,
  SALES_LIMITS,
  storeCustomerBody,
} from "@stoneworks/shared";
import { Alert, Button, Form, Input, Modal, Radio, Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { customerApi } from "../../../api/sales.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, authRule, validValues, zodRule } from "../../../lib/form-rules.ts";
import {
  CUSTOMER_LEVELS,
  CUSTOMER_SOURCES,
  type CustomerItem,
  type CustomerLevel,
  type CustomerSource,
  type Duplicate,
  type Gender,
} from "../api/sales-api.ts";
import { RegionCascader } from "./RegionCascader.tsx";
import { MemberSelect, TeamSelect } from "./Selects.tsx";

/** The body schema of each kind: the form checks its fields by it. */
const BODY = {
  enterprise: enterpriseCustomerBody,
  store: storeCustomerBody,
  personal: personalCustomerBody,
} as const;

interface Values {
  name: string;
  creditCode?: string;
  contactName?: string;
  brand?: string;
  gender?: Gender;
  level?: CustomerLevel;
  source?: CustomerSource;
  phone: string;
  region: string[];
  address: string;
  remark?: string;
  ownerMemberId?: string;
  teamId?: string;
}

function toValues(c: CustomerItem): Values {
  return {
    name: c.name,
    creditCode: c.creditCode ?? undefined,
    contactName: c.contactName ?? undefined,
    brand: c.brand ?? undefined,
    gender: c.gender ?? 0,
    level: c.level ?? undefined,
    source: c.source ?? undefined,
    phone: c.phone,
    region: [c.province, c.city, c.area],
    address: c.address,
    remark: c.remark,
  };
}

function toBody(kind: CustomerKind, v: Values) {
  const [province = "", city = "", area = ""] = v.region ?? [];
  const common = {
    name: v.name.trim(),
    phone: v.phone.trim(),
    province,
    city,
    area,
    address: v.address.trim(),
    remark: v.remark?.trim() ?? "",
  };
  if (kind === "enterprise")
    return {
      kind,
      ...common,
      creditCode: (v.creditCode ?? "").trim().toUpperCase(),
      contactName: (v.contactName ?? "").trim(),
      level: v.level ?? "normal",
      source: v.source ?? "other",
    } as const;
  if (kind === "store")
    return {
      kind,
      ...common,
      brand: (v.brand ?? "").trim(),
      contactName: (v.contactName ?? "").trim(),
    } as const;
  return { kind, ...common, gender: v.gender ?? 0 } as const;
}

const duplicatesOf = (err: unknown): Duplicate[] => {
  if (!(err instanceof ApiError) || err.code !== Code.ValidationFailed) return [];
  const d = (err.data as { duplicates?: Duplicate[] } | null)?.duplicates;
  return Array.isArray(d) ? d : [];
};

/**
 * Add or edit a customer of one kind. A phone (or credit code) another customer already uses comes
 * back as a warning naming that customer; "Save anyway" re-sends with confirmDuplicate.
 */
export function CustomerModal({
  kind,
  editing,
  onClose,
  onSaved,
}: {
  kind: CustomerKind;
  /** null: closed; { customer: null }: add. */
  editing: { customer: CustomerItem | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [duplicates, setDuplicates] = useState<Duplicate[]>([]);
  const c = editing?.customer ?? null;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    setDuplicates([]);
    if (editing.customer) form.setFieldsValue(toValues(editing.customer));
    else form.setFieldsValue({ gender: 0, level: "normal", source: "visit" });
  }, [editing, form]);

  const save = async (confirmDuplicate: boolean) => {
    if (!editing) return;
    const v = await validValues(form);
    if (!v) return;
    const body = toBody(kind, v);
    setBusy(true);
    try {
      // Silent: a 1001 carrying duplicates is shown by the form itself.
      if (c)
        await customerApi.update(
          {
            ...body,
            customerId: c.customerId,
            version: c.version,
            confirmDuplicate,
          },
          { silent: true },
        );
      else
        await customerApi.create(
          {
            ...body,
            ownerMemberId: v.ownerMemberId || undefined,
            teamId: v.teamId || undefined,
            confirmDuplicate,
          } as CreateCustomerBody,
          { silent: true },
        );
      toastSuccess(t(c ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      const dups = duplicatesOf(err);
      if (dups.length) {
        setDuplicates(dups);
        applyFieldErrors(form, err);
        return;
      }
      if (err instanceof ApiError && err.kind === "business") {
        if (!applyFieldErrors(form, err)) toastError(err.message);
        // Someone else saved (or deleted) it first: the list shows their version.
        if (err.code === Code.Conflict || err.code === Code.NotFound) onSaved();
      }
    } finally {
      setBusy(false);
    }
  };

  const kindLabel = t(`sales:kind.${kind}`);
  const nameLabel = t(`sales:customer.nameOf.${kind}`);
  return (
    <Modal
      open={!!editing}
      title={t(c ? "sales:customer.editTitle" : "sales:customer.addTitle", { kind: kindLabel })}
      onCancel={onClose}
      width={720}
      forceRender
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("app:actions.cancel")}
        </Button>,
        duplicates.length > 0 ? (
          <Button
            key="anyway"
            type="primary"
            danger
            loading={busy}
            onClick={() => void save(true)}
            data-testid="customer-save-anyway"
          >
            {t("sales:customer.saveAnyway")}
          </Button>
        ) : (
          <Button
            key="save"
            type="primary"
            loading={busy}
            onClick={() => void save(false)}
            data-testid="customer-save"
          >
            {t("app:actions.save")}
          </Button>
        ),
      ]}
    >
      {duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="sw-sales-alert"
          data-testid="customer-duplicates"
          title={t("sales:customer.duplicateTitle")}
          description={
            <ul className="sw-dup-list">
              {duplicates.map((d) => (
                <li key={`${d.field}-${d.customerId}`}>
                  {t(`sales:customer.duplicate.${d.field}`, {
                    name: d.name,
                    kind: t(`sales:kind.${d.kind}`),
                  })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="customer-form"
        onValuesChange={(changed) => {
          if ("phone" in changed || "creditCode" in changed) setDuplicates([]);
        }}
      >
        <div className="sw-sales-grid">
          <Form.Item name="name" label={nameLabel} rules={[zodRule(BODY[kind].shape.name)]}>
            <Input
              maxLength={kind === "personal" ? SALES_LIMITS.contactName : SALES_LIMITS.customerName}
              data-testid="customer-name"
            />
          </Form.Item>
          {kind === "enterprise" && (
            <Form.Item
              name="creditCode"
              label={t("sales:customer.creditCode")}
              normalize={(v: string) => v?.toUpperCase()}
              rules={[zodRule(enterpriseCustomerBody.shape.creditCode)]}
            >
              <Input maxLength={18} placeholder="91350200MA2XXXXXXX" data-testid="customer-credit-code" />
            </Form.Item>
          )}
          {kind === "store" && (
            <Form.Item
              name="brand"
              label={t("sales:customer.brand")}
              rules={[zodRule(storeCustomerBody.shape.brand)]}
            >
              <Input maxLength={SALES_LIMITS.brand} data-testid="customer-brand" />
            </Form.Item>
          )}
          {kind !== "personal" && (
            <Form.Item
              name="contactName"
              label={t(kind === "store" ? "sales:customer.manager" : "sales:customer.contactName")}
              rules={[zodRule(storeCustomerBody.shape.contactName)]}
            >
              <Input maxLength={SALES_LIMITS.contactName} data-testid="customer-contact" />
            </Form.Item>
          )}
          {kind === "personal" && (
            <Form.Item name="gender" label={t("sales:customer.gender")}>
              <Radio.Group
                options={[1, 2, 0].map((g) => ({ value: g, label: t(`sales:gender.${g}`) }))}
                data-testid="customer-gender"
              />
            </Form.Item>
          )}
          <Form.Item name="phone" label={t("sales:customer.phone")} rules={[authRule("phone")]} required>
            <Input maxLength={11} inputMode="tel" data-testid="customer-phone" />
          </Form.Item>
          {kind === "enterprise" && (
            <>
              <Form.Item
                name="level"
                label={t("sales:customer.level")}
                rules={[zodRule(enterpriseCustomerBody.shape.level)]}
              >
                <Select
                  options={CUSTOMER_LEVELS.map((l) => ({ value: l, label: t(`sales:level.${l}`) }))}
                  data-testid="customer-level"
                />
              </Form.Item>
              <Form.Item
                name="source"
                label={t("sales:customer.source")}
                rules={[zodRule(enterpriseCustomerBody.shape.source)]}
              >
                <Select
                  options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: t(`sales:source.${s}`) }))}
                  data-testid="customer-source"
                />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="region"
            label={t("sales:customer.region")}
            rules={[
              {
                validator: async (_r, v: string[] | undefined) => {
                  if (!v || v.length < 3) throw new Error(t("forms:org.regionRequired"));
                },
              },
            ]}
            required
          >
            <RegionCascader testId="customer-region" />
          </Form.Item>
          <Form.Item
            name="address"
            label={t("sales:customer.address")}
            rules={[zodRule(enterpriseCustomerBody.shape.address)]}
          >
            <Input maxLength={SALES_LIMITS.address} data-testid="customer-address" />
          </Form.Item>
          {!c && (
            <>
              <Form.Item
                name="ownerMemberId"
                label={t("sales:common.owner")}
                extra={t("sales:customer.ownerHint")}
              >
                <MemberSelect allowClear testId="customer-owner" />
              </Form.Item>
              <Form.Item name="teamId" label={t("sales:common.team")} extra={t("sales:customer.teamHint")}>
                <TeamSelect allowClear testId="customer-team" />
              </Form.Item>
            </>
          )}
        </div>
        <Form.Item
          name="remark"
          label={t("sales:common.remark")}
          rules={[zodRule(enterpriseCustomerBody.shape.remark)]}
        >
          <Input.TextArea maxLength={SALES_LIMITS.remark} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
