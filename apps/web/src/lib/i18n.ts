import { LANGS, type Lang } from "@stoneworks/shared";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANG_KEY, readCookie, readLocal, writeCookie, writeLocal } from "./storage.ts";

/**
 * Every user-facing string lives in src/locales/<lang>/<namespace>.json (one namespace per feature)
 * beside the shared catalogue (codes, validation, menus, roles), loaded as the "common" namespace.
 * Keys are always written namespace-qualified: t("auth:login.submit").
 */
// One chunk per language: only the language in use is downloaded.
// The namespaces of signed-in screens are listed in a module of their own (screen-locales.ts), loaded
// with the first such screen, so the login page's download does not even name them.
const files = import.meta.glob<Record<string, unknown>>(
  [
    "../locales/*/*.json",
    "!../locales/*/account.json",
    "!../locales/*/enterprise.json",
    "!../locales/*/forms.json",
    "!../locales/*/factory.json",
    "!../locales/*/project.json",
    "!../locales/*/inventory.json",
    "!../locales/*/layout.json",
    "!../locales/*/sales.json",
    "!../locales/*/production.json",
    "!../locales/*/floor.json",
    "!../locales/*/machine.json",
    "!../locales/*/analytics.json",
  ],
  { import: "default" },
);
// The shared catalogue (codes, validation, menus) per language, so the other language's stays unloaded.
const CATALOGUES = import.meta.glob<Record<string, unknown>>("../locales/*/common.ts", { import: "default" });
const SCREEN_NAMESPACES = new Set([
  "account",
  "enterprise",
  "forms",
  "factory",
  "project",
  "inventory",
  "layout",
  "sales",
  "production",
  "floor",
  "machine",
  "analytics",
]);
type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

async function sourcesFor(wanted: (ns: string) => boolean): Promise<Loaders> {
  if (![...SCREEN_NAMESPACES].some(wanted)) return files;
  return { ...files, ...(await import("./screen-locales.ts")).SCREEN_LOCALES };
}

const loaded = new Set<Lang>();
/** Namespaces loaded only when a screen asks for them (ensureNamespace), e.g. the agreement text. */
// (bench:web reads this line: the namespaces the login page does not download.)
const LAZY_NAMESPACES = new Set(["agreement", "home", "guide", ...SCREEN_NAMESPACES]);
const requested = new Set<string>();

const nsOf = (path: string) => /([^/]+)\.json$/.exec(path)?.[1] ?? "";

async function loadBundles(lang: Lang, wanted: (ns: string) => boolean): Promise<void> {
  const entries = Object.entries(await sourcesFor(wanted)).filter(
    ([path]) =>
      path.includes(`/locales/${lang}/`) && wanted(nsOf(path)) && !i18n.hasResourceBundle(lang, nsOf(path)),
  );
  const bundles = await Promise.all(entries.map(async ([path, load]) => [nsOf(path), await load()] as const));
  for (const [ns, content] of bundles) i18n.addResourceBundle(lang, ns, content, true, true);
}

/** A lazy screen module that renders only once the namespaces it reads are loaded. */
export async function withNamespaces<T>(namespaces: readonly string[], load: () => Promise<T>): Promise<T> {
  const [mod] = await Promise.all([load(), ...namespaces.map((ns) => ensureNamespace(ns))]);
  return mod;
}

/** Loads a lazy namespace for the current language (and for later language switches). */
export async function ensureNamespace(ns: string, lang: string = currentLang()): Promise<void> {
  requested.add(ns);
  await loadBundles(isLang(lang) ? lang : currentLang(), (n) => n === ns);
}

async function loadLang(lang: Lang): Promise<void> {
  if (loaded.has(lang)) {
    await loadBundles(lang, (ns) => requested.has(ns));
    return;
  }
  const [, catalogue] = await Promise.all([
    loadBundles(lang, (ns) => !LAZY_NAMESPACES.has(ns) || requested.has(ns)),
    CATALOGUES[`../locales/${lang}/common.ts`](),
  ]);
  i18n.addResourceBundle(lang, "common", catalogue, true, true);
  loaded.add(lang);
}

const NAMESPACES = [
  "common",
  "app",
  "auth",
  "home",
  "errors",
  "guide",
  "agreement",
  "account",
  "enterprise",
  "forms",
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

/** Browser language if it mentions zh or en (first such preference wins), else zh. */
function detectBrowserLang(languages: readonly string[] = navigator.languages ?? []): Lang {
  for (const tag of languages) {
    const t = tag.toLowerCase();
    if (t.includes("zh")) return "zh-CN";
    if (t.includes("en")) return "en-US";
  }
  return "zh-CN";
}

function isLang(v: string | null | undefined): v is Lang {
  return !!v && (LANGS as readonly string[]).includes(v);
}

function initialLang(): Lang {
  const saved = readLocal(LANG_KEY) ?? readCookie(LANG_KEY);
  return isLang(saved) ? saved : detectBrowserLang();
}

function applySideEffects(lang: Lang): void {
  document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : "zh-CN";
}

export async function setLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  writeLocal(LANG_KEY, lang);
  writeCookie(LANG_KEY, lang);
  applySideEffects(lang);
  await i18n.changeLanguage(lang);
}

/** Loads the starting language, then initialises i18next; main.tsx renders after it resolves. */
export async function initI18n(): Promise<void> {
  const lang = initialLang();
  applySideEffects(lang);
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: lang,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: "app",
    interpolation: { escapeValue: false },
    returnNull: false,
    partialBundledLanguages: true,
  });
  await loadLang(lang);
}

export default i18n;
