import {
  cuttingContract,
  deviceDetailContract,
  pickingContract,
  productionPlanContract,
  productionProjectContract,
  productionTaskContract,
} from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The production area's endpoints (docs/api-production.md), one client function each. */
export const productionProjectApi = clientOf(productionProjectContract);
export const productionPlanApi = clientOf(productionPlanContract);
export const pickingApi = clientOf(pickingContract);
export const deviceDetailApi = clientOf(deviceDetailContract);
export const cuttingApi = clientOf(cuttingContract);
export const productionTaskApi = clientOf(productionTaskContract);
