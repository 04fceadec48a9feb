import { Code, type Lang, SLAB_IMPORT_LIMITS, type SlabImportResult, translate } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import type { Queryable } from "../../db/db.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { runInWorker } from "../../lib/worker-pool.ts";
import {
  type Cell,
  cellString,
  findColumns,
  type ImportProblemRow,
  normHeader,
  readCell,
} from "../../lib/xlsx.ts";
import { guardWorkbook } from "../../lib/xlsx-export.ts";
import { guardXlsx } from "../../lib/xlsx-guard.ts";
import { streamXlsx } from "../../lib/xlsx-stream.ts";
import type { Defect } from "./cutting-plan.check.ts";
import {
  auditImport,
  findBlocks,
  findSlabNumbers,
  findTakenBarcodes,
  insertBlocks,
  insertSlabs,
  listWarehouses,
} from "./slab-import.repository.ts";

/**
 * Slab import from a spreadsheet (docs/api-inventory.md): the template in either language, the
 * archive measured before parsing, every cell checked, every problem reported by sheet, row and
 * field, and nothing stored unless the whole file is right.
 */

export const COLUMNS = [
  "blockNo",
  "bundleNo",
  "slabNo",
  "stone",
  "length",
  "width",
  "thickness",
  "barcode",
  "warehouse",
  "defects",
] as const;
type Field = (typeof COLUMNS)[number];
const REQUIRED: Field[] = [
  "blockNo",
  "bundleNo",
  "slabNo",
  "stone",
  "length",
  "width",
  "thickness",
  "barcode",
];
const TEXT_MAX: Partial<Record<Field, number>> = {
  blockNo: 50,
  bundleNo: 50,
  slabNo: 50,
  stone: 50,
  barcode: 100,
  warehouse: 30,
  defects: 1000,
};
const SIZE_MIN = 100;
const SIZE_MAX = 10000;

type ImportError = ImportProblemRow;

/** The 1009 outcome: thrown inside the import's transaction (rolls it back), answered by the route. */
export class ImportInvalid extends Error {
  constructor(readonly rows: ImportError[]) {
    super("import invalid");
  }
}

export interface SlabRowInput {
  row: number;
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  stone: string;
  length: number;
  width: number;
  thickness: number;
  barcode: string;
  warehouse: string;
  defects: Defect[];
}

/** Header text → field, in both languages, whatever the request's language. */
function headerMap(): Map<string, Field> {
  const m = new Map<string, Field>();
  for (const lang of ["zh-CN", "en-US"] as const) {
    for (const f of COLUMNS) m.set(normHeader(translate(lang, `inventory.column.${f}`)), f);
  }
  return m;
}

