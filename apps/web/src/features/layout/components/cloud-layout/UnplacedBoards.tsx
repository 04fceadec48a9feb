import { WarningFilled } from "@ant-design/icons";
import { formatThickness, type LayoutRunSummary } from "@stoneworks/shared";
import { Collapse, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";

/** The boards a run could not place, counted by reason, listed on demand. */
export function UnplacedBoards({ summary }: { summary: LayoutRunSummary }) {
  const { t } = useTranslation();
  const byReason = new Map<string, number>();
  for (const u of summary.unplaced) byReason.set(u.reason, (byReason.get(u.reason) ?? 0) + 1);
  return (
    <Collapse
      size="small"
      className="sw-cloud-layout-unplaced"
      data-testid="cloud-layout-unplaced"
      items={[
        {
          key: "unplaced",
          label: (
            <span>
              <WarningFilled className="sw-cloud-layout-warn" />
              {t("layout:result.unplacedTitle", { count: summary.boardsUnplaced })}
              {[...byReason].map(([reason, n]) => (
                <Tag key={reason} className="sw-cloud-layout-reason">
                  {t(`layout:reason.${reason}`)}: {n}
                </Tag>
              ))}
            </span>
          ),
          children: (
            <Table
              size="small"
              rowKey="boardId"
              dataSource={summary.unplaced}
              pagination={summary.unplaced.length > 10 ? { pageSize: 10, size: "small" } : false}
              columns={[
                { title: t("layout:fields.code"), dataIndex: "code" },
                { title: t("layout:fields.stone"), dataIndex: "stone" },
                {
                  title: `${t("layout:fields.thickness")} (mm)`,
                  dataIndex: "thickness",
                  render: (v: number) => formatThickness(v),
                },
                {
                  title: `${t("layout:fields.size")} (mm)`,
                  key: "size",
                  render: (_, u) => `${u.length} × ${u.width}`,
                },
                {
                  title: t("layout:fields.reason"),
                  dataIndex: "reason",
                  render: (v: string) => t(`layout:reason.${v}`),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
