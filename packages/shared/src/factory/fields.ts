import { z } from "zod";
import { versionSchema } from "../validation.ts";

/** Field shapes the factory schemas share (not exported from the area: each entity names its own). */
export const id = z.string().uuid({ error: "validation.invalid" });
export const version = versionSchema;

/** Trimmed text of min..max characters; min > 0 makes it required. */
export function text(min: number, max: number, requiredKey = "validation.required") {
  const base = z.string({ error: requiredKey }).trim();
  return (min > 0 ? base.min(1, { error: requiredKey }) : base).max(max, { error: "validation.tooLong" });
}

/** A code unique in the enterprise (workshops, machines, warehouses): letters, digits and "-". */
export const code = text(1, 20).regex(/^[A-Za-z0-9-]+$/, { error: "validation.codeFormat" });

/** A search box's keyword. */
export const keyword = (max: number) => z.string().trim().max(max).optional();
