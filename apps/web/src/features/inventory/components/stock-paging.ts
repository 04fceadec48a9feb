import type { TablePaginationConfig } from "antd";
import type { TFunction } from "i18next";

/** Paging of the stock lists (slabs, blocks): page and size live in the URL with the filters. */

const PAGE_SIZES = [10, 20, 50, 100];

/** Merges query values (undefined removes one); a filter change goes back to page 1 unless `keepPage`. */
export type UpdateQuery = (
  patch: Record<string, string | number | boolean | undefined>,
  keepPage?: boolean,
) => void;

/** The page and size of the query string (page 1, 10 rows when absent or not allowed). */
export function readPage(params: URLSearchParams): { pageNum: number; pageSize: number } {
  const pageSize = Number(params.get("pageSize"));
  return {
    pageNum: Math.max(1, Math.floor(Number(params.get("pageNum")) || 1)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 10,
  };
}

/** The table's pager, writing page and size back to the URL (the defaults left out). */
export function stockPagination(
  t: TFunction,
  page: { pageNum: number; pageSize: number; total?: number },
  update: UpdateQuery,
): TablePaginationConfig {
  return {
    current: page.pageNum,
    pageSize: page.pageSize,
    total: page.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (total) => t("forms:table.total", { total }),
    onChange: (p, s) => update({ pageNum: p > 1 ? p : undefined, pageSize: s === 10 ? undefined : s }, true),
  };
}
