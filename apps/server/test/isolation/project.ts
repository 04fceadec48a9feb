import type { IsolationModule } from "../isolation.ts";

/** The project module in the two-enterprise isolation harness (see ../isolation.ts). */
export const projectIsolation: IsolationModule = {};
