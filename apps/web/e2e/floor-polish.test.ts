import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Words and print of issue #24 point 12, in both languages against the demo seed: project settings say
 * what is wrong (the kerf range, "choose the number of cutting stages"); the audit log names floor
 * entries in words; a printed box label says its size unit once; the picking sheet's plan barcode
 * stays inside the right margin on every page at A4 width (print media), with a PDF of it kept.
 */
const suite = browserSuite();
const SHOTS = process.env.E2E_SHOTS ?? join(tmpdir(), "stoneworks-floor-polish");
mkdirSync(SHOTS, { recursive: true });

type S = Awaited<ReturnType<typeof suite.signIn>>;

async function pendingProjectWithoutSettings(s: S): Promise<string> {
  const pending = await api<{ list: { projectId: string }[] }>(s, "/project/list", {
    tab: "pending",
    pageSize: 50,
  });
  for (const p of pending.list) {
    const d = await api<{ settings: { stages: number | null } }>(s, "/project/detail", {
      projectId: p.projectId,
    });
    if (d.settings.stages === null) return p.projectId;
  }
  throw new Error("the demo has no pending project without settings");
}

const errors = (page: Page) =>
  page.locator(`${byTestId("settings-form")} .ant-form-item-explain-error`).allInnerTexts();

describe("floor polish", () => {
  it.each([
    ["zh-CN", "切缝须为 3–5 mm 的整数", "请选择切割段数（2 段或 3 段）"],
    ["en-US", "Kerf must be a whole number from 3 to 5 mm", "Choose the number of cutting stages (2 or 3)"],
  ] as const)("project settings say what is wrong in %s", async (lang, kerf, stages) => {
    const s = await suite.signIn(lang);
    const { page } = s;
    const projectId = await pendingProjectWithoutSettings(s);
    await page.goto(`/layoutReview/projectDetail?projectId=${projectId}&tab=settings`);
    await page.locator(byTestId("settings-form")).waitFor();
    const input = page
      .locator(`${byTestId("settings-kerf")} input, input${byTestId("settings-kerf")}`)
      .first();
    await input.fill("7");
    await page.click(byTestId("settings-save"));
    await expect.poll(() => errors(page)).toEqual(expect.arrayContaining([kerf, stages]));
    await page.screenshot({ path: join(SHOTS, `settings-errors-${lang}.png`) });
  });

  it.each(["zh-CN", "en-US"] as const)("the audit log names floor entries in words in %s", async (lang) => {
    const { page } = await suite.signIn(lang);
    await page.goto("/enterprise/auditLog");
    await page.locator(byTestId("audit-action-cell")).first().waitFor();
    for (const entity of ["rackTrip", "packingBox"]) {
      const label =
        lang === "zh-CN"
          ? { rackTrip: "铁架流转", packingBox: "包装箱" }
          : { rackTrip: "Rack trip", packingBox: "Packing box" };
      const listed = page.waitForResponse((r) => r.url().endsWith("/api/audit/list"));
      await page
        .locator(`${byTestId("audit-entity")} input`)
        .fill(label[entity as "rackTrip" | "packingBox"]);
      await page.keyboard.press("Enter");
      await listed;
      await expect.poll(() => page.locator(byTestId("audit-action-cell")).count()).toBeGreaterThan(0);
      const text = await page.locator(`${byTestId("audit-page")} .ant-table-tbody`).innerText();
      // No raw key of an entity, an action or a state (camelCase or a bare English key in zh).
      expect(text).not.toMatch(/rackTrip|packingBox|toReturn|inTransit|toPack\b/);
      if (lang === "zh-CN")
        expect(text).not.toMatch(/\b(generate|circulate|receive|seal|add|packing|received|done)\b/);
      await page.screenshot({ path: join(SHOTS, `audit-${entity}-${lang}.png`) });
    }
  });

  it.each([
    ["zh-CN", "编辑铁架"],
    ["en-US", "Edit rack"],
  ] as const)("racks are named by their code in the list and the edit dialog in %s", async (lang, edit) => {
    const { page } = await suite.signIn(lang);
    await page.goto("/basic/racks");
    const first = page.locator(byTestId("rack-row")).first();
    await first.waitFor();
    const code = (await first.getAttribute("data-code")) ?? "";
    expect(code).toMatch(/^RK\d{4}$/);
    expect(await first.innerText()).toBe(code);
    // No cell shows the bare number ("0001") beside the code.
    const cells = await page.locator(".ant-table-tbody td").allInnerTexts();
    expect(cells.filter((c) => /^\d{4}$/.test(c.trim()))).toEqual([]);
    await page.locator(byTestId("rack-edit")).first().click();
    await page.locator(byTestId("rack-form")).waitFor();
    expect(await page.locator(".ant-modal-title:visible").innerText()).toBe(`${edit} ${code}`);
  });

  it("a printed box label and packing list say the size unit once", async () => {
    const s = await suite.signIn("zh-CN");
    const boxes = await api<{ list: { boxId: string | null }[] }>(s, "/tracking/search", {
      by: "box",
      pageSize: 5,
    });
    const boxId = boxes.list.find((b) => b.boxId)!.boxId!;
    await s.page.goto(`/productionTracking/boxPrint?boxId=${boxId}`);
    const sizes = s.page.locator(byTestId("box-print-size"));
    await expect.poll(() => sizes.count()).toBe(2);
    for (const text of await sizes.allInnerTexts()) expect(text).toMatch(/^\d+ × \d+ × \d+$/);
  });

  it.each(["zh-CN", "en-US"] as const)(
    "the picking sheet keeps every page's plan barcode inside the right margin in %s",
    async (lang) => {
      const s = await suite.signIn(lang);
      const { page } = s;
      const plans = [];
      for (const status of ["draft", "issued", "closed"])
        plans.push(
          ...(await api<{ list: { planId: string }[] }>(s, "/productionPlan/list", { status, pageSize: 50 }))
            .list,
        );
      // The plan with the most device tables (pages).
      let best = { planId: "", tables: 0 };
      for (const p of plans) {
        const d = await api<{ tables: unknown[] }>(s, "/productionPlan/detail", { planId: p.planId });
        if (d.tables.length > best.tables) best = { planId: p.planId, tables: d.tables.length };
      }
      expect(best.tables).toBeGreaterThanOrEqual(2);
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: "print" });
      await page.goto(`/productionPlan/sheet?planId=${best.planId}`);
      await page
        .locator(`${byTestId("sheet-plan-barcode")} rect`)
        .first()
        .waitFor();
      await expect.poll(() => page.locator(byTestId("sheet-table")).count()).toBe(best.tables);
      // A machine with a long code and series (a real factory's "SM400-01 (SM400 heavy CNC bridge saw)"):
      // its table's name on the last page, as the demo's machines have short ones.
      await page
        .locator(byTestId("sheet-table-name"))
        .last()
        .evaluate(
          (e, name) => {
            e.textContent = name;
          },
          lang === "zh-CN"
            ? "SM400-01（SM400 重型数控桥式切石机）B 台"
            : "SM400-01 (SM400 heavy CNC bridge saw) table B",
        );
      const overflow = await page.locator(byTestId("sheet-table")).evaluateAll((pages) =>
        pages.flatMap((p, i) => {
          const box = p.getBoundingClientRect();
          const pad = Number.parseFloat(getComputedStyle(p).paddingRight);
          const limit = Math.min(box.right - pad, document.documentElement.clientWidth);
          const over = [...p.querySelectorAll<HTMLElement>("header *, table")]
            .filter((e) => e.getBoundingClientRect().right > limit + 0.5)
            .map(
              (e) =>
                `page ${i + 1}: ${e.tagName}.${e.getAttribute("class") ?? ""} ${Math.round(e.getBoundingClientRect().right)} > ${Math.round(limit)}`,
            );
          return over;
        }),
      );
      await page.pdf({ path: join(SHOTS, `picking-sheet-${lang}.pdf`), format: "A4" });
      await page.screenshot({ path: join(SHOTS, `picking-sheet-${lang}.png`), fullPage: true });
      expect(overflow).toEqual([]);
    },
  );
});
