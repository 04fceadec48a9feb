/**
 * Screenshots of remnants (slab list with the remnant filter, a done slab's remnants card, a remnant's
 * detail and label, the minimum-size rules editor, the cloud-layout run form's switch) in both languages
 * at 1440×900. `npx tsx apps/web/e2e/remnants-screenshots.ts [outDir] [baseUrl]` — without a base URL it
 * starts the real server with the demo seed (whose done slabs carry remnants).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer, type TestServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const server: TestServer | null = process.argv[3] ? null : await startServer();
const base = process.argv[3] ?? server?.url ?? "";
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page } = await signedIn(browser, { url: base }, { lang });
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };
    const api = async <T>(path: string, body: unknown): Promise<T> =>
      page.evaluate(
        async ([p, b]) => {
          const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
          const token = m ? decodeURIComponent(m[1]) : sessionStorage.getItem("sw_token");
          const r = await fetch(`/api${p}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify(b),
          });
          return (await r.json()).data;
        },
        [path, body] as const,
      ) as Promise<T>;

    await page.goto("/slabQuery?kind=remnants");
    await page.locator(byTestId("remnant-tag")).first().waitFor({ timeout: 15_000 });
    await shot("remnantList");
    await page.click(byTestId("remnant-rules"));
    await page.locator(byTestId("remnant-rules-form")).waitFor();
    await shot("remnantRules");
    await page.keyboard.press("Escape");

    const remnants = await api<{ list: { slabId: string; barcode: string; parentSlabId: string }[] }>(
      "/inventory/slabList",
      { pageNum: 1, pageSize: 20, kind: "remnants" },
    );
    const r = remnants.list[0]!;
    await page.goto(`/slabQuery/slabDetail?slabId=${r.parentSlabId}`);
    await page.locator(byTestId("remnants-card")).waitFor();
    await page.locator(byTestId("remnants-card")).scrollIntoViewIfNeeded();
    await shot("remnantsProduced");
    await page.goto(`/slabQuery/slabDetail?slabId=${r.slabId}&breadcrumbTitle=${r.barcode}`);
    await page.locator(byTestId("remnant-from")).waitFor();
    await shot("remnantDetail");
    await page.click(byTestId("remnant-label"));
    await page
      .locator(`${byTestId("remnant-barcode")} rect`)
      .first()
      .waitFor();
    await shot("remnantLabel");
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
