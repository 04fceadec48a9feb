import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { FRESH_QUERY } from "./navigation.ts";
import { decodeFilter, encodeFilter } from "./use-paged.ts";

/**
 * A piece of a screen's state kept in the address under `prefix.` keys (a detail page's sub-list: its
 * page, size and search), so Back, a tag click and the tag's refresh bring it back, as `usePaged`
 * does for whole-screen lists. Keys of the page itself (the id it shows, a tab) are kept; a value
 * equal to its default is left out of the address.
 */
export function useQueryState<T extends Record<string, unknown>>(prefix: string, defaults: T) {
  const [params, setParams] = useSearchParams();
  const defaultsJson = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults is a fresh literal each render; its JSON is the dependency
  const value = useMemo<T>(() => {
    const out: Record<string, unknown> = { ...defaults };
    for (const k of Object.keys(defaults)) {
      const raw = params.get(`${prefix}.${k}`);
      if (raw !== null) out[k] = decodeFilter(raw);
    }
    return out as T;
  }, [params, prefix, defaultsJson]);
  const set = (patch: Partial<T>) => {
    // From the address as it is now: the screen on show may be a step behind it (a router transition).
    const q = new URLSearchParams(typeof window !== "undefined" ? window.location.search : params);
    for (const [k, v] of Object.entries(patch)) {
      const key = `${prefix}.${k}`;
      if (v === undefined || v === null || v === "" || JSON.stringify(v) === JSON.stringify(defaults[k]))
        q.delete(key);
      else q.set(key, encodeFilter(v));
    }
    setParams(q, { replace: true, state: FRESH_QUERY });
  };
  return [value, set] as const;
}
