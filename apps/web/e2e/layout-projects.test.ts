import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, settled } from "./support/browser.ts";
import {
  openCloudLayout as openDialog,
  cloudLayoutPhase as phase,
  pendingProjectId as projectId,
} from "./support/cloud-layout.ts";
import { chooseOption } from "./support/select.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Cloud layout over several projects in the browser (docs/api-layout.md "Several projects"), on the
 * demo seed: the pending cloud project XM-2025-001 is laid out together with FZ-2025-007 (they share
 * 爵士白): the run form's multi-select adds it, the run lists both projects, the proposals name each
 * board's project and plane, and accepting plans the boards of both. Screenshots of the form, the
 * result and the run history in both languages go to E2E_SHOTS (default /tmp/layout-projects-shots).
 */
const SHOTS = process.env.E2E_SHOTS ?? "/tmp/layout-projects-shots";
mkdirSync(SHOTS, { recursive: true });
const suite = browserSuite();
const HOME = "XM-2025-001";
const OTHER = "FZ-2025-007";

async function toSettings(page: Page): Promise<void> {
  await expect.poll(() => phase(page), { timeout: 15_000 }).toMatch(/settings|result/);
  if ((await phase(page)) === "result") await page.locator(byTestId("cloud-layout-rerun")).click();
  await expect.poll(() => phase(page)).toBe("settings");
}

async function pickCompanion(page: Page, projectNo: string): Promise<void> {
  await chooseOption(page, page.locator(byTestId("cloud-layout-companions")), projectNo, { multiple: true });
}

