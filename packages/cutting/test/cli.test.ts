import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkPlan, type PlanLike } from "../src/checker.ts";
import { readInstance } from "../src/cli.ts";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "cutting-cli-"));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const runCli = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8", timeout: 30_000 });

const items = file(
  "items.csv",
  "ID,WIDTH,HEIGHT,COPIES,ORIENTED\na,600,400,3,0\nb,1200,300,2,1\nc,500,500,,\n",
);
const bins = file("bins.csv", "ID,WIDTH,HEIGHT,COPIES\nS1,2000,1000,1\nS2,1500,1500,\n");
const defects = file("defects.csv", "ID,BIN,X,Y,WIDTH,HEIGHT\n0,S1,100,100,20,20\n");

describe("cli", () => {
  it("prints one JSON plan that the checker accepts", () => {
    const r = runCli([
      "--items",
      items,
      "--bins",
      bins,
      "--defects",
      defects,
      "--kerf",
      "4",
      "--time-limit",
      "0.3",
    ]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["slabs", "unplaced"]);
    expect(Object.keys(out.slabs[0])).toEqual(["bin", "placements", "cuts"]);
    expect(Object.keys(out.slabs[0].placements[0])).toEqual(["item", "x", "y", "w", "h"]);
    const inst = readInstance(items, bins, defects);
    const chk = checkPlan(inst, out, { kerf: 4, stages: 3 });
    expect(chk.violations).toEqual([]);
    expect(chk.unplaced).toEqual(out.unplaced);
    expect(out.unplaced).toEqual([]);
  });

  it("bans rotation globally and honours --stages", () => {
    const r = runCli([
      "--items",
      items,
      "--bins",
      bins,
      "--rotation",
      "banned",
      "--stages",
      "2",
      "--time-limit",
      "0.2",
    ]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const inst = readInstance(items, bins, undefined, true);
    expect(checkPlan(inst, out, { stages: 2 }).violations).toEqual([]);
  });

  it("applies the ROADEF cut rules (--max-strip, --min-cut, --min-waste, --defect-cuts)", () => {
    const r = runCli([
      "--items",
      items,
      "--bins",
      bins,
      "--defects",
      defects,
      "--first-cut",
      "vertical",
      "--max-strip",
      "1000",
      "--min-cut",
      "100",
      "--min-waste",
      "20",
      "--defect-cuts",
      "banned",
      "--time-limit",
      "0.3",
    ]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as PlanLike & { unplaced: string[] };
    const rules = {
      firstCut: "vertical",
      maxStripWidth: 1000,
      min1Cut: 100,
      min2Cut: 100,
      minWaste: 20,
    } as const;
    expect(
      checkPlan(readInstance(items, bins, defects), out, { ...rules, stages: 3, defectCuts: false })
        .violations,
    ).toEqual([]);
    // Vertical first-stage strips of at most 1000 mm cannot hold board b (1200 wide, grain fixed):
    // without the rule both copies are placed (first test); with it they are reported unplaced.
    expect(out.unplaced.filter((id) => id.startsWith("b"))).toHaveLength(2);
    for (const slab of out.slabs) for (const p of slab.placements) expect(p.w).toBeLessThanOrEqual(1000);
  });

  const bad: [string, string[], RegExp][] = [
    ["missing file", ["--items", join(dir, "nope.csv"), "--bins", bins], /nope\.csv.*cannot read/],
    [
      "missing column",
      ["--items", file("i2.csv", "ID,WIDTH\na,5\n"), "--bins", bins],
      /i2\.csv.*missing column HEIGHT/,
    ],
    [
      "non-numeric",
      ["--items", file("i3.csv", "ID,WIDTH,HEIGHT\na,5,x\n"), "--bins", bins],
      /i3\.csv: row 2, column HEIGHT/,
    ],
    [
      "negative size",
      ["--items", items, "--bins", file("b2.csv", "ID,WIDTH,HEIGHT\nS,-5,10\n")],
      /b2\.csv: row 2, column WIDTH/,
    ],
    [
      "bad defect bin",
      [
        "--items",
        items,
        "--bins",
        bins,
        "--defects",
        file("d2.csv", "ID,BIN,X,Y,WIDTH,HEIGHT\n0,Q,1,1,1,1\n"),
      ],
      /d2\.csv: row 2, column BIN/,
    ],
    ["missing --bins", ["--items", items], /missing --bins/],
    [
      "duplicate item id",
      ["--items", file("i4.csv", "ID,WIDTH,HEIGHT\na,5,5\na,6,6\n"), "--bins", bins],
      /i4\.csv: row 3, column ID: duplicate/,
    ],
    ["bad option value", ["--items", items, "--bins", bins, "--kerf", "abc"], /--kerf/],
    ["negative minimum cut", ["--items", items, "--bins", bins, "--min-cut", "-1"], /--min-cut/],
    ["bad defect-cut rule", ["--items", items, "--bins", bins, "--defect-cuts", "no"], /--defect-cuts/],
  ];
  for (const [name, args, msg] of bad) {
    it(`exits 2 on bad input: ${name}`, () => {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(msg);
    });
  }
});
