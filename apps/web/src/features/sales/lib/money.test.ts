import { describe, expect, it } from "vitest";
import { draftAmountFen, isYuan, mm2ToM2Text, parseM2, parseYuan, sumFen } from "./money.ts";

describe("sales money", () => {
  it("parses yuan to integer fen exactly", () => {
    expect(parseYuan("0.1")).toBe(10);
    expect(parseYuan("0.07")).toBe(7);
    expect(parseYuan("19.99")).toBe(1999);
    expect(parseYuan(" 12 ")).toBe(1200);
    for (const bad of ["", "-1", "1.234", "1e3", "abc", ".5", "12.", undefined]) {
      expect(parseYuan(bad), String(bad)).toBeNull();
      expect(isYuan(bad)).toBe(false);
    }
  });

  it("parses m² to mm² and back", () => {
    expect(parseM2("1.5")).toBe(1_500_000);
    expect(parseM2("0.000001")).toBe(1);
    expect(parseM2("1.2345678")).toBeNull();
    expect(mm2ToM2Text(1_500_000)).toBe("1.5");
    expect(mm2ToM2Text(3_000_000)).toBe("3");
    expect(mm2ToM2Text(1)).toBe("0.000001");
  });

  it("computes line amounts by area or by piece, rounded half up to the fen", () => {
    // 0.1 m² × 0.05 yuan/m² = 0.005 yuan → 1 fen (half up).
    expect(draftAmountFen({ priceUnit: "m2", quantity: 1, area: "0.1", unitPrice: "0.05" })).toBe(1);
    expect(draftAmountFen({ priceUnit: "m2", quantity: 3, area: "12.345", unitPrice: "388.8" })).toBe(479974);
    expect(draftAmountFen({ priceUnit: "piece", quantity: 3, area: "", unitPrice: "0.1" })).toBe(30);
    expect(draftAmountFen({ priceUnit: "m2", quantity: 1, area: "x", unitPrice: "1" })).toBeNull();
    expect(draftAmountFen({ priceUnit: "m2", quantity: 0, area: "1", unitPrice: "1" })).toBeNull();
  });

  it("sums without float drift", () => {
    // 0.1 + 0.2 in yuan is 30 fen, not 30.000000000000004.
    expect(sumFen([parseYuan("0.1"), parseYuan("0.2"), null])).toBe(30);
    expect(sumFen(Array.from({ length: 1000 }, () => 1))).toBe(1000);
  });
});
