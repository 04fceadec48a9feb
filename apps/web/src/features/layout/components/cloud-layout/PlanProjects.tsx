import type { LayoutProposedPlan } from "@stoneworks/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";

interface Row {
  key: string;
  projectNo: string;
  projectName: string;
  batchNo: string;
  boards: number;
}

/** A plan's boards counted by project (no. and name) and plane: whose boards share the slab. */
export function PlanProjects({ plan }: { plan: LayoutProposedPlan }) {
  const { t } = useTranslation();
  const rows = new Map<string, Row>();
  for (const b of plan.boards) {
    const key = `${b.projectId}|${b.planeId}`;
    const row = rows.get(key) ?? {
      key,
      projectNo: b.projectNo,
      projectName: b.projectName,
      batchNo: b.batchNo,
      boards: 0,
    };
    row.boards += 1;
    rows.set(key, row);
  }
  return (
    <Table<Row>
      size="small"
      className="sw-cloud-layout-plan-projects"
      data-testid="cloud-layout-plan-projects"
      rowKey="key"
      pagination={false}
      dataSource={[...rows.values()]}
      columns={[
        {
          title: t("layout:fields.project"),
          dataIndex: "projectNo",
          width: 104,
          // The number in the narrow card, the name on hover (the run's project tags show both).
          render: (no: string, r) => <span title={`${no} ${r.projectName}`}>{no}</span>,
        },
        { title: t("layout:fields.plane"), dataIndex: "batchNo", ellipsis: { showTitle: true } },
        { title: t("layout:fields.boards"), dataIndex: "boards", align: "right", width: 76 },
      ]}
    />
  );
}
