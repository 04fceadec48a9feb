import { layoutContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The layout area's endpoints (docs/api-layout.md, cloud layout), one client function each. */
export const layoutApi = clientOf(layoutContract);
