/**
 * npm run bench:cutting -- [--time-limit SECONDS] [--only 2bp|2bp-o|2bp-r|roadef|A|B] [--workers N]
 *   [--classes 1,2] [--limit N] [--json FILE] [--iterations N] [--no-docs]
 *
 * --iterations N caps the improvement iterations instead of the time (reproducible comparisons).
 * A run over a whole variant (2bp-o, 2bp-r: all classes, no --limit; roadef: A and B) rewrites that
 * variant's generated block in docs/benchmarks.md (bench/docs.ts) with its figures and time limit, unless
 * --no-docs.
 *
 * Runs the public benchmarks (see /work/shared/benchmarks/cutting/README.md) with one instance per worker
 * thread, checks every solution with the independent checker and prints totals beside the references.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { checkPlan } from "../src/checker.ts";
import type { Solution } from "../src/types.ts";
import { workerEntry } from "../src/worker.ts";
import { conditions, twoBpTable, writeDocsBlock } from "./docs.ts";
import {
  type BenchInstance,
  load2bpClass,
  load2bpGdrr,
  loadRoadef,
  roadefNames,
  roadefWaste,
} from "./instances.ts";

interface Args {
  timeLimit: number;
  only: string[];
  workers: number;
  classes: number[];
  limit: number;
  json?: string;
  iterations?: number;
  docs: boolean;
}

function parse(argv: string[]): Args {
  const a: Args = {
    timeLimit: 1,
    only: ["2bp-o", "2bp-r", "roadef"],
    workers: Math.max(1, Math.min(2, availableParallelism())),
    classes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    limit: Number.POSITIVE_INFINITY,
    docs: true,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === "--no-docs") {
      a.docs = false;
      i--;
    } else if (k === "--time-limit") a.timeLimit = Number(v);
    else if (k === "--only") a.only = v.split(",").flatMap((s) => (s === "2bp" ? ["2bp-o", "2bp-r"] : [s]));
    else if (k === "--workers") a.workers = Number(v);
    else if (k === "--classes") a.classes = v.split(",").map(Number);
    else if (k === "--limit") a.limit = Number(v);
    else if (k === "--json") a.json = v;
    else if (k === "--iterations") a.iterations = Number(v);
    else throw new Error(`unknown option ${k}`);
  }
  return a;
}

interface Task {
  variant: string;
  bi: BenchInstance;
}
interface Result {
  variant: string;
  group: string;
  name: string;
  value: number;
  reference?: number;
  bins: number;
  unplaced: number;
  feasible: boolean;
  violations: string[];
  ms: number;
}

export async function runPool(
  tasks: Task[],
  workers: number,
  timeLimitMs: number,
  onResult: (r: Result) => void,
  iterationLimit?: number,
) {
  const { url, execArgv } = workerEntry();
  let next = 0;
  const runOne = (w: Worker, t: Task, id: number) =>
    new Promise<{ solution?: Solution; error?: string }>((resolve) => {
      const onMsg = (m: { id: number; ok: boolean; solution?: Solution; error?: string }) => {
        if (m.id !== id) return;
        w.off("message", onMsg);
        resolve(m);
      };
      w.on("message", onMsg);
      w.postMessage({
        id,
        instance: t.bi.instance,
        options: { ...t.bi.options, timeLimitMs, iterationLimit },
      });
    });
  const lane = async () => {
    const w = new Worker(url, { execArgv });
    while (next < tasks.length) {
      const id = next++;
      const t = tasks[id];
      const t0 = performance.now();
      const m = await runOne(w, t, id);
      const ms = performance.now() - t0;
      const sol = m.solution;
      if (!sol) {
        onResult({
          ...base(t),
          value: Number.NaN,
          bins: 0,
          unplaced: -1,
          feasible: false,
          violations: [m.error ?? "?"],
          ms,
        });
        continue;
      }
      const chk = checkPlan(t.bi.instance, sol, t.bi.options);
      const value = t.bi.set === "roadef" ? roadefWaste(sol.slabs) : sol.slabs.length;
      onResult({
        ...base(t),
        value,
        bins: sol.slabs.length,
        unplaced: chk.unplaced.length,
        feasible: chk.feasible && chk.unplaced.length === 0,
        violations: chk.violations.slice(0, 3).map((v) => `${v.kind}: ${v.message}`),
        ms,
      });
    }
    await w.terminate();
  };
  await Promise.all(Array.from({ length: workers }, lane));
}

const base = (t: Task) => ({
  variant: t.variant,
  group: t.bi.group,
  name: t.bi.name,
  reference: t.bi.reference,
});

async function main() {
  const args = parse(process.argv.slice(2));
  const tasks: Task[] = [];
  for (const v of args.only) {
    if (v === "2bp-o" || v === "2bp-r") {
      for (const c of args.classes) {
        const list = load2bpClass(c, v === "2bp-r").slice(0, args.limit);
        for (const bi of list) tasks.push({ variant: v, bi });
      }
    } else if (v === "roadef" || v === "A" || v === "B") {
      for (const n of roadefNames())
        if (v === "roadef" || n[0] === v) tasks.push({ variant: "roadef", bi: loadRoadef(n) });
    } else throw new Error(`unknown subset ${v}`);
  }
  console.log(
    `cutting bench: ${tasks.length} instances, time limit ${args.timeLimit} s, ${args.workers} worker(s), ` +
      `node ${process.version}`,
  );
  const results: Result[] = [];
  const t0 = performance.now();
  const budget = args.iterations !== undefined ? 3_600_000 : args.timeLimit * 1000;
  await runPool(tasks, args.workers, budget, (r) => {
    results.push(r);
    if (results.length % 100 === 0)
      console.log(
        `  … ${results.length}/${tasks.length} done (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    if (!r.feasible)
      console.log(`INFEASIBLE ${r.variant} ${r.name}: ${r.violations.join("; ")} unplaced=${r.unplaced}`);
    if (r.variant === "roadef")
      console.log(
        `  ${r.name}: waste ${r.value} (best known ${r.reference}) bins ${r.bins} ${(r.ms / 1000).toFixed(2)} s`,
      );
  });
  const wall = (performance.now() - t0) / 1000;
  const report: string[] = [];
  const limitText =
    args.iterations !== undefined
      ? `iteration cap ${args.iterations} per instance`
      : `time limit ${args.timeLimit} s wall-clock per instance`;
  for (const v of [...new Set(results.map((r) => r.variant))]) {
    const rs = results.filter((r) => r.variant === v);
    const from = report.length;
    const groups = [...new Set(rs.map((r) => r.group))].sort(
      (a, b) => Number(a) - Number(b) || a.localeCompare(b),
    );
    const unit = v === "roadef" ? "waste" : "bins";
    report.push(`\n${v}: ${unit} (ours vs best-known reference)`);
    report.push(`| group | n | ours | reference | gap | infeasible | mean s |`);
    report.push(`|---|---|---|---|---|---|---|`);
    let to = 0;
    let tr = 0;
    let ti = 0;
    let tms = 0;
    for (const g of groups) {
      const gs = rs.filter((r) => r.group === g);
      const o = gs.reduce((s, r) => s + r.value, 0);
      const ref = gs.reduce((s, r) => s + (r.reference ?? 0), 0);
      const inf = gs.filter((r) => !r.feasible).length;
      const ms = gs.reduce((s, r) => s + r.ms, 0);
      to += o;
      tr += ref;
      ti += inf;
      tms += ms;
      report.push(
        `| ${g} | ${gs.length} | ${o} | ${ref} | ${pct(o, ref)} | ${inf} | ${(ms / gs.length / 1000).toFixed(2)} |`,
      );
    }
    report.push(
      `| total | ${rs.length} | ${to} | ${tr} | ${pct(to, tr)} | ${ti} | ${(tms / rs.length / 1000).toFixed(2)} |`,
    );
    const full =
      v === "roadef"
        ? rs.length === roadefNames().length
        : args.classes.length === 10 && args.limit === Infinity;
    if (args.docs && full) {
      const lines = [
        `Generated by \`npm run bench:cutting\` (${conditions()}): **${limitText}**, ${args.workers} worker ` +
          `thread(s), one instance per worker; every plan checked by \`src/checker.ts\`.`,
        "",
        ...(v === "roadef"
          ? report.slice(from + 1)
          : twoBpTable(v === "2bp-r", rs, load2bpGdrr(v === "2bp-r"))),
      ];
      if (v === "roadef")
        lines.push(
          "",
          `Total ratio ${(to / tr).toFixed(3)}× the best-known sum. Per instance (ours / best known): ` +
            [...rs]
              .sort(
                (x, y) =>
                  x.name[0].localeCompare(y.name[0]) || Number(x.name.slice(1)) - Number(y.name.slice(1)),
              )
              .map((r) => `${r.name} ${(r.value / (r.reference ?? 1)).toFixed(2)}`)
              .join(", "),
        );
      const ok = writeDocsBlock(v, lines.join("\n"));
      console.log(ok ? `docs/benchmarks.md: block ${v} rewritten` : "docs/benchmarks.md not found");
    }
  }
  report.push(`\nwall time ${wall.toFixed(0)} s`);
  console.log(report.join("\n"));
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 1));
}

const pct = (o: number, r: number) => (r > 0 ? `${(((o - r) / r) * 100).toFixed(2)}%` : "-");

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
