import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { CheckedZip } from "./xlsx-guard.ts";

/**
 * Reads a checked .xlsx (guardXlsx) row by row with exceljs' streaming WorkbookReader, so an import
 * can count rows as they come and stop at its limit without parsing the rest of the file (the full
 * loader builds the whole workbook first: 200 000 rows cost seconds and hundreds of MB).
 */

/** A worksheet as the stream reaches it: its name, its place in the workbook, every sheet's name. */
export interface StreamedSheet {
  name: string;
  /** Index in the workbook's sheet order (what `Workbook.worksheets[i]` would be), -1 if unknown. */
  position: number;
  /** All sheet names in workbook order. */
  names: string[];
}

/** Sees one row (never a row without values): "skip" leaves the rest of this sheet unread, "stop" all. */
export type RowVisitor = (row: ExcelJS.Row) => "more" | "skip" | "stop";

/** Parts the reader needs before any worksheet: then every sheet streams with names and styles known. */
const FIRST = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml"];
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The archive's local records again, workbook, styles and shared strings first, then the worksheets;
 * other parts (pictures, properties) left out. Files written by streaming writers (exceljs', and
 * others) put the workbook last, where the reader would see sheets without their names.
 */
function reordered(buf: Buffer, zip: CheckedZip): Buffer[] {
  const byOffset = [...zip.parts].sort((a, b) => a.localOffset - b.localOffset);
  const range = new Map<string, Buffer>();
  byOffset.forEach((p, i) => {
    const end = byOffset[i + 1]?.localOffset ?? zip.directoryOffset;
    if (!range.has(p.name) && end > p.localOffset) range.set(p.name, buf.subarray(p.localOffset, end));
  });
  const first = FIRST.flatMap((name) => range.get(name) ?? []);
  const sheets = byOffset.filter((p) => SHEET.test(p.name)).flatMap((p) => range.get(p.name) ?? []);
  return [...first, ...sheets];
}

/** What the reader knows of the workbook once it is parsed (exceljs keeps it on the reader). */
interface ReaderState {
  model?: { sheets?: { name: string }[] };
  sharedStrings?: unknown[];
  workbookRels?: unknown[];
}

/**
 * Streams the worksheets: `onSheet` answers a visitor for the sheet's rows, or null to skip it
 * unread. Returns whether a visitor stopped the reading. Throws on a damaged file (the caller
 * answers "not an .xlsx"), including a workbook part that names no sheet.
 */
export async function streamXlsx(
  buf: Buffer,
  zip: CheckedZip,
  onSheet: (sheet: StreamedSheet) => RowVisitor | null,
): Promise<{ stopped: boolean }> {
  const input = Readable.from(reordered(buf, zip));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const state = reader as unknown as ReaderState;
  // Known before any sheet (they come first): no sheet is parked in a temporary file to wait for them.
  state.sharedStrings = [];
  state.workbookRels = [];
  let stopped = false;
  let seen = 0;
  try {
    sheets: for await (const ws of reader) {
      const names = (state.model?.sheets ?? []).map((s) => s.name);
      const name = String((ws as unknown as { name: unknown }).name);
      const at = names.indexOf(name);
      const visit = onSheet({ name, position: at >= 0 ? at : names.length + seen, names });
      seen++;
      if (!visit) continue;
      for await (const row of ws) {
        if (!row.hasValues) continue;
        const next = visit(row);
        if (next === "skip") break;
        if (next === "stop") {
          stopped = true;
          break sheets;
        }
      }
    }
  } finally {
    input.destroy();
  }
  if (!state.model?.sheets?.length) throw new Error("no workbook");
  return { stopped };
}
