import { Table } from "antd";
import { useTranslation } from "react-i18next";
import type { ImportProblem } from "../api/project-api.ts";

/** The problems of a refused file by sheet, row and field, so the user can fix the file. */
export function ImportErrorTable({ rows }: { rows: ImportProblem[] }) {
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
          title: t("project:import.sheet"),
          dataIndex: "sheetName",
          width: 120,
          render: (v: string, r) => (
            <span data-testid="import-error-sheet" data-sheet={r.sheet}>
              {v || r.sheet || "-"}
            </span>
          ),
        },
        {
          title: t("project:import.row"),
          dataIndex: "row",
          width: 70,
          render: (v: number | null) => <span data-testid="import-error-row">{v ?? "-"}</span>,
        },
        {
          title: t("project:import.field"),
          dataIndex: "column",
          width: 180,
          render: (v: string, r) => (
            <span data-testid="import-error-field" data-field={r.field}>
              {v || r.field || "-"}
            </span>
          ),
        },
        {
          title: t("project:import.message"),
          dataIndex: "message",
          render: (v: string) => <span data-testid="import-error-message">{v}</span>,
        },
      ]}
    />
  );
}
