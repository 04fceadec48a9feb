import type {
  BoxAddResult,
  BoxChanged,
  CraftWorkConfirmBody,
  CraftWorkDone,
  CraftWorkPending,
  RackMoved,
  RackTripActionBody,
  ScanLookupResult,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import type { RackMove } from "./rack-api.ts";

/**
 * The scan station's calls (docs/api-floor.md "Scan station"): its lookup and the rack moves, craft and
 * packing actions it offers, on their own routes (so a station role holds 2400, 2450 and 2800); loading
 * a rack goes through rackApi. Silent: the station shows every refusal itself, beside the code scanned.
 */
const silent = { silent: true } as const;

export type { RackMove };

export const stationApi = {
  lookup: (code: string) => request<ScanLookupResult>("/scan/lookup", { code }, silent),
  rackMove: (action: RackMove, trip: RackTripActionBody) =>
    request<RackMoved>(`/rack/${action}`, trip, silent),
  pendingCrafts: (code: string) => request<CraftWorkPending>("/craftWork/pending", { code }, silent),
  confirmCrafts: (body: CraftWorkConfirmBody) => request<CraftWorkDone>("/craftWork/confirm", body, silent),
  addToBox: (boxId: string, boardIds: string[]) =>
    request<BoxAddResult>("/packing/add", { boxId, boardIds }, silent),
  seal: (boxId: string, version: number, confirmShort = false) =>
    request<BoxChanged>("/packing/seal", { boxId, version, confirmShort }, silent),
};
