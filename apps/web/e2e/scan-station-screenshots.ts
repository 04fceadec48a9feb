/**
 * Screenshots of the scan station (2450) in both languages at 1440×900: a refused scan, a rack, loading
 * boards, a refusal, a box. `npx tsx apps/web/e2e/scan-station-screenshots.ts [outDir]` — real server, demo seed.
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
    const { context, page, token } = await signedIn(browser, server, {
      lang,
      phone: "13800000003",
      password: "demo1234",
    });
    const loadable = (await (
      await context.request.post("/api/rackTrip/loadable", {
        data: {},
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { code: string; planeId: string }[] };
    const first = loadable.data[0]!;
    const second = loadable.data.find((b) => b.planeId === first.planeId && b.code !== first.code);
    const scan = async (code: string) => {
      await page.locator(byTestId("station-scan")).fill(code);
      await page.locator(byTestId("station-scan")).press("Enter");
      await page.waitForTimeout(500);
    };
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    // The one scan input's answers: a refusal (red), then an acceptance that replaces it (green).
    await scan("XYZ-NOPE-1");
    await page.screenshot({ path: join(out, `station-refused-${lang}.png`) });
    await scan("RK0003");
    await page.screenshot({ path: join(out, `station-rack-${lang}.png`) });
    await scan(lang === "zh-CN" ? "RK0020" : "RK0021");
    await page.locator(byTestId("station-act-generate")).click();
    await scan(first.code);
    if (second) await scan(second.code);
    await scan("NO-SUCH-CODE");
    await page.screenshot({ path: join(out, `station-loading-${lang}.png`) });
    await page.locator(byTestId("station-cancel-mode")).click();
    await scan("RK0001");
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `station-loaded-${lang}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
