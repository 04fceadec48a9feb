import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import mqtt, { type MqttClient } from "mqtt";
import { vi } from "vitest";

/**
 * A Mosquitto of the test's own (docs/configuration.md "MQTT broker"): on a free loopback port,
 * `allow_anonymous false`, with the password and ACL files the product writes (empty until the
 * server's first write) and the broker settings the product needs. Its pid is in `pidFile`, for the
 * server's MQTT_BROKER_PID_FILE (SIGHUP reloads the files).
 */
export interface TestBroker {
  port: number;
  dir: string;
  passwordFile: string;
  aclFile: string;
  pidFile: string;
  /** The server's env: its broker user, the files and the pid file. */
  serverEnv(root: string): Record<string, string>;
  stop(): Promise<void>;
}

export const SERVER_USER = "stoneworks-server";
export const SERVER_PASSWORD = "server-secret-for-tests";

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/** `secure: false`: the unsecured dev mode (anonymous clients, no files), as a local broker on 1883. */
export async function startMosquitto({ secure = true } = {}): Promise<TestBroker> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sw-mosquitto-"));
  const port = await freePort();
  const passwordFile = path.join(dir, "passwd");
  const aclFile = path.join(dir, "acl");
  const pidFile = path.join(dir, "mosquitto.pid");
  writeFileSync(passwordFile, "", { mode: 0o640 });
  writeFileSync(aclFile, "", { mode: 0o640 });
  const conf = path.join(dir, "mosquitto.conf");
  writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      ...(secure
        ? ["allow_anonymous false", `password_file ${passwordFile}`, `acl_file ${aclFile}`]
        : ["allow_anonymous true"]),
      // Started as root, Mosquitto would switch to user "mosquitto", who cannot read this directory.
      `user ${os.userInfo().username}`,
      "persistence false",
      "max_queued_messages 100000",
      "max_inflight_messages 100",
      "max_packet_size 2097152",
      "log_dest stderr",
      "log_type error",
      "log_type warning",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn("/usr/sbin/mosquitto", ["-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr!.on("data", (d: Buffer) => {
    log += d.toString();
  });
  writeFileSync(pidFile, `${child.pid}\n`);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  await vi.waitFor(
    async () => {
      if (exited) throw new Error(`mosquitto did not start: ${log}`);
      if (!(await accepting(port))) throw new Error("mosquitto is not accepting yet");
    },
    { timeout: 50_000, interval: 50 },
  );
  return {
    port,
    dir,
    passwordFile,
    aclFile,
    pidFile,
    serverEnv: (root): Record<string, string> =>
      secure
        ? {
            MQTT_URL: `mqtt://${SERVER_USER}:${SERVER_PASSWORD}@127.0.0.1:${port}`,
            MQTT_TOPIC_ROOT: root,
            MQTT_CLIENT_ID: `sw-test-server-${process.pid}-${port}`,
            MQTT_BROKER_PASSWORD_FILE: passwordFile,
            MQTT_BROKER_ACL_FILE: aclFile,
            MQTT_BROKER_PID_FILE: pidFile,
          }
        : {
            MQTT_URL: `mqtt://127.0.0.1:${port}`,
            MQTT_TOPIC_ROOT: root,
            MQTT_CLIENT_ID: `sw-test-server-${process.pid}-${port}`,
          },
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Connects as `username`/`password`; resolves with the client, or with the broker's refusal. */
export async function connectAs(
  port: number,
  username?: string,
  password?: string,
): Promise<{ client?: MqttClient; refused?: string }> {
  const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  return new Promise((resolve) => {
    client.once("connect", () => resolve({ client }));
    client.on("error", (err) => {
      client.end(true);
      resolve({ refused: err.message });
    });
  });
}

export interface Ack {
  result: boolean;
  code: number;
  msg: string;
  data: { accepted: number; duplicates: number; rejected: unknown[]; retryAfter?: number } | null;
}

/**
 * A machine as docs/api-machine.md "Flow control" tells machine makers: connected as its id with its
 * key, subscribed to its own ack topic; `report` publishes (QoS 1) and resolves with the ack, which
 * comes in the order the reports went out.
 */
export async function machineClient(port: number, root: string, deviceId: string, key?: string) {
  const { client, refused } = await connectAs(port, deviceId, key);
  if (!client) throw new Error(`machine ${deviceId} refused by the broker: ${refused}`);
  const waiting: ((ack: Ack) => void)[] = [];
  client.on("message", (_topic, payload) => waiting.shift()?.(JSON.parse(payload.toString())));
  await client.subscribeAsync(`${root}/device/${deviceId}/ack`, { qos: 1 });
  return {
    client,
    report(payload: object | string): Promise<Ack> {
      const ack = new Promise<Ack>((resolve) => waiting.push(resolve));
      const body = typeof payload === "string" ? payload : JSON.stringify(payload);
      return client.publishAsync(`${root}/device/${deviceId}/report`, body, { qos: 1 }).then(() => ack);
    },
    end: () => client.endAsync(),
  };
}

/**
 * Waits until the server answers on MQTT (it subscribes once the app is ready and the broker lets it
 * in): publishes `{}` as `deviceId` on a connection of its own until an ack comes.
 */
export async function untilServerAnswers(port: number, root: string, deviceId: string, key?: string) {
  const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    username: deviceId,
    password: key,
    reconnectPeriod: 0,
  });
  let answered = false;
  c.on("message", () => {
    answered = true;
  });
  await c.subscribeAsync(`${root}/device/${deviceId}/ack`, { qos: 1 });
  await vi.waitFor(
    async () => {
      if (answered) return;
      await c.publishAsync(`${root}/device/${deviceId}/report`, "{}", { qos: 1 });
      throw new Error("the server has not answered yet");
    },
    { timeout: 50_000, interval: 100 },
  );
  await c.endAsync();
}
