/**
 * Screenshots of layout review (list, upload dialog, project detail tabs) in both languages at
 * 1440×900. `E2E_WEB_DIST=… npx tsx apps/web/e2e/project-screenshots.ts [outDir]` — starts the real
 * server with the demo seed and imports a few sample projects through the JSON import.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser, readToken } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const STONES = ["白玉兰", "爵士白", "黑金沙", "浅啡网"];
const SIZES = [
  [600, 600],
  [800, 400],
  [1200, 600],
  [2400, 1200],
  [1000, 160],
];

/** A project for the JSON import: boards over planes, stones, thicknesses and boxes of 12. */
function sampleProject(o: {
  projectNo: string;
  name: string;
  clientName: string;
  boards: number;
  planes: number;
  crafts: string[];
  projectType: "engineering" | "fineWork";
}) {
  const planes = Array.from({ length: o.planes }, (_, i) => ({ batchNo: `${o.projectNo}-P${i + 1}` }));
  const boards = Array.from({ length: o.boards }, (_, i) => ({
    code: `${o.projectNo}-${String(i + 1).padStart(4, "0")}`,
    batchNo: planes[i % o.planes].batchNo,
    length: SIZES[i % SIZES.length][0],
    width: SIZES[i % SIZES.length][1],
    thickness: [18, 20, 30][Math.floor(i / 7) % 3],
    stone: STONES[Math.floor(i / 5) % STONES.length],
    crafts: o.crafts.slice(0, i % 3),
    rotatable: i % 4 !== 3,
  }));
  const boxes = [];
  for (let i = 0; i < boards.length; i += 12) {
    boxes.push({
      boxNo: `${o.projectNo}-B${boxes.length + 1}`,
      length: 2500,
      width: 1300,
      height: 900,
      boards: boards.slice(i, i + 12).map((b) => b.code),
    });
  }
  const project = {
    name: o.name,
    projectNo: o.projectNo,
    clientName: o.clientName,
    projectType: o.projectType,
    layoutMode: "cloud",
    deliveryDate: "2030-06-30",
  };
  return { project, planes, boards, boxes };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page } = await signedIn(browser, server, { lang });
    const { cookie, session } = await readToken(page);
    const token = cookie ?? session ?? "";
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { result: boolean; msg: string; data: unknown };
    };
    if (lang === "zh-CN") {
      const crafts = ((await call("/craft/options", {})).data as { name: string }[]).map((c) => c.name);
      for (const [i, no] of ["SHOT-A", "SHOT-B", "SHOT-C"].entries()) {
        const data = sampleProject({
          projectNo: no,
          name: ["万科翡翠公园 3# 楼大堂", "厦门国际会展中心二期", "滨江壹号 精装样板间"][i],
          clientName: ["万科地产", "会展集团", "滨江置业"][i],
          boards: 60 + i * 40,
          planes: 3,
          crafts: crafts.slice(0, 4),
          projectType: i === 2 ? "fineWork" : "engineering",
        });
        const r = await call("/project/importJson", data);
        if (!r.result) console.log("import", no, r.msg);
      }
    }
    await page.goto("/layoutReview");
    await page.locator(byTestId("project-row")).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, `list-${lang}.png`) });

    await page.click(byTestId("project-upload"));
    await page.locator(byTestId("upload-dialog")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `upload-${lang}.png`) });
    await page.keyboard.press("Escape");

    // Approving a project whose settings are missing: the server's words in a dialog.
    await page.locator(byTestId("project-approve")).first().click();
    await page.locator(byTestId("confirm-approve")).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `approveConfirm-${lang}.png`) });
    await page.click(byTestId("confirm-ok"));
    await page.locator(byTestId("approve-refused")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `approveRefused-${lang}.png`) });
    await page.keyboard.press("Escape");
    await page.goto("/layoutReview");

    await page.locator(byTestId("project-row")).first().click();
    await page.locator(byTestId("project-detail-page")).waitFor();
    for (const tab of ["overview", "materials", "processing", "packing", "settings"]) {
      await page.goto(`${page.url().replace(/&tab=[a-z]+/, "")}&tab=${tab}`);
      await page.locator(byTestId("project-detail-page")).waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `detail-${tab}-${lang}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
