/**
 * `npm run bench:crash`: the crash rounds of test/crash at full size: the real server start-up in
 * a child process, project import (JSON and .xlsx), slab import, layout acceptance and rack
 * numbering each killed with SIGKILL at a random moment, the child restarted on the same data and
 * every request checked all-or-nothing. CRASH_ROUNDS (default 50) rounds on PGlite and on
 * PostgreSQL (CRASH_PG_URL, default 127.0.0.1:5432; skipped when unreachable). Results go to the
 * console and to the bench:crash section of docs/benchmarks.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { OPS } from "../test/crash/ops.ts";
import { type CrashReport, type RoundRecord, runCrashRounds } from "../test/crash/rounds.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 50);
const PG_URL = process.env.CRASH_PG_URL ?? "postgres://root@127.0.0.1:5432/postgres";

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const sec = (ms: number) => (ms / 1000).toFixed(1);

function opRows(r: CrashReport): string[] {
  const by = (rs: RoundRecord[], f: (x: RoundRecord) => boolean) => rs.filter(f).length;
  return OPS.map((op) => {
    const rs = r.rounds.filter((x) => x.op === op);
    const mid = rs.filter((x) => x.inFlight);
    return `| ${r.engine} | ${op} | ${rs.length} | ${r.calibrationMs[op] ?? "–"} | ${mid.length} | ${by(mid, (x) => x.midTransaction)} | ${by(mid, (x) => x.outcome === "all")} / ${by(mid, (x) => x.outcome === "nothing")} | ${by(rs, (x) => !x.inFlight)} | ${by(rs, (x) => x.outcome === "partial")} |`;
  });
}

async function main() {
  const load = os.loadavg()[0]!;
  let loadMax = load;
  const sampler = setInterval(() => {
    loadMax = Math.max(loadMax, os.loadavg()[0]!);
  }, 10_000);
  const started = Date.now();
  const reports: CrashReport[] = [];
  const log = (l: string) => console.log(l);
  reports.push(await runCrashRounds({ engine: "pglite", rounds: ROUNDS, log }));
  const pgUp = await reachable(PG_URL);
  if (pgUp)
    reports.push(await runCrashRounds({ engine: "postgres", rounds: ROUNDS, postgresUrl: PG_URL, log }));
  else console.log(`PostgreSQL not reachable at ${PG_URL}: skipped`);
  const minutes = (Date.now() - started) / 60_000;
  clearInterval(sampler);

  const midTx = reports.reduce((n, r) => n + r.rounds.filter((x) => x.midTransaction).length, 0);
  const partial = reports.reduce((n, r) => n + r.rounds.filter((x) => x.outcome === "partial").length, 0);
  const problems = reports.flatMap((r) => r.problems.map((p) => `${r.engine}: ${p}`));
  const restartRows = reports.map((r) => {
    const wall = r.rounds.map((x) => x.restartWallMs);
    const ready = r.rounds.map((x) => x.restartReadyMs);
    return `| ${r.engine} | ${r.rounds.length} | ${sec(pct(wall, 50))} / ${sec(pct(wall, 90))} / ${sec(Math.max(...wall))} | ${sec(pct(ready, 50))} / ${sec(pct(ready, 90))} / ${sec(Math.max(...ready))} | ${sec(r.firstStartMs)} | ${r.serverEntryStartMs ? sec(r.serverEntryStartMs) : "failed"} |`;
  });
  const section = [
    "<!-- bench:crash:start -->",
    "## Crash safety (`npm run bench:crash`)",
    "",
    `${ROUNDS} rounds per engine: the server's own start-up (\`src/start.ts\`, as \`src/server.ts\` runs it) in a child ` +
      "process with the demo enterprise; one request sent over HTTP and the child killed with SIGKILL after a random " +
      "delay (uniform over 25-115 % of the request's duration, measured once uninterrupted and then kept up to date), so " +
      'most kills land while the request is being read, checked or written ("inside a transaction": the server\'s ' +
      "database handle had begun a transaction and not yet seen it commit, as the child reported over IPC when it " +
      "died); the child restarted on the same data " +
      "(PGlite directory / PostgreSQL database) and every request so far checked with SQL (`apps/server/test/crash/check.ts`). " +
      "Operations in turn: a 2 000-board project as JSON (10 planes, 167 boxes, crafts), the same size as .xlsx " +
      "re-importing one project (replace all content), a 1 000-slab .xlsx (50 blocks), accepting a solved cloud-layout " +
      "run (60 boards on its own stone), and adding 50-449 racks by quantity. All or nothing means: a project holds " +
      "exactly one import's planes, boards, boxes, craft links and audit entry, or does not exist; a slab file's slabs, " +
      "blocks and audit entries are all there or none; a layout run is accepted with every plan accepted, every board " +
      "linked and audited, or still done with every proposal and nothing linked; a rack batch has all its consecutive " +
      "numbers and its audit entry or nothing, and the enterprise's rack numbers stay 1..n without a gap or a repeat. " +
      "An answered request must have all its writes, and an outcome once seen must not change after later kills. " +
      `${os.cpus().length} cores, Node ${process.version}, measured ${new Date().toISOString().slice(0, 16)}Z in ` +
      `${minutes.toFixed(0)} min; load average ${load.toFixed(1)} at the start, up to ${loadMax.toFixed(1)} during the run ` +
      "(other work shared the CPU: the times are inflated).",
    "",
    `**Partial states found: ${partial}** in ${reports.reduce((n, r) => n + r.rounds.length, 0)} kills, ${midTx} of them inside a transaction${problems.length ? ` — problems: ${problems.join("; ")}` : " (no other problem either)"}.`,
    "",
    "| engine | operation | rounds | uninterrupted ms | killed mid-request | of these inside a transaction | of these all / nothing | killed after the answer | partial |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ...reports.flatMap(opRows),
    "",
    "Restart after a kill (seconds, median / p90 / max): spawn → listening as the parent sees it (Node, modules, " +
      "opening the database with its crash recovery, migrations check, listen), and the part inside the process from " +
      "opening the database. Every restart opened the database and served; after the last kill the real entry " +
      "`src/server.ts` (what `npm start` runs) started on the same data and answered /api/health.",
    "",
    "| engine | restarts | spawn → listening | open database → listening | first start (migrate, seed) | src/server.ts after the last kill |",
    "|---|---:|---:|---:|---:|---:|",
    ...restartRows,
    ...(pgUp ? [] : ["", `PostgreSQL was not reachable at ${PG_URL}: not run.`]),
    "<!-- bench:crash:end -->",
  ].join("\n");
  console.log(`\n${section}`);
  const doc = path.join(root, "docs/benchmarks.md");
  const current = existsSync(doc) ? readFileSync(doc, "utf8") : "# Benchmarks\n";
  const re = /<!-- bench:crash:start -->[\s\S]*<!-- bench:crash:end -->/;
  writeFileSync(
    doc,
    re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
  if (partial || problems.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
