import { ApiOutlined, DisconnectOutlined } from "@ant-design/icons";
import { type UpdateProfileBody, updateProfileBody } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Form, Input, Popconfirm, Radio, Skeleton, Tabs, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { userApi } from "../../../api/account.ts";
import { ImageUpload } from "../../../components/ImageUpload.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, zodRule } from "../../../lib/form-rules.ts";
import { userInfoKey, useUserInfo } from "../../../lib/session.ts";
import type { UploadedImage } from "../../../lib/upload.ts";
import { thirdPartyKey } from "../api/account-api.ts";
import { ChangePasswordForm } from "../components/ChangePasswordForm.tsx";
import "../../../components/page.css";
import "../account.css";
import { FRESH_QUERY } from "../../../lib/navigation.ts";

const TABS = ["profile", "password", "thirdParty"] as const;
type Tab = (typeof TABS)[number];

/** /personalCenter (any signed-in user): personal info, change password, third-party login. */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : "profile";
  return (
    <div className="sw-page" data-testid="personal-center">
      <Card className="sw-page-card">
        <Tabs
          tabPlacement="start"
          activeKey={tab}
          onChange={(k) =>
            setParams(k === "profile" ? {} : { tab: k }, { replace: true, state: FRESH_QUERY })
          }
          items={[
            { key: "profile", label: t("account:personal.profile"), children: <ProfileForm /> },
            {
              key: "password",
              label: t("account:password.title"),
              children: (
                <div className="sw-personal-pane">
                  <ChangePasswordForm size="middle" />
                </div>
              ),
            },
            { key: "thirdParty", label: t("account:personal.thirdParty"), children: <ThirdParty /> },
          ]}
        />
      </Card>
    </div>
  );
}

interface ProfileValues {
  nickname: string;
  avatar: UploadedImage | null;
  gender: UpdateProfileBody["gender"];
}

/** "/api/files/<fileId>" → fileId (getInfo gives the avatar as its URL). */
const fileIdOf = (url: string | null) => (url ? (/\/api\/files\/([^/?#]+)/.exec(url)?.[1] ?? null) : null);

function ProfileForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useUserInfo();
  const [form] = Form.useForm<ProfileValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!data) return;
    const avatar = data.userInfo.avatar;
    const fileId = fileIdOf(avatar);
    form.setFieldsValue({
      nickname: data.userInfo.nickname,
      avatar: avatar && fileId ? { fileId, url: avatar } : null,
      gender: (data.userInfo.gender ?? 0) as UpdateProfileBody["gender"],
    });
  }, [data, form]);

  const save = async (v: ProfileValues) => {
    setBusy(true);
    try {
      await userApi.updateProfile({
        nickname: v.nickname.trim(),
        avatar: v.avatar?.fileId ?? null,
        gender: v.gender,
      });
      toastSuccess(t("forms:feedback.saved"));
      await client.invalidateQueries({ queryKey: userInfoKey });
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <Skeleton active />;
  return (
    <div className="sw-personal-pane">
      <Form<ProfileValues> form={form} layout="vertical" onFinish={save} data-testid="profile-form">
        <Form.Item name="avatar" label={t("account:personal.avatar")} extra={t("forms:org.logoHint")}>
          <ImageUpload shape="round" testId="profile-avatar" />
        </Form.Item>
        <Form.Item label={t("account:personal.account")}>
          <Input value={data.userInfo.account} disabled />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t("account:personal.nickname")}
          rules={[zodRule(updateProfileBody.shape.nickname)]}
        >
          <Input maxLength={20} data-testid="profile-nickname" />
        </Form.Item>
        <Form.Item name="gender" label={t("account:personal.gender")}>
          <Radio.Group
            options={[
              { value: 1, label: t("account:personal.male") },
              { value: 2, label: t("account:personal.female") },
              { value: 0, label: t("account:personal.unknown") },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="profile-save">
          {t("app:actions.save")}
        </Button>
      </Form>
    </div>
  );
}

function ThirdParty() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const q = useQuery({ queryKey: thirdPartyKey, queryFn: () => userApi.thirdPartyBindings() });
  if (q.isLoading) return <Skeleton active />;
  const providers = q.data?.providers ?? [];
  const bindings = q.data?.bindings ?? [];
  if (!providers.length && !bindings.length) {
    return (
      <Empty
        className="sw-personal-empty"
        image={<ApiOutlined className="sw-personal-empty-icon" />}
        description={
          <>
            <div className="sw-personal-empty-title">{t("account:personal.noProviders")}</div>
            <div className="sw-sub-text">{t("account:personal.noProvidersHint")}</div>
          </>
        }
        data-testid="third-party-empty"
      />
    );
  }
  const unbind = async (provider: string) => {
    await userApi.unbindThirdParty({ provider });
    toastSuccess(t("account:personal.unbound"));
    await client.invalidateQueries({ queryKey: thirdPartyKey });
  };
  const names = new Map(
    providers.map((p) => [
      p.provider,
      p.name[i18n.language as keyof typeof p.name] ?? p.name["zh-CN"] ?? p.provider,
    ]),
  );
  const all = [...new Set([...providers.map((p) => p.provider), ...bindings.map((b) => b.provider)])];
  return (
    <ul className="sw-join-list sw-personal-pane" data-testid="third-party-list">
      {all.map((provider) => {
        const binding = bindings.find((b) => b.provider === provider);
        const configured = providers.find((p) => p.provider === provider)?.configured ?? false;
        return (
          <li key={provider} className="sw-join-item">
            <div className="sw-join-main">
              <div className="sw-join-title">
                {names.get(provider) ?? provider}{" "}
                {binding ? (
                  <Tag color="success">{t("account:personal.bound")}</Tag>
                ) : (
                  <Tag>{t("account:personal.notBound")}</Tag>
                )}
              </div>
              <div className="sw-join-desc">
                {binding ? (
                  <>
                    <span>{binding.displayName}</span>
                    <TimeAgo value={binding.createdAt} />
                  </>
                ) : configured ? (
                  t("account:personal.bindHint")
                ) : (
                  t("account:personal.notConfigured")
                )}
              </div>
            </div>
            {binding && (
              <Popconfirm
                title={t("account:personal.unbindConfirm", { name: names.get(provider) ?? provider })}
                okText={t("app:actions.confirm")}
                cancelText={t("app:actions.cancel")}
                onConfirm={() => unbind(provider)}
              >
                <Button danger size="small" icon={<DisconnectOutlined />}>
                  {t("account:personal.unbind")}
                </Button>
              </Popconfirm>
            )}
          </li>
        );
      })}
    </ul>
  );
}
