import { Menu, type TaskCounts } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Badge, Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { productionTaskApi } from "../../../api/production.ts";
import { usePermission } from "../../../lib/permission.ts";
import { productionTaskKeys } from "../api/production-task-api.ts";
import { CraftWorkTab } from "../components/CraftWorkTab.tsx";
import { CuttingTab } from "../components/CuttingTab.tsx";
import { PackingPanel } from "../components/PackingPanel.tsx";
import { TaskBoardsTab } from "../components/TaskBoardsTab.tsx";
import "../../../components/page.css";

const TABS = ["cutting", "secondProcessing", "packing"] as const;
type Tab = (typeof TABS)[number];

/** /productionTask (2400): each workshop category's queue; cutting acts, the other two list. */
export default function ProductionTasksPage() {
  const { t } = useTranslation();
  const can = usePermission(Menu.ProductionTask);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get("tab")) ?? "cutting";
  const counts = useQuery({ queryKey: productionTaskKeys.counts, queryFn: () => productionTaskApi.counts() });
  const label = (k: keyof TaskCounts) => (
    <span data-testid={`task-tab-${k}`}>
      {t(`production:tasks.tab.${k}`)}{" "}
      <Badge
        count={counts.data?.[k] ?? 0}
        showZero
        overflowCount={99999}
        color={k === tab ? "#1677ff" : "#8c96a8"}
        data-testid={`task-count-${k}`}
        data-count={counts.data?.[k] ?? ""}
      />
    </span>
  );
  return (
    <div className="sw-page" data-testid="production-tasks-page">
      <Card className="sw-page-card" title={t("production:tasks.title")}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(new URLSearchParams({ tab: k }), { replace: true })}
          destroyOnHidden
          items={[
            {
              key: "cutting",
              label: label("cutting"),
              children: <CuttingTab can={can} onChanged={() => counts.refetch()} />,
            },
            {
              key: "secondProcessing",
              label: label("secondProcessing"),
              children: <CraftWorkTab can={can} onChanged={() => counts.refetch()} />,
            },
            {
              key: "packing",
              label: label("packing"),
              children: (
                <>
                  {can.allowed && <PackingPanel onChanged={() => counts.refetch()} />}
                  <TaskBoardsTab category="packing" />
                </>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
