import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";
import { type SignedIn, type SignInOptions, signedIn } from "./session.ts";

/**
 * One browser test file's fixtures: a real server with the demo seed and a Chromium, started before the
 * file's tests and stopped after them, and signed-in pages whose contexts close with the file.
 * `const suite = browserSuite();` at the top of the file, then `await suite.signIn("en-US")` in a test;
 * `browserSuite({ env: { MQTT_URL: … } })` starts the server with more environment.
 */
export function browserSuite(opts: { env?: Record<string, string> } = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer(opts.env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  return {
    get server(): TestServer {
      if (!server) throw new Error("browserSuite: the server starts in beforeAll");
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error("browserSuite: the browser starts in beforeAll");
      return browser;
    },
    /** Closes this context with the file (a context the test made itself). */
    adopt(context: BrowserContext): BrowserContext {
      contexts.push(context);
      return context;
    },
    /** A signed-in page (the demo super administrator unless `phone` says otherwise), closed with the file. */
    async signIn(opts: SignInOptions | "zh-CN" | "en-US" = {}): Promise<SignedIn> {
      const o = typeof opts === "string" ? { lang: opts } : opts;
      const s = await signedIn(this.browser, this.server, o);
      contexts.push(s.context);
      return s;
    },
  };
}

/** A call to the API as the signed-in user, over the page's own HTTP (its data; the test fails on a refusal). */
export async function api<T>(
  s: { context: BrowserContext; token: string },
  path: string,
  body: unknown,
): Promise<T> {
  const res = await s.context.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${s.token}` },
  });
  const env = (await res.json()) as { result: boolean; data: T; msg: string; code: number };
  expect(env.result, `${path}: ${env.code} ${env.msg}`).toBe(true);
  return env.data;
}
