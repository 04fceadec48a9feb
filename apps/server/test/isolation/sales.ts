import type { IsolationModule } from "../isolation.ts";

/** The sales module in the two-enterprise isolation harness (see ../isolation.ts). */
export const salesIsolation: IsolationModule = {};
