#!/usr/bin/env node
// `npm test`: every check and every test, the same on a laptop and in CI.
//   1. lint + format check (Biome) and typecheck
//   2. unit and API tests on embedded PGlite
//   3. the API tests again on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it), with the
//      two-servers test (apps/server/test/scale), which only PostgreSQL can run
//   4. build the web app, then browser tests in Debian's Chromium (installed here when missing and possible)
// It ends with one line: "tests: N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "stoneworks-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Why a test step failed besides its failed tests (scripts/vitest-why.mjs). */
const whyFailed = [];
/** Every failed test by file and name, repeated at the end where a CI log's tail shows it. */
const failedTests = [];
/** How long each step took, printed at the end. */
const stepTimes = [];
/** How long each test file took, by step: the ten slowest are printed at the end. */
const fileTimes = [];
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  stepTimes.push({ title, ms: Date.now() - t0, ok: r.status === 0 });
  if (r.status !== 0) failedSteps.push(title);
  return r.status === 0;
}

// Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one test file at a time
// while the second core idles. The API tests' files are independent (each its own database), so run
// as many files at once as there are cores (TEST_WORKERS to change it). The browser test files are
// independent too (each its own server on a port it takes itself, its own data directory and Chromium)
// but run one at a time by default: two at once on two cores made waits written for one file at a
// time (a select's closing animation, a submit's answer) miss now and then. E2E_WORKERS=n runs n.
const WORKERS =
  process.env.TEST_WORKERS || String(Math.max(2, os.availableParallelism?.() ?? os.cpus().length));
const E2E_WORKERS = process.env.E2E_WORKERS || "1";

function vitest(title, projects, env = {}, extra = []) {
  const out = path.join(tmp, `${title.replace(/\W+/g, "-")}.json`);
  const why = path.join(tmp, `${title.replace(/\W+/g, "-")}.why.json`);
  const args = [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    ...(projects.includes("e2e") ? [`--maxWorkers=${E2E_WORKERS}`] : [`--maxWorkers=${WORKERS}`]),
    ...extra,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    "--reporter=./scripts/vitest-why.mjs",
  ];
  const ok = run(title, "npx", args, { ...env, STONEWORKS_WHY_FILE: why });
  const r = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : null;
  if (r) {
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const f of r.testResults ?? []) {
      if (f.startTime && f.endTime) {
        fileTimes.push({ file: path.relative(root, f.name), step: title, ms: f.endTime - f.startTime });
      }
      for (const a of f.assertionResults ?? []) {
        if (a.status === "failed") failedTests.push(`${path.relative(root, f.name)} › ${a.fullName}`);
      }
    }
  } else {
    totals.failed += 1;
  }
  // A step can fail with every test passed (an error in a hook, an import or outside any test):
  // the reason goes to the end of the output, where a CI log's tail shows it. A step with failed
  // tests names them itself.
  const errors = existsSync(why) ? JSON.parse(readFileSync(why, "utf8")).errors : [];
  if (!ok && (errors.length || !r || r.numFailedTests === 0)) {
    whyFailed.push(
      `${title}: ${errors.length ? errors.join("\n  ") : "vitest exited with an error and reported none (see its output above)"}`,
    );
  }
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the browser tests…");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    if (
      run("apt-get update", "apt-get", ["update", "-qq"], env) &&
      run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-cjk"], env)
    ) {
      return existsSync("/usr/bin/chromium");
    }
  }
  console.error(
    "The browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:\n" +
      "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk",
  );
  return false;
}

run("lint and format (biome check)", "npx", ["biome", "check", "."]);
run("typecheck", "npm", ["run", "--silent", "typecheck"]);
// Empty TEST_DATABASE_URL: this pass is the embedded database whatever the environment says.
// apps/server/test/scale (several server processes on one database) needs PostgreSQL: when the
// PostgreSQL pass follows, this pass leaves it out instead of counting its tests as skipped; without
// TEST_DATABASE_URL it stays in and its tests are reported as skipped, since they run nowhere.
const POSTGRES_ONLY = "apps/server/test/scale/**";
vitest(
  "unit and API tests on PGlite",
  ["repo", "shared", "cutting", "web", "server"],
  { TEST_DATABASE_URL: "" },
  process.env.TEST_DATABASE_URL ? ["--exclude", POSTGRES_ONLY] : [],
);
if (process.env.TEST_DATABASE_URL) {
  vitest("API tests on PostgreSQL", ["server"], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log("\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only)");
}
if (run("build the web app", "npm", ["run", "build", "-w", "@stoneworks/web"])) {
  if (ensureChromium()) vitest("browser tests", ["e2e"]);
  else failedSteps.push("browser tests (no Chromium)");
}

console.log("\nStep durations:");
for (const s of stepTimes) console.log(`${seconds(s.ms)}  ${s.title}${s.ok ? "" : " (failed)"}`);
console.log(`${seconds(Date.now() - started)}  in all`);
console.log("\nThe ten slowest test files:");
for (const f of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`${seconds(f.ms)}  ${f.file} (${f.step})`);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
if (whyFailed.length) console.log(`\nErrors outside tests:\n${whyFailed.map((w) => `- ${w}`).join("\n")}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join("; ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
