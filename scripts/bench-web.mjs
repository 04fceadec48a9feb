#!/usr/bin/env node
// npm run bench:web — what each route of the web app downloads (JS and CSS, gzip), from the Vite
// manifest. Builds apps/web first when dist is missing (or with --build). Writes the table between
// the bench:web markers of docs/benchmarks.md and fails when the login page exceeds its budget.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const webDir = join(root, "apps/web");
const dist = join(webDir, "dist");
const manifestPath = join(dist, ".vite/manifest.json");
const docPath = join(root, "docs/benchmarks.md");
const LOGIN_BUDGET_KB = 250;
/** The dashboard's own JS (ECharts with it) beyond the entry and the shell (issue #16). */
const DASHBOARD_BUDGET_KB = 250;
const SHELL = "src/app/shell/Shell.tsx";
const DASHBOARD = "src/features/analytics/routes/DashboardPage.tsx";
const START = "<!-- bench:web:start -->";
const END = "<!-- bench:web:end -->";

if (process.argv.includes("--build") || !existsSync(manifestPath)) {
  console.log("building apps/web …");
  execSync("npx vite build", { cwd: webDir, stdio: "inherit" });
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error("no entry in the manifest");

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizeCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) closure(imp, seen);
  return seen;
}

function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const c = manifest[k];
    if (c.file.endsWith(".js")) js.add(c.file);
    for (const f of c.css ?? []) css.add(f);
  }
  return { js: [...js], css: [...css] };
}

const sum = (files, kind) => files.reduce((n, f) => n + sizes(f)[kind], 0);
const kb = (n) => (n / 1024).toFixed(1);

// Route → the source module its lazy import names (src/app/router.tsx, src/app/screens.ts).
const ROUTES = [
  ["/login", "src/features/auth/routes/LoginPage.tsx"],
  ["/stageHome (+ shell)", ["src/app/shell/Shell.tsx", "src/features/home/routes/StageHomePage.tsx"]],
  ["/userInfo", "src/features/account/routes/UserInfoPage.tsx"],
  ["/guide", ["src/app/shell/Shell.tsx", "src/features/guide/routes/GuidePage.tsx"]],
  ["/dashboard (+ shell)", [SHELL, DASHBOARD]],
  ["/demo", ["src/app/shell/Shell.tsx", "src/features/guide/routes/DemoPage.tsx"]],
  ["/404", "src/features/errors/routes/NotFoundPage.tsx"],
  ["/401", "src/features/errors/routes/ForbiddenPage.tsx"],
];

// The entry also fetches the UI language's locale chunks before the first render (src/lib/i18n.ts);
// count the default language's (zh-CN), without the lazy namespaces (LAZY_NAMESPACES in i18n.ts,
// loaded with the screens that read them).
const i18nSource = readFileSync(join(webDir, "src/lib/i18n.ts"), "utf8");
const lazyLine = /const LAZY_NAMESPACES = new Set\(\[([^\]]*)\]\)/.exec(i18nSource);
if (!lazyLine) throw new Error("LAZY_NAMESPACES not found in src/lib/i18n.ts");
const lazy = new Set([...lazyLine[1].matchAll(/"(\w+)"/g)].map((m) => m[1]));
const localeKeys = (manifest[entryKey].dynamicImports ?? []).filter(
  (k) => k.includes("locales/zh-CN/") && !lazy.has(/([^/]+)\.json$/.exec(k)?.[1] ?? ""),
);
const entryKeys = closure(entryKey);
for (const k of localeKeys) closure(k, entryKeys);
const rows = [];
for (const [route, mods] of ROUTES) {
  const keys = new Set(entryKeys);
  for (const m of [mods].flat()) {
    if (!manifest[m]) throw new Error(`${m} is not a chunk of its own in the manifest`);
    closure(m, keys);
  }
  const { js, css } = filesOf(keys);
  const own = filesOf(
    new Set(
      [mods]
        .flat()
        .flatMap((m) => [...closure(m)])
        .filter((k) => !entryKeys.has(k)),
    ),
  );
  rows.push({
    route,
    jsFiles: js.length,
    jsGzip: sum(js, "gzip"),
    jsRaw: sum(js, "raw"),
    cssGzip: sum(css, "gzip"),
    routeOnlyGzip: sum(own.js, "gzip"),
  });
}

