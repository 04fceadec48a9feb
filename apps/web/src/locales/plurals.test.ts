import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogues, leafKeys } from "@stoneworks/shared";
import { describe, expect, it } from "vitest";

/**
 * English counts agree with their nouns ("1 board", never "1 boards"; issue #24): every en-US string
 * that shows {{count}} has an `_one` form beside it (i18next picks it for a count of 1). The server's
 * catalogue has no plural forms, so an en-US server message never puts a placeholder straight before
 * a plural noun ("{{n}} boards"): it names the count another way ("boards in no box: {{n}}").
 */
const dir = fileURLToPath(new URL("./en-US/", import.meta.url));

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, string]],
  );

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe("English plurals", () => {
  it("every en-US web string showing {{count}} has an _one form", () => {
    const missing = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const all = new Map(leaves(JSON.parse(readFileSync(join(dir, f), "utf8")) as Tree));
        return [...all]
          .filter(([, v]) => v.includes("{{count"))
          .map(([k]) => k.replace(PLURAL_SUFFIX, ""))
          .filter((base) => !all.has(`${base}_one`))
          .map((base) => `${f}: ${base}`);
      });
    expect([...new Set(missing)]).toEqual([]);
  });

  it("no en-US server message puts a number placeholder before a plural noun", () => {
    const en = catalogues["en-US"] as unknown as Tree;
    const value = (key: string) => key.split(".").reduce<unknown>((n, k) => (n as Tree)[k], en) as string;
    const plural =
      /\{\{\w+\}\} (?:[a-z-]+ )?(boards|slabs|racks|boxes|records|crafts|planes|rows|projects|members|plans|tables|pieces|days|hours|items)\b/;
    const found = leafKeys(en).filter((k) => plural.test(value(k)));
    expect(found.map((k) => `${k}: ${value(k)}`)).toEqual([]);
  });
});
