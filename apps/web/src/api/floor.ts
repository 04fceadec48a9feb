import {
  craftWorkContract,
  packingContract,
  rackTripContract,
  scanContract,
  trackingContract,
} from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The floor area's endpoints (docs/api-floor.md), one client function each. */
export const rackTripApi = clientOf(rackTripContract);
export const craftWorkApi = clientOf(craftWorkContract);
export const packingApi = clientOf(packingContract);
export const trackingApi = clientOf(trackingContract);
export const scanApi = clientOf(scanContract);
