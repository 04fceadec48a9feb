import { workshopContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The factory area's endpoints (docs/api-factory.md), one client function each. */
export const workshopApi = clientOf(workshopContract);
