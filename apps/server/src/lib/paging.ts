import type { Page } from "@stoneworks/shared";

/** Rows selected with `count(*) OVER ()::int AS total` → the page envelope of DESIGN §3. */
export function toPage<R extends { total?: number }, T>(
  rows: R[],
  p: { pageNum: number; pageSize: number },
  map: (r: R) => T,
): Page<T> {
  return { list: rows.map(map), total: rows[0]?.total ?? 0, pageNum: p.pageNum, pageSize: p.pageSize };
}

export const offsetOf = (p: { pageNum: number; pageSize: number }) => (p.pageNum - 1) * p.pageSize;
