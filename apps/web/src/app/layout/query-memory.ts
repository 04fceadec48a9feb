import { onSessionReset } from "../../lib/navigation.ts";

/**
 * Each route's last query string (spec §2): coming back to a route without a query restores it, so
 * list filters and a breadcrumbTitle survive a visit elsewhere.
 */
const KEY = "sw_route_queries";

function load(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

let memory = load();

/**
 * Navigation state for a page that clears its own query (back to its default tab): an empty query
 * then means "the default", not "restore the last one".
 */
export const FRESH_QUERY = { freshQuery: true } as const;

function save(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // not remembered across reloads
  }
}

export function rememberQuery(path: string, search: string): void {
  if (memory[path] === search) return;
  memory = { ...memory, [path]: search };
  save();
}

export function rememberedQuery(path: string): string {
  return memory[path] ?? "";
}

/** A link to a route with its remembered query. */
export function withRememberedQuery(path: string): string {
  return `${path}${rememberedQuery(path)}`;
}

onSessionReset(() => {
  memory = {};
  save();
});
