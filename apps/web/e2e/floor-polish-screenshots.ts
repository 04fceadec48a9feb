/**
 * Screenshots of issue #24's words and prints (floor polish) in both languages at 1440×900: the rack
 * edit dialog (its code), production tracking of a plane (in a box / sealed), the dashboard's stages and
 * projects, the audit log's floor entries, a box's printed label and list, the picking sheet.
 * `npx tsx apps/web/e2e/floor-polish-screenshots.ts [outDir]` — starts the real server with the demo
 * seed. Without a CJK font on the machine the zh-CN shots show boxes: set FONTCONFIG_FILE to a
 * fontconfig that adds one.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page, token } = await signedIn(browser, server, { lang });
    const post = async <T>(path: string, body: unknown) =>
      (
        (await (
          await context.request.post(`/api${path}`, {
            data: body,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { data: T }
      ).data;
    const shot = async (name: string, fullPage = false) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`), fullPage });
    };
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-edit")).first().click();
    await page.locator(byTestId("rack-form")).waitFor();
    await shot("rackEdit");
    await page.keyboard.press("Escape");
    await page.goto("/productionTracking");
    await page.locator(`${byTestId("tracking-scan")} input`).fill("XM-2025-009");
    await page.locator(`${byTestId("tracking-scan")} input`).press("Enter");
    await page.locator(byTestId("result-name")).first().waitFor();
    await shot("trackingSearch");
    await page.locator(byTestId("result-name")).first().click();
    await page.locator(byTestId("tracking-detail")).waitFor();
    await shot("trackingPlane");
    await page.goto("/dashboard");
    await page.waitForTimeout(1500);
    await shot("dashboard", true);
    await page.goto("/enterprise/auditLog");
    await page.locator(byTestId("audit-action-cell")).first().waitFor();
    await page.locator(`${byTestId("audit-entity")} input`).fill(lang === "zh-CN" ? "包装箱" : "Packing box");
    await page.keyboard.press("Enter");
    await page.waitForTimeout(800);
    await shot("auditBoxes");
    const boxes = await post<{ list: { boxId: string | null }[] }>("/tracking/search", {
      by: "box",
      pageSize: 5,
    });
    await page.goto(`/productionTracking/boxPrint?boxId=${boxes.list.find((b) => b.boxId)!.boxId}`);
    await page.locator(byTestId("box-print-size")).first().waitFor();
    await shot("boxPrint", true);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
