import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { twoBpTable, writeDocsBlock } from "../bench/docs.ts";
import { load2bpGdrr } from "../bench/instances.ts";

// The benchmark commands rewrite only their generated block of docs/benchmarks.md.
describe("benchmark docs blocks", () => {
  const doc = [
    "# Benchmarks",
    "<!-- bench:cutting:start -->",
    "hand-written",
    "<!-- bench:cutting:roadef:start -->",
    "old figures",
    "<!-- bench:cutting:roadef:end -->",
    "more hand-written",
    "<!-- bench:cutting:end -->",
    "## Other section",
    "",
  ].join("\n");

  it("replaces the block's content and nothing else", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cutting-docs-")), "benchmarks.md");
    writeFileSync(file, doc);
    expect(writeDocsBlock("roadef", "| new | figures |", file)).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(doc.replace("old figures", "| new | figures |"));
  });

  it("adds a missing block at the end of the cutting section", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cutting-docs-")), "benchmarks.md");
    writeFileSync(file, doc);
    expect(writeDocsBlock("roadef-cpu", "curve", file)).toBe(true);
    const out = readFileSync(file, "utf8");
    expect(out).toContain(
      "more hand-written\n<!-- bench:cutting:roadef-cpu:start -->\ncurve\n<!-- bench:cutting:roadef-cpu:end -->\n<!-- bench:cutting:end -->",
    );
    expect(out).toContain("old figures");
  });

  it("leaves a file without the cutting section alone", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cutting-docs-")), "benchmarks.md");
    writeFileSync(file, "# Benchmarks\n");
    expect(writeDocsBlock("roadef", "x", file)).toBe(false);
    expect(readFileSync(file, "utf8")).toBe("# Benchmarks\n");
  });
});

describe("the 2bp docs table", () => {
  it("sums each class, sets the totals in bold and counts the instances off their best known", () => {
    const r = (group: string, value: number, reference: number, feasible = true) => ({
      group,
      value,
      reference,
      feasible,
      ms: 1000,
    });
    const lines = twoBpTable(
      true,
      [r("2", 3, 3), r("1", 5, 4), r("1", 2, 2), r("10", 4, 5, false)],
      new Map([
        ["1", 6],
        ["2", 3],
        ["10", 4],
      ]),
    );
    expect(lines[0]).toBe("**Rotation allowed** (bins; lower is better)");
    expect(lines.slice(4, 8)).toEqual([
      "| 1 | 7 | 6 | 6 | 16.67% | 0 | 1.00 |",
      "| 2 | 3 | 3 | 3 | 0.00% | 0 | 1.00 |",
      "| 10 | 4 | 5 | 4 | -20.00% | 1 | 1.00 |",
      "| **total** | **14** | 14 | 13 | 0.00% | 1 | 1.00 |",
    ]);
    expect(lines.at(-1)).toBe("Instances above / below the 3-stage best known: 1 / 1.");
  });
});

// The GDRR 2022 column comes from the benchmark set's class summary (its header is upper-cased by
// parseCsv): ten classes whose sum is the summary's own totals row.
describe("GDRR 2022 per class", () => {
  it("reads the ten classes of each variant, summing to the published totals", () => {
    for (const [rotation, total] of [
      [false, 7233],
      [true, 6986],
    ] as const) {
      const m = load2bpGdrr(rotation);
      expect([...m.keys()]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
      expect([...m.values()].reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
