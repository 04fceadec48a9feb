import { Code, type Lang, PROJECT_IMPORT_LIMITS, translate } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import { AppError } from "../../lib/errors.ts";
import { cellString, findColumns, readCell } from "../../lib/xlsx.ts";
import { guardWorkbook } from "../../lib/xlsx-export.ts";
import { guardXlsx } from "../../lib/xlsx-guard.ts";
import { type RowVisitor, streamXlsx } from "../../lib/xlsx-stream.ts";
import { importInvalid, type Problem, type RawImport, type RawRow } from "./project.import.ts";
import {
  type Column,
  columnAliases,
  columnLabel,
  enumValue,
  type Kind,
  norm,
  quantityList,
  SHEET_ALIASES,
  SHEET_KEYS,
  SHEETS,
  type SheetKey,
  sheetLabel,
  splitList,
} from "./project.sheets.ts";

/** Data rows a sheet may hold; the project sheet has one (more is reported by checkImport), 100 read. */
const LIMIT_BY_SHEET: Record<SheetKey, number> = {
  project: 100,
  planes: PROJECT_IMPORT_LIMITS.planes,
  boards: PROJECT_IMPORT_LIMITS.boards,
  packing: PROJECT_IMPORT_LIMITS.boxes,
};

type Read = { value: unknown } | { problem: string } | undefined;

