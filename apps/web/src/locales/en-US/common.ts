/** The shared catalogue (namespace "common") in en-US, a chunk of its own: only the UI language's is downloaded. */
export { enUS as default } from "@stoneworks/shared/i18n/en-US";
