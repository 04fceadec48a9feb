import {
  type BoardRow,
  type BoxRow,
  boardRow,
  boxRow,
  Code,
  type Lang,
  PROJECT_IMPORT_LIMITS,
  type ProjectRow,
  planeRow,
  projectRow,
  translate,
} from "@stoneworks/shared";
import type { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import type { ImportProblemRow } from "../../lib/xlsx.ts";
import { columnLabel, type SheetKey, sheetLabel } from "./project.sheets.ts";

/** One data row as read (spreadsheet row number, or 1-based position in a JSON array). */
export interface RawRow {
  row: number;
  value: Record<string, unknown>;
  /** Fields already reported while reading (formula, wrong cell type): not reported twice. */
  bad?: Set<string>;
}

export interface Problem {
  sheet: SheetKey;
  row: number | null;
  field: string | null;
  key: string;
  params?: Record<string, string | number>;
}

export interface RawImport {
  project: RawRow[];
  planes: RawRow[];
  boards: RawRow[];
  boxes: RawRow[];
  problems: Problem[];
}

export interface CleanBoard extends BoardRow {
  craftIds: string[];
}

/** A checked import, ready to store. */
export interface CleanImport {
  project: ProjectRow;
  planes: { batchNo: string }[];
  boards: CleanBoard[];
  boxes: BoxRow[];
}

/** One row of the 1009 answer: the sheet by key, with its name in the request language. */
export interface ImportError extends ImportProblemRow {
  sheet: SheetKey;
  sheetName: string;
}

/** The JSON import → rows numbered by position. */
export function rawFromJson(body: {
  project: Record<string, unknown>;
  planes: unknown[];
  boards: unknown[];
  boxes: unknown[];
}): RawImport {
  const problems: Problem[] = [];
  const rows = (sheet: SheetKey, list: unknown[]) =>
    list.flatMap((value, i) => {
      if (value && typeof value === "object" && !Array.isArray(value)) {
        return [{ row: i + 1, value: value as Record<string, unknown> }];
      }
      problems.push({ sheet, row: i + 1, field: null, key: "validation.invalidType" });
      return [{ row: i + 1, value: {}, bad: new Set(["*"]) }];
    });
  return {
    project: [{ row: 1, value: body.project }],
    planes: rows("planes", body.planes),
    boards: rows("boards", body.boards),
    boxes: rows("packing", body.boxes),
    problems,
  };
}

const OWN_KEY = /^(project|validation)\.\w+$/;

function issueProblems(sheet: SheetKey, r: RawRow, issues: readonly z.core.$ZodIssue[]): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) out.push({ sheet, row: r.row, field: k, key: "validation.unknownKey" });
      continue;
    }
    const field = issue.path.length ? String(issue.path[0]) : null;
    if (field && (r.bad?.has(field) || seen.has(field))) continue;
    if (field) seen.add(field);
    let key: string;
    if (issue.code === "invalid_type" && field && r.value[field] === undefined) key = "validation.required";
    else if (issue.message && OWN_KEY.test(issue.message)) key = issue.message;
    else if (issue.code === "too_big") key = "validation.tooLong";
    else if (issue.code === "invalid_type") key = "validation.invalidType";
    else key = "validation.invalid";
    out.push({ sheet, row: r.row, field, key });
  }
  return out;
}

function parseRows<S extends z.ZodType>(sheet: SheetKey, rows: RawRow[], schema: S, problems: Problem[]) {
  const ok: { row: number; value: z.infer<S> }[] = [];
  for (const r of rows) {
    if (r.bad?.has("*")) continue;
    const res = schema.safeParse(r.value);
    if (res.success) {
      if (!r.bad?.size) ok.push({ row: r.row, value: res.data });
    } else {
      problems.push(...issueProblems(sheet, r, res.error.issues));
    }
  }
  return ok;
}

