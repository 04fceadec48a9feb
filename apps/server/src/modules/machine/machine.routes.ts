import type { FastifyInstance } from "fastify";
import { cuttingDataRoutes } from "./cutting-data.routes.ts";
import { type DeviceMqtt, startDeviceMqtt } from "./device-mqtt.ts";
import { deviceReportRoutes } from "./device-report.routes.ts";

/** Machine data (docs/api-machine.md): device reports in (HTTP, MQTT), cutting data out (2900-2902). */
export async function machineRoutes(app: FastifyInstance) {
  await app.register(deviceReportRoutes);
  await app.register(cuttingDataRoutes);
  // Device reports over MQTT when MQTT_URL is set: subscribed once the app is ready, ended with it.
  let mqtt: DeviceMqtt | undefined;
  app.addHook("onReady", async () => {
    if (app.config.mqttUrl) mqtt = startDeviceMqtt(app, app.config.mqttUrl, app.config.mqttTopicRoot);
  });
  app.addHook("onClose", async () => {
    await mqtt?.close();
  });
}
