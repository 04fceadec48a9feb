import type { IsolationModule } from "../isolation.ts";

/** The floor's tracking and the scan station (menus 2600, 2450) in the two-enterprise isolation harness (see ../isolation.ts). */
export const tracking: IsolationModule = {};
