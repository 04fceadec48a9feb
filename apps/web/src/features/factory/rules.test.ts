import { describe, expect, it } from "vitest";
import { isMoney } from "./rules.ts";

describe("factory rules", () => {
  it("accept a unit price ≥ 0 with at most 2 decimals", () => {
    for (const ok of ["0", "12", "12.5", "12.50", "9999.99"]) expect(isMoney(ok), ok).toBe(true);
    for (const bad of ["", "-1", "12.345", "1e3", "abc", "12.", ".5", undefined])
      expect(isMoney(bad), String(bad)).toBe(false);
  });
});
