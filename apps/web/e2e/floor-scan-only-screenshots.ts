/**
 * Screenshots of issue #24's floor follow-ups in both languages at 1440×900: the box page with its
 * packing list's boards and the supervisor's move dialog, a box sealed short at the scan station, the
 * station's hint that a second scan starts loading, tracking's box boards (a packed board's last rack)
 * and the packing tab after the box was scanned again to finish.
 * `npx tsx apps/web/e2e/floor-scan-only-screenshots.ts [outDir]` — real server, demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";
import { api } from "./support/suite.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

interface Box {
  boxId: string;
  code: string;
  status: string;
  shortCodes: string[] | null;
  plannedCount: number;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const s = await signedIn(browser, server, { lang });
    const { page } = s;
    await page.setViewportSize({ width: 1440, height: 900 });
    const boxes = (await api<{ list: Box[] }>(s, "/packing/boxes", { keyword: "XM-2025-009", pageSize: 200 }))
      .list;
    const open = boxes.find((b) => b.status !== "done" && b.plannedCount > 0)!;
    const short = boxes.find((b) => b.shortCodes)!;
    const packing = boxes.find((b) => b.status === "packing") ?? open;

    await page.goto(`/productionTracking/box?boxId=${open.boxId}`);
    await page.locator(byTestId("box-planned")).waitFor();
    await page.screenshot({ path: join(out, `box-planned-${lang}.png`), fullPage: true });
    await page.locator(byTestId("box-move")).first().click();
    await page.locator(byTestId("box-move-reason")).waitFor();
    await page.screenshot({ path: join(out, `box-move-dialog-${lang}.png`) });
    await page.keyboard.press("Escape");

    await page.goto(`/productionTracking/box?boxId=${short.boxId}`);
    await page.locator(byTestId("box-sealed-short")).waitFor();
    await page.screenshot({ path: join(out, `box-sealed-short-${lang}.png`), fullPage: true });

    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await page.keyboard.type(short.code);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("station-sealed-short")).waitFor();
    await page.screenshot({ path: join(out, `station-sealed-short-${lang}.png`), fullPage: true });
    const idle = (
      await api<{ list: { code: string }[] }>(s, "/rackTrip/trips", {
        pageNum: 1,
        pageSize: 5,
        status: "idle",
      })
    ).list[0]!;
    await page.keyboard.type(idle.code);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("station-scan-hint")).waitFor();
    await page.screenshot({ path: join(out, `station-hint-load-${lang}.png`), fullPage: true });

    await page.goto(
      `/productionTracking?trk.by=box&trk.keyword=${encodeURIComponent(packing.code)}&trk.sel=${packing.boxId}`,
    );
    await page.locator(byTestId("tracking-boards")).waitFor();
    await page.screenshot({ path: join(out, `tracking-box-boards-${lang}.png`), fullPage: true });

    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-box-scan")).waitFor();
    await page.keyboard.type(open.code);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("pack-board-scan")).waitFor();
    await page.keyboard.type(open.code);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("pack-board-scan")).waitFor({ state: "detached" });
    await page.screenshot({ path: join(out, `packing-finished-${lang}.png`) });
    await s.context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