const allJs = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, a) => f.endsWith(".js") && a.indexOf(f) === i);
const chunks = allJs
  .map((f) => ({ file: f, ...sizes(f) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 12);
const entry = filesOf(entryKeys);

const login = rows[0];

// The dashboard beyond the shell: its chunk set minus what the entry and the shell already loaded.
const shellKeys = closure(SHELL, new Set(entryKeys));
const dashOnly = filesOf(new Set([...closure(DASHBOARD)].filter((k) => !shellKeys.has(k))));
const dashGzip = sum(dashOnly.js, "gzip");
const dashOk = dashGzip / 1024 <= DASHBOARD_BUDGET_KB;
// ECharts must come with the dashboard only: never in the login page's or the shell's files.
const isEcharts = (f) =>
  /echarts|zrender/i.test(f) || readFileSync(join(dist, f), "utf8").includes("__ec_inner_");
const loginKeys = closure("src/features/auth/routes/LoginPage.tsx", new Set(entryKeys));
const leaks = [...filesOf(loginKeys).js, ...filesOf(shellKeys).js].filter(isEcharts);
const dashHasEcharts = dashOnly.js.some(isEcharts);
const ok = login.jsGzip / 1024 <= LOGIN_BUDGET_KB && dashOk && leaks.length === 0 && dashHasEcharts;
const lines = [
  "## Web bundle (`npm run bench:web`)",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} on a production build (vite build, gzip level 9). First load of a route =`,
  "entry chunk + its static imports + the zh-CN locale chunks it loads before rendering + the route's lazy chunk(s)",
  "and their static imports.",
  "",
  `**Login page first load: ${kb(login.jsGzip)} KB gzip JS** (budget ${LOGIN_BUDGET_KB} KB: ${ok ? "within" : "OVER"}).`,
  `Entry (always loaded): ${entry.js.length} JS files, ${kb(sum(entry.js, "gzip"))} KB gzip.`,
  `**Dashboard (/dashboard) beyond the shell: ${kb(dashGzip)} KB gzip JS** in ${dashOnly.js.length} files (budget ${DASHBOARD_BUDGET_KB} KB: ${dashOk ? "within" : "OVER"});`,
  `ECharts ${dashHasEcharts ? "is in the dashboard's chunks" : "NOT FOUND in the dashboard's chunks"} and ${leaks.length === 0 ? "in none of the login page's or the shell's" : `LEAKS into ${leaks.join(", ")}`}.`,
  "",
  "| route | JS files | JS gzip KB | JS raw KB | route-only JS gzip KB | CSS gzip KB |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.jsFiles} | ${kb(r.jsGzip)} | ${kb(r.jsRaw)} | ${kb(r.routeOnlyGzip)} | ${kb(r.cssGzip)} |`,
  ),
  "",
  "Largest chunks:",
  "",
  "| chunk | raw KB | gzip KB |",
  "|---|---:|---:|",
  ...chunks.map((c) => `| ${c.file.replace(/^assets\//, "")} | ${kb(c.raw)} | ${kb(c.gzip)} |`),
];

const section = `${START}\n${lines.join("\n")}\n${END}`;
console.log(lines.join("\n"));

let doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n";
const s = doc.indexOf(START);
const e = doc.indexOf(END);
if (s !== -1 && e > s) doc = doc.slice(0, s) + section + doc.slice(e + END.length);
else doc = `${doc.replace(/\s*$/, "")}\n\n${section}\n`;
writeFileSync(docPath, doc);
console.log(`\nwrote ${docPath}`);
if (!ok) process.exitCode = 1;
