/**
 * A table's spinner: while it has nothing to show yet, or shows the previous page's rows for a new page
 * or search (keepPreviousData). A list revisited shows its cached rows at once and refreshes behind them,
 * without covering them.
 */
export function tableLoading(query: { isPending: boolean; isPlaceholderData: boolean }): boolean {
  return query.isPending || query.isPlaceholderData;
}
