import { ArrowLeftOutlined, BankOutlined, TeamOutlined } from "@ant-design/icons";
import { QueryClientProvider } from "@tanstack/react-query";
import { Button, Card } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { userApi } from "../../../api/account.ts";
import { BrandMark } from "../../../components/BrandMark.tsx";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { endSession } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { useToken } from "../../../lib/use-token.ts";
import { ChangePasswordForm } from "../components/ChangePasswordForm.tsx";
import { CreateOrgForm } from "../components/CreateOrgForm.tsx";
import { JoinOrgPanel } from "../components/JoinOrgPanel.tsx";
import "../../../lib/dayjs-locale.ts";
import "../account.css";

/** /userInfo?state=changePassword|org&phone=…[&tab=create|join] */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [params] = useSearchParams();
  const state = params.get("state");
  const phone = params.get("phone") ?? "";
  if (!token) return <Navigate to="/login" replace />;
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}

function ChangePassword({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="sw-account-card" data-testid="change-password">
      <Button type="link" className="sw-back-btn" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
        {t("app:actions.back")}
      </Button>
      <h2>{t("account:password.title")}</h2>
      <p className="sw-account-sub">{t("account:password.subtitle", { phone })}</p>
      <ChangePasswordForm onDone={() => navigate("/stageHome", { replace: true })} />
    </Card>
  );
}

type OrgTab = "create" | "join";

function JoinOrCreate({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") as OrgTab | null;
  const info = useUserInfo();
  const choose = (next: OrgTab) => {
    const p = new URLSearchParams(params);
    p.set("tab", next);
    setParams(p, { replace: true });
  };
  const otherAccount = async () => {
    try {
      await userApi.logOut({}, { silent: true, sessionDialog: false });
    } catch {
      // the session ends here whatever the server says
    }
    endSession();
    navigate("/login", { replace: true });
  };
  const cards = [
    {
      key: "create" as const,
      icon: <BankOutlined />,
      title: t("account:org.createTitle"),
      text: t("account:org.createText"),
    },
    {
      key: "join" as const,
      icon: <TeamOutlined />,
      title: t("account:org.joinTitle"),
      text: t("account:org.joinText"),
    },
  ];
  return (
    <div className="sw-org" data-testid="org-page">
      <h2>{t("account:org.title")}</h2>
      <p className="sw-account-sub">
        {info.data?.orgInfo ? t("account:org.subtitleMember") : t("account:org.subtitle", { phone })}
      </p>
      <div className="sw-org-cards">
        {cards.map((c) => (
          <button
            type="button"
            key={c.key}
            className={`sw-org-card${tab === c.key ? " sw-org-card-active" : ""}`}
            onClick={() => choose(c.key)}
            data-testid={`org-${c.key}`}
          >
            <div className="sw-org-icon">{c.icon}</div>
            <h3>{c.title}</h3>
            <p>{c.text}</p>
          </button>
        ))}
      </div>
      {tab === "create" && (
        <Card className="sw-org-panel" title={t("account:org.createTitle")}>
          <CreateOrgForm />
        </Card>
      )}
      {tab === "join" && (
        <Card className="sw-org-panel" title={t("account:org.joinTitle")}>
          <JoinOrgPanel />
        </Card>
      )}
      <div className="sw-org-footer">
        {info.data?.orgInfo && (
          <Button type="link" onClick={() => navigate("/operatingPoints")} data-testid="org-back">
            {t("account:org.toOperatingPoints")}
          </Button>
        )}
        <Button type="link" onClick={otherAccount} data-testid="org-other-account">
          {t("account:org.otherAccount")}
        </Button>
      </div>
    </div>
  );
}
