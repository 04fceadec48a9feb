import type {
  BoxAddResult,
  BoxChanged,
  CraftWorkDone,
  CraftWorkPending,
  RackCheckBoardBody,
  RackLoadableBoard,
  RackLoaded,
  RackMoved,
  RackTripActionBody,
  ScanLookupResult,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import type { RackMove } from "./rack-api.ts";

/**
 * The scan station's calls (docs/api-floor.md "Scan station"): its lookup, and the rack, craft and
 * packing actions it offers, on their own routes (so a station role holds 2400, 2450 and 2800).
 * Silent: the station shows every refusal itself, large, beside the code scanned.
 */
const silent = { silent: true } as const;

export type { RackMove };

export const stationApi = {
  lookup: (code: string) => request<ScanLookupResult>("/scan/lookup", { code }, silent),
  checkBoard: (body: RackCheckBoardBody) => request<RackLoadableBoard>("/rack/checkBoard", body, silent),
  generate: (rackId: string, boardIds: string[]) =>
    request<RackLoaded>("/rack/generate", { rackId, boardIds }, silent),
  load: (trip: RackTripActionBody, boardIds: string[]) =>
    request<RackLoaded>("/rack/load", { ...trip, boardIds }, silent),
  rackMove: (action: RackMove, trip: RackTripActionBody) =>
    request<RackMoved>(`/rack/${action}`, trip, silent),
  pendingCrafts: (code: string) => request<CraftWorkPending>("/craftWork/pending", { code }, silent),
  confirmCrafts: (body: { workshopId: string; boardIds?: string[]; tripId?: string }) =>
    request<CraftWorkDone>("/craftWork/confirm", body, silent),
  addToBox: (boxId: string, boardIds: string[]) =>
    request<BoxAddResult>("/packing/add", { boxId, boardIds }, silent),
  seal: (boxId: string, version: number) => request<BoxChanged>("/packing/seal", { boxId, version }, silent),
};
