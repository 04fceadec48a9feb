import { type Lang, translate } from "@stoneworks/shared";
import { normHeader } from "../../lib/xlsx.ts";

/**
 * The import spreadsheet's layout (docs/api-project.md): sheet keys, their columns and how a cell
 * of each column is read. Shared by the reader, the template and the error messages.
 */
export type SheetKey = "project" | "planes" | "boards" | "packing";
export type Kind =
  | "text"
  | "int"
  | "num"
  | "date"
  | "list"
  | "quantities"
  | "bool"
  | "projectType"
  | "layoutMode"
  | "cuttingMethod";

export interface Column {
  field: string;
  kind: Kind;
  required: boolean;
}

const col = (field: string, kind: Kind, required = true): Column => ({ field, kind, required });

export const SHEETS: Record<SheetKey, Column[]> = {
  project: [
    col("name", "text"),
    col("projectNo", "text"),
    col("clientName", "text", false),
    col("projectType", "projectType"),
    col("layoutMode", "layoutMode"),
    col("deliveryDate", "date", false),
  ],
  planes: [col("batchNo", "text")],
  boards: [
    col("code", "text"),
    col("batchNo", "text"),
    col("length", "int"),
    col("width", "int"),
    col("thickness", "num"),
    col("stone", "text"),
    col("crafts", "list", false),
    col("cuttingMethod", "cuttingMethod", false),
    col("rotatable", "bool", false),
    // Last, so templates filled before it still read the same (columns are found by header anyway).
    col("craftQuantities", "quantities", false),
  ],
  packing: [
    col("boxNo", "text"),
    col("length", "int"),
    col("width", "int"),
    col("height", "int"),
    col("boards", "list"),
  ],
};

export const SHEET_KEYS = Object.keys(SHEETS) as SheetKey[];
const LANGS: Lang[] = ["zh-CN", "en-US"];

/** Lower case without spaces and punctuation: "Length (mm)" → "lengthmm". */
export const norm = normHeader;

export const sheetLabel = (lang: Lang, key: SheetKey) => translate(lang, `project.sheets.${key}`);
export const columnLabel = (lang: Lang, field: string) => translate(lang, `project.columns.${field}`);

/** Every accepted spelling of a sheet name → its key. */
export const SHEET_ALIASES: Map<string, SheetKey> = new Map(
  SHEET_KEYS.flatMap((k) => [
    [norm(k), k] as const,
    ...LANGS.map((l) => [norm(sheetLabel(l, k)), k] as const),
  ]),
);
SHEET_ALIASES.set("boxes", "packing");
SHEET_ALIASES.set("装箱", "packing");

/** Accepted header spellings of a column: both languages, with or without "(mm)", and the key. */
export function columnAliases(field: string): string[] {
  const labels = LANGS.map((l) => columnLabel(l, field));
  return [...new Set([field, ...labels, ...labels.map((x) => x.replace(/\(mm\)/i, ""))].map(norm))];
}

const ENUM_VALUES: Record<string, Record<string, string[]>> = {
  projectType: {
    engineering: ["engineering", "工程项目", "工程", "engineeringproject"],
    fineWork: ["finework", "精工项目", "精工", "fineworkproject"],
  },
  layoutMode: {
    cloud: ["cloud", "云排版", "云", "cloudlayout"],
    manual: ["manual", "手动排版", "手动", "手工排版", "manuallayout"],
  },
  cuttingMethod: {
    bridge: ["bridge", "智能桥切", "桥切", "bridgecut", "intelligentbridgecut"],
    other: ["other", "其他", "其它", "others"],
  },
  bool: {
    yes: ["yes", "y", "true", "1", "是", "可", "可以", "可旋转"],
    no: ["no", "n", "false", "0", "否", "不可", "不可以", "不可旋转"],
  },
};

/** A cell's text in an enum column → the value, or undefined when not recognised. */
export function enumValue(kind: string, text: string): string | undefined {
  const n = norm(text);
  for (const [value, aliases] of Object.entries(ENUM_VALUES[kind] ?? {})) {
    if (aliases.includes(n)) return value;
  }
  return undefined;
}

/**
 * A quantity cell: one entry per craft, separated like the crafts; an empty entry or "-" is null (the
 * default); numbers are read as numbers, anything else is passed on for the row schema to refuse.
 */
export function quantityList(s: string): unknown[] {
  const parts = s.split(/[,，、;；\r\n]/).map((x) => x.trim());
  while (parts.length && (parts.at(-1) === "" || parts.at(-1) === "-")) parts.pop();
  return parts.map((x) => (x === "" || x === "-" ? null : /^\d+(\.\d+)?$/.test(x) ? Number(x) : x));
}

/** Splits a list cell: commas (both widths), 、, semicolons or new lines. */
export const splitList = (s: string) =>
  s
    .split(/[,，、;；\r\n]+/)
    .map((x) => x.trim())
    .filter(Boolean);
