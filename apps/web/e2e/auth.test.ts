import { beforeAll, describe, expect, it } from "vitest";
import {
  byTestId,
  loginAsDemo,
  loginByPassword,
  newContext,
  passSliderAndSend,
  readToken,
  toastTexts,
} from "./support/browser.ts";
import { DEMO } from "./support/server.ts";
import { browserSuite } from "./support/suite.ts";

const suite = browserSuite();

beforeAll(async () => {});

describe("login", () => {
  it("logs the demo super administrator in by password and lands on /stageHome inside the shell", async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL("**/login");
    await expect.poll(() => page.locator(byTestId("login-submit")).textContent()).toMatch(/登\s*录/);
    await loginAsDemo(page);
    await expect.poll(() => page.locator(byTestId("user-name")).textContent()).not.toBe("");
    expect(await page.locator(byTestId("tags-view")).isVisible()).toBe(true);
    // The workbench's own strings arrive with it (a namespace the login page does not download).
    await expect.poll(() => page.locator(byTestId("stage-home")).innerText()).toContain("快捷入口");
    expect(await page.locator(byTestId("stage-home")).innerText()).not.toMatch(/\bhome:/);
    // A logged-in user opening /login is sent to /stageHome.
    await page.goto("/login");
    await page.waitForURL("**/stageHome");
    await context.close();
  });

  it("logs in by SMS code after the slider (code read from the server log)", async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto("/login?tab=sms");
    await page.fill(byTestId("phone-input"), DEMO.phone);
    const before = suite.server.lines.length;
    await passSliderAndSend(page);
    await expect.poll(() => page.locator(byTestId("sms-send")).textContent()).toMatch(/\d+/);
    const code = await suite.server.waitForSmsCode(DEMO.phone, before);
    await page.fill(byTestId("sms-code-input"), code);
    await page.click(byTestId("login-submit"));
    await page.waitForURL("**/stageHome");
    await page.waitForSelector(byTestId("stage-home"));
    await context.close();
  });

  it("remember me keeps the token in a cookie for a new browser session; without it the token is gone", async () => {
    // Remembered: the 3-day cookie survives into a new context built from the saved storage state.
    const first = await newContext(suite.browser, suite.server.url);
    const page = await first.newPage();
    await loginAsDemo(page, true);
    const remembered = await readToken(page);
    expect(remembered.cookie).toBeTruthy();
    expect(remembered.session).toBeNull();
    const state = await first.storageState();
    await first.close();
    const reopened = await suite.browser.newContext({
      baseURL: suite.server.url,
      locale: "zh-CN",
      storageState: state,
    });
    const page2 = await reopened.newPage();
    await page2.goto("/stageHome");
    await page2.waitForSelector(byTestId("stage-home"));
    expect(page2.url()).toContain("/stageHome");
    await reopened.close();

    // Not remembered: sessionStorage only, which a new browser session does not have.
    const second = await newContext(suite.browser, suite.server.url);
    const page3 = await second.newPage();
    await loginAsDemo(page3, false);
    const sessionOnly = await readToken(page3);
    expect(sessionOnly.cookie).toBeNull();
    expect(sessionOnly.session).toBeTruthy();
    const state2 = await second.storageState();
    await second.close();
    const reopened2 = await suite.browser.newContext({
      baseURL: suite.server.url,
      locale: "zh-CN",
      storageState: state2,
    });
    const page4 = await reopened2.newPage();
    await page4.goto("/stageHome");
    await page4.waitForURL("**/login");
    expect((await readToken(page4)).session).toBeNull();
    await reopened2.close();
  });

  it("switches language live: UI strings, antd's locale and the server's messages", async () => {
    const context = await newContext(suite.browser, suite.server.url, "zh-CN");
    const page = await context.newPage();
    // Server message in Chinese.
    await loginByPassword(page, { password: "wrong-password", remember: false });
    await expect.poll(() => toastTexts(page)).toContain("账号或密码错误");
    // Switch to English: the form and the next server message follow.
    await page.click(byTestId("lang-en-US"));
    await expect.poll(() => page.locator(byTestId("login-submit")).textContent()).toBe("Log in");
    await page.fill(byTestId("password-input"), "wrong-again");
    await page.click(byTestId("login-submit"));
    await expect.poll(() => toastTexts(page)).toContain("Incorrect account or password");
    expect(await page.evaluate(() => localStorage.getItem("sw_lang"))).toBe("en-US");

    // antd's own locale: DatePicker placeholder and pagination on /demo.
    await page.fill(byTestId("password-input"), DEMO.password);
    await page.click(byTestId("login-submit"));
    await page.waitForURL("**/stageHome");
    await page.goto("/demo");
    const date = page.locator(`${byTestId("demo-page")} .ant-picker input`).first();
    await expect.poll(() => date.getAttribute("placeholder")).toBe("Select date");
    await expect.poll(() => page.locator(".ant-empty-description").first().textContent()).toBe("No data");
    await page.click(byTestId("lang-zh-CN"));
    await expect.poll(() => date.getAttribute("placeholder")).toBe("请选择日期");
    await expect.poll(() => page.locator(".ant-empty-description").first().textContent()).toBe("暂无数据");
    await expect.poll(() => page.locator(byTestId("menu-1001")).textContent()).toBe("工作台");
    await context.close();
  });

  it("logout clears the token and the visited tags and goes to /login", async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await loginAsDemo(page, true);
    await page.click(byTestId("quick-guide"));
    await page.waitForURL("**/guide");
    expect(await page.locator(byTestId("guide-page")).innerText()).not.toMatch(/\bguide:/);
    await expect.poll(() => page.locator(byTestId("tag")).count()).toBe(2);
    await page.click(byTestId("user-menu"));
    await page.click(byTestId("menu-logout"));
    await page.waitForURL("**/login");
    expect(await readToken(page)).toEqual({ cookie: null, session: null });
    const tags = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("sw_tags") ?? "[]") as { path: string }[],
    );
    expect(tags.map((t) => t.path)).toEqual(["/stageHome"]);
    await page.goto("/stageHome");
    await page.waitForURL("**/login");
    // Logging in again starts with the home tag only.
    await loginAsDemo(page);
    await expect.poll(() => page.locator(byTestId("tag")).count()).toBe(1);
    await context.close();
  });
});
