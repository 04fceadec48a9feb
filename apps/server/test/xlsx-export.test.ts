import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { FORMULA_LEAD, guardRow, guardWorkbook } from "../src/lib/xlsx-export.ts";
import { asRead, HOSTILE, PLAIN, type ReadCell, readBack } from "./xlsx-read.ts";

/**
 * Exported cells that begin like a formula (= + - @, tab, CR) are written as text no spreadsheet
 * evaluates, even once edited (issue 25 finding 6): the Text format and Excel's quote prefix on their
 * style, the value unchanged; numbers stay numbers. Every export goes through lib/xlsx-export.ts (the
 * cutting-data export end to end: test/machine/cutting-data.test.ts "formula-like text").
 */

function expectGuarded(cells: ReadCell[]) {
  for (const text of HOSTILE) {
    const cell = cells.find((c) => c.value === asRead(text));
    expect(cell, JSON.stringify(text)).toBeDefined();
    expect(typeof cell!.value).toBe("string");
    expect(cell!.numFmt, JSON.stringify(text)).toBe("@");
    expect(cell!.quotePrefix, JSON.stringify(text)).toBe(true);
  }
  for (const text of PLAIN) {
    const cell = cells.find((c) => c.value === text)!;
    expect(cell.quotePrefix, text).toBe(false);
    expect(cell.numFmt, text).not.toBe("@");
  }
  for (const n of [-5, -0.25, 3]) {
    const cell = cells.find((c) => c.value === n);
    expect(cell, String(n)).toBeDefined();
    expect(cell!.quotePrefix).toBe(false);
    expect(cell!.numFmt).not.toBe("@");
  }
}

describe("exported text that begins like a formula", () => {
  it("knows what begins like a formula", () => {
    for (const s of HOSTILE) expect(FORMULA_LEAD.test(s), JSON.stringify(s)).toBe(true);
    for (const s of PLAIN) expect(FORMULA_LEAD.test(s), s).toBe(false);
  });

  it("a workbook built in memory: text with the Text format and the quote prefix, numbers as numbers", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("s");
    ws.addRow(["heading", "n"]);
    for (const text of [...HOSTILE, ...PLAIN]) ws.addRow([text, -5]);
    ws.addRow(["x", -0.25]);
    ws.addRow(["y", 3]);
    guardWorkbook(wb);
    expectGuarded(await readBack(Buffer.from(await wb.xlsx.writeBuffer())));
  });

  it("the streaming writer (large exports): the same, row by row", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const ws = wb.addWorksheet("s");
    for (const [i, text] of [...HOSTILE, ...PLAIN].entries()) {
      const row = ws.addRow([text, i === 0 ? -5 : i === 1 ? -0.25 : 3]);
      guardRow(row);
      row.commit();
    }
    ws.commit();
    await wb.commit();
    expectGuarded(await readBack(Buffer.concat(chunks)));
  });
});
