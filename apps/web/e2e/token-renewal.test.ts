import { describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/wait.ts";
import { byTestId, readToken } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

const TTL_SECONDS = 3;
// Access tokens need renewal after 3 s (code 22 with a rotated token).
const suite = browserSuite({ env: { ACCESS_TOKEN_TTL: String(TTL_SECONDS) } });

describe("token renewal", () => {
  it("renews an expired access token without the user noticing", async () => {
    const { context, page } = await signedIn(suite.browser, suite.server, { remember: false });
    const before = (await readToken(page)).session;
    expect(before).toBeTruthy();

    // The token was issued before signedIn returned: it has expired once TTL seconds have passed
    // since (the server runs on the real clock in a child process; no clock of its own to move).
    const expiresBy = Date.now() + TTL_SECONDS * 1000;
    await waitUntil(() => Date.now() > expiresBy, { timeout: (TTL_SECONDS + 5) * 1000, interval: 250 });

    // Several calls at once with the expired token: user info (page load) and the identity list.
    const codes: number[] = [];
    page.on("response", async (r) => {
      if (!r.url().includes("/api/")) return;
      try {
        codes.push(((await r.json()) as { code: number }).code);
      } catch {
        // not JSON
      }
    });
    await page.reload();
    await page.waitForSelector(byTestId("stage-home"));
    await expect.poll(() => page.locator(byTestId("user-name")).textContent()).not.toBe("");
    await page.click(byTestId("user-menu"));
    await page.click(byTestId("menu-switch-org"));
    await page.waitForSelector(".sw-identity-item");

    expect(codes).toContain(22);
    expect(await page.locator(byTestId("session-dialog-text")).count()).toBe(0);
    const after = (await readToken(page)).session;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(page.url()).toContain("/stageHome");
    await context.close();
  });
});
