import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogues, leafKeys } from "@stoneworks/shared";
import { describe, expect, it } from "vitest";

/**
 * Both languages move together: every namespace file has the same keys in zh-CN and en-US, no value
 * is empty, and every key the code uses with t("ns:key") / i18nKey="ns:key" exists.
 */
const localesDir = fileURLToPath(new URL(".", import.meta.url));
const srcDir = join(localesDir, "..");
const LANGS = ["zh-CN", "en-US"] as const;

type Tree = { [k: string]: string | Tree };

const nsCache = new Map<string, Tree>();

/** A namespace's catalogue, read and parsed once (the key check looks up thousands of uses). */
function readNs(lang: string, ns: string): Tree {
  const id = `${lang}/${ns}`;
  let tree = nsCache.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), "utf8")) as Tree;
    nsCache.set(id, tree);
  }
  return tree;
}

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === "object"
      ? leaves(v as Tree, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const namespaces = (lang: string) =>
  readdirSync(join(localesDir, lang))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();

describe("locale files", () => {
  it("have the same namespace files in every language", () => {
    expect(namespaces("en-US")).toEqual(namespaces("zh-CN"));
    expect(namespaces("zh-CN").length).toBeGreaterThan(0);
  });

  for (const ns of namespaces("zh-CN")) {
    it(`${ns}.json has the same keys in zh-CN and en-US`, () => {
      const zh = leaves(readNs("zh-CN", ns))
        .map(([k]) => k)
        .sort();
      const en = leaves(readNs("en-US", ns))
        .map(([k]) => k)
        .sort();
      expect(
        en.filter((k) => !zh.includes(k)),
        "keys only in en-US",
      ).toEqual([]);
      expect(
        zh.filter((k) => !en.includes(k)),
        "keys only in zh-CN",
      ).toEqual([]);
    });

    for (const lang of LANGS) {
      it(`${lang}/${ns}.json has no empty value`, () => {
        const empty = leaves(readNs(lang, ns))
          .filter(([, v]) => typeof v !== "string" || v.trim() === "")
          .map(([k]) => k);
        expect(empty).toEqual([]);
      });
    }
  }

  it("the shared catalogue (namespace common) has the same keys in both languages", () => {
    expect(leafKeys(catalogues["en-US"]).sort()).toEqual(leafKeys(catalogues["zh-CN"]).sort());
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/**
 * Every string literal "ns:key" whose ns is a namespace: t("auth:login.submit"), i18nKey="…", keys
 * kept in variables or ternaries (t(cond ? "a:b" : "a:c")), titleKey: "app:pages.guide".
 */
const KNOWN_NS = ["common", ...namespaces("zh-CN")];
const KEY_USE = new RegExp(`["'\`](${KNOWN_NS.join("|")}):([\\w.-]+)["'\`]`, "g");

function hasKey(tree: Tree, key: string): boolean {
  const keys = new Set(leaves(tree).map(([k]) => k));
  // i18next plurals: t("x.minutes", { count }) resolves x.minutes_one / x.minutes_other.
  return keys.has(key) || keys.has(`${key}_other`);
}

describe("keys used in the source", () => {
  const uses: { file: string; ns: string; key: string }[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(KEY_USE)) uses.push({ file: relative(srcDir, file), ns: m[1], key: m[2] });
  }

  it("finds translated strings in the source", () => {
    expect(uses.length).toBeGreaterThan(50);
  });

  it('every t("ns:key") exists in both languages', () => {
    const missing: string[] = [];
    for (const { file, ns, key } of uses) {
      for (const lang of LANGS) {
        const tree = ns === "common" ? (catalogues[lang] as unknown as Tree) : readNs(lang, ns);
        if (!hasKey(tree, key)) missing.push(`${lang} ${ns}:${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keys are namespace-qualified (no bare t("key"))', () => {
    const bare: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*["'`]([\w.]+)["'`]/g))
        bare.push(`${relative(srcDir, file)}: ${m[1]}`);
    }
    expect(bare).toEqual([]);
  });
});
