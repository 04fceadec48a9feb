import { useSyncExternalStore } from "react";
import { onOrgSwitch, onSessionReset } from "../../lib/navigation.ts";
import { HOME_PATH } from "../screens.ts";

/**
 * Visited views of the tag bar, kept for the browser tab (sessionStorage) and forgotten at logout.
 * The home tag is always first and cannot be closed.
 */
export interface VisitedTag {
  path: string;
  search: string;
  titleKey: string;
}

const KEY = "sw_tags";
const HOME_TAG: VisitedTag = { path: HOME_PATH, search: "", titleKey: "common:menu.homePage" };

function load(): VisitedTag[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as VisitedTag[]) : [];
    return withHome(Array.isArray(parsed) ? parsed : []);
  } catch {
    return [HOME_TAG];
  }
}

function withHome(tags: VisitedTag[]): VisitedTag[] {
  const home = tags.find((t) => t.path === HOME_PATH) ?? HOME_TAG;
  return [home, ...tags.filter((t) => t.path !== HOME_PATH)];
}

let tags: VisitedTag[] = load();
const listeners = new Set<() => void>();

function commit(next: VisitedTag[]): void {
  tags = withHome(next);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(tags));
  } catch {
    // storage unavailable: tags live for this page only
  }
  for (const l of listeners) l();
}

export const tagsStore = {
  get: () => tags,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  visit(tag: VisitedTag) {
    const i = tags.findIndex((t) => t.path === tag.path);
    if (i === -1) commit([...tags, tag]);
    else if (tags[i].search !== tag.search || tags[i].titleKey !== tag.titleKey) {
      commit(tags.map((t, j) => (j === i ? tag : t)));
    }
  },
  close(path: string) {
    if (path === HOME_PATH) return;
    commit(tags.filter((t) => t.path !== path));
  },
  closeOthers(path: string) {
    commit(tags.filter((t) => t.path === path || t.path === HOME_PATH));
  },
  closeAll() {
    commit([]);
  },
  reset() {
    commit([]);
  },
};

export const isAffix = (path: string) => path === HOME_PATH;

onSessionReset(() => tagsStore.reset());
onOrgSwitch(() => tagsStore.closeAll());

export function useVisitedTags(): VisitedTag[] {
  return useSyncExternalStore(tagsStore.subscribe, tagsStore.get, tagsStore.get);
}
