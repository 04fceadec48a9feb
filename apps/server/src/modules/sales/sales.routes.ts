import type { FastifyInstance } from "fastify";

/** The sales module's routes (registered by app.ts). */
export async function salesRoutes(_app: FastifyInstance) {}
