import {
  Menu,
  nextState,
  type ScanLookupResult,
  SLAB_TRANSITIONS,
  type SlabAction,
  type SlabScanAction,
  type SlabStatus,
} from "@stoneworks/shared";
import { type AuthContext, hasMenu } from "../../plugins/auth.ts";
import { m2 } from "../project/project.figures.ts";
import type { SlabHit } from "./scan-slab.repository.ts";

/**
 * The station's slab actions, in the order they are offered: the slab transition each asks for
 * (shared `SLAB_TRANSITIONS`), the menu it needs, and whether a flagged slab refuses it.
 */
const STATION_SLAB_ACTIONS: readonly [SlabScanAction, SlabAction, "picking" | "cutting", boolean][] = [
  ["pickSlab", "pick", "picking", true],
  ["startCutting", "start", "cutting", true],
  ["completeCutting", "complete", "cutting", true],
  ["returnSlab", "return", "picking", false],
];

/**
 * A slab at the scan station (docs/api-floor.md "Scan station"): toPick → pick (by its plan, menu 2700);
 * toCut → start and complete (menu 2400), return (menu 2700); cutting → complete (menu 2400). A flagged
 * slab can only be returned.
 */
export function slabActions(s: Pick<SlabHit, "status" | "exception">, auth: AuthContext): SlabScanAction[] {
  const menus = { picking: hasMenu(auth, Menu.StonePicking), cutting: hasMenu(auth, Menu.ProductionTask) };
  return STATION_SLAB_ACTIONS.filter(
    ([, action, menu, flaggedRefuses]) =>
      nextState(SLAB_TRANSITIONS, s.status as SlabStatus, action) !== undefined &&
      menus[menu] &&
      !(flaggedRefuses && s.exception),
  ).map(([a]) => a);
}

export function slabResult(
  s: SlabHit,
  auth: AuthContext,
  empty: ScanLookupResult["summary"],
): ScanLookupResult {
  return {
    kind: "slab",
    id: s.id,
    title: s.barcode,
    code: s.barcode,
    summary: {
      ...empty,
      state: s.status,
      projectId: s.project_id,
      projectNo: s.project_no,
      projectName: s.project_name,
      planeId: s.plane_id,
      batchNo: s.batch_no,
      boards: s.boards ?? 0,
      areaMm2: Number(s.area ?? 0),
      area: m2(s.area ?? 0),
    },
    actions: slabActions(s, auth),
    slab: {
      version: s.version,
      exception: s.exception,
      deviceId: s.device_id,
      deviceCode: s.device_code,
      tableSide: s.table_side,
      warehouseName: s.warehouse_name,
      planNo: s.plan_no,
      planDeviceId: s.plan_device_id,
      planDeviceCode: s.plan_device_code,
      planTableSide: s.plan_table_side,
    },
  };
}
