import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatMoney,
  formatPercent,
  formatThickness,
  relativeTime,
  wholeSlabs,
} from "../src/format.ts";

describe("display helpers (spec §9)", () => {
  it("shows areas in m² with 3 decimals", () => {
    expect(formatArea(1_234_567)).toBe("1.235");
    expect(formatArea(3200 * 1600)).toBe("5.120");
    expect(formatArea("0")).toBe("0.000");
    expect(formatArea(null)).toBe("-");
  });

  it("caps percentages at 100, always with 2 decimals", () => {
    expect(formatPercent(0.8734)).toBe("87.34%");
    expect(formatPercent(0.639)).toBe("63.90%");
    expect(formatPercent(82.95, true)).toBe("82.95%");
    expect(formatPercent(1.2)).toBe("100.00%");
    expect(formatPercent(130, true)).toBe("100.00%");
    expect(formatPercent(-1, true)).toBe("0.00%");
    expect(formatPercent(undefined)).toBe("-");
  });

  it("shows thickness with 1 decimal and money exactly to the fen", () => {
    expect(formatThickness(18)).toBe("18.0");
    expect(formatMoney(123456)).toBe("1234.56");
    expect(formatMoney(5)).toBe("0.05");
    expect(formatMoney(-250)).toBe("-2.50");
    expect(formatMoney(9007199254740993n)).toBe("90071992547409.93");
  });

  it("says just now, minutes, hours, days up to 30 days, then the date", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: "justNow" });
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: "minutes", count: 1 });
    expect(relativeTime(ago(59 * 60_000), now)).toEqual({ unit: "minutes", count: 59 });
    expect(relativeTime(ago(3 * 3_600_000), now)).toEqual({ unit: "hours", count: 3 });
    expect(relativeTime(ago(30 * 86_400_000), now)).toEqual({ unit: "days", count: 30 });
    expect(relativeTime(ago(31 * 86_400_000), now).unit).toBe("date");
  });
});

describe("wholeSlabs", () => {
  it("shows slabs consumed as whole slabs and says when a share of a slab is in the count", () => {
    expect(wholeSlabs(480_997)).toEqual({ count: 481, exact: "480.997", shared: true });
    expect(wholeSlabs(1_200)).toEqual({ count: 1, exact: "1.2", shared: true });
    expect(wholeSlabs(3_000)).toEqual({ count: 3, exact: "3", shared: false });
    expect(wholeSlabs(0)).toEqual({ count: 0, exact: "0", shared: false });
    expect(wholeSlabs(333)).toEqual({ count: 0, exact: "0.333", shared: true });
  });
});
