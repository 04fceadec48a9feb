import { describe, expect, it } from "vitest";
import { checkPlan } from "../src/checker.ts";
import { solveInWorker } from "../src/index.ts";
import type { Instance } from "../src/types.ts";

describe("solveInWorker", () => {
  it("solves in a worker thread while the main thread stays responsive", async () => {
    const inst: Instance = {
      items: Array.from({ length: 30 }, (_, i) => ({
        id: `i${i}`,
        width: 10 + ((i * 7) % 40),
        height: 10 + ((i * 13) % 50),
      })),
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const t0 = Date.now();
    const sol = await solveInWorker(inst, { timeLimitMs: 600, seed: 3 });
    clearInterval(timer);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(ticks).toBeGreaterThan(5);
    expect(checkPlan(inst, sol).violations).toEqual([]);
    expect(sol.unplaced).toEqual([]);
  });

  it("rejects when the solver throws", async () => {
    await expect(solveInWorker({ items: [{ id: "a", width: 0, height: 1 }], bins: [] })).rejects.toThrow(
      /positive/,
    );
  });
});
