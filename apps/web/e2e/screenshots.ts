/**
 * Screenshots of the enterprise screens in both languages at 1440×900 (STYLE §10: look at what you
 * built). `npx tsx apps/web/e2e/screenshots.ts [outDir]` — starts the real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const PAGES: [string, string, string?][] = [
  ["operatingPoints", "/operatingPoints", "operating-points"],
  ["enterpriseInfo", "/enterprise/info", "enterprise-info"],
  ["members", "/enterprise/members", "member-row"],
  ["joinRequests", "/enterprise/members?tab=requests", "members-page"],
  ["roles", "/enterprise/roles", "role-row"],
  ["departments", "/enterprise/departments", "department-row"],
  ["auditLog", "/enterprise/auditLog", "audit-page"],
  ["personalCenter", "/personalCenter", "profile-form"],
  ["thirdParty", "/personalCenter?tab=thirdParty", "personal-center"],
  ["orgJoin", "/userInfo?state=org&phone=13800000000&tab=join", "join-panel"],
  ["orgCreate", "/userInfo?state=org&phone=13800000000&tab=create", "create-org-form"],
];

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page } = await signedIn(browser, server, { lang });
    for (const [name, path, testId] of PAGES) {
      await page.goto(path);
      if (testId) await page.locator(byTestId(testId)).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    }
    // The dialogs: add member, edit role.
    await page.goto("/enterprise/members?tab=members");
    await page.locator(byTestId("member-add")).click();
    await page.locator(byTestId("member-form")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `memberModal-${lang}.png`) });
    await page.goto("/enterprise/roles");
    await page.locator(byTestId("role-edit")).first().click();
    await page.locator(byTestId("role-tree")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `roleModal-${lang}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
