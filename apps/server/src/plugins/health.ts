import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/api/health",
    { config: { access: "public" }, schema: { summary: "Liveness and database check", tags: ["health"] } },
    async () => {
      await app.db.query("SELECT 1");
      return { status: "ok", db: app.db.kind };
    },
  );
}
