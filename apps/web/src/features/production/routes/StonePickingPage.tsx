import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { pickingApi } from "../../../api/production.ts";
import { pickingKeys } from "../api/picking-api.ts";
import { PickingRecords } from "../components/PickingRecords.tsx";
import { PickingWorkbench } from "../components/PickingWorkbench.tsx";
import "../../../components/page.css";

/** /stonePicking (2700): pick, return and transfer slabs by scanning; the machine picking records. */
export default function StonePickingPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "records" ? "records" : "work";
  const deviceId = params.get("deviceId") ?? undefined;
  const options = useQuery({ queryKey: pickingKeys.options, queryFn: () => pickingApi.options() });
  const changed = () => {
    void client.invalidateQueries({ queryKey: pickingKeys.records });
    void client.invalidateQueries({ queryKey: pickingKeys.options });
  };
  return (
    <div className="sw-page" data-testid="stone-picking-page">
      <Card className="sw-page-card" title={t("production:picking.title")}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(k === "records" ? { tab: "records" } : deviceId ? { deviceId } : {})}
          destroyOnHidden
          items={[
            {
              key: "work",
              label: <span data-testid="picking-tab-work">{t("production:picking.tabWork")}</span>,
              children: <PickingWorkbench options={options.data} deviceId={deviceId} onChanged={changed} />,
            },
            {
              key: "records",
              label: <span data-testid="picking-tab-records">{t("production:picking.tabRecords")}</span>,
              children: <PickingRecords options={options.data} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
