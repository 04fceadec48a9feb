import type { PickingSlab } from "@stoneworks/shared";
import { Alert, List, Tag } from "antd";
import { useTranslation } from "react-i18next";

/** Where each slab of a pick goes by its issued production plan: one group per table (a record each). */
export interface PlanTableGroup {
  key: string;
  deviceCode: string | null;
  tableSide: string | null;
  planNo: string | null;
  slabs: PickingSlab[];
}

export function planTableGroups(slabs: PickingSlab[]): PlanTableGroup[] {
  const groups = new Map<string, PlanTableGroup>();
  for (const s of slabs) {
    const key = s.planDeviceId && s.planTableSide ? `${s.planDeviceCode}:${s.planTableSide}` : "";
    const g = groups.get(key) ?? {
      key,
      deviceCode: key ? s.planDeviceCode : null,
      tableSide: key ? s.planTableSide : null,
      planNo: key ? s.productionPlanNo : null,
      slabs: [],
    };
    g.slabs.push(s);
    groups.set(key, g);
  }
  // The planned tables first (by device and side), the slabs without a plan last.
  return [...groups.values()].sort((a, b) => (a.key && b.key ? a.key.localeCompare(b.key) : a.key ? -1 : 1));
}

/**
 * The pick dialog's plan: per table, the slabs the plan puts there; the slabs without a plan go to the
 * chosen table; a pick over several tables is split (said above the list).
 */
export function PickPlanTables({
  groups,
  offPlan,
  records,
}: {
  groups: PlanTableGroup[];
  offPlan: boolean;
  /** The picking records the pick will write: one per table. */
  records: number;
}) {
  const { t } = useTranslation();
  const tables = records;
  return (
    <div data-testid="pick-plan-tables">
      {tables > 1 && !offPlan && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="pick-split"
          title={t("production:picking.split", { count: tables })}
        />
      )}
      <List
        size="small"
        bordered
        dataSource={groups}
        renderItem={(g) => (
          <List.Item data-testid="pick-plan-table" data-table={g.key}>
            <div style={{ width: "100%" }}>
              <div>
                {g.key ? (
                  <Tag color={offPlan ? "default" : "blue"}>
                    {t("production:picking.onTable", { device: g.deviceCode, side: g.tableSide })}
                  </Tag>
                ) : (
                  <Tag color="orange">{t("production:picking.noPlan")}</Tag>
                )}
                <span className="sw-sub-text">
                  {g.key
                    ? t("production:picking.byPlan", { plan: g.planNo })
                    : t("production:picking.toChosenTable")}
                </span>
              </div>
              <div className="sw-num" data-testid="pick-plan-barcodes">
                {g.slabs.map((s) => s.barcode).join(", ")}
              </div>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
