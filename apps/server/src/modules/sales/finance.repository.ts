import type { Queryable } from "../../db/db.ts";

export async function isFinanceStaffMember(q: Queryable, orgId: string, memberId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM sales_finance_staff WHERE org_id = $1 AND member_id = $2", [
    orgId,
    memberId,
  ]);
  return rows.length > 0;
}

/** An offline collection of the enterprise, locked for a change. */
export async function lockOfflineCollection(q: Queryable, orgId: string, collectionId: string) {
  const { rows } = await q.query<{ id: string; status: string; version: number; amount_fen: number }>(
    `SELECT id, status, version, amount_fen FROM sales_collections
      WHERE id = $1 AND org_id = $2 AND channel = 'offline' FOR UPDATE`,
    [collectionId, orgId],
  );
  return rows[0];
}

/** The order a collection is recorded against, locked so the outstanding sum cannot race. */
export async function lockOrderForCollection(q: Queryable, orgId: string, orderId: string) {
  const { rows } = await q.query<{ id: string; status: string; total_fen: number; order_no: string }>(
    "SELECT id, status, total_fen, order_no FROM sales_orders WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [orderId, orgId],
  );
  return rows[0];
}

export async function isOwnUpload(q: Queryable, fileId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2", [fileId, userId]);
  return rows.length > 0;
}

/** Fen already taken by an order's pending and confirmed collections. */
export async function takenFen(q: Queryable, orderId: string): Promise<bigint> {
  const { rows } = await q.query<{ taken: number }>(
    `SELECT COALESCE(sum(amount_fen), 0)::bigint AS taken FROM sales_collections
      WHERE order_id = $1 AND status IN ('pending', 'confirmed')`,
    [orderId],
  );
  return BigInt(rows[0]!.taken);
}

export async function insertOfflineCollection(
  q: Queryable,
  r: {
    orgId: string;
    orderId: string;
    amountFen: number;
    method: string;
    payer: string;
    paidOn: string;
    voucherFileId: string | null;
    remark: string;
    recordedBy: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sales_collections (org_id, order_id, channel, amount_fen, method, payer, paid_on, voucher_file_id,
       status, remark, recorded_by, created_at, updated_at)
     VALUES ($1, $2, 'offline', $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $10) RETURNING id`,
    [
      r.orgId,
      r.orderId,
      r.amountFen,
      r.method,
      r.payer,
      r.paidOn,
      r.voucherFileId,
      r.remark,
      r.recordedBy,
      r.now,
    ],
  );
  return rows[0]!.id;
}

/** Sets the review outcome of a collection; returns its new version. */
export async function setCollectionReview(
  q: Queryable,
  orgId: string,
  collectionId: string,
  r: { status: "confirmed" | "rejected"; rejectReason: string | null; reviewedBy: string; now: Date },
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE sales_collections SET status = $5, reject_reason = $6, reviewed_by = $3, reviewed_at = $4,
            version = version + 1, updated_at = $4
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [collectionId, orgId, r.reviewedBy, r.now, r.status, r.rejectReason],
  );
  return rows[0]!.version;
}

export async function deleteCollection(q: Queryable, collectionId: string): Promise<void> {
  await q.query("DELETE FROM sales_collections WHERE id = $1", [collectionId]);
}

export async function findPaymentSettings(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ key_id: string; secret_set_at: Date }>(
    "SELECT key_id, secret_set_at FROM sales_payment_settings WHERE org_id = $1",
    [orgId],
  );
  return rows[0];
}

/** Every enterprise's stored secret (sealed, or plain text from before encryption). */
export async function listPaymentSecrets(q: Queryable) {
  const { rows } = await q.query<{ org_id: string; secret: string }>(
    "SELECT org_id, secret FROM sales_payment_settings ORDER BY org_id",
  );
  return rows;
}

/** Replaces a stored secret only if it is still `was` (another instance may have done it); true if replaced. */
export async function replacePaymentSecret(q: Queryable, orgId: string, was: string, sealed: string) {
  const { rowCount } = await q.query(
    "UPDATE sales_payment_settings SET secret = $3 WHERE org_id = $1 AND secret = $2",
    [orgId, was, sealed],
  );
  return rowCount > 0;
}

/** Stores a new (sealed) secret; the key id is kept once the enterprise has one. Returns the key id. */
export async function upsertPaymentSecret(
  q: Queryable,
  orgId: string,
  newKeyId: string,
  secret: string,
  now: Date,
): Promise<string> {
  const { rows } = await q.query<{ key_id: string }>(
    `INSERT INTO sales_payment_settings (org_id, key_id, secret, secret_set_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id) DO UPDATE SET secret = EXCLUDED.secret, secret_set_at = EXCLUDED.secret_set_at
     RETURNING key_id`,
    [orgId, newKeyId, secret, now],
  );
  return rows[0]!.key_id;
}

export async function pageFinanceStaff(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    phone: string;
    role_name: string;
    status: string;
    created_at: Date;
    total: number;
  }>(
    `SELECT m.id, m.name, m.phone, r.name AS role_name, m.status, f.created_at, count(*) OVER ()::int AS total
       FROM sales_finance_staff f JOIN members m ON m.id = f.member_id JOIN roles r ON r.id = m.role_id
      WHERE f.org_id = $1 AND ($2::text IS NULL OR m.name ILIKE '%' || $2 || '%' OR m.phone LIKE '%' || $2 || '%')
      ORDER BY f.created_at, m.id LIMIT $3 OFFSET $4`,
    [orgId, f.keyword || null, f.limit, f.offset],
  );
  return rows;
}

/** True when the member was not finance staff yet. */
export async function insertFinanceStaff(q: Queryable, orgId: string, memberId: string, now: Date) {
  const { rows } = await q.query(
    `INSERT INTO sales_finance_staff (org_id, member_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING member_id`,
    [orgId, memberId, now],
  );
  return rows.length > 0;
}

/** The removed member's name, or undefined when the member was not finance staff. */
export async function deleteFinanceStaff(q: Queryable, orgId: string, memberId: string) {
  const { rows } = await q.query<{ name: string }>(
    `DELETE FROM sales_finance_staff f USING members m
      WHERE f.org_id = $1 AND f.member_id = $2 AND m.id = f.member_id RETURNING m.name`,
    [orgId, memberId],
  );
  return rows[0]?.name;
}