export async function buildTemplate(_ctx: MemberCtx, input: { lang: Lang }): Promise<Buffer> {
  const { lang } = input;
  const wb = new ExcelJS.Workbook();
  wb.creator = "Stoneworks";
  const ws = wb.addWorksheet(translate(lang, "inventory.template.sheet"));
  ws.columns = COLUMNS.map((f) => ({
    header: translate(lang, `inventory.column.${f}`),
    key: f,
    width: f === "defects" ? 28 : 14,
  }));
  ws.getRow(1).font = { bold: true };
  ws.addRow({
    blockNo: "HL-2024-001",
    bundleNo: "1",
    slabNo: "1",
    stone: lang === "zh-CN" ? "爵士白" : "Jazz White",
    length: 2800,
    width: 1600,
    thickness: 20,
    barcode: "6900000000001",
    warehouse: "WH-01",
    defects: "120,300,80,60",
  });
  const notes = wb.addWorksheet(translate(lang, "inventory.template.notesSheet"));
  notes.getColumn(1).width = 120;
  notes.getCell("A1").value = translate(lang, "inventory.template.notes");
  notes.getCell("A1").alignment = { wrapText: true, vertical: "top" };
  guardWorkbook(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell as the slab sheet reads it: booleans and dates are no slab value. */
function cellOf(cell: ExcelJS.Cell): Cell {
  const c = readCell(cell.value);
  return c.kind === "bool" || c.kind === "date" ? { kind: "bad" } : c;
}

function asNumber(c: Cell): number | null {
  if (c.kind === "number") return c.value;
  if (c.kind === "text" && /^-?\d+(\.\d+)?$/.test(c.text)) return Number(c.text);
  return null;
}

function parseDefects(text: string): Defect[] | "invalid" {
  if (!text) return [];
  const parts = text
    .split(/[;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: Defect[] = [];
  for (const part of parts) {
    const nums = part.split(/[,，\s]+/).filter(Boolean);
    if (nums.length !== 4 || !nums.every((n) => /^\d{1,5}$/.test(n))) return "invalid";
    const [x, y, w, h] = nums.map(Number) as [number, number, number, number];
    if (w <= 0 || h <= 0) return "invalid";
    out.push({ x, y, w, h });
  }
  return out;
}

/**
 * Reads and checks the uploaded workbook; returns the rows, or throws AppError 1008 (not an xlsx, too
 * big) / ImportInvalid (1009). Does not touch the database.
 */
export async function parseSlabWorkbook(
  data: Buffer,
  lang: Lang,
): Promise<{ sheet: string; rows: SlabRowInput[] }> {
  if (data.length > SLAB_IMPORT_LIMITS.maxFileBytes)
    throw new AppError(Code.UploadRejected, { msgKey: "inventory.import.fileTooLarge" });
  const zip = guardXlsx(data, {
    maxUnzippedBytes: SLAB_IMPORT_LIMITS.maxUnzippedBytes,
    notXlsxKey: "inventory.import.notXlsx",
    tooLargeKey: "inventory.import.zipBomb",
  });
  const fileError = (key: string, params?: Record<string, string | number>) =>
    new ImportInvalid([
      { sheet: "", row: null, field: null, column: null, message: translate(lang, key, params) },
    ]);
  // The first sheet only, row by row: its header, then at most maxRows data rows; one more ends the
  // reading there (the rest of the file is never parsed).
  let firstSheet: string | undefined;
  let header: ExcelJS.Row | undefined;
  let started = false;
  const dataRows: ExcelJS.Row[] = [];
  let stopped: boolean;
  try {
    ({ stopped } = await streamXlsx(data, zip, (ws) => {
      if (ws.position !== 0) return null;
      firstSheet = ws.name;
      return (row) => {
        if (!started) {
          started = true;
          if (row.number === 1) {
            header = row;
            return "more";
          }
        }
        let any = false;
        row.eachCell({ includeEmpty: false }, (cell) => {
          if (cellOf(cell).kind !== "empty") any = true;
        });
        if (!any) return "more";
        dataRows.push(row);
        return dataRows.length > SLAB_IMPORT_LIMITS.maxRows ? "stop" : "more";
      };
    }));
  } catch {
    throw fileError("inventory.import.unreadable");
  }
  if (firstSheet === undefined) throw fileError("inventory.import.emptySheet");
  const sheet = firstSheet;
  const errors: ImportError[] = [];
  // Header row: find each column by its text, in either language.
  const colOf = findColumns(header, headerMap());
  const title = (f: Field) => colOf.get(f)?.title ?? translate(lang, `inventory.column.${f}`);
  for (const f of REQUIRED) {
    if (!colOf.has(f))
      errors.push({
        sheet,
        row: 1,
        field: f,
        column: title(f),
        message: translate(lang, "inventory.import.missingColumn", { column: title(f) }),
      });
  }
  if (errors.length) throw new ImportInvalid(errors);
  if (stopped) throw fileError("inventory.import.tooManyRows", { max: SLAB_IMPORT_LIMITS.maxRows });
  if (dataRows.length === 0) throw fileError("inventory.import.emptySheet");

  const rows: SlabRowInput[] = [];
  const barcodeRow = new Map<string, number>();
  const slabKeyRow = new Map<string, number>();
  for (const row of dataRows) {
    const r = row.number;
    const rowErrors: ImportError[] = [];
    const err = (f: Field, key: string, params: Record<string, string | number> = {}) =>
      rowErrors.push({
        sheet,
        row: r,
        field: f,
        column: title(f),
        message: translate(lang, key, { column: translate(lang, `inventory.column.${f}`), ...params }),
      });
    const fail = <T>(value: T, f: Field, key: string, params: Record<string, string | number> = {}): T => {
      err(f, key, params);
      return value;
    };
    const cells = new Map<Field, Cell>();
    for (const f of COLUMNS) {
      const at = colOf.get(f);
      cells.set(f, at ? cellOf(row.getCell(at.col)) : { kind: "empty" });
    }
    const text = (f: Field): string => {
      const c = cells.get(f)!;
      if (c.kind === "formula") return fail("", f, "inventory.import.formula");
      if (c.kind === "bad") return fail("", f, "inventory.import.cellType");
      const t = cellString(c);
      if (!t && REQUIRED.includes(f)) return fail("", f, "inventory.import.required");
      const max = TEXT_MAX[f];
      if (max && t.length > max) return fail("", f, "inventory.import.tooLong", { max });
      return t;
    };
    const size = (f: Field): number => {
      const c = cells.get(f)!;
      if (c.kind === "formula") return fail(0, f, "inventory.import.formula");
      if (c.kind === "empty") return fail(0, f, "inventory.import.required");
      const n = asNumber(c);
      if (n === null || !Number.isInteger(n) || n < SIZE_MIN || n > SIZE_MAX)
        return fail(0, f, "inventory.import.integerRange", { min: SIZE_MIN, max: SIZE_MAX });
      return n;
    };
    const blockNo = text("blockNo");
    const bundleNo = text("bundleNo");
    const slabNo = text("slabNo");
    const stone = text("stone");
    const length = size("length");
    const width = size("width");
    let thickness = 0;
    {
      const c = cells.get("thickness")!;
      const n = asNumber(c);
      if (c.kind === "formula") err("thickness", "inventory.import.formula");
      else if (c.kind === "empty") err("thickness", "inventory.import.required");
      else if (n === null || n <= 0 || n > 300 || Math.round(n * 10) !== n * 10)
        err("thickness", "inventory.import.thicknessInvalid");
      else thickness = n;
    }
    const barcode = text("barcode");
    const warehouse = text("warehouse");
    const defectsText = text("defects");
    let defects: Defect[] = [];
    const parsed = parseDefects(defectsText);
    if (parsed === "invalid") err("defects", "inventory.import.defectsInvalid");
    else if (parsed.length > SLAB_IMPORT_LIMITS.maxDefects)
      err("defects", "inventory.import.tooManyDefects", { max: SLAB_IMPORT_LIMITS.maxDefects });
    else {
      defects = parsed;
      if (length && width) {
        const outside = parsed.find((d) => d.x + d.w > length || d.y + d.h > width);
        if (outside)
          err("defects", "inventory.import.defectOutside", {
            defect: `${outside.x},${outside.y},${outside.w},${outside.h}`,
          });
      }
    }
    if (barcode) {
      const other = barcodeRow.get(barcode);
      if (other !== undefined) err("barcode", "inventory.import.barcodeDuplicate", { barcode, other });
      else barcodeRow.set(barcode, r);
    }
    if (blockNo && bundleNo && slabNo) {
      const key = JSON.stringify([blockNo, bundleNo, slabNo]);
      const other = slabKeyRow.get(key);
      if (other !== undefined) err("slabNo", "inventory.import.slabDuplicate", { other });
      else slabKeyRow.set(key, r);
    }
    errors.push(...rowErrors);
    if (rowErrors.length === 0)
      rows.push({
        row: r,
        blockNo,
        bundleNo,
        slabNo,
        stone,
        length,
        width,
        thickness,
        barcode,
        warehouse,
        defects,
      });
  }
  if (errors.length) throw new ImportInvalid(errors);
  return { sheet, rows };
}

/** What the import worker answers for a file: its rows, or the problems of a refused one (1009). */
export type SlabFile = { sheet: string; rows: SlabRowInput[] } | { invalid: ImportError[] };

/** parseSlabWorkbook as the import worker runs it (lib/worker-pool.ts): a refusal as a plain value. */
export async function readSlabFile(data: Buffer, lang: Lang): Promise<SlabFile> {
  try {
    return await parseSlabWorkbook(data, lang);
  } catch (err) {
    if (err instanceof ImportInvalid) return { invalid: err.rows };
    throw err;
  }
}

const SLAB_READER = new URL("./slab-import.service.ts", import.meta.url);

/**
 * Checks the rows against what the enterprise already holds (barcodes, block stones, slab numbers,
 * warehouses) and stores them, inside the caller's transaction; ImportInvalid on any problem.
 */
export async function storeSlabs(
  q: Queryable,
  input: { orgId: string; userId: string; sheet: string; rows: SlabRowInput[]; lang: Lang; now: Date },
): Promise<SlabImportResult> {
  const { orgId, rows, sheet, lang, now } = input;
  const errors: ImportError[] = [];
  const col = (f: Field) => translate(lang, `inventory.column.${f}`);
  const err = (row: number, f: Field, key: string, params: Record<string, string | number> = {}) =>
    errors.push({ sheet, row, field: f, column: col(f), message: translate(lang, key, params) });

  const wh = await listWarehouses(q, orgId);
  const byCode = new Map(wh.map((w) => [w.code.toLowerCase(), w.id]));
  const byName = new Map(wh.map((w) => [w.name, w.id]));
  const takenBarcodes = await findTakenBarcodes(
    q,
    orgId,
    rows.map((r) => r.barcode),
  );
  const blockNos = [...new Set(rows.map((r) => r.blockNo))];
  const blockStone = new Map((await findBlocks(q, orgId, blockNos)).map((b) => [b.block_no, b.stone]));
  const existingKeys = new Set(
    (await findSlabNumbers(q, orgId, blockNos)).map((e) =>
      JSON.stringify([e.block_no, e.bundle_no, e.slab_no]),
    ),
  );
  // The first row of a new block fixes its stone.
  const newBlockStone = new Map<string, { stone: string; row: number }>();
  const warehouseIds: (string | null)[] = [];
  for (const r of rows) {
    let warehouseId: string | null = null;
    if (r.warehouse) {
      warehouseId = byCode.get(r.warehouse.toLowerCase()) ?? byName.get(r.warehouse) ?? null;
      if (!warehouseId) err(r.row, "warehouse", "inventory.import.warehouseUnknown", { value: r.warehouse });
    }
    warehouseIds.push(warehouseId);
    if (takenBarcodes.has(r.barcode))
      err(r.row, "barcode", "inventory.import.barcodeTaken", { barcode: r.barcode });
    const known = blockStone.get(r.blockNo) ?? newBlockStone.get(r.blockNo)?.stone;
    if (known === undefined) newBlockStone.set(r.blockNo, { stone: r.stone, row: r.row });
    else if (known !== r.stone)
      err(r.row, "stone", "inventory.import.blockStone", { blockNo: r.blockNo, stone: known });
    if (existingKeys.has(JSON.stringify([r.blockNo, r.bundleNo, r.slabNo])))
      err(r.row, "slabNo", "inventory.import.slabTaken", {
        blockNo: r.blockNo,
        bundleNo: r.bundleNo,
        slabNo: r.slabNo,
      });
  }
  if (errors.length) throw new ImportInvalid(errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));

  const created = await insertBlocks(
    q,
    orgId,
    [...newBlockStone.entries()].map(([blockNo, v]) => ({ blockNo, stone: v.stone })),
    now,
  );
  const blockId = new Map((await findBlocks(q, orgId, blockNos)).map((b) => [b.block_no, b.id]));
  const slabIds = await insertSlabs(
    q,
    orgId,
    rows.map((r, i) => ({ ...r, blockId: blockId.get(r.blockNo)!, warehouseId: warehouseIds[i] ?? null })),
    now,
  );
  await auditImport(q, { orgId, userId: input.userId, blocks: created, slabIds, now });
  return { slabs: slabIds.length, blocks: created.length };
}

/**
 * Parses and stores an uploaded workbook in one transaction (all or nothing). A refused file answers
 * its problems (1009, DESIGN §3): the first `maxErrors` rows and their total.
 */
export async function importSlabs(
  ctx: MemberCtx,
  input: { data: Buffer },
): Promise<{ stored: SlabImportResult } | { rows: ImportProblemRow[]; total: number }> {
  const { lang } = ctx;
  const { orgId, userId } = ctx.actor;
  const now = ctx.clock.now();
  try {
    // Read in a worker thread: a large file never holds up other requests.
    const file = await runInWorker<SlabFile>(
      SLAB_READER,
      "readSlabFile",
      [input.data, lang],
      () => new AppError(Code.UploadRejected, { msgKey: "inventory.import.zipBomb" }),
    );
    if ("invalid" in file) throw new ImportInvalid(file.invalid);
    const { sheet, rows } = file;
    const stored = await ctx.db.tx((q) => storeSlabs(q, { orgId, userId, sheet, rows, lang, now }));
    return { stored };
  } catch (err) {
    let invalid = err instanceof ImportInvalid ? err : null;
    // A concurrent import stored the same barcode or slab first: the unique index decides.
    if (!invalid && (err as { code?: string })?.code === "23505")
      invalid = new ImportInvalid([
        {
          sheet: "",
          row: null,
          field: null,
          column: null,
          message: translate(lang, "inventory.import.concurrent"),
        },
      ]);
    if (!invalid) throw err;
    return { rows: invalid.rows.slice(0, SLAB_IMPORT_LIMITS.maxErrors), total: invalid.rows.length };
  }
}