describe("a cloud-layout run over two projects", () => {
  let home: string;
  let other: string;

  it("adds a second project in the run form, runs, shows both projects in the proposals and accepts (zh-CN)", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    home = await projectId(s, HOME);
    other = await projectId(s, OTHER);
    const before = await api<{ boardsToLayout: number; companions: { projectNo: string }[] }>(
      s,
      "/layout/overview",
      { projectId: home },
    );
    expect(before.companions.map((c) => c.projectNo)).toContain(OTHER);
    await openDialog(page, home);
    await toSettings(page);
    await pickCompanion(page, OTHER);
    // The groups are counted again over both projects.
    const both = await api<{ boardsToLayout: number }>(s, "/layout/overview", { projectIds: [home, other] });
    await expect
      .poll(() => page.locator(".sw-cloud-layout-lead").textContent())
      .toContain(String(both.boardsToLayout));
    await page.locator(byTestId("cloud-layout-time")).fill("3");
    await page.screenshot({ path: join(SHOTS, "settings-zh-CN.png"), fullPage: true });
    await page.locator(byTestId("cloud-layout-start")).click();
    await expect.poll(() => phase(page), { timeout: 60_000 }).toBe("result");
    await page.locator(byTestId("cloud-layout-plan")).first().waitFor({ timeout: 60_000 });

    const runProjects = page.locator(".sw-cloud-layout-projects-line");
    await expect.poll(() => runProjects.first().textContent()).toContain(HOME);
    expect(await runProjects.first().textContent()).toContain(OTHER);
    // Each plan lists its boards by project and plane; both projects appear among the plans.
    const tables = page.locator(byTestId("cloud-layout-plan-projects"));
    expect(await tables.count()).toBe(await page.locator(byTestId("cloud-layout-plan")).count());
    const text = (await tables.allTextContents()).join(" ");
    expect(text).toContain(HOME);
    expect(text).toContain(OTHER);
    await settled(page);
    await page.screenshot({ path: join(SHOTS, "result-zh-CN.png"), fullPage: true });
    await page
      .locator(byTestId("cloud-layout-plan"))
      .first()
      .screenshot({ path: join(SHOTS, "plan-card-zh-CN.png") });

    const ov = await api<{ activeRun: { runId: string; projects: { projectId: string }[] } }>(
      s,
      "/layout/overview",
      { projectId: home },
    );
    expect(ov.activeRun.projects.map((p) => p.projectId)).toEqual([home, other]);
    await page.locator(byTestId("cloud-layout-accept")).click();
    // Accepting stores every plan through the inventory's checks: give a loaded machine time.
    await page.locator(byTestId("cloud-layout-accepted")).waitFor({ timeout: 90_000 });
    // The accepted step stays while the page behind it refreshes (it used to fall back to the form).
    await page.waitForLoadState("networkidle");
    expect(await phase(page)).toBe("accepted");
    await page.screenshot({ path: join(SHOTS, "accepted-zh-CN.png"), fullPage: true });
    const run = await api<{ status: string }>(s, "/layout/runStatus", { runId: ov.activeRun.runId });
    expect(run.status).toBe("accepted");
    const plans = await api<{
      plans: { status: string; slabId: string; projectId: string; boards: { projectId: string }[] }[];
    }>(s, "/layout/proposals", { runId: ov.activeRun.runId });
    expect(plans.plans.every((p) => p.status === "accepted")).toBe(true);
    const projectsPlanned = new Set(plans.plans.flatMap((p) => p.boards.map((b) => b.projectId)));
    expect([...projectsPlanned].sort()).toEqual([home, other].sort());
    // Each slab's "adjust" link opens manual layout under the project its plan is filed under.
    const hrefs = await page
      .locator(byTestId("cloud-layout-adjust"))
      .evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
    expect(hrefs).toHaveLength(plans.plans.length);
    for (const p of plans.plans) {
      const href = hrefs.find((h) => new URL(h, "http://x").searchParams.get("slabId") === p.slabId);
      expect(new URL(href ?? "", "http://x").searchParams.get("projectId"), p.slabId).toBe(p.projectId);
    }
    // The demo's two projects give plans filed under each; one under the other project opens there.
    const theirs = plans.plans.find((p) => p.projectId === other);
    if (!theirs) throw new Error(`no plan filed under ${OTHER}: the link check above proved nothing`);
    const theirHref = hrefs.find((h) => h.includes(`slabId=${theirs.slabId}`));
    await page.locator(byTestId("cloud-layout-close")).click();
    await page.goto(theirHref ?? "");
    await page.locator(byTestId("manual-layout-page")).waitFor();
    await expect
      .poll(() => page.locator(`${byTestId("layout-drawing")} ${byTestId("plan-board")}`).count())
      .toBe(theirs.boards.length);
  }, 240_000);

  it("lists the run under the other project with both projects, and shows the form in English (en-US)", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    await openDialog(page, other);
    await toSettings(page);
    const runs = page.locator(byTestId("cloud-layout-runs"));
    await expect.poll(() => runs.textContent()).toContain(HOME);
    expect(await runs.textContent()).toContain(OTHER);
    expect(await runs.textContent()).toContain("Accepted");
    await settled(page);
    await page.screenshot({ path: join(SHOTS, "settings-history-en-US.png"), fullPage: true });
    // Another companion, run, the result in English; then discarded.
    const ov = await api<{ companions: { projectNo: string; busy: boolean; projectId: string }[] }>(
      s,
      "/layout/overview",
      { projectId: other },
    );
    const next = ov.companions.find((c) => !c.busy);
    if (!next) throw new Error("the demo seed has no further companion of FZ-2025-007");
    await pickCompanion(page, next.projectNo);
    // The form counts the boards again over both projects before the run may start with them.
    const both = await api<{ boardsToLayout: number }>(s, "/layout/overview", {
      projectIds: [other, next.projectId],
    });
    await expect
      .poll(() => page.locator(".sw-cloud-layout-lead").textContent())
      .toContain(String(both.boardsToLayout));
    await page.locator(byTestId("cloud-layout-time")).fill("2");
    await page.screenshot({ path: join(SHOTS, "settings-en-US.png"), fullPage: true });
    await page.locator(byTestId("cloud-layout-start")).click();
    await expect.poll(() => phase(page), { timeout: 60_000 }).toBe("result");
    await settled(page);
    await page.screenshot({ path: join(SHOTS, "result-en-US.png"), fullPage: true });
    const plans = page.locator(byTestId("cloud-layout-plan"));
    if (await plans.count()) await plans.first().screenshot({ path: join(SHOTS, "plan-card-en-US.png") });
    // A run that ended without plans says why: that text, not a missing line, is the failure.
    const ended = page.locator(byTestId("cloud-layout-ended"));
    if (await ended.count()) throw new Error(`the run ended: ${await ended.textContent()}`);
    expect(await page.locator(".sw-cloud-layout-projects-line").textContent()).toContain(next.projectNo);
  });
});
