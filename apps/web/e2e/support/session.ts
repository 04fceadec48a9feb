import type { Browser, BrowserContext, Page } from "playwright-core";
import { byTestId, newContext } from "./browser.ts";
import { DEMO } from "./server.ts";

/**
 * The one way browser tests get a signed-in page: log in through the real API (`/api/userAuth/login`, the
 * call the login form makes), put the token where the web app keeps it (the `sw_token` cookie with
 * "remember me", else sessionStorage), open the home page and wait until it is shown: the workbench, or
 * the join-or-create page for a user without an enterprise. Tests of the login form itself use the form
 * (support/browser.ts: loginByPassword, loginAsDemo).
 */
export interface SignInOptions {
  /** Default: the demo super administrator (13800000000 / demo1234). */
  phone?: string;
  password?: string;
  /** Browser locale and the saved UI language (`sw_lang`). Without it: zh-CN locale, no saved language. */
  lang?: "zh-CN" | "en-US";
  /** "Remember me": the token in the 3-day cookie (default), else in the tab's sessionStorage. */
  remember?: boolean;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** The token the login answered (the app may renew it later: read the current one with readToken). */
  token: string;
}

interface Envelope<T> {
  result: boolean;
  code: number;
  msg: string;
  data: T;
}

async function call<T>(context: BrowserContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await context.request.post(`/api${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const env = (await res.json()) as Envelope<T>;
  if (!env.result) throw new Error(`signedIn: ${path} answered ${env.code} ${env.msg}`);
  return env.data;
}

export async function signedIn(
  browser: Browser,
  server: { url: string },
  opts: SignInOptions = {},
): Promise<SignedIn> {
  const phone = opts.phone ?? DEMO.phone;
  const password = opts.password ?? DEMO.password;
  const remember = opts.remember ?? true;
  const context = await newContext(browser, server.url, opts.lang);
  if (opts.lang)
    await context.addInitScript((l) => {
      try {
        localStorage.setItem("sw_lang", l);
      } catch {
        // a frame without storage (about:blank)
      }
    }, opts.lang);
  const { token } = await call<{ token: string }>(context, "/userAuth/login", { phone, password, remember });
  if (remember) {
    const expires = Math.floor(Date.now() / 1000) + 3 * 24 * 3600;
    await context.addCookies([{ name: "sw_token", value: token, url: server.url, expires, sameSite: "Lax" }]);
  } else {
    // Once per tab, as the login form does: a renewed or cleared token must survive reloads.
    await context.addInitScript((t) => {
      try {
        if (sessionStorage.getItem("sw_e2e_signed_in")) return;
        sessionStorage.setItem("sw_e2e_signed_in", "1");
        sessionStorage.setItem("sw_token", t);
      } catch {
        // a frame without storage (about:blank)
      }
    }, token);
  }
  const info = await call<{ orgInfo: unknown }>(context, "/user/getInfo", {}, token);
  const page = await context.newPage();
  await page.goto("/stageHome");
  if (info.orgInfo) {
    await page.waitForSelector(byTestId("stage-home"));
  } else {
    await page.waitForURL(/\/userInfo\?.*state=org/);
    await page.waitForSelector(byTestId("org-page"));
  }
  return { context, page, token };
}
