import { EditOutlined } from "@ant-design/icons";
import type { OrgInfo } from "@stoneworks/shared";
import { Code, Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Avatar, Button, Card, Descriptions, Form, Skeleton, Space, Switch, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { imageUrl, orgApi } from "../../../api/enterprise.ts";
import { OrgFields, type OrgFormValues, toOrgBody } from "../../../components/OrgFields.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { userInfoKey } from "../../../lib/session.ts";
import { enterpriseKeys, orgInfoQuery } from "../api/enterprise-api.ts";
import "../../../components/page.css";
import "../enterprise.css";

function toValues(o: OrgInfo): OrgFormValues {
  return {
    logo: o.logo ? { fileId: o.logo, url: o.logoUrl ?? imageUrl(o.logo) } : null,
    name: o.name,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    region: [o.province, o.city, o.area],
    address: o.address,
  };
}

/** /enterprise/info (3001): the enterprise's details; edit with the version it was read at. */
export default function EnterpriseInfoPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.EnterpriseInfo);
  const info = useQuery(orgInfoQuery());
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<OrgFormValues>();
  const [mesBusy, setMesBusy] = useState(false);

  /** Open or close MES; the home page (userInfo) and the dashboard's MES tab follow. */
  const toggleMes = async (enabled: boolean) => {
    if (!can.check()) return;
    setMesBusy(true);
    try {
      await orgApi.setMes({ enabled });
      toastSuccess(t(enabled ? "enterprise:info.mesOpened" : "enterprise:info.mesClosed"));
      await client.invalidateQueries({ queryKey: enterpriseKeys.org });
      void client.invalidateQueries({ queryKey: userInfoKey });
    } finally {
      setMesBusy(false);
    }
  };

  const startEdit = () => {
    if (!can.check() || !info.data) return;
    form.setFieldsValue(toValues(info.data));
    setConflict(false);
    setEditing(true);
  };

  const save = async (v: OrgFormValues) => {
    if (!info.data || !can.check()) return;
    setBusy(true);
    try {
      // No logo in the form keeps the stored one (docs/api-enterprise.md, org/update).
      await orgApi.update({ ...toOrgBody(v), logo: v.logo?.fileId, version: info.data.version });
      toastSuccess(t("forms:feedback.saved"));
      setEditing(false);
      await client.invalidateQueries({ queryKey: enterpriseKeys.org });
      void client.invalidateQueries({ queryKey: userInfoKey });
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) {
        // Someone else saved first: load their version into the form and say so.
        const fresh = await client.fetchQuery({ ...orgInfoQuery(), staleTime: 0 });
        form.setFieldsValue(toValues(fresh));
        setConflict(true);
      } else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const o = info.data;
  return (
    <div className="sw-page" data-testid="enterprise-info">
      <Card
        className="sw-page-card"
        title={t("enterprise:info.title")}
        extra={
          !editing && (
            <Button type="primary" icon={<EditOutlined />} onClick={startEdit} data-testid="org-edit">
              {t("app:actions.edit")}
            </Button>
          )
        }
      >
        {!o ? (
          <Skeleton active />
        ) : editing ? (
          <div className="sw-info-form">
            {conflict && (
              <Alert
                type="warning"
                showIcon
                className="sw-info-alert"
                title={t("enterprise:info.conflict")}
                data-testid="org-conflict"
              />
            )}
            <Form<OrgFormValues> form={form} layout="vertical" onFinish={save}>
              <OrgFields editing />
              <Space>
                <Button type="primary" htmlType="submit" loading={busy} data-testid="org-save">
                  {t("app:actions.save")}
                </Button>
                <Button onClick={() => setEditing(false)}>{t("app:actions.cancel")}</Button>
              </Space>
            </Form>
          </div>
        ) : (
          <div className="sw-info-view">
            <Avatar shape="square" size={96} src={o.logoUrl || undefined} className="sw-info-logo">
              {o.name.slice(0, 1)}
            </Avatar>
            <Descriptions column={{ xs: 1, lg: 2 }} className="sw-info-desc">
              <Descriptions.Item label={t("forms:org.name")}>
                <strong data-testid="org-info-name">{o.name}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t("forms:org.contactName")}>{o.contactName}</Descriptions.Item>
              <Descriptions.Item label={t("forms:org.contactPhone")}>{o.contactPhone}</Descriptions.Item>
              <Descriptions.Item label={t("forms:org.region")}>
                {o.regionNames?.filter(Boolean).join(" / ") || "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("forms:org.address")}>{o.address}</Descriptions.Item>
              <Descriptions.Item label={t("enterprise:info.createdAt")}>
                <TimeAgo value={o.createdAt} />
              </Descriptions.Item>
              <Descriptions.Item label={t("enterprise:info.mes")} span={2}>
                <Space wrap>
                  <Switch
                    checked={o.mesEnabled}
                    loading={mesBusy}
                    onChange={toggleMes}
                    checkedChildren={t("enterprise:info.mesOn")}
                    unCheckedChildren={t("enterprise:info.mesOff")}
                    data-testid="org-mes-switch"
                  />
                  <Typography.Text type="secondary">{t("enterprise:info.mesHint")}</Typography.Text>
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </div>
        )}
      </Card>
    </div>
  );
}
