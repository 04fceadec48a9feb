import type ExcelJS from "exceljs";

/**
 * What the spreadsheet imports share once exceljs has read a row (lib/xlsx-stream.ts): one cell's
 * value (formulas refused, never evaluated), header matching in either language, and the rows of a
 * 1009 answer.
 */

/**
 * One problem of a refused import, already translated. The 1009 answer (DESIGN §3) is
 * `data: { rows: ImportProblemRow[], total }`: at most a module's limit listed, `total` counts all.
 */
export interface ImportProblemRow {
  /** The sheet: a key (project import) or the worksheet's name (slab import); "" for the whole file. */
  sheet: string;
  /** The sheet's name in the request language, when `sheet` is a key. */
  sheetName?: string;
  /** Spreadsheet row (header = 1), or null for a problem of a whole sheet or file. */
  row: number | null;
  field: string | null;
  /** The column's header (in the request language or as found in the file). */
  column: string | null;
  message: string;
}

export type Cell =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "number"; value: number }
  | { kind: "bool"; value: boolean }
  | { kind: "date"; value: Date }
  | { kind: "formula" }
  | { kind: "bad" };

/** A cell's value: text trimmed (rich text joined), empty text as empty; formulas and errors apart. */
export function readCell(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return { kind: "empty" };
  if (typeof v === "string") return v.trim() === "" ? { kind: "empty" } : { kind: "text", text: v.trim() };
  if (typeof v === "number") return Number.isFinite(v) ? { kind: "number", value: v } : { kind: "bad" };
  if (typeof v === "boolean") return { kind: "bool", value: v };
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? { kind: "bad" } : { kind: "date", value: v };
  if (typeof v === "object") {
    if ("formula" in v || "sharedFormula" in v) return { kind: "formula" };
    if ("richText" in v && Array.isArray(v.richText)) {
      const text = v.richText
        .map((r) => r.text ?? "")
        .join("")
        .trim();
      return text ? { kind: "text", text } : { kind: "empty" };
    }
    if ("text" in v && typeof v.text === "string")
      return v.text.trim() ? { kind: "text", text: v.text.trim() } : { kind: "empty" };
  }
  return { kind: "bad" };
}

/** A text or number cell as text (numbers as written: codes and barcodes are often numeric cells). */
export const cellString = (c: Cell): string =>
  c.kind === "text" ? c.text : c.kind === "number" ? String(c.value) : "";

/** Lower case without spaces and punctuation: "Length (mm)" → "lengthmm", "长度（mm）" → "长度mm". */
export const normHeader = (s: string) => s.toLowerCase().replace(/[\s_\-.·()（）:：/]/g, "");

/**
 * Row 1 of a sheet (undefined: the sheet has none) → the column of each field, by any accepted spelling
 * (`aliases`: normalised header → field; see normHeader). The first column matching a field wins;
 * `title` is the header as written.
 */
export function findColumns<F extends string>(
  header: ExcelJS.Row | undefined,
  aliases: ReadonlyMap<string, F>,
): Map<F, { col: number; title: string }> {
  const at = new Map<F, { col: number; title: string }>();
  header?.eachCell({ includeEmpty: false }, (cell, col) => {
    const title = cellString(readCell(cell.value));
    const field = title ? aliases.get(normHeader(title)) : undefined;
    if (field && !at.has(field)) at.set(field, { col, title });
  });
  return at;
}
