/** Locale files of the signed-in screens' namespaces (see i18n.ts): one chunk per file, loaded on demand. */
export const SCREEN_LOCALES = import.meta.glob<Record<string, unknown>>(
  [
    "../locales/*/account.json",
    "../locales/*/enterprise.json",
    "../locales/*/forms.json",
    "../locales/*/factory.json",
    "../locales/*/project.json",
    "../locales/*/inventory.json",
    "../locales/*/layout.json",
    "../locales/*/sales.json",
    "../locales/*/production.json",
    "../locales/*/floor.json",
    "../locales/*/machine.json",
    "../locales/*/analytics.json",
  ],
  { import: "default" },
);
