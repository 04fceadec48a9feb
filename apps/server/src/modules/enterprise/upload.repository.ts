import type { Queryable } from "../../db/db.ts";

export async function insertUpload(
  q: Queryable,
  u: { userId: string; orgId: string | null; mime: string; size: number; sha256: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO uploads (user_id, org_id, kind, mime, size, sha256, created_at)
     VALUES ($1, $2, 'image', $3, $4, $5, $6) RETURNING id`,
    [u.userId, u.orgId, u.mime, u.size, u.sha256, u.now],
  );
  return rows[0]!.id;
}

/**
 * Serialises the uploads charged to `key` (an enterprise or a user) until the transaction ends, so
 * two uploads at once cannot both fit the last free bytes.
 */
export async function lockUploads(q: Queryable, key: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('uploads:' || $1, 0))", [key]);
}

/** Bytes stored for an enterprise, or for a user's uploads made outside any enterprise (orgId null). */
export async function storedBytes(
  q: Queryable,
  c: { orgId: string | null; userId: string },
): Promise<number> {
  const { rows } = await q.query<{ bytes: number }>(
    c.orgId
      ? "SELECT COALESCE(sum(size), 0)::float8 AS bytes FROM uploads WHERE org_id = $1"
      : "SELECT COALESCE(sum(size), 0)::float8 AS bytes FROM uploads WHERE org_id IS NULL AND user_id = $1",
    [c.orgId ?? c.userId],
  );
  return rows[0]!.bytes;
}

/** A user's uploads since `since`, oldest first: what the per-member rate counts. */
export async function recentUploads(
  q: Queryable,
  userId: string,
  since: Date,
): Promise<{ size: number; created_at: Date }[]> {
  const { rows } = await q.query<{ size: number; created_at: Date }>(
    "SELECT size, created_at FROM uploads WHERE user_id = $1 AND created_at > $2 ORDER BY created_at",
    [userId, since],
  );
  return rows;
}

export async function findUploadMime(q: Queryable, fileId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ mime: string }>("SELECT mime FROM uploads WHERE id = $1", [fileId]);
  return rows[0]?.mime;
}

export async function isOwnUpload(q: Queryable, userId: string, fileId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2", [fileId, userId]);
  return rows.length > 0;
}
