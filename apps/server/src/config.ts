import os from "node:os";
import path from "node:path";
import { parseSecretsKey } from "./lib/secret-box.ts";

/** Environment of DESIGN §9; the names are fixed (tests, docs and deployments rely on them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  redisUrl: string | undefined;
  /** MQTT broker for machine reports (DESIGN §11); unset: reports come over HTTP only. */
  mqttUrl: string | undefined;
  /**
   * The topics' first level and the shared-subscription group (MQTT_TOPIC_ROOT, default stoneworks):
   * `<root>/device/<code>/report`. Only to keep deployments (or test runs) on one broker apart.
   */
  mqttTopicRoot: string;
  /**
   * The server's MQTT client id (MQTT_CLIENT_ID, default `stoneworks-<host name>-<PORT>`): fixed per
   * server instance, so its persistent session (clean: false) and the reports the broker queued for it
   * while it was away survive a restart.
   */
  mqttClientId: string;
  /** Largest MQTT report payload read (MQTT_MAX_PAYLOAD_BYTES, default 1 MiB); larger: refused unparsed. */
  mqttMaxPayloadBytes: number;
  /** Reports a machine may send per minute, HTTP and MQTT together (DEVICE_REPORTS_PER_MINUTE, default 600). */
  deviceReportsPerMinute: number;
  /**
   * Broker credentials the product writes (DESIGN §12 "Machine identity", docs/configuration.md "MQTT
   * broker"): Mosquitto's password file and ACL file, rewritten whenever a machine is linked, re-linked,
   * unlinked or deleted; then the broker is told to reload (SIGHUP to the pid in the pid file, or the
   * reload command). Unset password file: the unsecured dev mode (any broker client may report as any machine).
   */
  mqttBroker: {
    passwordFile: string | undefined;
    aclFile: string | undefined;
    pidFile: string | undefined;
    reloadCommand: string | undefined;
  };
  smsProvider: "log" | "http";
  smsHttpUrl: string | undefined;
  sliderCaptcha: boolean;
  accessTokenTtl: number;
  sessionTtl: number;
  sessionTtlRemember: number;
  demoSeed: boolean;
  webDist: string | undefined;
  logLevel: string;
  /**
   * AES-256-GCM key for secrets at rest (SECRETS_KEY). Unset: server.ts fills it from
   * `$DATA_DIR/secrets.key` before buildApp, which refuses to start without one.
   */
  secretsKey: Buffer | undefined;
  /** The key before a rotation (SECRETS_KEY_PREVIOUS): still opens, and rows are re-sealed at start. */
  secretsKeyPrevious: Buffer | undefined;
  /** Where backups are written (BACKUP_DIR, default $DATA_DIR/backups). */
  backupDir: string;
  /** The daily backup's time of day, "HH:MM" in the server's time zone (BACKUP_TIME, default 02:30); null: off. */
  backupTime: string | null;
  /** How many backup files BACKUP_DIR keeps (BACKUP_KEEP, default 7): older ones are deleted after a new one. */
  backupKeep: number;
  /**
   * Uploads (docs/configuration.md): bytes one enterprise may store (UPLOAD_QUOTA_BYTES, 2 GiB), and
   * what one member may upload per minute (UPLOAD_RATE_COUNT files, UPLOAD_RATE_BYTES bytes).
   */
  uploadQuotaBytes: number;
  uploadRateCount: number;
  uploadRateBytes: number;
}

function timeOfDay(env: NodeJS.ProcessEnv, name: string, fallback: string): string | null {
  const raw = (env[name] ?? "").trim().toLowerCase();
  if (raw === "") return fallback;
  if (raw === "off") return null;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!m) throw new Error(`${name} must be a time of day HH:MM (24 h) or off, got "${env[name]}"`);
  return `${m[1]!.padStart(2, "0")}:${m[2]}`;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, unit = "seconds"): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number of ${unit}, got "${raw}"`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["on", "true", "1", "yes"].includes(raw)) return true;
  if (["off", "false", "0", "no"].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

function brokerFiles(env: NodeJS.ProcessEnv): Config["mqttBroker"] {
  const passwordFile = env.MQTT_BROKER_PASSWORD_FILE || undefined;
  const aclFile = env.MQTT_BROKER_ACL_FILE || undefined;
  if (!passwordFile !== !aclFile)
    throw new Error("MQTT_BROKER_PASSWORD_FILE and MQTT_BROKER_ACL_FILE are set together or not at all");
  if (passwordFile) {
    const url = env.MQTT_URL ? new URL(env.MQTT_URL) : undefined;
    if (!url?.username || !url.password)
      throw new Error(
        "MQTT_BROKER_PASSWORD_FILE needs MQTT_URL with the server's user and password (mqtt://user:pass@host)",
      );
  }
  return {
    passwordFile: passwordFile && path.resolve(passwordFile),
    aclFile: aclFile && path.resolve(aclFile),
    pidFile: env.MQTT_BROKER_PID_FILE || undefined,
    reloadCommand: env.MQTT_BROKER_RELOAD_COMMAND || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const smsProvider = (env.SMS_PROVIDER || "log") as Config["smsProvider"];
  if (smsProvider !== "log" && smsProvider !== "http") {
    throw new Error(`SMS_PROVIDER must be log or http, got "${smsProvider}"`);
  }
  if (smsProvider === "http" && !env.SMS_HTTP_URL) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL");
  return {
    port: env.PORT === undefined || env.PORT === "" ? 3000 : Number(env.PORT),
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, "uploads")),
    redisUrl: env.REDIS_URL || undefined,
    mqttUrl: env.MQTT_URL || undefined,
    mqttTopicRoot: env.MQTT_TOPIC_ROOT || "stoneworks",
    // PORT=0 (a free port each start) names no fixed instance: the process id keeps servers apart.
    mqttClientId:
      env.MQTT_CLIENT_ID ||
      `stoneworks-${os.hostname()}-${env.PORT === "0" ? `pid${process.pid}` : env.PORT || 3000}`,
    mqttMaxPayloadBytes: int(env, "MQTT_MAX_PAYLOAD_BYTES", 1024 * 1024, "bytes"),
    deviceReportsPerMinute: int(env, "DEVICE_REPORTS_PER_MINUTE", 600, "reports"),
    mqttBroker: brokerFiles(env),
    smsProvider,
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    sliderCaptcha: flag(env, "SLIDER_CAPTCHA", true),
    accessTokenTtl: int(env, "ACCESS_TOKEN_TTL", 7200),
    sessionTtl: int(env, "SESSION_TTL", 43200),
    sessionTtlRemember: int(env, "SESSION_TTL_REMEMBER", 259200),
    demoSeed: flag(env, "DEMO_SEED", false),
    webDist: env.WEB_DIST || undefined,
    logLevel: env.LOG_LEVEL || "info",
    secretsKey: parseSecretsKey("SECRETS_KEY", env.SECRETS_KEY),
    secretsKeyPrevious: parseSecretsKey("SECRETS_KEY_PREVIOUS", env.SECRETS_KEY_PREVIOUS),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, "backups")),
    backupTime: timeOfDay(env, "BACKUP_TIME", "02:30"),
    backupKeep: int(env, "BACKUP_KEEP", 7, "backups"),
    uploadQuotaBytes: int(env, "UPLOAD_QUOTA_BYTES", 2 * 1024 ** 3, "bytes"),
    uploadRateCount: int(env, "UPLOAD_RATE_COUNT", 20, "files"),
    uploadRateBytes: int(env, "UPLOAD_RATE_BYTES", 100 * 1024 ** 2, "bytes"),
  };
}
