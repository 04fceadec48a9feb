import type { FastifyInstance } from "fastify";
import { cuttingDataRoutes } from "./cutting-data.routes.ts";

/**
 * Machine data (docs/api-machine.md): cutting data out (2900-2902). Device reports come in over HTTP
 * (`/api/device/report`, registered with the factory area's device routes, which own `/api/device/*`)
 * and MQTT (workers/device-mqtt.worker.ts); the cutting-data exports run in workers/cutting-export.worker.ts.
 */
export async function machineRoutes(app: FastifyInstance) {
  await app.register(cuttingDataRoutes);
}
