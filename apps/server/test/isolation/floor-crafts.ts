import type { IsolationModule } from "../isolation.ts";

/** The floor's crafts done (menu 2400) in the two-enterprise isolation harness (see ../isolation.ts). */
export const crafts: IsolationModule = {};
