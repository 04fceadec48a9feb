import { ArrowRightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { belongApi } from "../../../api/sales.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { type BelongEntity, type HistoryRow, salesKeys } from "../api/sales-api.ts";
import { SubList } from "./SubList.tsx";

function Side({ member, team }: { member: string | null; team: string | null }) {
  return (
    <span className="sw-history-side">
      <strong>{member || "-"}</strong>
      {team && <span className="sw-sub-text"> · {team}</span>}
    </span>
  );
}

/** Who owned a customer, order or task before, newest transfer first. */
export function OwnershipHistory({ entity, entityId }: { entity: BelongEntity; entityId: string }) {
  const { t } = useTranslation();
  return (
    <SubList<HistoryRow>
      testId="ownership-history"
      queryKey={salesKeys.history(entity, entityId)}
      fetch={(pageNum: number, pageSize: number) =>
        belongApi.history({ pageNum, pageSize, entity, entityId })
      }
      rowKey="historyId"
      columns={[
        {
          title: t("sales:belong.at"),
          dataIndex: "at",
          width: 130,
          render: (v: string) => <TimeAgo value={v} />,
        },
        {
          title: t("sales:belong.change"),
          key: "change",
          render: (_, h) => (
            <span className="sw-history-change" data-testid="history-row" data-to={h.toMemberName ?? ""}>
              <Side member={h.fromMemberName} team={h.fromTeamName} />
              <ArrowRightOutlined className="sw-history-arrow" />
              <Side member={h.toMemberName} team={h.toTeamName} />
            </span>
          ),
        },
        { title: t("sales:belong.reason"), dataIndex: "reason", render: (v: string) => v || "-" },
        { title: t("sales:belong.by"), dataIndex: "byName", width: 110 },
      ]}
    />
  );
}
