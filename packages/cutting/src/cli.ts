/**
 * npm run --silent cutting -- --items items.csv --bins bins.csv [--defects defects.csv] [--kerf MM]
 *   [--stages N|unlimited] [--rotation allowed|banned] [--time-limit SECONDS] [--first-cut vertical|horizontal|any]
 *   [--max-strip MM] [--min-cut MM] [--min-waste MM] [--defect-cuts allowed|banned]
 *   (ROADEF 2018: 3500, 100, 20, banned)
 *
 * Prints one JSON document on stdout. Bad input: message on stderr, exit status 2.
 */
import { readFileSync, realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseCsv } from "./csv.ts";
import { solve } from "./solve.ts";
import type { BinType, FirstCut, Instance, ItemType, Rect, SolveOptions } from "./types.ts";

export class InputError extends Error {}

function readCsv(file: string, required: string[]) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new InputError(`${file}: cannot read file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const csv = parseCsv(text);
  for (const col of required)
    if (!csv.header.includes(col)) throw new InputError(`${file}: missing column ${col} in the header row`);
  return csv;
}

function num(
  file: string,
  line: number,
  col: string,
  raw: string | undefined,
  opts: { min?: number; int?: boolean },
) {
  const v = raw === undefined || raw === "" ? Number.NaN : Number(raw);
  if (!Number.isFinite(v))
    throw new InputError(`${file}: row ${line}, column ${col}: "${raw ?? ""}" is not a number`);
  if (opts.min !== undefined && v < opts.min)
    throw new InputError(`${file}: row ${line}, column ${col}: ${v} must be >= ${opts.min}`);
  if (opts.int && !Number.isInteger(v))
    throw new InputError(`${file}: row ${line}, column ${col}: ${v} is not an integer`);
  return v;
}

export function readInstance(
  itemsFile: string,
  binsFile: string,
  defectsFile?: string,
  banRotation = false,
): Instance {
  const ic = readCsv(itemsFile, ["ID", "WIDTH", "HEIGHT"]);
  const items: ItemType[] = ic.rows.map((r, i) => {
    const line = ic.lines[i];
    const it: ItemType = {
      id: r.ID,
      width: num(itemsFile, line, "WIDTH", r.WIDTH, { min: 1 }),
      height: num(itemsFile, line, "HEIGHT", r.HEIGHT, { min: 1 }),
      copies:
        r.COPIES === undefined || r.COPIES === ""
          ? 1
          : num(itemsFile, line, "COPIES", r.COPIES, { min: 0, int: true }),
      rotatable: !banRotation,
    };
    if (r.ORIENTED !== undefined && r.ORIENTED !== "") {
      if (num(itemsFile, line, "ORIENTED", r.ORIENTED, { min: 0, int: true }) === 1) it.rotatable = false;
    }
    if (r.STACK_ID !== undefined && r.STACK_ID !== "") it.stack = r.STACK_ID;
    if (r.ID === undefined || r.ID === "")
      throw new InputError(`${itemsFile}: row ${line}, column ID: empty`);
    return it;
  });
  const seenItems = new Set<string>();
  ic.rows.forEach((r, i) => {
    if (seenItems.has(r.ID))
      throw new InputError(`${itemsFile}: row ${ic.lines[i]}, column ID: duplicate "${r.ID}"`);
    seenItems.add(r.ID);
  });
  const bc = readCsv(binsFile, ["ID", "WIDTH", "HEIGHT"]);
  const bins: BinType[] = bc.rows.map((r, i) => {
    const line = bc.lines[i];
    const b: BinType = {
      id: r.ID,
      width: num(binsFile, line, "WIDTH", r.WIDTH, { min: 1 }),
      height: num(binsFile, line, "HEIGHT", r.HEIGHT, { min: 1 }),
      defects: [],
    };
    if (r.COPIES !== undefined && r.COPIES !== "")
      b.copies = num(binsFile, line, "COPIES", r.COPIES, { min: 0, int: true });
    if (r.ID === undefined || r.ID === "") throw new InputError(`${binsFile}: row ${line}, column ID: empty`);
    return b;
  });
  if (bins.length === 0) throw new InputError(`${binsFile}: no bins`);
  bins.forEach((b, i) => {
    if (bins.findIndex((o) => o.id === b.id) !== i)
      throw new InputError(`${binsFile}: row ${bc.lines[i]}, column ID: duplicate "${b.id}"`);
  });
  if (defectsFile !== undefined) {
    const dc = readCsv(defectsFile, ["BIN", "X", "Y", "WIDTH", "HEIGHT"]);
    dc.rows.forEach((r, i) => {
      const line = dc.lines[i];
      const bin = bins.find((b) => b.id === r.BIN);
      if (bin === undefined)
        throw new InputError(`${defectsFile}: row ${line}, column BIN: unknown bin "${r.BIN}"`);
      const d: Rect = {
        x: num(defectsFile, line, "X", r.X, { min: 0 }),
        y: num(defectsFile, line, "Y", r.Y, { min: 0 }),
        w: num(defectsFile, line, "WIDTH", r.WIDTH, { min: 0 }),
        h: num(defectsFile, line, "HEIGHT", r.HEIGHT, { min: 0 }),
      };
      bin.defects?.push(d);
    });
  }
  return { items, bins };
}

export interface CliArgs {
  items: string;
  bins: string;
  defects?: string;
  options: SolveOptions;
  banRotation: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const vals: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new InputError(`unexpected argument ${a}`);
    const eq = a.indexOf("=");
    if (eq > 0) vals[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = argv[i + 1];
      if (v === undefined) throw new InputError(`option ${a} needs a value`);
      vals[a.slice(2)] = v;
      i++;
    }
  }
  const known = [
    "items",
    "bins",
    "defects",
    "kerf",
    "stages",
    "rotation",
    "time-limit",
    "first-cut",
    "seed",
    "max-strip",
    "min-cut",
    "min-waste",
    "defect-cuts",
  ];
  for (const k of Object.keys(vals)) if (!known.includes(k)) throw new InputError(`unknown option --${k}`);
  if (!vals.items) throw new InputError("missing --items FILE");
  if (!vals.bins) throw new InputError("missing --bins FILE");
  const optNum = (k: string, min: number) => {
    const v = Number(vals[k]);
    if (!Number.isFinite(v) || v < min)
      throw new InputError(`--${k}: "${vals[k]}" must be a number >= ${min}`);
    return v;
  };
  const options: SolveOptions = { kerf: 0, stages: 3, timeLimitMs: 2000, firstCut: "any" };
  if (vals.kerf !== undefined) options.kerf = optNum("kerf", 0);
  if (vals.stages !== undefined) {
    const s = vals.stages.toLowerCase();
    options.stages =
      s === "unlimited" || s === "inf" || s === "0" ? Number.POSITIVE_INFINITY : optNum("stages", 2);
  }
  if (vals["time-limit"] !== undefined) options.timeLimitMs = optNum("time-limit", 0) * 1000;
  if (vals.seed !== undefined) options.seed = optNum("seed", 0);
  // The cut rules of the ROADEF 2018 challenge: widest first-stage strip, narrowest first- and
  // second-stage piece holding boards, thinnest waste piece.
  if (vals["max-strip"] !== undefined) options.maxStripWidth = optNum("max-strip", 1);
  if (vals["min-cut"] !== undefined) options.min1Cut = options.min2Cut = optNum("min-cut", 0);
  if (vals["min-waste"] !== undefined) options.minWaste = optNum("min-waste", 0);
  if (vals["defect-cuts"] !== undefined) {
    if (vals["defect-cuts"] !== "allowed" && vals["defect-cuts"] !== "banned")
      throw new InputError("--defect-cuts must be allowed or banned");
    options.defectCuts = vals["defect-cuts"] === "allowed";
  }
  if (vals["first-cut"] !== undefined) {
    if (!["vertical", "horizontal", "any"].includes(vals["first-cut"]))
      throw new InputError("--first-cut must be vertical, horizontal or any");
    options.firstCut = vals["first-cut"] as FirstCut;
  }
  const rot = vals.rotation ?? "allowed";
  if (rot !== "allowed" && rot !== "banned") throw new InputError("--rotation must be allowed or banned");
  return {
    items: vals.items,
    bins: vals.bins,
    defects: vals.defects,
    options,
    banRotation: rot === "banned",
  };
}

export function main(argv: string[]): number {
  try {
    const args = parseArgs(argv);
    const inst = readInstance(args.items, args.bins, args.defects, args.banRotation);
    const sol = solve(inst, args.options);
    const out = {
      slabs: sol.slabs.map((s) => ({
        bin: s.bin,
        placements: s.placements.map((p) => ({ item: p.item, x: p.x, y: p.y, w: p.w, h: p.h })),
        cuts: s.cuts,
      })),
      unplaced: sol.unplaced,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof InputError || e instanceof Error) {
      process.stderr.write(`cutting: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

function isMain(): boolean {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  process.exitCode = main(process.argv.slice(2));
}
