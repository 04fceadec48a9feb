/**
 * The one polling primitive outside vitest's own (`expect.poll`, `vi.waitFor`): waits until
 * `condition` answers something truthy and returns it, checking every `interval` ms, failing after
 * `timeout` ms with `message`. For harness code that also runs outside vitest (the crash rounds,
 * `npm run bench:crash`, the browser tests' server start). Tests never sleep a fixed time
 * (test/architecture-contracts.ts `sleepViolations`); this file is the one exception, because here
 * the wait always ends on the thing itself.
 */
export async function waitUntil<T>(
  condition: () => T | Promise<T>,
  opts: { timeout?: number; interval?: number; message?: string | (() => string) } = {},
): Promise<NonNullable<T>> {
  const { timeout = 10_000, interval = 100 } = opts;
  const end = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) {
      const m = typeof opts.message === "function" ? opts.message() : opts.message;
      throw new Error(m ?? `still waiting after ${timeout} ms`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
