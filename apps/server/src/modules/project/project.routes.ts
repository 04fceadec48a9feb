import type { FastifyInstance } from "fastify";

/** The project module's routes (registered by app.ts). */
export async function projectRoutes(_app: FastifyInstance) {}
