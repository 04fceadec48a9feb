import {
  BOX_TRANSITIONS,
  type BoxAction,
  Code,
  type FloorStage,
  Menu,
  type RackState,
  rackActions,
  type ScanAction,
  type ScanLookupResult,
  type TrackingStage,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuthContext, hasMenu } from "../../plugins/auth.ts";
import { m2 } from "../project/project.figures.ts";
import * as repo from "./scan.repository.ts";
import { slabByBarcode } from "./scan-slab.repository.ts";
import { slabResult } from "./scan-slab.service.ts";
import { boxState } from "./tracking.service.ts";

/**
 * The scan station's lookup (menu 2450, docs/api-floor.md "Scan station"): a scanned code is tried as
 * a rack ("RK0007" or its number), a box (`<projectNo>-<boxNo>`), a board (code; the newest project's
 * when several), then a slab (barcode). The actions are the transition tables' for the object's state
 * intersected with the caller's menus.
 */

type Summary = ScanLookupResult["summary"];

const EMPTY: Summary = {
  state: "",
  rackState: null,
  boxState: null,
  boardStage: null,
  stage: null,
  projectId: null,
  projectNo: null,
  projectName: null,
  planeId: null,
  batchNo: null,
  boards: 0,
  areaMm2: 0,
  area: "0.000",
  craftsDone: 0,
  craftsTotal: 0,
  rackId: null,
  rackCode: null,
  tripId: null,
  tripVersion: null,
  boxId: null,
  boxCode: null,
  boxVersion: null,
  shortCodes: null,
};

const area = (mm2: string | number) => ({ areaMm2: Number(mm2), area: m2(mm2) });

/** The menu each action needs. */
const BOX_ACTION_MENU: Record<BoxAction, number> = {
  add: Menu.ProductionTask,
  remove: Menu.ProductionTask,
  seal: Menu.ProductionTask,
  reopen: Menu.ProductionTracking,
};

function rackResult(r: repo.RackHit, auth: AuthContext): ScanLookupResult {
  const state = (r.state ?? "idle") as RackState;
  const stage = (r.stage ?? "cutting") as FloorStage;
  const actions = hasMenu(auth, Menu.RackManagement)
    ? rackActions(state, (r.route ?? []) as FloorStage[], stage)
    : [];
  return {
    kind: "rack",
    id: r.id,
    title: r.code,
    code: r.code,
    summary: {
      ...EMPTY,
      state,
      rackState: state,
      stage: r.stage as FloorStage | null,
      projectId: r.project_id,
      projectNo: r.project_no,
      projectName: r.project_name,
      planeId: r.plane_id,
      batchNo: r.batch_no,
      boards: r.boards,
      ...area(r.area),
      rackId: r.id,
      rackCode: r.code,
      tripId: r.trip_id,
      tripVersion: r.version,
    },
    actions,
  };
}

function boxResult(x: repo.BoxHit, auth: AuthContext): ScanLookupResult {
  const state = boxState(x.sealed_at, x.boards);
  const allowed = Object.keys(BOX_TRANSITIONS[state]) as BoxAction[];
  return {
    kind: "box",
    id: x.id,
    title: x.code,
    code: x.code,
    summary: {
      ...EMPTY,
      state,
      boxState: state,
      projectId: x.project_id,
      projectNo: x.project_no,
      projectName: x.project_name,
      boards: x.boards,
      ...area(x.area),
      boxId: x.id,
      boxCode: x.code,
      boxVersion: x.version,
      shortCodes: x.short_codes,
    },
    actions: allowed.filter((a) => hasMenu(auth, BOX_ACTION_MENU[a])),
  };
}

/**
 * A board: confirm crafts while it has pending lines; pack once its crafts are done; both need it cut,
 * not broken and not yet packed (its packing-list box may be named already) (menu 2400).
 */
function boardActions(
  b: Pick<repo.BoardHit, "status" | "broken_at" | "packed_at" | "crafts_done" | "crafts_total">,
  auth: AuthContext,
): ScanAction[] {
  if (!hasMenu(auth, Menu.ProductionTask)) return [];
  if (b.status !== "done" || b.broken_at !== null || b.packed_at !== null) return [];
  return b.crafts_done < b.crafts_total ? ["confirmCrafts"] : ["pack"];
}

function boardResult(b: repo.BoardHit, auth: AuthContext): ScanLookupResult {
  return {
    kind: "board",
    id: b.id,
    title: b.code,
    code: b.code,
    summary: {
      ...EMPTY,
      state: b.stage,
      boardStage: b.stage as TrackingStage,
      stage: b.rack_stage as FloorStage | null,
      projectId: b.project_id,
      projectNo: b.project_no,
      projectName: b.project_name,
      planeId: b.plane_id,
      batchNo: b.batch_no,
      boards: 1,
      ...area(b.length * b.width),
      craftsDone: b.crafts_done,
      craftsTotal: b.crafts_total,
      rackId: b.rack_id,
      rackCode: b.rack_code,
      boxId: b.box_id,
      boxCode: b.box_code,
    },
    actions: boardActions(b, auth),
  };
}

const RACK_CODE = /^(?:RK)?(\d{1,4})$/i;

/** What the scanned code is, or 1002 `floor.scan.unknownCode` naming it. */
export async function lookup(ctx: MemberCtx, code: string): Promise<ScanLookupResult> {
  const q = ctx.db;
  const auth = ctx.actor;
  const orgId = auth.orgId;
  const n = RACK_CODE.exec(code);
  if (n) {
    const r = await repo.rackByNumber(q, orgId, Number(n[1]));
    if (r) return rackResult(r, auth);
  }
  if (code.includes("-")) {
    const x = await repo.boxByCode(q, orgId, code);
    if (x) return boxResult(x, auth);
  }
  const b = await repo.boardByCode(q, orgId, code);
  if (b) return boardResult(b, auth);
  const s = await slabByBarcode(q, orgId, code);
  if (s) return slabResult(s, auth, EMPTY);
  throw new AppError(Code.NotFound, { msgKey: "floor.scan.unknownCode", params: { code } });
}
