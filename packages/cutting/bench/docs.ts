/**
 * Rewrites generated blocks of the cutting section of docs/benchmarks.md: the text between
 * `<!-- bench:cutting:KEY:start -->` and `<!-- bench:cutting:KEY:end -->` (inserted before the section's end
 * marker when missing). Everything else in the section is hand-written and left alone.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

export const DOCS_FILE = fileURLToPath(new URL("../../../docs/benchmarks.md", import.meta.url));

export function writeDocsBlock(key: string, markdown: string, file = DOCS_FILE): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, "utf8");
  const start = `<!-- bench:cutting:${key}:start -->`;
  const end = `<!-- bench:cutting:${key}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  let out: string;
  if (i >= 0 && j > i) out = text.slice(0, i) + block + text.slice(j + end.length);
  else {
    const k = text.indexOf("<!-- bench:cutting:end -->");
    if (k < 0) return false;
    out = `${text.slice(0, k)}${block}\n${text.slice(k)}`;
  }
  writeFileSync(file, out);
  return true;
}

/** "2026-11-24 13:50 UTC, Node v20…, load average 3.1" — the conditions of a measurement. */
export function conditions(): string {
  const d = new Date().toISOString().replace("T", " ").slice(0, 16);
  return `${d} UTC, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores at the end`;
}

/** A 2bp variant's docs table: per class ours, the 3-stage best known, GDRR 2022 (`gdrr`, per class), the gap; then the instances above / below their best known. */
export function twoBpTable(
  rotation: boolean,
  rs: { group: string; value: number; reference?: number; feasible: boolean; ms: number }[],
  gdrr: Map<string, number>,
): string[] {
  const groups = [...new Set(rs.map((r) => r.group))].sort((a, b) => Number(a) - Number(b));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const gap = (o: number, ref: number) => (ref > 0 ? `${(((o - ref) / ref) * 100).toFixed(2)}%` : "–");
  const row = (label: string, gs: typeof rs, g: number | string, bold: boolean) => {
    const o = sum(gs.map((r) => r.value));
    const ref = sum(gs.map((r) => r.reference ?? 0));
    const ms = sum(gs.map((r) => r.ms)) / gs.length / 1000;
    const ours = bold ? `**${o}**` : String(o);
    return `| ${label} | ${ours} | ${ref} | ${g} | ${gap(o, ref)} | ${gs.filter((r) => !r.feasible).length} | ${ms.toFixed(2)} |`;
  };
  const above = rs.filter((r) => r.reference !== undefined && r.value > r.reference).length;
  const below = rs.filter((r) => r.reference !== undefined && r.value < r.reference).length;
  return [
    `**${rotation ? "Rotation allowed" : "No rotation"}** (bins; lower is better)`,
    "",
    "| class | ours | 3-stage best known (packingsolver) | GDRR 2022 (guillotine) | gap to 3-stage BKS | infeasible | mean s/instance |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...groups.map((g) =>
      row(
        g,
        rs.filter((r) => r.group === g),
        gdrr.get(g) ?? "",
        false,
      ),
    ),
    row("**total**", rs, sum(groups.map((g) => gdrr.get(g) ?? 0)), true),
    "",
    `Instances above / below the 3-stage best known: ${above} / ${below}.`,
  ];
}
