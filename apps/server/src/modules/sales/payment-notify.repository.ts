import type { Queryable } from "../../db/db.ts";

/** The enterprise and secret of a notification key id. */
export async function findSettingsByKeyId(q: Queryable, keyId: string) {
  const { rows } = await q.query<{ org_id: string; secret: string }>(
    "SELECT org_id, secret FROM sales_payment_settings WHERE key_id = $1",
    [keyId],
  );
  return rows[0];
}

export async function purgeNonces(q: Queryable, orgId: string, before: Date): Promise<void> {
  await q.query("DELETE FROM sales_payment_nonces WHERE org_id = $1 AND created_at < $2", [orgId, before]);
}

/** Stores a nonce; false when the enterprise has seen it already. */
export async function claimNonce(q: Queryable, orgId: string, nonce: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO sales_payment_nonces (org_id, nonce, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING nonce`,
    [orgId, nonce, now],
  );
  return rows.length > 0;
}

export async function findOrderIdByNo(q: Queryable, orgId: string, orderNo: string) {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM sales_orders WHERE org_id = $1 AND order_no = $2",
    [orgId, orderNo],
  );
  return rows[0]?.id;
}

/** Inserts a confirmed online collection; undefined when its trade number is already counted. */
export async function insertOnlineCollection(
  q: Queryable,
  s: {
    orgId: string;
    orderId: string;
    amountFen: number;
    method: string;
    payer: string;
    paidOn: string;
    paidAt: Date;
    tradeNo: string;
    now: Date;
  },
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sales_collections (org_id, order_id, channel, amount_fen, method, payer, paid_on, paid_at, trade_no,
       status, created_at, updated_at)
     VALUES ($1, $2, 'online', $3, $4, $5, $6, $7, $8, 'confirmed', $9, $9)
     ON CONFLICT (org_id, trade_no) WHERE trade_no IS NOT NULL DO NOTHING RETURNING id`,
    [s.orgId, s.orderId, s.amountFen, s.method, s.payer, s.paidOn, s.paidAt, s.tradeNo, s.now],
  );
  return rows[0]?.id;
}

export async function findCollectionIdByTradeNo(q: Queryable, orgId: string, tradeNo: string) {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM sales_collections WHERE org_id = $1 AND trade_no = $2",
    [orgId, tradeNo],
  );
  return rows[0]!.id;
}
