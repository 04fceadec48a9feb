import { z } from "zod";
import { versionSchema } from "../validation.ts";

/** Field schemas the inventory's request bodies share (not exported from the package). */
export const id = z.string().uuid({ error: "validation.invalid" });
export const version = versionSchema;
export const thickness = z.number().positive().max(1000);
export const filterText = (max: number) => z.string().trim().max(max).optional();
