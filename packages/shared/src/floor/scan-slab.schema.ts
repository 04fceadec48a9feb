import { z } from "zod";
import { tableSide } from "../inventory/slab.schema.ts";

/**
 * A slab at the scan station (docs/api-floor.md "Scan station"): pick it (onto its issued production
 * plan's table, or a chosen one), start cutting, complete (irrevocable, confirmed) or return it.
 */
export const SLAB_SCAN_ACTIONS = ["pickSlab", "startCutting", "completeCutting", "returnSlab"] as const;
export type SlabScanAction = (typeof SLAB_SCAN_ACTIONS)[number];

export const scanSlab = z.object({
  version: z.number().int(),
  exception: z.boolean(),
  deviceId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  tableSide: tableSide.nullable(),
  warehouseName: z.string().nullable(),
  planNo: z.string().nullable(),
  planDeviceId: z.string().nullable(),
  planDeviceCode: z.string().nullable(),
  planTableSide: tableSide.nullable(),
});
export type ScanSlab = z.infer<typeof scanSlab>;
