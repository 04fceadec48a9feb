import type { Page } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TablePaginationConfig } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { FRESH_QUERY } from "./navigation.ts";

/** A page number or size from the query, else the fallback. */
function readPositive(v: string | null, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 200 ? n : fallback;
}

/**
 * A filter value in the query: a string as it is, unless it would read back as JSON (then quoted);
 * anything else (a flag, a list) as JSON.
 */
export function encodeFilter(value: unknown): string {
  if (typeof value !== "string") return JSON.stringify(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

export function decodeFilter(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Query keys the list owns besides its filters. */
const PAGE = "page";
const SIZE = "size";
/** Query keys of the screen, not of its list (every other key is a filter). */
const SCREEN_KEYS = new Set(["tab", "breadcrumbTitle"]);

/**
 * A server-paged list: page, size and filters in the URL query (so Back, a tag click, the tag's refresh
 * and the breadcrumb's memory bring the same page of the same search back), the query, and the Table
 * pagination. Other query keys of the screen (a tab) are kept. `P` is the page the call answers, when it
 * carries more than the rows (e.g. the period a report covers).
 */
export function usePaged<T, F extends object, P extends Page<T> = Page<T>>(
  key: readonly unknown[],
  fetch: (pageNum: number, pageSize: number, filters: F) => Promise<P>,
  initial: F,
  initialSize = 10,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const initialJson = JSON.stringify(initial);

  /** Page, size and filters as a query says them. */
  const read = (q: URLSearchParams) => {
    const out: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
    for (const [k, raw] of q) {
      if (k === PAGE || k === SIZE || SCREEN_KEYS.has(k)) continue;
      out[k] = decodeFilter(raw);
    }
    for (const [k, v] of Object.entries(out)) if (v === undefined || v === null || v === "") delete out[k];
    return {
      page: readPositive(q.get(PAGE), 1),
      pageSize: readPositive(q.get(SIZE), initialSize),
      filters: out as F,
    };
  };
  const page = readPositive(params.get(PAGE), 1);
  const pageSize = readPositive(params.get(SIZE), initialSize);
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial is a fresh literal each render; its JSON is the dependency
  const filters = useMemo<F>(() => read(params).filters, [params, initialJson]);

  /**
   * The query as it is now. The router renders a new query in a transition, so the screen on show can
   * be a step behind the address (a search just sent, its rows not yet drawn): a change made then
   * (the next page) starts from the address, or it would drop the search.
   */
  const current = () =>
    typeof window !== "undefined" && window.location.pathname === pathname
      ? new URLSearchParams(window.location.search)
      : params;

  /** Writes page, size and filters into the query; a value equal to its default is left out. */
  const update = (
    change: (now: ReturnType<typeof read>) => { page: number; pageSize: number; filters: F },
  ) => {
    const now = current();
    const next = change(read(now));
    const q = new URLSearchParams();
    const base = initial as Record<string, unknown>;
    // The screen's own keys (a tab) stay; the list's are written afresh.
    for (const [k, v] of now) if (SCREEN_KEYS.has(k)) q.append(k, v);
    for (const [k, v] of Object.entries(next.filters)) {
      if (v === undefined || v === null || v === "") {
        // cleared: an initial value must still be overridden, else it would come back
        if (base[k] !== undefined) q.set(k, encodeFilter(""));
        continue;
      }
      if (JSON.stringify(v) !== JSON.stringify(base[k])) q.set(k, encodeFilter(v));
    }
    if (next.page > 1) q.set(PAGE, String(next.page));
    if (next.pageSize !== initialSize) q.set(SIZE, String(next.pageSize));
    // freshQuery: an empty query is "the defaults", not "restore the last one" (breadcrumb memory).
    setParams(q, { replace: true, state: FRESH_QUERY });
  };

  const list = useQuery({
    queryKey: [...key, page, pageSize, filters],
    queryFn: () => fetch(page, pageSize, filters),
    placeholderData: keepPreviousData,
  });
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total: list.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t("forms:table.total", { total }),
    onChange: (p, s) =>
      update((now) => ({ page: s !== now.pageSize ? 1 : p, pageSize: s, filters: now.filters })),
  };
  return {
    list,
    rows: list.data?.list ?? [],
    filters,
    pagination,
    filter: (f: Partial<F>) =>
      update((now) => ({ page: 1, pageSize: now.pageSize, filters: { ...now.filters, ...f } })),
    refresh: () => client.invalidateQueries({ queryKey: key }),
  };
}