/**
 * Checks every row and the rules between rows (duplicates, planes, crafts, packing list covering every
 * board exactly once). Returns the clean import, or throws 1009 with every problem by sheet/row/field.
 */
export function checkImport(raw: RawImport, crafts: Map<string, string>, lang: Lang): CleanImport {
  const problems = [...raw.problems];
  const missingSheets = new Set(problems.filter((p) => p.key === "project.sheetMissing").map((p) => p.sheet));

  // Project: exactly one data row.
  let project: ProjectRow | undefined;
  if (!missingSheets.has("project")) {
    if (raw.project.length !== 1) {
      if (!problems.some((p) => p.sheet === "project" && p.key === "project.columnMissing")) {
        problems.push({ sheet: "project", row: null, field: null, key: "project.projectRowCount" });
      }
    } else {
      project = parseRows("project", raw.project, projectRow, problems)[0]?.value;
    }
  }

  // Planes: unique batch nos.
  const planes = parseRows("planes", raw.planes, planeRow, problems);
  duplicates("planes", raw.planes, "batchNo", "project.duplicateBatchNo", problems);
  // Cross-row checks use every row's key as written, valid or not, so each problem is reported once
  // where it is (a bad plane row does not make every board of that plane "unknown" too).
  const planesChecked = sheetReadable(problems, missingSheets, "planes");
  const rawBatchNos = new Set(raw.planes.map((r) => keyText(r.value.batchNo)));
  if (!missingSheets.has("planes") && raw.planes.length === 0 && !hasColumnProblem(problems, "planes")) {
    problems.push({ sheet: "planes", row: null, field: null, key: "project.noRows" });
  }

  // Boards: unique codes, known plane, known crafts.
  const boards = parseRows("boards", raw.boards, boardRow, problems);
  const dupBoards = duplicates("boards", raw.boards, "code", "project.duplicateCode", problems);
  const boardRowOf = new Map<string, number>();
  const clean: CleanBoard[] = [];
  for (const b of boards) {
    const v = b.value;
    if (dupBoards.has(b.row)) continue;
    boardRowOf.set(v.code, b.row);
    if (planesChecked && !rawBatchNos.has(v.batchNo)) {
      problems.push({
        sheet: "boards",
        row: b.row,
        field: "batchNo",
        key: "project.planeUnknown",
        params: { value: v.batchNo },
      });
    }
    const craftIds: string[] = [];
    for (const name of v.crafts) {
      const id = crafts.get(name);
      if (id) craftIds.push(id);
      else
        problems.push({
          sheet: "boards",
          row: b.row,
          field: "crafts",
          key: "project.craftUnknown",
          params: { value: name },
        });
    }
    if (v.craftQuantities.length > v.crafts.length) {
      problems.push({ sheet: "boards", row: b.row, field: "craftQuantities", key: "project.quantityCount" });
    }
    clean.push({ ...v, craftIds });
  }
  if (!missingSheets.has("boards") && raw.boards.length === 0 && !hasColumnProblem(problems, "boards")) {
    problems.push({ sheet: "boards", row: null, field: null, key: "project.noRows" });
  }
  const boardsChecked = sheetReadable(problems, missingSheets, "boards");
  const rawCodes = new Set(raw.boards.map((r) => keyText(r.value.code)));

  // Packing list: every board in exactly one box.
  const boxes = parseRows("packing", raw.boxes, boxRow, problems);
  duplicates("packing", raw.boxes, "boxNo", "project.duplicateBoxNo", problems);
  const boxOf = new Map<string, string>();
  for (const x of boxes) {
    const v = x.value;
    v.boards = v.boards.map((c) => c.trim()).filter(Boolean);
    if (v.boards.length === 0) {
      problems.push({ sheet: "packing", row: x.row, field: "boards", key: "project.boxEmpty" });
    }
    for (const code of v.boards) {
      const already = boxOf.get(code);
      if (already !== undefined) {
        problems.push({
          sheet: "packing",
          row: x.row,
          field: "boards",
          key: "project.boardInTwoBoxes",
          params: { value: code, box: already },
        });
      } else if (boardsChecked && !rawCodes.has(code)) {
        problems.push({
          sheet: "packing",
          row: x.row,
          field: "boards",
          key: "project.boxBoardUnknown",
          params: { value: code },
        });
      } else {
        boxOf.set(code, v.boxNo);
      }
    }
  }
  if (!missingSheets.has("packing") && raw.boxes.length === 0 && !hasColumnProblem(problems, "packing")) {
    problems.push({ sheet: "packing", row: null, field: null, key: "project.noRows" });
  } else if (sheetReadable(problems, missingSheets, "packing")) {
    const packed = new Set(
      raw.boxes.flatMap((r) => (Array.isArray(r.value.boards) ? r.value.boards.map(keyText) : [])),
    );
    for (const [code, row] of boardRowOf) {
      if (!packed.has(code)) {
        problems.push({
          sheet: "boards",
          row,
          field: "code",
          key: "project.boardNotPacked",
          params: { value: code },
        });
      }
    }
  }

  if (problems.length || !project) throw importInvalid(problems, lang);
  return { project, planes: planes.map((p) => p.value), boards: clean, boxes: boxes.map((x) => x.value) };
}

