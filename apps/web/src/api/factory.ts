import {
  craftContract,
  deviceContract,
  processFlowContract,
  rackContract,
  warehouseContract,
  workshopContract,
} from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The factory area's endpoints (docs/api-factory.md), one client function each. */
export const workshopApi = clientOf(workshopContract);
export const craftApi = clientOf(craftContract);
export const processFlowApi = clientOf(processFlowContract);
export const rackApi = clientOf(rackContract);
/** Machines as master data; `whoami` and `report` are the machine's own (X-Device-Key), not the web's. */
export const deviceApi = clientOf(deviceContract);
export const warehouseApi = clientOf(warehouseContract);
