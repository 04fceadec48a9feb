import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Enterprises and access control in the browser against the real server (demo seed: 演示石材厂, super
 * admin 13800000000, members 13800000001..05 as 厂长, 生产主管, 切割机手, 销售, 财务; all demo1234).
 * The tests run in order and build on each other (the enterprise created first is joined next).
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

const NEW_ORG = "青山石材厂";

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(phone: string): Promise<Page> {
  const { context, page } = await signedIn(suite.browser, suite.server, { phone, password: "demo1234" });
  contexts.push(context);
  return page;
}

const currentOrg = (page: Page) => page.locator(".sw-user-org").textContent();

/** A real 64×64 PNG on disk, for the logo input. */
function writePng(): string {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 54;
    png.data[i + 1] = 133;
    png.data[i + 2] = 254;
    png.data[i + 3] = 255;
  }
  const path = join(tmpdir(), `sw-logo-${process.pid}.png`);
  writeFileSync(path, PNG.sync.write(png));
  return path;
}

async function confirmPopover(page: Page): Promise<void> {
  await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
}

async function switchTo(page: Page, org: string): Promise<void> {
  if ((await currentOrg(page)) === org) return;
  await page.click(byTestId("user-menu"));
  await page.click(byTestId("menu-switch-org"));
  await page.locator(".sw-identity-item", { hasText: org }).click();
  await page.locator(".ant-modal-footer .ant-btn-primary").click();
  await expect.poll(() => currentOrg(page)).toBe(org);
}

let owner: Page;

describe("enterprises and access control", () => {
  it("creates an enterprise with a logo and a region; the creator lands in it", async () => {
    owner = await signIn("13800000003");
    await owner.goto("/userInfo?state=org&phone=13800000003&tab=create");
    await owner.locator(byTestId("create-org-form")).waitFor();

    const upload = owner.waitForResponse((r) => r.url().endsWith("/api/upload/image"));
    await owner.locator(`${byTestId("create-org-form")} input[type=file]`).setInputFiles(writePng());
    expect(((await (await upload).json()) as { result: boolean }).result).toBe(true);
    await owner.locator(byTestId("org-logo-preview")).waitFor();

    await owner.fill(byTestId("org-name"), NEW_ORG);
    await owner.fill(byTestId("org-contact-name"), "张伟");
    await owner.fill(byTestId("org-contact-phone"), "13800000003");
    await owner.click(byTestId("org-region"));
    for (let level = 0; level < 3; level++) {
      await owner.locator(".ant-cascader-menu").nth(level).locator(".ant-cascader-menu-item").first().click();
    }
    await owner.fill(byTestId("org-address"), "水头镇石材大道 8 号");
    await owner.click(byTestId("create-org-submit"));

    await owner.waitForURL("**/stageHome");
    await expect.poll(() => currentOrg(owner)).toBe(NEW_ORG);
    // The creator is its super administrator: the enterprise screens are in the sidebar.
    await owner.goto("/enterprise/info");
    await expect.poll(() => owner.locator(byTestId("org-info-name")).textContent()).toBe(NEW_ORG);
  });

  it("a user asks to join, the owner approves, the user switches operating point", async () => {
    const joiner = await signIn("13800000004");
    await joiner.goto("/userInfo?state=org&phone=13800000004&tab=join");
    await joiner.fill(`${byTestId("join-search")} input`, "青山");
    await joiner.keyboard.press("Enter");
    await joiner.locator(byTestId("join-hit"), { hasText: NEW_ORG }).locator(byTestId("join-apply")).click();
    await joiner.fill(byTestId("join-message"), "我是销售陈静");
    await joiner.click(byTestId("join-send"));
    await joiner.locator(byTestId("join-pending")).waitFor();
    await joiner.locator(`${byTestId("my-join-request")} ${byTestId("join-status-submitted")}`).waitFor();

    await owner.goto("/enterprise/members?tab=requests");
    const row = owner.locator("tr", {
      has: owner.locator(`${byTestId("request-row")}[data-phone="13800000004"]`),
    });
    await row.locator(byTestId("request-approve")).click();
    await chooseOption(owner, owner.locator(byTestId("review-role")));
    await owner.click(byTestId("review-submit"));
    // Back to the default tab by clicking it: the emptied query must not restore the requests tab.
    await owner.locator(".ant-tabs-tab").first().click();
    await owner.locator(`${byTestId("member-row")}[data-phone="13800000004"]`).waitFor();
    expect(new URL(owner.url()).search).toBe("");

    // The new member switches to the enterprise from the operating points page.
    await joiner.goto("/operatingPoints");
    const point = joiner.locator("tr", {
      has: joiner.locator(`${byTestId("point-row")}[data-org="${NEW_ORG}"]`),
    });
    await point.locator(byTestId("point-switch")).click();
    await joiner.waitForURL("**/stageHome");
    await expect.poll(() => currentOrg(joiner)).toBe(NEW_ORG);
  });

  it("a role that loses a menu: the member's sidebar drops it and the route answers /401", async () => {
    const manager = await signIn("13800000001");
    await switchTo(manager, "演示石材厂");
    await expect.poll(() => manager.locator(".sw-sider").textContent()).toContain("经营点");

    const admin = await signIn("13800000000");
    await admin.goto("/enterprise/roles");
    await admin.locator(`tr:has(${byTestId("role-row")}[data-name="厂长"]) ${byTestId("role-edit")}`).click();
    await admin.locator(byTestId("role-tree")).waitFor();
    await admin
      .locator(`${byTestId("role-tree")} .ant-tree-treenode`, { hasText: /^经营点$/ })
      .locator(".ant-tree-checkbox")
      .click();
    const saved = admin.waitForResponse((r) => r.url().endsWith("/api/role/update"));
    await admin.click(byTestId("role-save"));
    expect(((await (await saved).json()) as { result: boolean }).result).toBe(true);

    await manager.reload();
    await manager.locator(byTestId("stage-home")).waitFor();
    await expect
      .poll(() => manager.locator(".sw-sider").textContent(), { timeout: 10_000 })
      .not.toContain("经营点");
    await manager.goto("/operatingPoints");
    await manager.waitForURL("**/401");
  });

  it("a disabled member's next request ends the session (登录过期 dialog)", async () => {
    const member = await signIn("13800000002");
    await switchTo(member, "演示石材厂");

    const admin = await signIn("13800000000");
    await admin.goto("/enterprise/members?tab=members");
    await admin.fill(`${byTestId("member-search")} input`, "13800000002");
    // The searched list replaces the table: pressing "disable" on the row of the list before it
    // would lose its confirmation with that row.
    const searched = admin.waitForResponse(
      (r) => r.url().endsWith("/api/member/list") && (r.request().postData() ?? "").includes("13800000002"),
    );
    await admin.keyboard.press("Enter");
    await searched;
    await expect.poll(() => admin.locator(byTestId("member-row")).count()).toBe(1);
    const row = admin.locator("tr", {
      has: admin.locator(`${byTestId("member-row")}[data-phone="13800000002"]`),
    });
    await row.locator(byTestId("member-disable")).click();
    await confirmPopover(admin);
    await row.locator(byTestId("member-status-disabled")).waitFor();

    // Any call of the disabled member: open the operating point switcher (identity/list).
    await member.click(byTestId("user-menu"));
    await member.click(byTestId("menu-switch-org"));
    await member.locator(byTestId("session-dialog-text")).waitFor();
    expect(await member.locator(byTestId("session-dialog-text")).textContent()).toContain("登录");
  });
});
