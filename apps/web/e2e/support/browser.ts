import { pathToFileURL } from "node:url";
import type { SliderChallenge } from "@stoneworks/shared";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO, repoRoot } from "./server.ts";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * A user's console is part of the product: every console error and uncaught page error of every page
 * of every context is recorded, and the setup file (support/console-guard.ts) fails the test it
 * happened in. A test that provokes one on purpose (a refused upload, a dropped connection) says so
 * with allowConsoleErrors first.
 */
const consoleProblems: string[] = [];
const allowed: RegExp[] = [];

function watchPage(page: Page): void {
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    if (!allowed.some((re) => re.test(text))) consoleProblems.push(`console error on ${page.url()}: ${text}`);
  });
  page.on("pageerror", (e) => consoleProblems.push(`page error on ${page.url()}: ${e.message}`));
}

/** The console errors this test expects (cleared after the test). */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** The problems recorded since the last call, and forget the test's allowances. */
export function takeConsoleProblems(): string[] {
  allowed.length = 0;
  return consoleProblems.splice(0);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open(options);
    context.on("page", watchPage);
    // An unhandled promise rejection is an error the user's console shows: make sure the guard sees it.
    await context.addInitScript(() => {
      window.addEventListener("unhandledrejection", (e) => {
        const r = e.reason as { message?: string } | undefined;
        console.error(`unhandled rejection: ${r?.message ?? String(r)}`);
      });
    });
    return context;
  };
  return browser;
}

export function newContext(browser: Browser, baseURL: string, locale = "zh-CN"): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } });
}

export const byTestId = (id: string) => `[data-testid="${id}"]`;

/** The token where the web app keeps it: cookie (remember) or sessionStorage. */
export async function readToken(page: Page): Promise<{ cookie: string | null; session: string | null }> {
  return page.evaluate(() => {
    const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
    return { cookie: m ? decodeURIComponent(m[1]) : null, session: sessionStorage.getItem("sw_token") };
  });
}

export async function loginByPassword(
  page: Page,
  opts: { phone?: string; password?: string; remember?: boolean } = {},
): Promise<void> {
  await page.goto("/login");
  await page.fill(byTestId("phone-input"), opts.phone ?? DEMO.phone);
  await page.fill(byTestId("password-input"), opts.password ?? DEMO.password);
  const remember = page
    .locator(`input${byTestId("remember")}, ${byTestId("remember")} input[type=checkbox]`)
    .first();
  if ((await remember.isChecked()) !== (opts.remember ?? true)) await remember.click({ force: true });
  await page.click(byTestId("login-submit"));
}

export async function loginAsDemo(page: Page, remember = true): Promise<void> {
  await loginByPassword(page, { remember });
  await page.waitForURL("**/stageHome");
  await page.waitForSelector(byTestId("stage-home"));
}

interface SliderSolver {
  findGapX(challenge: SliderChallenge): number;
  humanTrack(x: number): { x: number; y: number; t: number }[];
}

/** The lead's solver (apps/server/test/slider-solver.ts): decodes the PNGs and finds the gap. */
async function solver(): Promise<SliderSolver> {
  const href = pathToFileURL(`${repoRoot}/apps/server/test/slider-solver.ts`).href;
  return (await import(/* @vite-ignore */ href)) as SliderSolver;
}

/**
 * Presses "get code", solves the slider like a hand would (down, moves with y jitter and pauses, up),
 * and waits for the SMS to be sent.
 */
export async function passSliderAndSend(page: Page): Promise<void> {
  const { findGapX, humanTrack } = await solver();
  await page.click(byTestId("sms-send"));
  // Solve the picture actually on screen (the modal may have fetched a fresh challenge), once it
  // is ready for a drag.
  await page.waitForSelector(`${byTestId("slider")}[data-status="idle"]`);
  const shown = await page.evaluate(() => {
    const bg = document.querySelector<HTMLImageElement>('[data-testid="slider-background"]');
    const piece = document.querySelector<HTMLImageElement>('[data-testid="slider-piece"]');
    return {
      background: bg?.src ?? "",
      piece: piece?.src ?? "",
      pieceY: Number.parseFloat(piece?.style.top ?? "0"),
    };
  });
  const challenge = {
    ...shown,
    challengeId: "",
    width: 320,
    height: 160,
    pieceSize: 48,
  } satisfies SliderChallenge;
  const gap = findGapX(challenge);
  const handle = page.locator(byTestId("slider-handle"));
  await handle.waitFor();
  await page.locator(byTestId("slider-piece")).waitFor();
  // The modal zooms in: take the handle where it stops, not where the animation has it now (a
  // press beside the handle starts no drag, and the release then verifies nothing). A trial click
  // waits for Playwright's own check that the handle is stable.
  await handle.click({ trial: true });
  const box = await handle.boundingBox();
  if (!box) throw new Error("slider handle has no box");
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  const track = humanTrack(gap);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.waitForSelector(`${byTestId("slider")}[data-status="dragging"]`, { timeout: 5_000 });
  let lastT = 0;
  for (const p of track) {
    const wait = Math.max(0, p.t - lastT);
    lastT = p.t;
    if (wait) await page.waitForTimeout(wait); // input pace: the drag's own timing is what the slider checks
    await page.mouse.move(startX + p.x, startY + p.y);
  }
  await page.mouse.move(startX + gap, startY + (track.at(-1)?.y ?? 0));
  const verified = page.waitForResponse((r) => r.url().endsWith("/api/captcha/verify"));
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/hmSms/sendSecVerifyCode"));
  await page.mouse.up();
  const check = (await (await verified).json()) as { result: boolean; msg: string };
  expect(check.result, `slider: ${check.msg} (gap ${gap})`).toBe(true);
  const body = (await (await sent).json()) as { result: boolean; msg: string };
  expect(body.result, body.msg).toBe(true);
}

/** Text of the visible antd toasts. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator(".ant-message-notice").allInnerTexts();
}

/**
 * Waits until the page has no finite animation running (a modal or list opening, a message sliding
 * in), so a screenshot or a measurement sees the settled page. Spinners (infinite) are ignored.
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0),
            ).length,
      ),
    )
    .toBe(0);
}
