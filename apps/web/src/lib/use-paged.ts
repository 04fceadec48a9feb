import type { Page } from "@stoneworks/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TablePaginationConfig } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A server-paged list: page, size and filters in state, the query, and the Table pagination. `P` is the
 * page the call answers, when it carries more than the rows (e.g. the period a report covers).
 */
export function usePaged<T, F extends object, P extends Page<T> = Page<T>>(
  key: readonly unknown[],
  fetch: (pageNum: number, pageSize: number, filters: F) => Promise<P>,
  initial: F,
  initialSize = 10,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const [filters, setFilters] = useState<F>(initial);
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
    onChange: (p, s) => {
      setPage(p);
      setPageSize(s);
    },
  };
  return {
    list,
    rows: list.data?.list ?? [],
    filters,
    pagination,
    filter: (f: Partial<F>) => {
      setFilters((old) => ({ ...old, ...f }));
      setPage(1);
    },
    refresh: () => client.invalidateQueries({ queryKey: key }),
  };
}
