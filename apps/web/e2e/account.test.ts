import { beforeAll, describe, expect, it } from "vitest";
import { byTestId, loginByPassword, newContext, passSliderAndSend } from "./support/browser.ts";
import { browserSuite } from "./support/suite.ts";

const suite = browserSuite();

beforeAll(async () => {});

describe("accounts in the browser", () => {
  it("registers a new phone with an SMS code and lands on join or create an enterprise", async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const phone = "13712345670";
    await page.goto("/login?view=register");
    await page.waitForSelector(byTestId("register-form"));
    await page.fill(byTestId("phone-input"), phone);
    const before = suite.server.lines.length;
    await passSliderAndSend(page);
    const code = await suite.server.waitForSmsCode(phone, before);
    await page.fill(byTestId("sms-code-input"), code);
    await page.fill(byTestId("new-password"), "stone123");
    await page.fill(byTestId("confirm-password"), "stone124");
    // The box sits beside links that open the agreement; toggle the input itself, then make sure it took.
    const agree = page
      .locator(`${byTestId("register-agree")} input, input${byTestId("register-agree")}`)
      .first();
    await agree.evaluate((el) => (el as HTMLInputElement).click());
    await expect.poll(() => agree.isChecked()).toBe(true);
    await page.click(byTestId("register-submit"));
    await expect
      .poll(() => page.locator(byTestId("register-form")).textContent())
      .toContain("两次输入密码不一致!");
    await page.fill(byTestId("confirm-password"), "stone123");
    await page.click(byTestId("register-submit"));
    await page.waitForURL(/\/userInfo\?.*state=org/);
    await page.waitForSelector(byTestId("org-page"));
    await context.close();
  });

  it("resets a forgotten password with an SMS code, and the new password logs in", async () => {
    const context = await newContext(suite.browser, suite.server.url, "en-US");
    const page = await context.newPage();
    const phone = "13800000005";
    await page.goto("/login?view=forgot");
    await page.waitForSelector(byTestId("forgot-form"));
    await page.fill(byTestId("phone-input"), phone);
    const before = suite.server.lines.length;
    await passSliderAndSend(page);
    const code = await suite.server.waitForSmsCode(phone, before);
    await page.fill(byTestId("sms-code-input"), code);
    await page.fill(byTestId("new-password"), "finance99");
    await page.fill(byTestId("confirm-password"), "finance99");
    const reset = page.waitForResponse((r) => r.url().endsWith("/api/userAuth/resetPassword"));
    await page.click(byTestId("forgot-submit"));
    const body = (await (await reset).json()) as { result: boolean; msg: string };
    expect(body.result, body.msg).toBe(true);
    await page.waitForSelector(byTestId("password-form"));
    await loginByPassword(page, { phone, password: "finance99" });
    await page.waitForURL("**/stageHome");
    await context.close();
  });
});
