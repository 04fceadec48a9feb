import ExcelJS from "exceljs";
import type { TestApp } from "../helper.ts";

/**
 * Inventory test data straight into the database (projects are another module's: rows by SQL, so these
 * tests do not depend on its import), and .xlsx files built with exceljs for the import route.
 */

let seq = 0;
const next = () => ++seq;

export { insertProject } from "../project/project-factories.ts";

export async function insertPlane(t: TestApp, orgId: string, projectId: string, batchNo = `B-${next()}`) {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO planes (org_id, project_id, batch_no, seq) VALUES ($1, $2, $3, $4) RETURNING id",
    [orgId, projectId, batchNo, next()],
  );
  return rows[0]!.id;
}

export interface BoardSpec {
  code?: string;
  length: number;
  width: number;
  thickness?: number;
  stone?: string;
  rotatable?: boolean;
}

export async function insertBoard(
  t: TestApp,
  orgId: string,
  projectId: string,
  planeId: string,
  b: BoardSpec,
) {
  const n = next();
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, rotatable, seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      orgId,
      projectId,
      planeId,
      b.code ?? `BD-${n}`,
      b.length,
      b.width,
      b.thickness ?? 20,
      b.stone ?? "爵士白",
      b.rotatable ?? true,
      n,
    ],
  );
  return rows[0]!.id;
}

export interface SlabSpec {
  stone?: string;
  length?: number;
  width?: number;
  thickness?: number;
  status?: string;
  defects?: { x: number; y: number; w: number; h: number }[];
  blockNo?: string;
  bundleNo?: string;
  barcode?: string;
  warehouseId?: string | null;
  exception?: boolean;
}

export async function insertSlab(t: TestApp, orgId: string, s: SlabSpec = {}) {
  const n = next();
  const stone = s.stone ?? "爵士白";
  const blockNo = s.blockNo ?? `BLK-${n}`;
  await t.db.query(
    "INSERT INTO blocks (org_id, block_no, stone) VALUES ($1, $2, $3) ON CONFLICT (org_id, block_no) DO NOTHING",
    [orgId, blockNo, stone],
  );
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects,
                        warehouse_id, status, exception)
     SELECT $1, b.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM blocks b WHERE b.org_id = $1 AND b.block_no = $2
     RETURNING id`,
    [
      orgId,
      blockNo,
      s.bundleNo ?? "1",
      String(n),
      stone,
      s.barcode ?? `BC-${n}-${Math.random().toString(36).slice(2, 8)}`,
      s.length ?? 3000,
      s.width ?? 1600,
      s.thickness ?? 20,
      JSON.stringify(s.defects ?? []),
      s.warehouseId ?? null,
      s.status ?? "toPick",
      s.exception ?? false,
    ],
  );
  return rows[0]!.id;
}

export async function slabVersion(t: TestApp, slabId: string) {
  const { rows } = await t.db.query<{ version: number }>("SELECT version FROM slabs WHERE id = $1", [slabId]);
  return rows[0]!.version;
}

/** An .xlsx with a header row and data rows (cells as given: numbers, strings, formulas as objects). */
export async function xlsx(
  header: string[],
  rows: unknown[][],
  edit?: (ws: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("大板");
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  edit?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const ZH_HEADER = [
  "荒料号",
  "扎号",
  "板号",
  "石材",
  "长(mm)",
  "宽(mm)",
  "厚(mm)",
  "条码",
  "仓库",
  "缺陷",
];
export const EN_HEADER = [
  "Block no.",
  "Bundle no.",
  "Slab no.",
  "Stone",
  "Length (mm)",
  "Width (mm)",
  "Thickness (mm)",
  "Barcode",
  "Warehouse",
  "Defects",
];

/** POST a file as multipart to /api/inventory/slabImport. */
export async function importSlabs(
  t: TestApp,
  token: string,
  data: Buffer,
  lang = "zh-CN",
  filename = "slabs.xlsx",
) {
  const boundary = `----sw${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/inventory/slabImport",
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": lang,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return res.json() as {
    result: boolean;
    code: number;
    msg: string;
    data: {
      slabs?: number;
      blocks?: number;
      rows?: {
        sheet: string;
        row: number | null;
        field: string | null;
        column: string | null;
        message: string;
      }[];
      total?: number;
    } | null;
  };
}
