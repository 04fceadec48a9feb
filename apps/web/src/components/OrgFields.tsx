import { createOrgBody, type OrgBody, type Region, updateOrgBody } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Cascader, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { regionApi } from "../api/enterprise.ts";
import { zodRule } from "../lib/form-rules.ts";
import type { UploadedImage } from "../lib/upload.ts";
import { ImageUpload } from "./ImageUpload.tsx";

/** The fields of an enterprise (create and edit), limits of docs/api-enterprise.md. */
export interface OrgFormValues {
  logo: UploadedImage | null;
  name: string;
  contactName: string;
  contactPhone: string;
  region: [string, string, string] | [];
  address: string;
}

export function toOrgBody(v: OrgFormValues): OrgBody {
  const [province = "", city = "", area = ""] = v.region;
  return {
    name: v.name.trim(),
    logo: v.logo?.fileId ?? "",
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    province,
    city,
    area,
    address: v.address.trim(),
  };
}

/** Province → city → area (full China divisions); names are place names, the same in both languages. */
export const regionTreeQuery = {
  queryKey: ["region", "tree"] as const,
  queryFn: () => regionApi.tree(),
  staleTime: Number.POSITIVE_INFINITY,
};

function RegionCascader(props: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t } = useTranslation();
  const tree = useQuery(regionTreeQuery);
  return (
    <Cascader<Region>
      id={props.id}
      value={props.value}
      onChange={(v) => props.onChange?.(v as string[])}
      options={tree.data ?? []}
      loading={tree.isLoading}
      fieldNames={{ label: "name", value: "code", children: "children" }}
      placeholder={t("forms:org.regionPlaceholder")}
      showSearch={{
        filter: (input, path) => path.some((o) => o.name.includes(input)),
      }}
      data-testid="org-region"
    />
  );
}

const fields = createOrgBody.shape;

/**
 * Form.Items of an enterprise; rendered inside an antd Form whose values are OrgFormValues. Creating
 * needs a logo; editing (`editing`) does not: the shared update schema keeps the stored logo when none
 * is sent.
 */
export function OrgFields({ editing = false }: { editing?: boolean }) {
  const { t } = useTranslation();
  const logoSchema = editing ? updateOrgBody.shape.logo : fields.logo;
  return (
    <>
      <Form.Item
        name="logo"
        label={t("forms:org.logo")}
        extra={t("forms:org.logoHint")}
        rules={[{ ...zodRule(logoSchema), transform: (v?: UploadedImage | null) => v?.fileId }]}
      >
        <ImageUpload testId="org-logo" />
      </Form.Item>
      <Form.Item name="name" label={t("forms:org.name")} rules={[zodRule(fields.name)]}>
        <Input maxLength={50} showCount placeholder={t("forms:org.namePlaceholder")} data-testid="org-name" />
      </Form.Item>
      <div className="sw-form-row">
        <Form.Item
          name="contactName"
          label={t("forms:org.contactName")}
          rules={[zodRule(fields.contactName)]}
        >
          <Input maxLength={20} data-testid="org-contact-name" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t("forms:org.contactPhone")}
          rules={[zodRule(fields.contactPhone)]}
          required
        >
          <Input maxLength={11} inputMode="tel" data-testid="org-contact-phone" />
        </Form.Item>
      </div>
      <Form.Item
        name="region"
        label={t("forms:org.region")}
        rules={[{ ...zodRule(fields.area), transform: (v?: string[]) => v?.[2] }]}
      >
        <RegionCascader />
      </Form.Item>
      <Form.Item name="address" label={t("forms:org.address")} rules={[zodRule(fields.address)]}>
        <Input.TextArea
          maxLength={100}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="org-address"
        />
      </Form.Item>
    </>
  );
}