/** Rows repeating an earlier row's key (as written, valid row or not): reported, and returned. */
function duplicates(
  sheet: SheetKey,
  rows: RawRow[],
  field: string,
  key: string,
  problems: Problem[],
): Set<number> {
  const seen = new Set<string>();
  const dup = new Set<number>();
  for (const r of rows) {
    const k = keyText(r.value[field]);
    if (!k || r.bad?.has(field)) continue;
    if (seen.has(k)) {
      dup.add(r.row);
      problems.push({ sheet, row: r.row, field, key, params: { value: k } });
    }
    seen.add(k);
  }
  return dup;
}

const keyText = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

const sheetReadable = (problems: Problem[], missing: Set<SheetKey>, sheet: SheetKey) =>
  !missing.has(sheet) && !hasColumnProblem(problems, sheet);

const hasColumnProblem = (problems: Problem[], sheet: SheetKey) =>
  problems.some(
    (p) => p.sheet === sheet && (p.key === "project.columnMissing" || p.key === "project.tooManyRows"),
  );

/** A column's header in the language; a key the template does not know (JSON) stays as it is. */
function label(lang: Lang, field: string): string {
  const l = columnLabel(lang, field);
  return l.startsWith("project.") ? field : l;
}

const PACKING_KEYS = new Set([
  "project.boardNotPacked",
  "project.boardInTwoBoxes",
  "project.boxEmpty",
  "project.boxBoardUnknown",
]);

/** 1009 with every problem translated (sheet order, then row), at most errorsListed of them. */
export function importInvalid(problems: Problem[], lang: Lang): AppError {
  const order = { project: 0, planes: 1, boards: 2, packing: 3 };
  const sorted = [...problems].sort((a, b) => order[a.sheet] - order[b.sheet] || (a.row ?? 0) - (b.row ?? 0));
  const rows: ImportError[] = sorted.slice(0, PROJECT_IMPORT_LIMITS.errorsListed).map((p) => ({
    sheet: p.sheet,
    sheetName: sheetLabel(lang, p.sheet),
    row: p.row,
    field: p.field,
    column: p.field ? label(lang, p.field) : null,
    message: translate(lang, p.key, {
      ...p.params,
      sheet: sheetLabel(lang, p.sheet),
      column: p.field ? label(lang, p.field) : "",
    }),
  }));
  const packing = problems.some((p) => p.sheet === "packing" || PACKING_KEYS.has(p.key));
  return new AppError(Code.ImportInvalid, {
    msgKey: packing ? "project.packingIncomplete" : "project.importInvalid",
    data: { rows, total: problems.length },
  });
}
