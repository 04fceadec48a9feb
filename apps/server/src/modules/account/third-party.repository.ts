import type { Queryable } from "../../db/db.ts";

export async function listBindings(q: Queryable, userId: string) {
  const { rows } = await q.query<{ provider: string; display_name: string; created_at: Date }>(
    "SELECT provider, display_name, created_at FROM third_party_bindings WHERE user_id = $1 ORDER BY created_at",
    [userId],
  );
  return rows;
}

/** Removes one binding; false when the user had none with this provider. */
export async function deleteBinding(q: Queryable, userId: string, provider: string): Promise<boolean> {
  const { rowCount } = await q.query(
    "DELETE FROM third_party_bindings WHERE user_id = $1 AND provider = $2",
    [userId, provider],
  );
  return rowCount === 1;
}
