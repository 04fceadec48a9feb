import { z } from "zod";
import { isoTime } from "../api.ts";
import { thickness } from "./fields.ts";

/**
 * Remnants (docs/api-inventory.md "Remnants"): the offcuts of a completed slab's plan that reach the
 * enterprise's minimum size become slabs of their own. The minimum-size rules, and what slab detail
 * shows of a slab's remnants and of a remnant's parent. Messages are catalogue keys.
 */

/** Without any rule of the enterprise: 300 × 300 mm. */
export const DEFAULT_REMNANT_MIN = { minLength: 300, minWidth: 300 } as const;
export const REMNANT_RULES_MAX = 100;

/** The slab list's kind filter: every slab, only slabs from blocks, only remnants. */
export const SLAB_KINDS = ["all", "slabs", "remnants"] as const;
export const slabKind = z.enum(SLAB_KINDS);
export type SlabKind = z.infer<typeof slabKind>;

const size = z
  .number({ error: "inventory.remnant.sizeInvalid" })
  .int({ error: "inventory.remnant.sizeInvalid" })
  .min(1, { error: "inventory.remnant.sizeInvalid" })
  .max(10000, { error: "inventory.remnant.sizeInvalid" });

/** One rule: no stone and no thickness is the default; a stone, a thickness or both narrow it. */
export const remnantRuleInput = z
  .strictObject({
    stone: z
      .string({ error: "validation.invalidType" })
      .trim()
      .max(50, { error: "validation.tooLong" })
      .nullable()
      .default(null)
      .transform((s) => (s ? s : null)),
    thickness: thickness.nullable().default(null),
    minLength: size,
    minWidth: size,
  })
  .refine((r) => r.minWidth <= r.minLength, {
    path: ["minWidth"],
    error: "inventory.remnant.widthOverLength",
  });
export type RemnantRuleInput = z.input<typeof remnantRuleInput>;

/** Saving replaces the enterprise's rules; at most one rule per (stone, thickness), one default. */
export const remnantRulesSaveBody = z
  .strictObject({ rules: z.array(remnantRuleInput).max(REMNANT_RULES_MAX, { error: "validation.tooLong" }) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      const key = `${r.stone ?? ""}|${r.thickness ?? ""}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["rules", i, "stone"],
          message: "inventory.remnant.ruleDuplicate",
        });
      seen.add(key);
    });
  });
export type RemnantRulesSaveBody = z.input<typeof remnantRulesSaveBody>;

export const remnantRulesBody = z.strictObject({});

export const remnantRule = z.strictObject({
  stone: z.string().nullable(),
  thickness: z.number().nullable(),
  minLength: z.number().int(),
  minWidth: z.number().int(),
});
export type RemnantRule = z.infer<typeof remnantRule>;

/** The enterprise's rules (the default row first); `fallback`: the size where no row matches. */
export const remnantRules = z.strictObject({
  rules: z.array(remnantRule),
  fallback: z.strictObject({ minLength: z.number().int(), minWidth: z.number().int() }),
});
export type RemnantRules = z.infer<typeof remnantRules>;

/** A remnant a slab produced (slab detail). */
export const remnantItem = z.strictObject({
  slabId: z.string(),
  barcode: z.string(),
  slabNo: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  area: z.number(),
  status: z.enum(["toPick", "toCut", "cutting", "done"]),
  createdAt: isoTime,
});
export type RemnantItem = z.infer<typeof remnantItem>;

/** Where a remnant came from (slab detail of a remnant). */
export const remnantParent = z.strictObject({
  slabId: z.string(),
  barcode: z.string(),
  slabNo: z.string(),
  planId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  projectNo: z.string().nullable(),
});
export type RemnantParent = z.infer<typeof remnantParent>;
