import { cuttingDataContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The machine area's endpoints (docs/api-machine.md "Cutting data"), one client function each. */
export const cuttingDataApi = clientOf(cuttingDataContract);
