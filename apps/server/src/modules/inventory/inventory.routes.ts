import type { FastifyInstance } from "fastify";

/** The inventory module's routes (registered by app.ts). */
export async function inventoryRoutes(_app: FastifyInstance) {}
