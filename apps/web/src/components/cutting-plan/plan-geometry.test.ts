import { describe, expect, it } from "vitest";
import { fitFontSize, kerfBands } from "./plan-geometry.ts";

describe("drawing helpers", () => {
  it("fits a code's font inside its board", () => {
    const fs = fitFontSize("B-0001", 600, 400);
    expect(fs).toBeGreaterThan(0);
    expect(fs * 6 * 0.62).toBeLessThanOrEqual(600);
    expect(fs).toBeLessThanOrEqual(400 * 0.42);
    // A narrow board gets a smaller font than a wide one.
    expect(fitFontSize("B-0001", 100, 400)).toBeLessThan(fs);
  });

  it("draws the kerf beside a board, clipped to the slab", () => {
    expect(kerfBands({ x: 0, y: 0, w: 600, h: 400 }, 4, 3000, 1800)).toEqual([
      { x: 600, y: 0, w: 4, h: 404 },
      { x: 0, y: 400, w: 600, h: 4 },
    ]);
    // Flush with the slab's far corner: no band outside the slab.
    expect(kerfBands({ x: 2400, y: 1400, w: 600, h: 400 }, 4, 3000, 1800)).toEqual([]);
    expect(kerfBands({ x: 0, y: 0, w: 600, h: 400 }, 0, 3000, 1800)).toEqual([]);
  });
});
