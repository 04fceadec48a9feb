import type { IsolationModule } from "../isolation.ts";

/** The floor's racks and their trips (menu 2800) in the two-enterprise isolation harness (see ../isolation.ts). */
export const racks: IsolationModule = {};
