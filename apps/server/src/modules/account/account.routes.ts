import type { FastifyInstance } from "fastify";
import { identityRoutes } from "./identity.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { userRoutes } from "./user.routes.ts";

/** The account area: the signed-in user's own data and operating points (docs/api-account.md). */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(sessionRoutes);
  await app.register(identityRoutes);
}
