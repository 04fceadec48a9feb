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
/** A placeholder straight before a plural noun (an adjective may sit between): "{{n}} boards", "{{n}} empty boxes". */
const PLURAL_NOUN =
  /\{\{(?!done\b)\w+\}\} (?:[a-z-]+ )?(boards|slabs|racks|boxes|records|crafts|planes|rows|projects|members|plans|tables|pieces|days|hours|items|steps|groups|permissions|stages|machines|orders|customers|tasks)\b/;

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

  it("no en-US web string puts another placeholder straight before a plural noun without an _one form", () => {
    // "{{n}} members" says "1 members": either the count is {{count}} with an _one form beside it, or
    // the string names the count another way ("members: {{n}}").
    const missing = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const all = new Map(leaves(JSON.parse(readFileSync(join(dir, f), "utf8")) as Tree));
        return [...all]
          .filter(([k, v]) => PLURAL_NOUN.test(v) && !all.has(`${k.replace(PLURAL_SUFFIX, "")}_one`))
          .map(([k, v]) => `${f}: ${k}: ${v}`);
      });
    expect(missing).toEqual([]);
  });

  it("no en-US server message puts a number placeholder before a plural noun", () => {
    const en = catalogues["en-US"] as unknown as Tree;
    const value = (key: string) => key.split(".").reduce<unknown>((n, k) => (n as Tree)[k], en) as string;
    const found = leafKeys(en).filter((k) => PLURAL_NOUN.test(value(k)));
    expect(found.map((k) => `${k}: ${value(k)}`)).toEqual([]);
  });
});
