import { execFile } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { Ctx } from "../../lib/context.ts";
import { brokerUsers } from "./device-report.repository.ts";

/**
 * What the MQTT broker needs to know who a machine is (DESIGN §12 "Machine identity",
 * docs/architecture.md "Machines on MQTT", docs/configuration.md "MQTT broker"): Mosquitto's password
 * file (one `user:$7$…` line per linked machine, username = its id, and the server's own user) and its
 * ACL file (each machine writes only `<root>/device/<its id>/report` and reads only `…/<its id>/ack`;
 * the server reads every report and writes every ack). Both are written whole from the database after
 * every link, re-link, unlink or delete (and at start), each through a temporary file and a rename so
 * the broker never reads half a file; then the broker is told to reload.
 */

/** Mosquitto 2's defaults for `$7$` hashes (mosquitto_passwd): PBKDF2-SHA512, 101 rounds, 12-byte salt. */
const ITERATIONS = 101;
const SALT_BYTES = 12;

/** The password's hash in mosquitto_passwd's `$7$<iterations>$<salt b64>$<hash b64>` form. */
export function mosquittoHash(password: string, salt = randomBytes(SALT_BYTES), iterations = ITERATIONS) {
  const hash = pbkdf2Sync(password, salt, iterations, 64, "sha512");
  return `$7$${iterations}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** The server's own broker user, from MQTT_URL's user and password. */
function serverUser(mqttUrl: string) {
  const url = new URL(mqttUrl);
  return { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}

/** Hashing is deliberately slow-ish: the server's own line is made once per process. */
const serverLines = new Map<string, string>();

function passwordFile(
  server: { username: string; password: string },
  users: { id: string; broker_password_hash: string }[],
) {
  const key = `${server.username}\u0000${server.password}`;
  let own = serverLines.get(key);
  if (!own) {
    own = `${server.username}:${mosquittoHash(server.password)}`;
    serverLines.set(key, own);
  }
  return `${[own, ...users.map((u) => `${u.id}:${u.broker_password_hash}`)].join("\n")}\n`;
}

function aclFile(root: string, serverName: string, deviceIds: string[]) {
  const lines = [
    '# Written by Stoneworks (docs/configuration.md "MQTT broker"); rewritten whenever a machine is linked.',
    `user ${serverName}`,
    `topic read ${root}/device/+/report`,
    `topic write ${root}/device/+/ack`,
  ];
  for (const id of deviceIds)
    lines.push(
      "",
      `user ${id}`,
      `topic write ${root}/device/${id}/report`,
      `topic read ${root}/device/${id}/ack`,
    );
  return `${lines.join("\n")}\n`;
}

async function writeWhole(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text, { mode: 0o640 });
  await rename(tmp, file);
}

function reload(cfg: FastifyInstance["config"]["mqttBroker"]): Promise<void> {
  if (cfg.pidFile) {
    return readFile(cfg.pidFile, "utf8").then((raw) => {
      process.kill(Number(raw.trim()), "SIGHUP");
    });
  }
  const command = cfg.reloadCommand;
  if (!command) return Promise.resolve();
  return new Promise((resolve, reject) =>
    execFile("/bin/sh", ["-c", command], { timeout: 10_000 }, (err) => (err ? reject(err) : resolve())),
  );
}

/** One rewrite at a time per process; a change while one runs is picked up by the next. */
const running = new WeakMap<object, Promise<void>>();

/**
 * Rewrites the broker's files from the database and has it reload. Nothing to do in the dev mode
 * (no password file set). A failure is logged, not thrown: the change itself is committed, and the
 * next change (or restart) writes the files again.
 */
/** What a rewrite needs: a request's or worker's context, or the app itself at start. */
export type BrokerSync = Pick<Ctx, "config" | "db" | "log">;

export function syncBroker(app: BrokerSync): Promise<void> {
  const cfg = app.config.mqttBroker;
  const { passwordFile: pwFile, aclFile: acl } = cfg;
  if (!pwFile || !acl || !app.config.mqttUrl) return Promise.resolve();
  const server = serverUser(app.config.mqttUrl);
  const prev = running.get(app.config) ?? Promise.resolve();
  const next = prev.then(async () => {
    try {
      const users = await brokerUsers(app.db);
      await writeWhole(pwFile, passwordFile(server, users));
      await writeWhole(
        acl,
        aclFile(
          app.config.mqttTopicRoot,
          server.username,
          users.map((u) => u.id),
        ),
      );
      await reload(cfg);
    } catch (err) {
      app.log.error({ err }, "writing the MQTT broker's password and ACL files failed");
    }
  });
  running.set(app.config, next);
  return next;
}
