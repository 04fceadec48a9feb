import { type Lang, type ProjectImport, translate } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import { guardWorkbook } from "../../lib/xlsx-export.ts";
import { columnLabel, SHEET_KEYS, SHEETS, sheetLabel } from "./project.sheets.ts";

/**
 * Realistic project data for the demo seed, the tests and the import benchmark, and its spreadsheet
 * in the template's layout (either language).
 */
const STONES = ["白玉兰", "爵士白", "雅士白", "黑金沙", "浅啡网", "中国黑"];
const THICKNESSES = [18, 20, 30];
const SIZES: [number, number][] = [
  [600, 600],
  [800, 400],
  [1200, 600],
  [900, 300],
  [1500, 750],
  [2400, 1200],
  [450, 450],
  [1000, 160],
];

export interface SampleOptions {
  projectNo: string;
  name?: string;
  clientName?: string;
  projectType?: "engineering" | "fineWork";
  layoutMode?: "cloud" | "manual";
  deliveryDate?: string | null;
  boards: number;
  planes?: number;
  boardsPerBox?: number;
  /** Craft names to use (cycled); empty for none. */
  crafts?: string[];
  stones?: string[];
  /** Prefix of board codes (default: project no.). */
  codePrefix?: string;
}

/** A deterministic project: boards spread over planes, stones, thicknesses, sizes and boxes. */
export function sampleProject(o: SampleOptions): ProjectImport {
  const planeCount = Math.max(1, o.planes ?? Math.ceil(o.boards / 200));
  const perBox = o.boardsPerBox ?? 12;
  const stones = o.stones ?? STONES;
  const crafts = o.crafts ?? [];
  const prefix = o.codePrefix ?? o.projectNo;
  const planes = Array.from({ length: planeCount }, (_, i) => ({
    batchNo: `${o.projectNo}-P${String(i + 1).padStart(2, "0")}`,
  }));
  const boards = Array.from({ length: o.boards }, (_, i) => {
    const [length, width] = SIZES[i % SIZES.length]!;
    const plane = planes[Math.floor((i * planeCount) / o.boards)]!;
    const n = crafts.length ? i % 3 : 0;
    return {
      code: `${prefix}-${String(i + 1).padStart(5, "0")}`,
      batchNo: plane.batchNo,
      length,
      width,
      thickness: THICKNESSES[Math.floor(i / 7) % THICKNESSES.length]!,
      stone: stones[Math.floor(i / 5) % stones.length]!,
      crafts: Array.from({ length: n }, (_, k) => crafts[(i + k) % crafts.length]!),
      cuttingMethod: (i % 9 === 8 ? "other" : "bridge") as "bridge" | "other",
      rotatable: i % 4 !== 3,
    };
  });
  const boxes: ProjectImport["boxes"] = [];
  for (let i = 0; i < boards.length; i += perBox) {
    boxes.push({
      boxNo: `${o.projectNo}-B${String(boxes.length + 1).padStart(4, "0")}`,
      length: 2500,
      width: 1300,
      height: 900,
      boards: boards.slice(i, i + perBox).map((b) => b.code),
    });
  }
  return {
    project: {
      name: o.name ?? `${o.projectNo} 项目`,
      projectNo: o.projectNo,
      clientName: o.clientName ?? "",
      projectType: o.projectType ?? "engineering",
      layoutMode: o.layoutMode ?? "cloud",
      deliveryDate: o.deliveryDate === undefined ? "2030-06-30" : o.deliveryDate,
    },
    planes,
    boards,
    boxes,
  };
}

/**
 * The data as a filled template. `values: "labels"` writes enum cells as the language's labels
 * (工程项目, 是 …), `"keys"` as the field values; dates are written as date cells.
 */
export async function projectToXlsx(
  data: ProjectImport,
  lang: Lang = "zh-CN",
  opts: { values?: "labels" | "keys" } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const v = (key: string) => (opts.values === "keys" ? key : translate(lang, `project.values.${key}`));
  const rows: Record<string, unknown[][]> = {
    project: [
      [
        data.project.name,
        data.project.projectNo,
        data.project.clientName ?? "",
        v(data.project.projectType),
        v(data.project.layoutMode),
        data.project.deliveryDate ? new Date(`${data.project.deliveryDate}T00:00:00Z`) : null,
      ],
    ],
    planes: data.planes.map((p) => [p.batchNo]),
    boards: data.boards.map((b) => [
      b.code,
      b.batchNo,
      b.length,
      b.width,
      b.thickness,
      b.stone,
      (b.crafts ?? []).join(","),
      v(b.cuttingMethod ?? "bridge"),
      v(b.rotatable === false ? "no" : "yes"),
      (b.craftQuantities ?? []).map((x) => (x == null ? "" : String(x))).join(","),
    ]),
    packing: data.boxes.map((x) => [x.boxNo, x.length, x.width, x.height, x.boards.join(",")]),
  };
  for (const key of SHEET_KEYS) {
    const ws = wb.addWorksheet(sheetLabel(lang, key));
    ws.addRow(SHEETS[key].map((c) => columnLabel(lang, c.field)));
    for (const r of rows[key]!) ws.addRow(r);
  }
  guardWorkbook(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
