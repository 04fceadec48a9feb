import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { byTestId, settled } from "./support/browser.ts";
import {
  openCloudLayout as openDialog,
  pendingProjectId,
  cloudLayoutPhase as phase,
} from "./support/cloud-layout.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Cloud layout in the browser against the real server with the demo seed: the pending cloud project
 * XM-2025-001 opens with the seeded run's proposed plans; the user runs the layout again, sees the
 * progress, then the plans drawn to scale, and accepts them. Screenshots of every phase in both
 * languages go to E2E_SHOTS (default /tmp/layout-shots).
 */
const SHOTS = process.env.E2E_SHOTS ?? "/tmp/layout-shots";
mkdirSync(SHOTS, { recursive: true });
const suite = browserSuite();

describe("cloud layout from the project detail page", () => {
  let id: string;

  it("shows the seeded run's proposed plans drawn to scale (en-US)", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    id = await pendingProjectId(s, "XM-2025-001");
    await openDialog(page, id);
    await expect.poll(() => phase(page), { timeout: 15_000 }).toBe("result");
    const plans = page.locator(byTestId("cloud-layout-plan"));
    await plans.first().waitFor();
    const summary = page.locator(byTestId("cloud-layout-summary"));
    await expect.poll(() => summary.textContent()).toContain("Slabs used");
    const drawn = await page.locator(`${byTestId("cloud-layout-plan")} ${byTestId("plan-drawing")}`).count();
    expect(drawn).toBe(await plans.count());
    expect(drawn).toBeGreaterThan(0);
    // Every board of the drawn plans is on the screen with its code.
    const boards = await page.locator(`${byTestId("cloud-layout-plan")} ${byTestId("plan-board")}`).count();
    const run = await api<{ activeRun: { summary: { boardsPlaced: number; slabsUsed: number } } }>(
      s,
      "/layout/overview",
      { projectId: id },
    );
    expect(boards).toBe(run.activeRun.summary.boardsPlaced);
    expect(drawn).toBe(run.activeRun.summary.slabsUsed);
    await expect.poll(() => page.locator(byTestId("cloud-layout-unplaced")).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, "result-en-US.png") });
    await plans.first().screenshot({ path: join(SHOTS, "plan-card-en-US.png") });
    await page.locator(byTestId("cloud-layout-unplaced")).getByText("boards could not be placed").click();
    await page
      .locator(`${byTestId("cloud-layout-unplaced")} .ant-table-row`)
      .first()
      .waitFor();
    await page.locator(byTestId("cloud-layout-unplaced")).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, "unplaced-en-US.png") });
    await page.locator(byTestId("cloud-layout-rerun")).click();
    await expect.poll(() => phase(page)).toBe("settings");
    await settled(page);
    await page.screenshot({ path: join(SHOTS, "settings-en-US.png") });
  });

  it("runs again with other settings, shows the progress, then the plans, and accepts them (zh-CN)", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    await openDialog(page, id);
    await expect.poll(() => phase(page), { timeout: 15_000 }).toBe("result");
    await page.locator(byTestId("cloud-layout-rerun")).click();
    await expect.poll(() => phase(page)).toBe("settings");
    await page.screenshot({ path: join(SHOTS, "settings-zh-CN.png") });
    // Kerf 5 mm, rotation banned, 3 s.
    await page.locator(`${byTestId("cloud-layout-kerf")}`).fill("5");
    await page.locator(byTestId("cloud-layout-rotation")).getByText("禁止旋转").click();
    await page.locator(byTestId("cloud-layout-time")).fill("3");
    await page.locator(byTestId("cloud-layout-start")).click();
    await page.locator(byTestId("cloud-layout-progress")).waitFor();
    await page.screenshot({ path: join(SHOTS, "progress-zh-CN.png") });
    await expect.poll(() => phase(page), { timeout: 60_000 }).toBe("result");
    await page.locator(byTestId("cloud-layout-plan")).first().waitFor();
    await settled(page);
    await page.screenshot({ path: join(SHOTS, "result-zh-CN.png"), fullPage: true });

    const before = await api<{ activeRun: { runId: string; params: { kerf: number; rotation: string } } }>(
      s,
      "/layout/overview",
      { projectId: id },
    );
    expect(before.activeRun.params).toMatchObject({ kerf: 5, rotation: "banned" });
    const proposals = await api<{ plans: { boards: { rotated: boolean }[] }[] }>(s, "/layout/proposals", {
      runId: before.activeRun.runId,
    });
    expect(proposals.plans.length).toBe(await page.locator(byTestId("cloud-layout-plan")).count());
    expect(proposals.plans.flatMap((p) => p.boards).some((b) => b.rotated)).toBe(false);

    await page.locator(byTestId("cloud-layout-accept")).click();
    await page.locator(byTestId("cloud-layout-accepted")).waitFor();
    await page.screenshot({ path: join(SHOTS, "accepted-zh-CN.png") });
    const status = await api<{ status: string }>(s, "/layout/runStatus", { runId: before.activeRun.runId });
    expect(status.status).toBe("accepted");
    const after = await api<{ plans: { status: string }[] }>(s, "/layout/proposals", {
      runId: before.activeRun.runId,
    });
    expect(after.plans.length).toBe(proposals.plans.length);
    expect(after.plans.every((p) => p.status === "accepted")).toBe(true);
    await page.locator(byTestId("cloud-layout-close")).click();
  });
});
