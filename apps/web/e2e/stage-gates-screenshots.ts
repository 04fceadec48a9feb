/**
 * Screenshots of the stage gate (issue #24) in both languages at 1440×900: the station refusing to
 * circulate a rack with crafts pending and offering the ways out (workshop choice, crafts done here,
 * unload with a reason), the unload dialog, and the rack detail's gate.
 * `npx tsx apps/web/e2e/stage-gates-screenshots.ts [outDir]` — real server, demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";
import { moveCraft, rackWaitingAtSecondProcessing } from "./support/stage-gate.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  let moved = false;
  for (const [lang, rackCode] of [
    ["zh-CN", "RK0012"],
    ["en-US", "RK0011"],
  ] as const) {
    const s = await signedIn(browser, server, { lang });
    const { page } = s;
    if (!moved) await moveCraft(s, "倒角", "水刀车间");
    moved = true;
    const rack = await rackWaitingAtSecondProcessing(s, rackCode);
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await page.keyboard.type(rackCode);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("stage-gate")).waitFor();
    await page.locator(byTestId("station-act-circulate")).click();
    await page.locator(byTestId("station-error")).waitFor();
    await page.screenshot({ path: join(out, `gate-station-refused-${lang}.png`), fullPage: true });
    await page.locator(byTestId("stage-gate-unload")).click();
    await page
      .locator(byTestId("stage-gate-reason"))
      .fill(lang === "zh-CN" ? "边口崩角，返磨边车间" : "Chipped edge");
    await page.screenshot({ path: join(out, `gate-unload-${lang}.png`) });
    await page.keyboard.press("Escape");
    await page.locator(byTestId("station-title")).locator("a").click();
    await page.locator(`${byTestId("rack-detail-page")} ${byTestId("stage-gate")}`).waitFor();
    await page.screenshot({ path: join(out, `gate-rack-detail-${lang}.png`) });
    console.log(lang, rack.waiting.join(", "));
    await s.context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
