import {
  BuildOutlined,
  DashboardOutlined,
  NodeIndexOutlined,
  ScanOutlined,
  ScissorOutlined,
  SwapOutlined,
} from "@ant-design/icons";
import { Menu, type UserInfo } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productionTaskApi } from "../../../api/production.ts";
import { hasMenu } from "../../../lib/permission.ts";

/** The floor's screens, each shown to a user holding its menu once the build has its screen. */
const FLOOR: { menu: number; path: string; key: string; icon: React.ReactNode }[] = [
  { menu: Menu.Dashboard, path: "/dashboard", key: "dashboard", icon: <DashboardOutlined /> },
  { menu: Menu.ProductionTask, path: "/productionTask", key: "productionTask", icon: <ScissorOutlined /> },
  { menu: Menu.ScanStation, path: "/scanStation", key: "scanStation", icon: <ScanOutlined /> },
  { menu: Menu.StonePicking, path: "/stonePicking", key: "stonePicking", icon: <SwapOutlined /> },
  { menu: Menu.RackManagement, path: "/rackManagement", key: "rackManagement", icon: <BuildOutlined /> },
  {
    menu: Menu.ProductionTracking,
    path: "/productionTracking",
    key: "productionTracking",
    icon: <NodeIndexOutlined />,
  },
];

/**
 * Shortcuts to the dashboards and the shop floor on /stageHome (a cutter's workbench): the dashboard (2000), production tasks with what waits
 * in each queue, the scan station, stone pickup / return / transfer, racks, tracking; nothing for a
 * user holding none of them.
 */
export function FloorCards({ info, paths }: { info: UserInfo | undefined; paths: Set<string> }) {
  const { t } = useTranslation();
  const shown = FLOOR.filter((f) => hasMenu(info, f.menu) && paths.has(f.path));
  const canTasks = shown.some((f) => f.menu === Menu.ProductionTask);
  const counts = useQuery({
    queryKey: ["productionTask", "counts"],
    queryFn: () => productionTaskApi.counts({}, { silent: true, forbiddenRedirect: false }),
    enabled: canTasks,
    staleTime: 30_000,
  });
  if (shown.length === 0) return null;
  const c = counts.data;
  return (
    <Row gutter={[16, 16]} data-testid="home-floor">
      {shown.map((f) => (
        <Col key={f.path} xs={24} sm={12} xl={8}>
          <Link to={f.path} className="sw-sales-card" data-testid={`home-floor-${f.key}`}>
            <span className="sw-sales-card-icon">{f.icon}</span>
            <span className="sw-sales-card-title">{t(`common:menu.${f.key}`)}</span>
            <strong className="sw-sales-card-value">
              {f.menu === Menu.ProductionTask
                ? t("home:floor.toCut", { count: c?.cutting ?? 0 })
                : t(`home:floor.${f.key}`)}
            </strong>
            <span className="sw-sales-card-foot">
              {f.menu === Menu.ProductionTask
                ? t("home:floor.queues", { second: c?.secondProcessing ?? 0, packing: c?.packing ?? 0 })
                : t(`home:floor.${f.key}Foot`)}
            </span>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
