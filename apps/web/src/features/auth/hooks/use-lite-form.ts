import { useCallback, useRef, useState } from "react";

/**
 * A small form state for the four login-page forms. antd Form (with its validator and tooltip) would
 * add ~30 KB gzip to the page every visitor downloads first; these forms have 2-5 fields each.
 */
export type Check<T> = (value: T[keyof T], values: T) => Promise<string | null> | string | null;

export function useLiteForm<T extends Record<string, string | boolean>>(
  initial: T,
  checks: { [K in keyof T]?: Check<T> },
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const checkOne = useCallback(
    async (name: keyof T, all: T) => (await checks[name]?.(all[name], all)) ?? null,
    [checks],
  );

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  /** Validates the named fields (all when omitted); resolves with the values or null. */
  const validate = useCallback(
    async (names?: (keyof T)[]): Promise<T | null> => {
      const all = latest.current;
      const list = names ?? (Object.keys(checks) as (keyof T)[]);
      const results = await Promise.all(list.map(async (n) => [n, await checkOne(n, all)] as const));
      const next: Partial<Record<keyof T, string>> = {};
      for (const [n, msg] of results) if (msg) next[n] = msg;
      setErrors((e) => {
        const merged = { ...e };
        for (const n of list) merged[n] = next[n];
        return merged;
      });
      return Object.keys(next).length ? null : all;
    },
    [checks, checkOne],
  );

  const blur = useCallback((name: keyof T) => () => void validate([name]), [validate]);

  const markErrors = useCallback((byField: Record<string, string>) => {
    const known = Object.keys(latest.current);
    const picked = Object.fromEntries(Object.entries(byField).filter(([k]) => known.includes(k)));
    if (Object.keys(picked).length) setErrors((e) => ({ ...e, ...picked }));
  }, []);

  return { values, errors, set, validate, blur, markErrors };
}
