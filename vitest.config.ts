import { defineConfig } from "vitest/config";

// One runner, several projects: `npm test` (scripts/test.mjs) picks which ones run.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "repo", include: ["test/**/*.test.ts"] } },
      { test: { name: "shared", include: ["packages/shared/test/**/*.test.ts"] } },
      { test: { name: "cutting", include: ["packages/cutting/test/**/*.test.ts"], testTimeout: 60_000 } },
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for a condition; vitest's default gives up after 1 s, which a busy machine
          // (two cores, other test files running) passes now and then: a flake, not a finding.
          expect: { poll: { timeout: 20_000, interval: 50 } },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["apps/web/e2e/**/*.test.ts"],
          setupFiles: ["apps/web/e2e/support/console-guard.ts"],
          // One seeded data directory that every file's server starts from (support/server.ts).
          globalSetup: ["apps/web/e2e/support/server.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Every `expect.poll` on a page waits for the page, up to Playwright's own 30 s for a locator:
          // vitest's default of 1 s failed now and then on a busy machine (two files at once on two cores).
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
