import type { IsolationModule } from "../isolation.ts";

/**
 * The floor's tracking and the scan station (menus 2600, 2450) in the two-enterprise isolation harness
 * (see ../isolation.ts). The other fills hold a reviewed project with a plane (invPlaneId), a slab on
 * its block (slabId, blockId) with a board (invBoardId), a rack (rackId); a box is added here.
 */
export const tracking: IsolationModule = {
  async fill(t, ids) {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height)
       VALUES ($1, $2, 'ISO-TRK-1', 1000, 800, 600) RETURNING id`,
      [ids.orgId, ids.invProjectId],
    );
    return { trackingBoxId: rows[0]!.id };
  },
  idRoutes: {
    "/api/tracking/boards": (b) => ({ planeId: b.invPlaneId }),
    "/api/tracking/chain": (b) => ({ kind: "board", id: b.invBoardId }),
  },
  referenceRoutes: {
    "/api/tracking/boards (foreign box)": (_a, b) => ({ boxId: b.trackingBoxId }),
    "/api/tracking/chain (foreign slab)": (_a, b) => ({ kind: "slab", id: b.slabId }),
    "/api/tracking/chain (foreign block)": (_a, b) => ({ kind: "block", id: b.blockId }),
    "/api/tracking/chain (foreign rack)": (_a, b) => ({ kind: "rack", id: b.rackId }),
    "/api/tracking/chain (foreign box)": (_a, b) => ({ kind: "box", id: b.trackingBoxId }),
    // A scanned code of B's (its slab's barcode) is unknown to A.
    "/api/scan/lookup (foreign barcode)": (_a, b) => ({ code: b.pickBarcode }),
  },
  listRoutes: {
    // Planes and boxes (the fill's box is in the reviewed project of the inventory fill).
    "/api/tracking/search": { by: "box", pageSize: 200 },
  },
};
