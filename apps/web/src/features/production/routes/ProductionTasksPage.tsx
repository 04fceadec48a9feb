import { Menu, type TaskCounts } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Card, Tabs } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { productionTaskApi } from "../../../api/production.ts";
import { usePermission } from "../../../lib/permission.ts";
import { productionTaskKeys } from "../api/production-task-api.ts";
import { CuttingTab } from "../components/CuttingTab.tsx";
import { TaskBoardsTab } from "../components/TaskBoardsTab.tsx";
import "../../../components/page.css";

const TABS = ["cutting", "secondProcessing", "packing"] as const;
type Tab = (typeof TABS)[number];

type Can = ReturnType<typeof usePermission>;

/**
 * What the floor feature puts in two of the tabs (the app layer hands them in: features do not import
 * each other): the crafts done in second processing, around the page's queue of boards, and the
 * packing panel above the packing queue.
 */
export interface ProductionTasksSlots {
  crafts?: (p: { can: Can; onChanged: () => unknown; queue: (key: number) => ReactNode }) => ReactNode;
  packing?: (p: { onChanged: () => unknown }) => ReactNode;
}

/** /productionTask (2400): each workshop category's queue; cutting acts, the other two list. */
export default function ProductionTasksPage({ crafts, packing }: ProductionTasksSlots = {}) {
  const { t } = useTranslation();
  const client = useQueryClient();
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
              children: crafts ? (
                crafts({
                  can,
                  onChanged: () => counts.refetch(),
                  queue: (key) => <TaskBoardsTab key={key} category="secondProcessing" />,
                })
              ) : (
                <TaskBoardsTab category="secondProcessing" />
              ),
            },
            {
              key: "packing",
              label: label("packing"),
              children: (
                <>
                  {can.allowed &&
                    packing?.({
                      onChanged: async () => {
                        await client.invalidateQueries({ queryKey: productionTaskKeys.boards("packing") });
                        return counts.refetch();
                      },
                    })}
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
