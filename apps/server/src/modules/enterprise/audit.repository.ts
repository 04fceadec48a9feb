import type { Queryable } from "../../db/db.ts";

export async function pageAudit(
  q: Queryable,
  orgId: string,
  f: {
    actorUserId?: string;
    entity?: string;
    action?: string;
    from?: string;
    to?: string;
    limit: number;
    offset: number;
  },
) {
  const { rows } = await q.query<{
    id: number;
    actor_user_id: string | null;
    actor_name: string | null;
    entity: string;
    entity_id: string | null;
    action: string;
    from_state: string | null;
    to_state: string | null;
    detail: unknown;
    created_at: Date;
    total: number;
  }>(
    `SELECT a.id::int AS id, a.actor_user_id, COALESCE(m.name, u.nickname) AS actor_name, a.entity, a.entity_id, a.action,
            a.from_state, a.to_state, a.detail, a.created_at, count(*) OVER ()::int AS total
       FROM audit_log a
       LEFT JOIN users u ON u.id = a.actor_user_id
       LEFT JOIN members m ON m.user_id = a.actor_user_id AND m.org_id = a.org_id
      WHERE a.org_id = $1
        AND ($2::uuid IS NULL OR a.actor_user_id = $2)
        AND ($3::text IS NULL OR a.entity = $3)
        AND ($4::text IS NULL OR a.action = $4)
        AND ($5::timestamptz IS NULL OR a.created_at >= $5)
        AND ($6::timestamptz IS NULL OR a.created_at <= $6)
      ORDER BY a.created_at DESC, a.id DESC LIMIT $7 OFFSET $8`,
    [
      orgId,
      f.actorUserId ?? null,
      f.entity ?? null,
      f.action ?? null,
      f.from ?? null,
      f.to ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}
