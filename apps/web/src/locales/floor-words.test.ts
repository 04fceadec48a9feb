import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * One word for one thing on the floor (issue #24): a board put in a box and a sealed box are told
 * apart in both languages ("In a box" / "Sealed", 已装箱 / 已封箱), "Packed" alone names neither, and
 * every screen says a sealed box the same way.
 */
type Tree = { [k: string]: string | Tree };
const ns = (lang: string, name: string) =>
  JSON.parse(readFileSync(new URL(`./${lang}/${name}.json`, import.meta.url), "utf8")) as Tree;
const at = (tree: Tree, path: string) =>
  path.split(".").reduce<string | Tree>((n, k) => (n as Tree)[k]!, tree) as string;
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === "object" ? leaves(v) : [v]));

const SEALED = [
  ["floor", "box.status.done"],
  ["floor", "tracking.stage.packed"],
  ["floor", "tracking.boxState.done"],
  ["analytics", "dashboard.stages.packed"],
  ["project", "packing.boxStatus.done"],
  ["floor", "pack.status.done"],
] as const;

describe("floor words", () => {
  it.each([
    ["en-US", "Sealed", "In a box"],
    ["zh-CN", "已封箱", "已装箱"],
  ])("%s says a sealed box one way and a board in a box another", (lang, sealed, inBox) => {
    for (const [file, key] of SEALED) expect(at(ns(lang, file), key), `${file}:${key}`).toBe(sealed);
    expect(at(ns(lang, "floor"), "tracking.stage.inBox")).toBe(inBox);
    expect(at(ns(lang, "analytics"), "dashboard.stages.inBox")).toBe(inBox);
  });

  it("no en-US screen string is the bare word Packed", () => {
    const files = ["floor", "analytics", "project", "production"];
    expect(files.flatMap((f) => leaves(ns("en-US", f)).filter((v) => v === "Packed"))).toEqual([]);
  });
});
