#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes to listen on an already built tree — cold (a new
// data directory: create the embedded database, migrate, seed the demo enterprise) and warm (the same
// directory again). Writes the bench:start section of docs/benchmarks.md.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sw-start-"));

async function timeToListen(label, port) {
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: "on", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 120_000) throw new Error(`${label}: not listening after 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return seconds;
}

if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
  console.error("Build the web app first: npm run build");
  process.exit(2);
}
const cold = await timeToListen("cold", 3901);
const warm = await timeToListen("warm", 3902);
const section = [
  "<!-- bench:start:start -->",
  "## Start-up (`npm run bench:start`)",
  "",
  `\`npm start\` on an already built tree, until GET /api/health answers; ${os.cpus().length} cores, Node ${process.version}, measured ${new Date().toISOString().slice(0, 16)}Z.`,
  "",
  "| run | seconds |",
  "|---|---:|",
  `| cold: new data directory (create PGlite, migrate, seed the demo enterprise) | ${cold.toFixed(1)} |`,
  `| warm: existing data directory | ${warm.toFixed(1)} |`,
  "<!-- bench:start:end -->",
].join("\n");
console.log(section);
const file = path.join(root, "docs/benchmarks.md");
const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
const re = /<!-- bench:start:start -->[\s\S]*<!-- bench:start:end -->/;
writeFileSync(file, re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`);
