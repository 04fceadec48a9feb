import { describe, expect, it } from "vitest";
import { percentOf } from "../../src/modules/production/production-project.service.ts";

/** Percentages are rounded, not truncated (issue #24 point 12: 91.66%). */
describe("percentOf", () => {
  it("rounds half up to 2 decimals, never says 100 before the last one", () => {
    expect(percentOf(11, 12)).toBe(91.67);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(99_999, 100_000)).toBe(99.99);
    expect(percentOf(12, 12)).toBe(100);
    expect(percentOf(13, 12)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
