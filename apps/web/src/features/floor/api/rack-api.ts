import type {
  RackCheckBoardBody,
  RackDetail,
  RackGenerateBody,
  RackLoadableBoard,
  RackLoadableBody,
  RackLoadBody,
  RackLoaded,
  RackMoved,
  RackProjectOptions,
  RackSettings,
  RackStageLimits,
  RackTripActionBody,
  RackTripListBody,
  RackTripPage,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-floor.md "Racks" (menu 2800). */

export type RackFilters = Omit<RackTripListBody, "pageNum" | "pageSize">;
export type RackMove = "circulate" | "receive" | "cancel" | "dismantle" | "return";

export const rackKeys = {
  list: ["floor", "racks"] as const,
  detail: (rackId: string) => ["floor", "rack", rackId] as const,
  projects: ["floor", "rackProjects"] as const,
  loadable: (planeId?: string, rackId?: string) =>
    ["floor", "rackLoadable", planeId ?? "", rackId ?? ""] as const,
  settings: ["floor", "rackSettings"] as const,
};

export const rackApi = {
  list: (pageNum: number, pageSize: number, f: RackFilters) =>
    request<RackTripPage>("/rackTrip/trips", { pageNum, pageSize, ...f }),
  detail: (rackId: string) => request<RackDetail>("/rackTrip/detail", { rackId }),
  /** Silent: the scan box shows the refusal beside itself. */
  byCode: (code: string) => request<{ rackId: string }>("/rackTrip/byCode", { code }, { silent: true }),
  /** Silent: the load modal shows the refusal beside the scanned code. */
  checkBoard: (body: RackCheckBoardBody) =>
    request<RackLoadableBoard>("/rackTrip/checkBoard", body, { silent: true }),
  loadable: (body: RackLoadableBody) => request<RackLoadableBoard[]>("/rackTrip/loadable", body),
  projects: () => request<RackProjectOptions>("/rackTrip/projects", {}),
  generate: (body: RackGenerateBody) => request<RackLoaded>("/rackTrip/generate", body, { silent: true }),
  load: (body: RackLoadBody) => request<RackLoaded>("/rackTrip/load", body, { silent: true }),
  move: (action: RackMove, body: RackTripActionBody) => request<RackMoved>(`/rack/${action}`, body),
  settings: () => request<RackSettings>("/rackTrip/settings", {}),
  saveSettings: (limits: RackStageLimits) => request<RackSettings>("/rackTrip/saveSettings", { limits }),
};

export const rackDetailPath = (rackId: string, code?: string) =>
  `/rackManagement/detail?rackId=${encodeURIComponent(rackId)}${code ? `&breadcrumbTitle=${encodeURIComponent(code)}` : ""}`;
