import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as shared from "../packages/shared/src/index.ts";
import {
  apiPathViolations,
  fastifyInServiceViolations,
  fixtureViolations,
  routeWithoutContractViolations,
  sleepViolations,
} from "./architecture-contracts.ts";

/**
 * The shape of the code (docs/architecture.md), as checks that name each violation. The test beside
 * this file runs them on the tree and on planted samples, so each check is shown to fail.
 */

export const ROOT = path.resolve(import.meta.dirname, "..");

/** The areas: one name in shared, server, web, locales, docs and tests. */
export const AREAS = [
  "auth",
  "account",
  "enterprise",
  "factory",
  "project",
  "inventory",
  "layout",
  "sales",
  "production",
  "floor",
  "machine",
  "analytics",
] as const;
/** Web-only screens without an API of their own. */
export const WEB_ONLY_FEATURES = ["errors", "guide", "home"] as const;
/** Server test folders that check every area at once: tenant isolation, several servers on one database, crash safety (SIGKILL rounds). */
export const CROSS_CUTTING_TESTS: ReadonlySet<string> = new Set(["isolation", "scale", "crash"]);
/** The longest a source file may be; seed data is exempt. */
export const MAX_LINES = 500;

export function listFiles(dir: string, exts = [".ts", ".tsx"]): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (exts.some((e) => name.endsWith(e))) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join("/");

const QUERY_CALL = /\.(query|many|one|maybeOne|exec)\s*(<[^>()]*>)?\s*\(\s*[`"']/;
const SQL_TEXT =
  /[`"']\s*(SELECT\s[\s\S]*?\sFROM\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\()/i;

/** SQL in a route or service file (it belongs in the area's repositories). */
export function sqlViolation(file: string, source: string): string | null {
  if (!/\.(routes|service)\.ts$/.test(file)) return null;
  const hit = QUERY_CALL.exec(source) ?? SQL_TEXT.exec(source);
  if (!hit) return null;
  const line = source.slice(0, hit.index).split("\n").length;
  return `${file}:${line} runs SQL; move it to a repository`;
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** A web feature importing another feature or the app layer (compose in app/, share via lib/ or components/). */
export function featureImportViolations(file: string, source: string): string[] {
  const m = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (!m) return [];
  const own = m[1];
  const out: string[] = [];
  for (const [, spec] of source.matchAll(IMPORT)) {
    const target = rel(path.resolve(ROOT, path.dirname(file), spec));
    const other = /^apps\/web\/src\/features\/([^/]+)\//.exec(target)?.[1];
    if (other && other !== own) out.push(`${file} imports feature "${other}" (${spec})`);
    if (target.startsWith("apps/web/src/app/")) out.push(`${file} imports the app layer (${spec})`);
  }
  return out;
}

/** A type written by hand in a web api file: responses and bodies come from the shared schemas. */
export function handWrittenTypeViolations(file: string, source: string): string[] {
  if (!/^apps\/web\/src\/features\/[^/]+\/api\//.test(file)) return [];
  const out: string[] = [];
  for (const hit of source.matchAll(/^\s*(export\s+)?(interface\s+\w+|type\s+\w+(<[^>]*>)?\s*=\s*\{)/gm)) {
    const line = source.slice(0, hit.index).split("\n").length;
    out.push(
      `${file}:${line} declares "${hit[2].replace(/\s*=\s*\{$/, "")}" by hand; infer it from the shared schema`,
    );
  }
  return out;
}

/** Generated from the OpenAPI document by `npm run client:generate`: never edited by hand. */
const isGenerated = (file: string) => file === "packages/client/src/schema.d.ts";
const isSeedData = (file: string) => /(^|\/)([\w-]+\.)?seed(-data)?\.ts$|\/seed\//.test(file);

/** A source file over MAX_LINES lines (seed data excepted). */
export function lengthViolation(file: string, source: string): string | null {
  if (isSeedData(file) || isGenerated(file)) return null;
  const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
  return lines > MAX_LINES ? `${file} has ${lines} lines (at most ${MAX_LINES})` : null;
}

/** Every area present under the same name in every layer, and no layer naming something else. */
export function areaViolations(exists: (p: string) => boolean, dirs: (p: string) => string[]): string[] {
  const out: string[] = [];
  for (const area of AREAS) {
    const places = [
      `packages/shared/src/${area}`,
      `apps/server/src/modules/${area}`,
      `apps/web/src/features/${area}`,
      `apps/web/src/locales/zh-CN/${area}.json`,
      `apps/web/src/locales/en-US/${area}.json`,
      `docs/api-${area}.md`,
      `apps/server/test/${area}`,
    ];
    for (const p of places) if (!exists(p)) out.push(`area "${area}" has no ${p}`);
  }
  const known = new Set<string>(AREAS);
  const web = new Set<string>([...AREAS, ...WEB_ONLY_FEATURES]);
  for (const d of dirs("apps/server/src/modules"))
    if (!known.has(d)) out.push(`server module "${d}" is not an area`);
  for (const d of dirs("apps/server/test"))
    if (!known.has(d) && !CROSS_CUTTING_TESTS.has(d)) out.push(`server test folder "${d}" is not an area`);
  for (const d of dirs("packages/shared/src"))
    if (!known.has(d) && d !== "i18n") out.push(`shared folder "${d}" is not an area`);
  for (const d of dirs("apps/web/src/features"))
    if (!web.has(d)) out.push(`web feature "${d}" is not an area`);
  return out;
}

/** The path of every contract in packages/shared. */
export const contractPaths = (): Set<string> =>
  new Set(shared.contractsIn(shared as Record<string, unknown>).map((c) => c.path));

/** Every violation in the tree, sorted. */
export function scanTree(): string[] {
  const out: string[] = [];
  const paths = contractPaths();
  const sources = [
    ...listFiles(path.join(ROOT, "packages")),
    ...listFiles(path.join(ROOT, "apps")),
    ...listFiles(path.join(ROOT, "test")),
    ...listFiles(path.join(ROOT, "scripts"), [".mjs", ".ts"]),
  ];
  for (const abs of sources) {
    const file = rel(abs);
    const source = readFileSync(abs, "utf8");
    const sql = sqlViolation(file, source);
    if (sql) out.push(sql);
    out.push(...featureImportViolations(file, source));
    out.push(...handWrittenTypeViolations(file, source));
    const long = lengthViolation(file, source);
    if (long) out.push(long);
    out.push(...apiPathViolations(file, source, paths));
    out.push(...routeWithoutContractViolations(file, source));
    out.push(...fastifyInServiceViolations(file, source));
    out.push(...sleepViolations(file, source));
    out.push(...fixtureViolations(file, source));
  }
  const exists = (p: string) => {
    try {
      statSync(path.join(ROOT, p));
      return true;
    } catch {
      return false;
    }
  };
  const dirs = (p: string) =>
    readdirSync(path.join(ROOT, p)).filter((n) => statSync(path.join(ROOT, p, n)).isDirectory());
  out.push(...areaViolations(exists, dirs));
  return out.sort();
}
