import type {
  PickBody,
  PickingDone,
  PickingOptions,
  ReturnBody,
  SlabCompleted,
  SlabStarted,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/**
 * The scan station's slab actions (docs/api-floor.md "Scan station"): pick (by the slab's production plan,
 * or onto a chosen table), start, complete, return, on the picking (2700) and cutting (2400) routes.
 * Silent: the station shows every refusal itself, beside the code scanned.
 */
const silent = { silent: true } as const;

export const stationSlabApi = {
  options: () => request<PickingOptions>("/picking/options", {}, silent),
  pick: (body: PickBody) => request<PickingDone>("/picking/pick", body, silent),
  returnSlab: (body: ReturnBody) => request<PickingDone>("/picking/return", body, silent),
  start: (slabId: string, version: number) =>
    request<SlabStarted>("/cutting/start", { slabId, version }, silent),
  complete: (slabId: string, version: number) =>
    request<SlabCompleted>("/cutting/complete", { slabId, version }, silent),
};