function wrongType(kind: Kind): string {
  if (kind === "int" || kind === "num") return "project.notANumber";
  if (kind === "date") return "project.dateInvalid";
  if (kind === "text" || kind === "list") return "project.notText";
  if (kind === "quantities") return "project.quantityInvalid";
  return "validation.invalidType";
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Reads one cell by its column's kind; a wrong type passes the raw value on for the row schema. */
function readValue(kind: Kind, v: ExcelJS.CellValue): Read {
  const c = readCell(v);
  if (c.kind === "formula") return { problem: "project.formulaNotAllowed" };
  if (c.kind === "empty") return undefined;
  // A date cell: fine in a date column, wrong anywhere else.
  if (c.kind === "date") return kind === "date" ? { value: isoDate(c.value) } : { problem: wrongType(kind) };
  if (c.kind === "bad") return { problem: wrongType(kind) };
  const t = c.kind === "bool" ? String(c.value) : cellString(c);
  switch (kind) {
    case "text":
      return { value: t };
    case "int":
    case "num":
      return { value: /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : t };
    case "date": {
      if (c.kind === "number") {
        // An Excel serial day number without a date format.
        return { value: isoDate(new Date(Math.round((c.value - 25569) * 86400000))) };
      }
      const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(t);
      return { value: m ? `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}` : t };
    }
    case "list":
      return { value: splitList(t) };
    case "quantities":
      return { value: quantityList(t) };
    case "bool": {
      const b = enumValue("bool", t);
      return { value: b === undefined ? t : b === "yes" };
    }
    default:
      return { value: enumValue(kind, t) ?? t };
  }
}

/**
 * The uploaded workbook → rows by sheet, plus the problems found while reading (missing sheet or
 * column, formula, wrong cell type). Hostile files are refused first (guardXlsx); rows are read as
 * they stream in, and a sheet over its limit ends the reading at once: 1009 with the problems so far
 * and the limit's, the rest of the file never parsed. Runs in the import worker (lib/worker-pool.ts).
 */
export async function readImportWorkbook(buf: Buffer, lang: Lang): Promise<RawImport> {
  const zip = guardXlsx(buf, {
    maxUnzippedBytes: PROJECT_IMPORT_LIMITS.unzippedBytes,
    notXlsxKey: "project.notXlsx",
    tooLargeKey: "project.unzipTooLarge",
  });
  const raw: RawImport = { project: [], planes: [], boards: [], boxes: [], problems: [] };
  const readers = new Map<SheetKey, SheetReader>();
  let keyAt: Map<number, SheetKey> | undefined;
  let stopped: boolean;
  try {
    ({ stopped } = await streamXlsx(buf, zip, (sheet) => {
      keyAt ??= sheetKeys(sheet.names);
      const key = keyAt.get(sheet.position);
      if (!key || readers.has(key)) return null;
      const reader = sheetReader(key, SHEETS[key], raw.problems);
      readers.set(key, reader);
      return reader.visit;
    }));
  } catch {
    throw new AppError(Code.UploadRejected, { msgKey: "project.notXlsx" });
  }
  if (stopped) throw importInvalid(raw.problems, lang);
  for (const key of SHEET_KEYS) {
    const reader = readers.get(key);
    if (!reader) {
      raw.problems.push({
        sheet: key,
        row: null,
        field: null,
        key: "project.sheetMissing",
        params: { sheetKey: key },
      });
      continue;
    }
    const rows = reader.finish();
    if (key === "packing") raw.boxes = rows;
    else raw[key] = rows;
  }
  return raw;
}

/** Position in the workbook → sheet key, by name; a workbook whose sheets were all renamed, by position. */
function sheetKeys(names: string[]): Map<number, SheetKey> {
  const at = new Map<number, SheetKey>();
  const taken = new Set<SheetKey>();
  names.forEach((name, i) => {
    const key = SHEET_ALIASES.get(norm(name));
    if (key && !taken.has(key)) {
      taken.add(key);
      at.set(i, key);
    }
  });
  if (at.size === 0) {
    SHEET_KEYS.forEach((k, i) => {
      at.set(i, k);
    });
  }
  return at;
}

interface SheetReader {
  visit: RowVisitor;
  /** The rows read; a sheet that never showed its header row has every required column missing. */
  finish: () => RawRow[];
}

function sheetReader(sheet: SheetKey, columns: Column[], problems: Problem[]): SheetReader {
  const rows: RawRow[] = [];
  const limit = LIMIT_BY_SHEET[sheet];
  let at: Map<string, number> | undefined;
  let missing = false;
  // Header row: find each column by any accepted spelling.
  const header = (row: ExcelJS.Row | undefined) => {
    const aliases = new Map<string, string>();
    for (const c of columns)
      for (const a of columnAliases(c.field)) if (!aliases.has(a)) aliases.set(a, c.field);
    at = new Map([...findColumns(row, aliases)].map(([field, { col }]) => [field, col]));
    for (const c of columns) {
      if (c.required && !at.has(c.field)) {
        problems.push({ sheet, row: 1, field: c.field, key: "project.columnMissing" });
        missing = true;
      }
    }
  };
  const visit: RowVisitor = (row) => {
    if (!at) header(row.number === 1 ? row : undefined);
    if (missing) return "skip";
    if (row.number === 1) return "more";
    const value: Record<string, unknown> = {};
    const bad = new Set<string>();
    let any = false;
    for (const c of columns) {
      const n = at!.get(c.field);
      if (n === undefined) continue;
      const r = readValue(c.kind, row.getCell(n).value);
      if (r === undefined) continue;
      any = true;
      if ("problem" in r) {
        bad.add(c.field);
        problems.push({ sheet, row: row.number, field: c.field, key: r.problem });
      } else {
        value[c.field] = r.value;
      }
    }
    if (!any) return "more";
    if (rows.length >= limit) {
      problems.push({ sheet, row: null, field: null, key: "project.tooManyRows", params: { limit } });
      return "stop";
    }
    rows.push({ row: row.number, value, bad });
    return "more";
  };
  return {
    visit,
    finish: () => {
      if (!at) header(undefined);
      return missing ? [] : rows;
    },
  };
}

/** The import template in one language, with the enterprise's craft names on the instructions sheet. */
export async function buildTemplate(lang: Lang, craftNames: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Stoneworks";
  const tr = (key: string) => translate(lang, `project.${key}`);
  for (const key of SHEET_KEYS) {
    const ws = wb.addWorksheet(sheetLabel(lang, key));
    const cols = SHEETS[key];
    ws.columns = cols.map((c) => ({
      header: columnLabel(lang, c.field),
      key: c.field,
      width: c.field === "crafts" || c.field === "boards" ? 36 : 18,
    }));
    const head = ws.getRow(1);
    head.font = { bold: true };
    head.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E7FF" } };
    ws.views = [{ state: "frozen", ySplit: 1 }];
    const list = (field: string, values: string[], rows: number) => {
      const n = cols.findIndex((c) => c.field === field) + 1;
      for (let r = 2; r <= rows + 1; r++) {
        ws.getCell(r, n).dataValidation = {
          type: "list",
          allowBlank: true,
          formulae: [`"${values.map((v) => tr(`values.${v}`)).join(",")}"`],
        };
      }
    };
    if (key === "project") {
      list("projectType", ["engineering", "fineWork"], 1);
      list("layoutMode", ["cloud", "manual"], 1);
    }
    if (key === "boards") {
      list("cuttingMethod", ["bridge", "other"], 200);
      list("rotatable", ["yes", "no"], 200);
    }
  }
  const help = wb.addWorksheet(tr("sheets.instructions"));
  help.getColumn(1).width = 110;
  const lines = [
    tr("template.title"),
    tr("template.howTo"),
    tr("template.project"),
    tr("template.planes"),
    tr("template.boards"),
    tr("template.packing"),
    tr("template.limits"),
    "",
    `${tr("template.values")}:`,
    `${columnLabel(lang, "projectType")}: ${tr("values.engineering")} / ${tr("values.fineWork")}`,
    `${columnLabel(lang, "layoutMode")}: ${tr("values.cloud")} / ${tr("values.manual")}`,
    `${columnLabel(lang, "cuttingMethod")}: ${tr("values.bridge")} / ${tr("values.other")}`,
    `${columnLabel(lang, "rotatable")}: ${tr("values.yes")} / ${tr("values.no")}`,
    "",
    `${tr("template.crafts")}:`,
    ...craftNames,
  ];
  lines.forEach((l, i) => {
    help.getCell(i + 1, 1).value = l;
  });
  help.getRow(1).font = { bold: true, size: 14 };
  // The enterprise's craft names are typed by its users.
  guardWorkbook(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
