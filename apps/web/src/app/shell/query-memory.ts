import { FRESH_QUERY, onSessionReset } from "../../lib/navigation.ts";

export { FRESH_QUERY };

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
