import { Table } from "antd";
import { useTranslation } from "react-i18next";

/** One problem of a refused import file (code 1009, `data.rows`; DESIGN §3), already translated. */
export interface ImportProblem {
  /** A sheet key (project import) or the worksheet's name (slab import); "" for the whole file. */
  sheet?: string;
  /** The sheet's name in the UI language, when `sheet` is a key. */
  sheetName?: string;
  /** Spreadsheet row (header = 1); null for a whole sheet or file. */
  row?: number | null;
  field?: string | null;
  column?: string | null;
  message: string;
}

/** The problems of a 1009 answer: the listed rows, and how many there are in all. */
export function importProblemsOf(data: unknown): { rows: ImportProblem[]; total: number } {
  const d = (data ?? {}) as { rows?: unknown; total?: unknown };
  const rows = Array.isArray(d.rows) ? (d.rows as ImportProblem[]) : [];
  return { rows, total: typeof d.total === "number" ? d.total : rows.length };
}

/** The problems of a refused file by sheet, row and column, so the user can fix the file. */
export function ImportProblemsTable({ rows }: { rows: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportProblem & { key: number }>
      size="small"
      rowKey="key"
      dataSource={rows.map((r, key) => ({ ...r, key }))}
      pagination={rows.length > 8 ? { pageSize: 8, size: "small", showSizeChanger: false } : false}
      scroll={{ x: 560 }}
      data-testid="import-errors"
      columns={[
        {
          title: t("forms:importProblems.sheet"),
          dataIndex: "sheetName",
          width: 120,
          render: (v: string | undefined, r) => (
            <span data-testid="import-error-sheet" data-sheet={r.sheet}>
              {v || r.sheet || "-"}
            </span>
          ),
        },
        {
          title: t("forms:importProblems.row"),
          dataIndex: "row",
          width: 70,
          render: (v: number | null | undefined) => <span data-testid="import-error-row">{v || "-"}</span>,
        },
        {
          title: t("forms:importProblems.column"),
          dataIndex: "column",
          width: 170,
          render: (v: string | null | undefined, r) => (
            <span data-testid="import-error-field" data-field={r.field ?? undefined}>
              {v || r.field || "-"}
            </span>
          ),
        },
        {
          title: t("forms:importProblems.message"),
          dataIndex: "message",
          render: (v: string) => <span data-testid="import-error-message">{v}</span>,
        },
      ]}
    />
  );
}
