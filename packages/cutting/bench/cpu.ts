/**
 * CPU-time harness for lever-by-lever comparisons on a loaded machine:
 *
 *   npx tsx packages/cutting/bench/cpu.ts [--budget SECONDS[,SECONDS…]] [--instances A2,A13,…|roadef]
 *     [--iterations N] [--workers N] [--json FILE] [--reuse FILE] [--docs] [--fourth-cut]
 *
 * Each instance runs in its own child process whose clock (`performance.now`, the solver's only clock) is
 * replaced by the process's CPU time (user + system, `process.cpuUsage()`, which includes V8's GC helper
 * threads). A budget of 2 s therefore means 2 s of CPU for that solve whatever the load of the machine, so
 * figures from different builds compare even while other work competes for the cores. `--iterations N`
 * caps the beam runs instead (widths 1, 3, …, 3^(N−1): a deterministic plan, and its CPU time is reported).
 * Every plan is verified by the independent checker. `--docs` writes the table (one row per budget) into
 * the `roadef-cpu` block of docs/benchmarks.md (bench/docs.ts); a run over all 35 instances writes
 * `roadef-cpu-all`. `--reuse FILE` takes the results of an earlier `--json FILE` (same build) for the
 * instance and budget pairs it holds instead of solving them again, e.g. the subset's curve from a
 * full-set run plus a longer budget solved now.
 */
import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkPlan } from "../src/checker.ts";
import { solve } from "../src/solve.ts";
import { conditions, writeDocsBlock } from "./docs.ts";
import { loadRoadef, roadefNames, roadefWaste } from "./instances.ts";

/** The documented ROADEF subset: A and B, small to large, the worst ratios of the 2 s runs included. */
export const SUBSET = ["A2", "A5", "A13", "A15", "B1", "B7", "B9", "B13"];

interface Out {
  name: string;
  budget: number;
  waste: number;
  reference: number;
  ratio: number;
  cpu: number;
  iterations: number;
  feasible: boolean;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function child(name: string, budget: number, iterations: number | undefined, fourthCut: boolean): Out {
  performance.now = cpuMs;
  const bi = loadRoadef(name);
  const t0 = cpuMs();
  const sol = solve(bi.instance, {
    ...bi.options,
    timeLimitMs: iterations === undefined ? budget * 1000 : 3_600_000,
    iterationLimit: iterations,
    fourthCut,
  });
  const cpu = (cpuMs() - t0) / 1000;
  const chk = checkPlan(bi.instance, sol, { ...bi.options, fourthCut });
  const waste = roadefWaste(sol.slabs);
  const reference = bi.reference ?? 0;
  return {
    name,
    budget,
    waste,
    reference,
    ratio: waste / reference,
    cpu,
    iterations: sol.stats.iterations,
    feasible: chk.feasible && chk.unplaced.length === 0,
  };
}

function runChild(
  name: string,
  budget: number,
  iterations: number | undefined,
  fourthCut: boolean,
): Promise<Out> {
  return new Promise((resolve, reject) => {
    const args = ["--child", name, String(budget), String(iterations ?? ""), fourthCut ? "4" : ""];
    const cp = fork(fileURLToPath(import.meta.url), args, { execArgv: ["--import", "tsx"] });
    cp.on("message", (m) => resolve(m as Out));
    cp.on("exit", (code) => (code === 0 ? undefined : reject(new Error(`${name}: exit ${code}`))));
  });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === "--child") {
    const out = child(
      argv[1],
      Number(argv[2]),
      argv[3] === "" ? undefined : Number(argv[3]),
      argv[4] === "4",
    );
    (process.send as (m: unknown) => void)(out);
    process.disconnect?.();
    return;
  }
  let budgets = [2];
  let names = SUBSET;
  let iterations: number | undefined;
  let workers = 2;
  let json: string | undefined;
  let reuse: Out[] = [];
  let docs = false;
  let fourthCut = false;
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === "--docs" || k === "--fourth-cut") {
      if (k === "--docs") docs = true;
      else fourthCut = true;
      i--;
    } else if (k === "--budget") budgets = v.split(",").map(Number);
    else if (k === "--instances") names = v === "roadef" ? roadefNames() : v.split(",");
    else if (k === "--iterations") iterations = Number(v);
    else if (k === "--workers") workers = Number(v);
    else if (k === "--json") json = v;
    else if (k === "--reuse") reuse = JSON.parse(readFileSync(v, "utf8")) as Out[];
    else throw new Error(`unknown option ${k}`);
  }
  const results: Out[] = reuse.filter((r) => names.includes(r.name) && budgets.includes(r.budget));
  const tasks = budgets
    .flatMap((b) => names.map((n) => ({ n, b })))
    .filter((t) => !results.some((r) => r.name === t.n && r.budget === t.b));
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const t = tasks[next++];
      const r = await runChild(t.n, t.b, iterations, fourthCut);
      results.push(r);
      console.log(
        `  ${r.name} @${iterations === undefined ? `${r.budget} s CPU` : `${iterations} runs`}: waste ${r.waste} ` +
          `(${r.ratio.toFixed(3)}×) cpu ${r.cpu.toFixed(2)} s runs ${r.iterations}${r.feasible ? "" : " INFEASIBLE"}`,
      );
    }
  };
  await Promise.all(Array.from({ length: workers }, lane));
  const rows: string[] = [];
  for (const b of budgets) {
    const rs = names.map((n) => results.find((r) => r.name === n && r.budget === b) as Out);
    const w = rs.reduce((s, r) => s + r.waste, 0);
    const ref = rs.reduce((s, r) => s + r.reference, 0);
    const cpu = rs.reduce((s, r) => s + r.cpu, 0);
    const label = iterations === undefined ? `${b} s CPU` : `${iterations} beam runs`;
    console.log(
      `${label}: ${rs.length} instances, waste ${w} / best known ${ref} = ${(w / ref).toFixed(3)}× ` +
        `(per instance: ${rs.map((r) => `${r.name} ${r.ratio.toFixed(2)}`).join(", ")}), ` +
        `CPU ${cpu.toFixed(1)} s, infeasible ${rs.filter((r) => !r.feasible).length}`,
    );
    rows.push(
      `| ${label} | ${w} | ${(w / ref).toFixed(3)}× | ${rs.map((r) => r.ratio.toFixed(2)).join(" | ")} | ` +
        `${rs.filter((r) => !r.feasible).length} |`,
    );
  }
  if (docs) {
    const ref = names.reduce((s, n) => s + (results.find((r) => r.name === n)?.reference ?? 0), 0);
    const md = [
      `Generated by \`npx tsx packages/cutting/bench/cpu.ts\` (${conditions()}): ${names.length} ROADEF ` +
        `instances, each solved alone in a child process whose clock is its own CPU time ` +
        `(${iterations === undefined ? "budget per instance in CPU seconds" : "beam runs capped"}), ` +
        `${workers} at a time; best-known sum ${ref}; every plan checked.`,
      "",
      `| budget | waste | ratio | ${names.join(" | ")} | infeasible |`,
      `|---|---:|---:|${names.map(() => "---:|").join("")}---:|`,
      ...rows,
    ];
    // The documented subset and the full set have a block each.
    const key = names.length === roadefNames().length ? "roadef-cpu-all" : "roadef-cpu";
    console.log(
      writeDocsBlock(key, md.join("\n")) ? `docs/benchmarks.md: block ${key} rewritten` : "docs not found",
    );
  }
  if (json) writeFileSync(json, JSON.stringify(results, null, 1));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
