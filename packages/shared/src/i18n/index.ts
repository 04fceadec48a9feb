import { enUS } from "./en-US.ts";
import { sectionsEn, sectionsZh } from "./sections.ts";
import { zhCN } from "./zh-CN.ts";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The part the web app also loads (namespace "common"): zh-CN's keys with string leaves. */
export type CatalogueBase = Widen<typeof zhCN>;
/** The server-only sections (sections.ts). */
export type Sections = Widen<typeof sectionsZh>;
/** The shape every language must have. */
export type Catalogue = CatalogueBase & Sections;

export const LANGS = ["zh-CN", "en-US"] as const;
export type Lang = (typeof LANGS)[number];

function buildCatalogues(): Record<Lang, Catalogue> {
  return { "zh-CN": { ...zhCN, ...sectionsZh }, "en-US": { ...enUS, ...sectionsEn } };
}

/**
 * Every language's whole catalogue (the server's). Pure, so a bundle that never translates (the web
 * app loads its one language's base catalogue as the "common" namespace) drops both languages and
 * the server-only sections.
 */
export const catalogues: Record<Lang, Catalogue> = /* @__PURE__ */ buildCatalogues();

/** zh by default; en when the header's first preference that is zh or en is English. */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return "zh-CN";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return "zh-CN";
}

/** The message a dotted key names in a language, if it names one. */
function lookup(lang: Lang, key: string): string | undefined {
  let node: unknown = catalogues[lang];
  for (const part of key.split(".")) {
    if (node && typeof node === "object" && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** Looks up a dotted key and fills {{name}} placeholders; an unknown key comes back as itself. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const message = lookup(lang, key);
  if (message === undefined) return key;
  return params
    ? message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""))
    : message;
}

/** Whether a dotted key names a message of the catalogue (e.g. a schema's message is a key, not text). */
export function isMessageKey(key: string): boolean {
  return lookup("zh-CN", key) !== undefined;
}

/** Every leaf key of a nested message object, dotted; used by the parity tests. */
export function leafKeys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? leafKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
