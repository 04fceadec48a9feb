import { z } from "zod";

/**
 * Building blocks of response schemas (DESIGN §3). Each area declares what its routes answer beside
 * what they take (`<area>/<entity>.schema.ts`); the server declares them on its routes (OpenAPI shows
 * them, the test suite validates every answer against them) and the web infers its types from them.
 */

/** The page every list answers: `data: { list, total, pageNum, pageSize }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An instant as the API writes it: ISO 8601 in UTC (`2026-11-23T08:00:00.000Z`). */
export const isoTime = z.string();
/** A calendar date as the API writes it: `YYYY-MM-DD`. */
export const isoDate = z.string();
/** An id of a row (uuid). */
export const rowId = z.string();
/** What a mutation answers when it has nothing to say. */
export const nothing = z.null();
/** A row's new version after an optimistic update. */
export const versioned = z.object({ version: z.number().int() });

/**
 * The envelope around a route's data. A handled refusal (1001, 1002, 1003 …) travels as HTTP 200
 * too, so the declared shape is "success with data, or a refusal with whatever data it carries".
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ result: z.literal(true), code: z.number().int(), msg: z.string(), data }),
    z.object({ result: z.literal(false), code: z.number().int(), msg: z.string(), data: z.unknown() }),
  ]);
}
