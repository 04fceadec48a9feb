import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../helper.ts";
import { runCrashRounds } from "./rounds.ts";

/**
 * Crash safety (issue #12): the real server start-up in a child process, each of project import
 * (JSON and .xlsx), slab import, layout acceptance and rack numbering killed with SIGKILL at a
 * random moment, the child restarted on the same data, every request all or nothing. A few rounds
 * on the engine of this pass; `npm run bench:crash` runs fifty per engine.
 */
const engine = TEST_DATABASE_URL ? "postgres" : "pglite";

describe(`crash safety on ${engine}`, () => {
  it("leaves every request all or nothing after SIGKILL, and the server starts again", async () => {
    const report = await runCrashRounds({
      engine,
      postgresUrl: TEST_DATABASE_URL,
      // One round per operation (five: JSON project, .xlsx project, slab file, layout acceptance, racks).
      rounds: Number(process.env.CRASH_TEST_ROUNDS ?? 5),
      sizes: { boards: 400, slabs: 300, layoutBoards: 30 },
    });
    expect(report.problems).toEqual([]);
    expect(report.rounds.every((r) => r.outcome !== "partial")).toBe(true);
    // An acknowledged request always survived; the kills did land on requests in flight.
    expect(report.rounds.filter((r) => r.acknowledged && r.outcome !== "all")).toEqual([]);
    expect(report.rounds.some((r) => r.inFlight)).toBe(true);
    expect(report.serverEntryStartMs).toBeGreaterThan(0);
  }, 900_000);
});
