import { useQueryClient } from "@tanstack/react-query";
import { Button, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { orgApi } from "../../../api/enterprise.ts";
import { OrgFields, type OrgFormValues, toOrgBody } from "../../../components/OrgFields.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors } from "../../../lib/form-rules.ts";
import { afterOrgChange } from "../../../lib/identity.ts";

/** Create an enterprise: the caller becomes its super administrator and the session moves to it. */
export function CreateOrgForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<OrgFormValues>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: OrgFormValues) => {
    setBusy(true);
    try {
      await orgApi.create(toOrgBody(v));
      await afterOrgChange(client);
      toastSuccess(t("account:create.done"));
      navigate("/stageHome", { replace: true });
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<OrgFormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ logo: null, region: [] }}
      data-testid="create-org-form"
    >
      <OrgFields />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        data-testid="create-org-submit"
      >
        {t("account:create.submit")}
      </Button>
    </Form>
  );
}
