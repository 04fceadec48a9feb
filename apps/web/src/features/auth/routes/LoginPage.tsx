import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { rememberAccount } from "../../../lib/api-client.ts";
import { setToken } from "../../../lib/storage.ts";
import { useToken } from "../../../lib/use-token.ts";
import { ForgotPasswordForm, RegisterForm } from "../components/AccountForms.tsx";
import { BrandPanel } from "../components/BrandPanel.tsx";
import { type LoggedIn, PasswordLoginForm, SmsLoginForm } from "../components/LoginForms.tsx";
import { LoginLegal } from "../components/LoginLegal.tsx";
import "../auth.css";

type View = "login" | "register" | "forgot";
const HOME = "/stageHome";

/** /login: password or SMS login, registration and forgotten password in one card (?view=…). */
export default function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = (
    ["register", "forgot"].includes(params.get("view") ?? "") ? params.get("view") : "login"
  ) as View;
  const tab = params.get("tab") === "sms" ? "sms" : "password";

  if (token) return <Navigate to={HOME} replace />;

  const go = (next: View) => setParams(next === "login" ? {} : { view: next });
  const loggedIn = ({ answer, phone, remember }: LoggedIn) => {
    rememberAccount(phone);
    setToken(answer.token, remember);
    navigate(HOME, { replace: true });
  };

  return (
    <div className="sw-login">
      <BrandPanel />
      <section className="sw-login-side">
        <div className="sw-login-topbar">
          <Link to="/guide" className="sw-login-guide">
            {t("auth:login.guide")}
          </Link>
          <LanguageSwitch />
        </div>
        <div className="sw-login-card" data-testid="login-card" data-view={view}>
          {view === "login" ? (
            <>
              <h2 className="sw-login-title">{t("auth:login.title")}</h2>
              <p className="sw-login-subtitle">{t("auth:login.subtitle")}</p>
              {/* Two tabs only: a light tab header instead of antd Tabs (its overflow menu and tooltip would
                  double the login page's download). */}
              <div className="sw-login-tabs" role="tablist">
                {(["password", "sms"] as const).map((k) => (
                  <button
                    key={k}
                    type="button"
                    role="tab"
                    aria-selected={tab === k}
                    className={tab === k ? "sw-login-tab sw-login-tab-active" : "sw-login-tab"}
                    data-testid={k === "sms" ? "tab-sms" : "tab-password"}
                    onClick={() => setParams(k === "sms" ? { tab: "sms" } : {}, { replace: true })}
                  >
                    {t(k === "sms" ? "auth:login.byCode" : "auth:login.byPassword")}
                  </button>
                ))}
              </div>
              <div role="tabpanel">
                {tab === "sms" ? (
                  <SmsLoginForm onLoggedIn={loggedIn} onForgot={() => go("forgot")} />
                ) : (
                  <PasswordLoginForm onLoggedIn={loggedIn} onForgot={() => go("forgot")} />
                )}
              </div>
              <div className="sw-login-foot">
                {t("auth:login.noAccount")}
                <Button
                  type="link"
                  className="sw-link-btn"
                  onClick={() => go("register")}
                  data-testid="to-register"
                >
                  {t("auth:login.toRegister")}
                </Button>
              </div>
            </>
          ) : (
            <>
              <Button
                type="link"
                className="sw-back-btn"
                icon={<ArrowLeftOutlined />}
                onClick={() => go("login")}
              >
                {t("auth:backToLogin")}
              </Button>
              <h2 className="sw-login-title">
                {t(view === "register" ? "auth:register.title" : "auth:forgot.title")}
              </h2>
              <p className="sw-login-subtitle">
                {t(view === "register" ? "auth:register.subtitle" : "auth:forgot.subtitle")}
              </p>
              {view === "register" ? (
                <RegisterForm
                  onRegistered={(answer, phone) => loggedIn({ answer, phone, remember: false })}
                />
              ) : (
                <ForgotPasswordForm onDone={() => go("login")} />
              )}
            </>
          )}
        </div>
        <LoginLegal />
      </section>
    </div>
  );
}
