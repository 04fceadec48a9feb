import type { FastifyInstance } from "fastify";
import { syncBroker } from "./broker-auth.ts";
import { cuttingDataRoutes } from "./cutting-data.routes.ts";
import { type DeviceMqtt, startDeviceMqtt } from "./device-mqtt.ts";
import { deviceReportRoutes } from "./device-report.routes.ts";

/** Machine data (docs/api-machine.md): device reports in (HTTP, MQTT), cutting data out (2900-2902). */
export async function machineRoutes(app: FastifyInstance) {
  await app.register(deviceReportRoutes);
  await app.register(cuttingDataRoutes);
  // Device reports over MQTT when MQTT_URL is set: the broker's files written, then subscribed once
  // the app is ready; ended with it.
  let mqtt: DeviceMqtt | undefined;
  app.addHook("onReady", async () => {
    if (!app.config.mqttUrl) return;
    if (app.config.mqttBroker.passwordFile) await syncBroker(app);
    else
      app.log.warn(
        "MQTT in the unsecured dev mode (MQTT_BROKER_PASSWORD_FILE unset): any client of the broker can report as any machine; never in production",
      );
    mqtt = startDeviceMqtt(app);
  });
  app.addHook("onClose", async () => {
    await mqtt?.close();
  });
}
