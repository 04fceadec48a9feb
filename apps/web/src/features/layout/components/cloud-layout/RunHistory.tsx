import { formatPercent, type LayoutRun } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Table, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { layoutApi } from "../../../../api/layout.ts";
import { layoutKeys } from "../../api/layout-api.ts";
import { RunProjects } from "./RunProjects.tsx";

const STATUS_COLOR: Record<LayoutRun["status"], string> = {
  running: "processing",
  done: "blue",
  accepted: "green",
  failed: "red",
  cancelled: "default",
  discarded: "default",
};

/** The latest runs with this project among theirs (a run over several projects lists every one). */
export function RunHistory({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: [...layoutKeys.all, "runList", projectId],
    queryFn: () => layoutApi.runList({ projectId, pageNum: 1, pageSize: 10 }),
  });
  return (
    <section className="sw-cloud-layout-history">
      <h4>{t("layout:runs.title")}</h4>
      <Table
        size="small"
        rowKey="runId"
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{ emptyText: t("layout:runs.empty") }}
        data-testid="cloud-layout-runs"
        columns={[
          {
            title: t("layout:runs.time"),
            dataIndex: "createdAt",
            width: 150,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: t("layout:runs.status"),
            dataIndex: "status",
            width: 100,
            render: (v: LayoutRun["status"]) => <Tag color={STATUS_COLOR[v]}>{t(`layout:status.${v}`)}</Tag>,
          },
          {
            title: t("layout:runs.projects"),
            key: "projects",
            render: (_, r) => <RunProjects projects={r.projects} />,
          },
          {
            title: t("layout:runs.yield"),
            key: "yield",
            align: "right",
            width: 90,
            render: (_, r) => (r.summary ? formatPercent(r.summary.yield) : "—"),
          },
        ]}
      />
    </section>
  );
}
