import type { Queryable } from "../../db/db.ts";

export async function insertUpload(
  q: Queryable,
  u: { userId: string; mime: string; size: number; sha256: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO uploads (user_id, kind, mime, size, sha256, created_at) VALUES ($1, 'image', $2, $3, $4, $5) RETURNING id`,
    [u.userId, u.mime, u.size, u.sha256, u.now],
  );
  return rows[0]!.id;
}

export async function findUploadMime(q: Queryable, fileId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ mime: string }>("SELECT mime FROM uploads WHERE id = $1", [fileId]);
  return rows[0]?.mime;
}

export async function isOwnUpload(q: Queryable, userId: string, fileId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2", [fileId, userId]);
  return rows.length > 0;
}
