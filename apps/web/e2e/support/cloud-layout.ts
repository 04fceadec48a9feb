import type { BrowserContext, Page } from "playwright-core";
import { byTestId } from "./browser.ts";
import { api } from "./suite.ts";

/** The cloud-layout browser tests' steps (layout.test.ts, layout-projects.test.ts). */

/** The id of a pending project of the demo seed, by its number. */
export async function pendingProjectId(
  s: { context: BrowserContext; token: string },
  projectNo: string,
): Promise<string> {
  const list = await api<{ list: { projectId: string; projectNo: string }[] }>(s, "/project/list", {
    tab: "pending",
    keyword: projectNo,
  });
  const p = list.list.find((x) => x.projectNo === projectNo);
  if (!p) throw new Error(`no pending project ${projectNo} in the demo seed`);
  return p.projectId;
}

/** Opens the project's detail page and its cloud-layout dialog. */
export async function openCloudLayout(page: Page, projectId: string): Promise<void> {
  await page.goto(`/layoutReview/projectDetail?projectId=${projectId}`);
  await page.locator(byTestId("cloud-layout-button")).click();
  await page.locator(byTestId("cloud-layout-body")).waitFor();
}

/** The dialog's step: loading, settings, running, result or accepted. */
export const cloudLayoutPhase = (page: Page) =>
  page.locator(byTestId("cloud-layout-body")).getAttribute("data-phase");

/**
 * Until no finite animation or transition runs (the dialog's step change, antd's motion): the
 * screenshot shows the settled screen. Endless ones (a spinner, an active progress bar) never settle.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
