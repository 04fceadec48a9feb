/** Loaders for the public benchmark sets in /work/shared/benchmarks/cutting (see its README). */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "../src/csv.ts";
import type { Instance, SolveOptions } from "../src/types.ts";

export const DATA_DIR = process.env.CUTTING_BENCH_DIR ?? "/work/shared/benchmarks/cutting";

export interface BenchInstance {
  set: "2bp" | "roadef";
  /** 2bp: class number ("1".."10"); roadef: "A" | "B". */
  group: string;
  name: string;
  instance: Instance;
  options: SolveOptions;
  /** 2bp: best known bins (3-stage, packingsolver); roadef: best known waste. */
  reference?: number;
}

/** Parse a Class_XX.2bp file: blocks of class, n, numbers, "HBIN WBIN", n lines "H W". */
export function load2bpClass(cls: number, rotation: boolean): BenchInstance[] {
  const file = join(DATA_DIR, "2bp", `Class_${String(cls).padStart(2, "0")}.2bp`);
  const nums = readFileSync(file, "utf8")
    .split("\n")
    .map((l) => {
      const nums: number[] = [];
      for (const tok of l.trim().split(/\s+/)) {
        if (!/^-?\d+$/.test(tok)) break;
        nums.push(Number(tok));
      }
      return nums;
    })
    .filter((l) => l.length > 0);
  const refs = loadRefs2bp(rotation);
  const out: BenchInstance[] = [];
  let i = 0;
  while (i < nums.length) {
    const n = nums[i + 1][0];
    const rel = nums[i + 2][0];
    const [H, W] = nums[i + 3];
    const items = [];
    for (let k = 0; k < n; k++) {
      const [h, w] = nums[i + 4 + k];
      items.push({ id: String(k), width: w, height: h, rotatable: rotation });
    }
    const name = `Class_${String(cls).padStart(2, "0")}.2bp_${n}_${rel}`;
    out.push({
      set: "2bp",
      group: String(cls),
      name,
      instance: { items, bins: [{ id: "bin", width: W, height: H }] },
      options: { kerf: 0, stages: 3, firstCut: "any" },
      reference: refs.get(name),
    });
    i += 4 + n;
  }
  return out;
}

const refCache = new Map<boolean, Map<string, number>>();
function loadRefs2bp(rotation: boolean): Map<string, number> {
  const cached = refCache.get(rotation);
  if (cached) return cached;
  const m = new Map<string, number>();
  const file = join(DATA_DIR, "2bp", `best_known_3stage_${rotation ? "rotation" : "no_rotation"}.csv`);
  if (existsSync(file)) {
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [path, v] = line.split(",");
      if (path && v) m.set(path.split("/").pop() as string, Number(v));
    }
  }
  refCache.set(rotation, m);
  return m;
}

/**
 * ROADEF 2018 rules (roadef2018-raw/global_param.csv): 3 stages, vertical first cuts, max1Cut, min1Cut,
 * min2Cut, minWaste. The challenge's 4th cut (two boards in one third-stage piece, `fourthCut`) is allowed
 * by the rules but not used: within 2 s its extra branching cost more than it saved.
 */
export const ROADEF_PARAMS = {
  firstCut: "vertical",
  stages: 3,
  kerf: 0,
  maxStripWidth: 3500,
  min1Cut: 100,
  min2Cut: 100,
  minWaste: 20,
  defectCuts: false,
} as const;

/** Load ROADEF 2018 instance (e.g. "A5"). Items may be rotated; 3-stage, first cuts vertical. */
export function loadRoadef(name: string): BenchInstance {
  const dir = join(DATA_DIR, "roadef2018");
  const items = parseCsv(readFileSync(join(dir, `${name}_items.csv`), "utf8")).rows.map((r) => ({
    id: r.ID,
    width: Number(r.WIDTH),
    height: Number(r.HEIGHT),
    stack: r.STACK_ID,
  }));
  const defects = parseCsv(readFileSync(join(dir, `${name}_defects.csv`), "utf8")).rows;
  const bins = parseCsv(readFileSync(join(dir, `${name}_bins.csv`), "utf8")).rows.map((r) => ({
    id: r.ID,
    width: Number(r.WIDTH),
    height: Number(r.HEIGHT),
    copies: 1,
    defects: defects
      .filter((d) => d.BIN === r.ID)
      .map((d) => ({ x: Number(d.X), y: Number(d.Y), w: Number(d.WIDTH), h: Number(d.HEIGHT) })),
  }));
  const params = readGlobalParams();
  return {
    set: "roadef",
    group: name[0],
    name,
    instance: { items, bins },
    options: {
      ...ROADEF_PARAMS,
      maxStripWidth: params.max1Cut ?? ROADEF_PARAMS.maxStripWidth,
      min1Cut: params.min1Cut ?? ROADEF_PARAMS.min1Cut,
      min2Cut: params.min2Cut ?? ROADEF_PARAMS.min2Cut,
      minWaste: params.minWaste ?? ROADEF_PARAMS.minWaste,
    },
    reference: loadRoadefRefs().get(name),
  };
}

function readGlobalParams(): Record<string, number> {
  const file = join(DATA_DIR, "roadef2018-raw", "global_param.csv");
  const out: Record<string, number> = {};
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
    const [k, v] = line.trim().split(";");
    if (k && v) out[k] = Number(v);
  }
  return out;
}

/** GDRR 2022 (unrestricted guillotine) bins per 2bp class, from 2bp/2bp_class_totals_summary.csv. */
export function load2bpGdrr(rotation: boolean): Map<string, number> {
  const m = new Map<string, number>();
  const file = join(DATA_DIR, "2bp", "2bp_class_totals_summary.csv");
  if (!existsSync(file)) return m;
  for (const r of parseCsv(readFileSync(file, "utf8")).rows) {
    // One row per class (1–10) and a totals row, which the table sums itself. parseCsv upper-cases
    // the header.
    const cls = Number(r.CLASS);
    if (Number.isInteger(cls)) m.set(String(cls), Number(rotation ? r.R_G_GDRR2022 : r.O_G_GDRR2022));
  }
  return m;
}

export function loadRoadefRefs(): Map<string, number> {
  const m = new Map<string, number>();
  const file = join(DATA_DIR, "roadef2018", "best_known.csv");
  for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
    const [path, , best] = line.split(",");
    if (path && best) m.set(path.split("/").pop() as string, Number(best));
  }
  return m;
}

export function roadefNames(): string[] {
  const names: string[] = [];
  for (let i = 1; i <= 20; i++) names.push(`A${i}`);
  for (let i = 1; i <= 15; i++) names.push(`B${i}`);
  return names.filter((n) => existsSync(join(DATA_DIR, "roadef2018", `${n}_items.csv`)));
}

/**
 * ROADEF waste: area of all used plates but the last, plus the last plate up to its last first-stage cut,
 * minus the boards' area.
 */
export function roadefWaste(
  slabs: { width: number; height: number; placements: { x: number; w: number; h: number }[] }[],
): number {
  let waste = 0;
  slabs.forEach((s, i) => {
    let used = 0;
    for (const pl of s.placements) used += pl.w * pl.h;
    if (i < slabs.length - 1) waste += s.width * s.height - used;
    else {
      let right = 0;
      for (const pl of s.placements) right = Math.max(right, pl.x + pl.w);
      waste += right * s.height - used;
    }
  });
  return waste;
}
