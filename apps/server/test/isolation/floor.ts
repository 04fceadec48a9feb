import type { IsolationModule } from "../isolation.ts";
import { crafts } from "./floor-crafts.ts";
import { packing } from "./floor-packing.ts";
import { racks } from "./floor-racks.ts";
import { tracking } from "./floor-tracking.ts";

/** The floor area in the two-enterprise isolation harness (see ../isolation.ts), one part per file. */
const parts: IsolationModule[] = [racks, crafts, packing, tracking];

export const floorIsolation: IsolationModule = {
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
