import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

const OPEN_LIST = ".ant-select-dropdown:visible";

export interface ChooseOptions {
  /** Which of the matching options: the first (default) or the last. */
  which?: "first" | "last";
  /** A multiple select: the list stays open after a choice and is closed with Escape. */
  multiple?: boolean;
}

/**
 * Chooses an option of an antd Select the way a user does (open, click the option) and returns only
 * once the choice shows in the select and its list has closed. A click that lands while the list is
 * still animating in, or on an option being re-rendered as its data arrives, is lost on a loaded
 * machine; the next click then hits the open list instead of what lies under it. So the choice is
 * checked and made again when it did not take, and the list is closed before anything else is clicked.
 * Returns the chosen option's text.
 */
export async function chooseOption(
  page: Page,
  trigger: Locator,
  label?: string | RegExp,
  opts: ChooseOptions = {},
): Promise<string> {
  const list = page.locator(OPEN_LIST);
  let chosen = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await list.isVisible())) await trigger.click();
    const options = page.locator(`${OPEN_LIST} .ant-select-item-option`, label ? { hasText: label } : {});
    const option = opts.which === "last" ? options.last() : options.first();
    await option.waitFor();
    chosen = ((await option.getAttribute("title")) ?? (await option.innerText())).trim();
    await option.click().catch(() => undefined);
    const took = await expect
      .poll(() => trigger.innerText(), { timeout: 3000 })
      .toContain(shown(label, chosen))
      .then(() => true)
      .catch(() => false);
    if (took) break;
  }
  expect(await trigger.innerText()).toContain(shown(label, chosen));
  await closeList(page, opts.multiple === true);
  return chosen;
}

/** What the select shows once the option is chosen: the label asked for, else the option's text. */
const shown = (label: string | RegExp | undefined, chosen: string) =>
  typeof label === "string" ? label : chosen;

/** Waits for the open list to close; a multiple select's list (or one that stays) is closed with Escape. */
async function closeList(page: Page, multiple: boolean): Promise<void> {
  const list = page.locator(OPEN_LIST);
  if (!multiple) {
    const closed = await list
      .waitFor({ state: "hidden", timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
  }
  // rc-select stops Escape while its list is open, so an enclosing dialog stays open.
  if (await list.isVisible()) await page.keyboard.press("Escape");
  await list.waitFor({ state: "hidden" });
}
