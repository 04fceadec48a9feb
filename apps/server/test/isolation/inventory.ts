import type { IsolationModule } from "../isolation.ts";

/** The inventory module in the two-enterprise isolation harness (see ../isolation.ts). */
export const inventoryIsolation: IsolationModule = {};
