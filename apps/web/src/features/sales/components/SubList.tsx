import type { Page } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { tableLoading } from "../../../lib/table-loading.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";

/** A server-paged table inside a detail page (a customer's orders, a team's customers…). */
export function SubList<T extends object>({
  queryKey,
  fetch,
  columns,
  rowKey,
  testId,
  pageSize = 10,
  rowClassName,
}: {
  queryKey: readonly unknown[];
  fetch: (pageNum: number, pageSize: number) => Promise<Page<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
  pageSize?: number;
  rowClassName?: (row: T) => string;
}) {
  const { t } = useTranslation();
  // Page and size in the address under the list's test id: Back and the tags keep them.
  const [{ page, size }, set] = useQueryState(testId, { page: 1, size: pageSize });
  const list = useQuery({
    queryKey: [...queryKey, page, size],
    queryFn: () => fetch(page, size),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      size="middle"
      loading={tableLoading(list)}
      dataSource={list.data?.list ?? []}
      columns={columns}
      rowClassName={rowClassName}
      scroll={{ x: "max-content" }}
      pagination={{
        current: page,
        pageSize: size,
        total: list.data?.total ?? 0,
        hideOnSinglePage: true,
        showTotal: (total) => t("forms:table.total", { total }),
        onChange: (p, s) => set({ page: s !== size ? 1 : p, size: s }),
      }}
    />
  );
}
