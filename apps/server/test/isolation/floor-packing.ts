import type { IsolationModule } from "../isolation.ts";

/** The floor's packing boxes (menus 2400, 2600) in the two-enterprise isolation harness (see ../isolation.ts). */
export const packing: IsolationModule = {};
