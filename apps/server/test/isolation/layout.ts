import type { IsolationModule } from "../isolation.ts";

/** The layout module in the two-enterprise isolation harness (see ../isolation.ts). */
export const layoutIsolation: IsolationModule = {};
