import { ArrowLeftOutlined, BankOutlined, LockOutlined, TeamOutlined } from "@ant-design/icons";
import { Button, Card, Form, Input, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { BrandMark } from "../../../components/BrandMark.tsx";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { endSession, request } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, sameAs, zodRule } from "../../../lib/form-rules.ts";
import { setToken } from "../../../lib/storage.ts";
import { useToken } from "../../../lib/use-token.ts";
import { accountApi } from "../api/account-api.ts";
import "../account.css";

/** /userInfo?state=changePassword|org&phone=… */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [params] = useSearchParams();
  const state = params.get("state");
  const phone = params.get("phone") ?? "";
  if (!token) return <Navigate to="/login" replace />;
  return (
    <div className="sw-account">
      <header className="sw-account-header">
        <Link to="/stageHome" className="sw-account-brand">
          <BrandMark size={28} />
          <span>{t("app:brand.name")}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="sw-account-main">
        {state === "org" ? <JoinOrCreate phone={phone} /> : <ChangePassword phone={phone} />}
      </main>
    </div>
  );
}

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

function ChangePassword({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: PasswordValues) => {
    setBusy(true);
    try {
      const r = await accountApi.changePassword(v);
      if (r?.token) setToken(r.token);
      toastSuccess(t("account:password.done"));
      navigate("/stageHome", { replace: true });
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="sw-account-card" data-testid="change-password">
      <Button type="link" className="sw-back-btn" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
        {t("app:actions.back")}
      </Button>
      <h2>{t("account:password.title")}</h2>
      <p className="sw-account-sub">{t("account:password.subtitle", { phone })}</p>
      <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="oldPassword"
          label={t("account:password.old")}
          rules={[{ required: true, message: t("common:validation.passwordRequired") }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("account:password.new")}
          rules={[zodRule("password")]}
          extra={t("account:password.hint")}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t("account:password.confirm")}
          dependencies={["password"]}
          rules={[sameAs("password")]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("account:password.submit")}
        </Button>
      </Form>
    </Card>
  );
}

function JoinOrCreate({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otherAccount = async () => {
    try {
      await request("/user/logOut", {}, { silent: true, sessionDialog: false });
    } catch {
      // the session ends here whatever the server says
    }
    endSession();
    navigate("/login", { replace: true });
  };
  const cards = [
    {
      key: "create",
      icon: <BankOutlined />,
      title: t("account:org.createTitle"),
      text: t("account:org.createText"),
    },
    {
      key: "join",
      icon: <TeamOutlined />,
      title: t("account:org.joinTitle"),
      text: t("account:org.joinText"),
    },
  ];
  return (
    <div className="sw-org" data-testid="org-page">
      <h2>{t("account:org.title")}</h2>
      <p className="sw-account-sub">{t("account:org.subtitle", { phone })}</p>
      <div className="sw-org-cards">
        {cards.map((c) => (
          <Card key={c.key} className="sw-org-card" data-testid={`org-${c.key}`}>
            <div className="sw-org-icon">{c.icon}</div>
            <h3>
              {c.title} <Tag color="blue">{t("account:org.soon")}</Tag>
            </h3>
            <p>{c.text}</p>
            <Button block disabled>
              {t("account:org.soonButton")}
            </Button>
          </Card>
        ))}
      </div>
      <Button type="link" onClick={otherAccount} data-testid="org-other-account">
        {t("account:org.otherAccount")}
      </Button>
    </div>
  );
}
