import type { Queryable } from "../../db/db.ts";
import type { Defect } from "./cutting-plan.check.ts";

/** SQL of the slab import: what the enterprise already holds, and the rows it stores. */

/** The enterprise's warehouses (an import row names one by code or name). */
export async function listWarehouses(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ id: string; code: string; name: string }>(
    "SELECT id, code, name FROM warehouses WHERE org_id = $1",
    [orgId],
  );
  return rows;
}

/** The barcodes among `barcodes` the enterprise's slabs already carry. */
export async function findTakenBarcodes(
  q: Queryable,
  orgId: string,
  barcodes: string[],
): Promise<Set<string>> {
  const { rows } = await q.query<{ barcode: string }>(
    "SELECT barcode FROM slabs WHERE org_id = $1 AND barcode = ANY($2::text[])",
    [orgId, barcodes],
  );
  return new Set(rows.map((t) => t.barcode));
}

/** The enterprise's blocks among `blockNos`: id, number and stone. */
export async function findBlocks(q: Queryable, orgId: string, blockNos: string[]) {
  const { rows } = await q.query<{ id: string; block_no: string; stone: string }>(
    "SELECT id, block_no, stone FROM blocks WHERE org_id = $1 AND block_no = ANY($2::text[])",
    [orgId, blockNos],
  );
  return rows;
}

/** The (block, bundle, slab) numbers already stored in those blocks. */
export async function findSlabNumbers(q: Queryable, orgId: string, blockNos: string[]) {
  const { rows } = await q.query<{ block_no: string; bundle_no: string; slab_no: string }>(
    `SELECT b.block_no, s.bundle_no, s.slab_no FROM slabs s JOIN blocks b ON b.id = s.block_id
      WHERE s.org_id = $1 AND b.block_no = ANY($2::text[])`,
    [orgId, blockNos],
  );
  return rows;
}

/** Creates blocks (number, stone); returns their ids and numbers. */
export async function insertBlocks(
  q: Queryable,
  orgId: string,
  blocks: { blockNo: string; stone: string }[],
  now: Date,
) {
  const { rows } = await q.query<{ id: string; block_no: string }>(
    `INSERT INTO blocks (org_id, block_no, stone, created_at)
     SELECT $1, no, stone, $4 FROM unnest($2::text[], $3::text[]) AS t(no, stone)
     RETURNING id, block_no`,
    [orgId, blocks.map((b) => b.blockNo), blocks.map((b) => b.stone), now],
  );
  return rows;
}

export interface NewSlab {
  blockId: string;
  bundleNo: string;
  slabNo: string;
  stone: string;
  barcode: string;
  length: number;
  width: number;
  thickness: number;
  defects: Defect[];
  warehouseId: string | null;
}

/** Stores the slabs (status toPick); returns their ids. */
export async function insertSlabs(
  q: Queryable,
  orgId: string,
  slabs: NewSlab[],
  now: Date,
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects,
                        warehouse_id, created_at, updated_at)
     SELECT $1, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects::jsonb, warehouse_id, $12, $12
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::numeric[],
                   $10::text[], $11::uuid[])
         AS t(block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects, warehouse_id)
     RETURNING id`,
    [
      orgId,
      slabs.map((r) => r.blockId),
      slabs.map((r) => r.bundleNo),
      slabs.map((r) => r.slabNo),
      slabs.map((r) => r.stone),
      slabs.map((r) => r.barcode),
      slabs.map((r) => r.length),
      slabs.map((r) => r.width),
      slabs.map((r) => r.thickness),
      slabs.map((r) => JSON.stringify(r.defects)),
      slabs.map((r) => r.warehouseId),
      now,
    ],
  );
  return rows.map((r) => r.id);
}

/** One audit line per created block ("create") and per imported slab ("import" → toPick). */
export async function auditImport(
  q: Queryable,
  input: {
    orgId: string;
    userId: string;
    blocks: { id: string; block_no: string }[];
    slabIds: string[];
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, created_at)
     SELECT $1, $2, 'block', id::text, 'create', no, $5 FROM unnest($3::uuid[], $4::text[]) AS t(id, no)`,
    [
      input.orgId,
      input.userId,
      input.blocks.map((b) => b.id),
      input.blocks.map((b) => b.block_no),
      input.now,
    ],
  );
  await q.query(
    `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, created_at)
     SELECT $1, $2, 'slab', id::text, 'import', 'toPick', $4 FROM unnest($3::uuid[]) AS id`,
    [input.orgId, input.userId, input.slabIds, input.now],
  );
}
