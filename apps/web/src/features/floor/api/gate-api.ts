/** Stage gates (docs/api-floor.md "Stage gates"): query keys; the calls are `rackTripApi.gate`, `rackTripApi.unloadBoards`, `craftWorkApi.confirm` (apps/web/src/api/floor.ts). */

export const gateKeys = {
  /** With the trip's version: a move of the rack (circulate, receive…) asks the gate again. */
  gate: (tripId: string, version?: number | null) => ["floor", "rackGate", tripId, version ?? null] as const,
};
