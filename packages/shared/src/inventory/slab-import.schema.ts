import { z } from "zod";

/** Slab import from a spreadsheet (docs/api-inventory.md). */

/** Limits of the slab import. */
export const SLAB_IMPORT_LIMITS = {
  /** Bytes of the uploaded .xlsx. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Bytes of all the file's parts once unzipped (zip bombs stop here). */
  maxUnzippedBytes: 20 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 5000,
  /** Problems listed in one 1009 answer (the rest are summarised). */
  maxErrors: 200,
  /** Defect rectangles on one slab. */
  maxDefects: 20,
} as const;

/** What a stored import counts: slabs stored and blocks created. */
export const slabImportResult = z.strictObject({ slabs: z.number().int(), blocks: z.number().int() });
export type SlabImportResult = z.infer<typeof slabImportResult>;

/** GET /api/inventory/slabTemplate?lang=: the template's language (anything else: the request's). */
export const slabTemplateQuery = z.object({ lang: z.string().optional() });
/** POST /api/inventory/slabImport: a multipart upload, its one field `file` (the .xlsx). */
export const slabImportUpload = z.object({ file: z.unknown() });
