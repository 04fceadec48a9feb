import type { CraftWorkDone, RackGate, RackUnloadBody, RackUnloaded } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Stage gates (docs/api-floor.md "Stage gates"): the pending work that keeps a rack at its stage, and the ways out. */

export const gateKeys = {
  /** With the trip's version: a move of the rack (circulate, receive…) asks the gate again. */
  gate: (tripId: string, version?: number | null) => ["floor", "rackGate", tripId, version ?? null] as const,
};

export const gateApi = {
  gate: (tripId: string) => request<RackGate>("/rackTrip/gate", { tripId }),
  /** Crafts done here: the boards whose next pending craft is in the chosen workshop. */
  confirm: (workshopId: string, boardIds: string[]) =>
    request<CraftWorkDone>("/craftWork/confirm", { workshopId, boardIds }),
  unload: (body: RackUnloadBody) => request<RackUnloaded>("/rackTrip/unloadBoards", body),
};
