import { z } from "zod";
import { rowId } from "../api.ts";

/**
 * What every floor screen shows to name a slab (picking, production plans, the cutting queue): its
 * barcode, block / bundle / slab no., stone and size; area in mm².
 */
export const slabIdentity = {
  slabId: rowId,
  barcode: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  stone: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  thickness: z.number(),
  /** mm² */
  area: z.number(),
};
