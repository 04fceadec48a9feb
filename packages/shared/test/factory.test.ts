import { describe, expect, it } from "vitest";
import {
  MAX_RACK_NUMBER,
  RACK_LOCATION_MAX,
  rackAddBody,
  rackNumber,
  rackValuesSchema,
  unitPriceSchema,
} from "../src/index.ts";

describe("factory schemas", () => {
  it("accept a unit price ≥ 0 with at most 2 decimals", () => {
    const ok = (v: unknown) => unitPriceSchema.safeParse(v).success;
    for (const good of ["0", "12", "12.5", "12.50", "9999.99"]) expect(ok(good), good).toBe(true);
    for (const bad of ["", "-1", "12.345", "1e3", "abc", "12.", ".5", undefined])
      expect(ok(bad), String(bad)).toBe(false);
  });

  it("number racks 0001 to MAX_RACK_NUMBER", () => {
    expect(MAX_RACK_NUMBER).toBe(9999);
    for (const good of ["0001", "0420", "9999"]) expect(rackNumber.safeParse(good).success, good).toBe(true);
    for (const bad of ["0000", "7", "00007", "abcd"])
      expect(rackNumber.safeParse(bad).success, bad).toBe(false);
  });

  it("keep a rack's safety value at or below its maximum, on the safety field", () => {
    expect(rackValuesSchema.safeParse({ safetyValue: "8", maxValue: "10.00" }).success).toBe(true);
    const r = rackValuesSchema.safeParse({ safetyValue: "12.00", maxValue: "10.00", mode: "single" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["safetyValue", "validation.valueUnreasonable"],
    ]);
  });

  it("limit a rack's location to what a label prints", () => {
    const at = (n: number) => rackAddBody.safeParse({ quantity: 1, location: "x".repeat(n) }).success;
    expect(at(RACK_LOCATION_MAX)).toBe(true);
    expect(at(RACK_LOCATION_MAX + 1)).toBe(false);
  });
});
