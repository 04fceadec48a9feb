import type { FastifyInstance } from "fastify";

/** The layout module's routes (registered by app.ts). */
export async function layoutRoutes(_app: FastifyInstance) {}
