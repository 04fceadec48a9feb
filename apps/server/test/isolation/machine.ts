import type { IsolationModule } from "../isolation.ts";
import { cuttingData } from "./machine-cutting-data.ts";
import { deviceReports } from "./machine-ingest.ts";

/** The machine area in the two-enterprise isolation harness (see ../isolation.ts), one part per file. */
const parts: IsolationModule[] = [deviceReports, cuttingData];

export const machineIsolation: IsolationModule = {
  async fill(t, ids) {
    const out: Record<string, string> = {};
    for (const p of parts) if (p.fill) Object.assign(out, await p.fill(t, { ...ids, ...out }));
    return out;
  },
  idRoutes: Object.assign({}, ...parts.map((p) => p.idRoutes ?? {})),
  referenceRoutes: Object.assign({}, ...parts.map((p) => p.referenceRoutes ?? {})),
  listRoutes: Object.assign({}, ...parts.map((p) => p.listRoutes ?? {})),
  exempt: Object.assign({}, ...parts.map((p) => p.exempt ?? {})),
};
