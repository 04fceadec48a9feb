import { createRequire } from "node:module";
import type ExcelJS from "exceljs";

/**
 * What every xlsx the product writes shares (exports, templates; the imports' side is xlsx.ts): text a
 * spreadsheet could take for a formula is written so that no spreadsheet evaluates it (issue 25).
 *
 * exceljs writes a string as a string, so nothing is evaluated when the file opens; the danger is the
 * next edit: a user who presses F2 and Enter on `=HYPERLINK(…)`, `=cmd|' /C calc'!A0`, `+1+1` or
 * `@SUM(…)` turns it into a live formula (OWASP "CSV injection"; tab and CR are on its list too, as
 * some applications trim them and evaluate what follows). Such a cell gets two marks:
 * - the Text number format `@` (built-in format 49): Excel, WPS, LibreOffice and Google Sheets keep
 *   whatever is typed into a Text cell as text, formulas included;
 * - `quotePrefix="1"` on its cell style: what Excel itself writes when a user types `'=1+1`; the cell
 *   shows `=1+1` and stays text when edited (ECMA-376 §18.8.45).
 * The value is not changed: a leading apostrophe in the text itself (the CSV advice) would be shown
 * and copied as part of the data in an xlsx. Numbers (a negative one too) stay numbers: only strings
 * are marked.
 */

/**
 * Text whose first character makes a spreadsheet read a formula: = + - @, or tab / CR (and LF: XML
 * reads a CR as LF, so that is what a CR becomes in the file).
 */
export const FORMULA_LEAD = /^[=+\-@\t\r\n]/;

/** The Text number format (built-in id 49). */
const TEXT_FORMAT = "@";

/** Marks the row's string cells that begin like a formula as text (call before a streamed row's commit). */
export function guardRow(row: ExcelJS.Row): void {
  row.eachCell({ includeEmpty: false }, (cell) => {
    if (typeof cell.value === "string" && FORMULA_LEAD.test(cell.value)) cell.numFmt = TEXT_FORMAT;
  });
}

/** guardRow for every row of every sheet of a workbook built in memory, before it is written. */
export function guardWorkbook(wb: ExcelJS.Workbook): void {
  wb.eachSheet((ws) => {
    ws.eachRow({ includeEmpty: false }, (row) => {
      guardRow(row);
    });
  });
}

// exceljs 4.4 has no quotePrefix in its style model: its cell-style writer (one `<xf>` per style,
// used by the in-memory and the streaming writer alike) adds the attribute to the style whose number
// format is Text, the only format guardRow gives. Checked by apps/server/test/xlsx-export.test.ts,
// which reads the written styles back.
interface XmlStream {
  openNode(name: string, attributes?: Record<string, unknown>): void;
}
type StyleRender = (this: unknown, xmlStream: XmlStream, model: { numFmtId?: number } | undefined) => void;
const StyleXform = createRequire(import.meta.url)("exceljs/lib/xlsx/xform/style/style-xform.js") as {
  prototype: { render: StyleRender; quotePrefixed?: boolean };
};
if (!StyleXform.prototype.quotePrefixed) {
  const render = StyleXform.prototype.render;
  StyleXform.prototype.render = function (xmlStream, model) {
    if (model?.numFmtId !== 49) return render.call(this, xmlStream, model);
    const openNode = xmlStream.openNode;
    xmlStream.openNode = function (name, attributes) {
      xmlStream.openNode = openNode;
      return openNode.call(this, name, { ...attributes, quotePrefix: "1" });
    };
    try {
      render.call(this, xmlStream, model);
    } finally {
      xmlStream.openNode = openNode;
    }
  };
  StyleXform.prototype.quotePrefixed = true;
}
