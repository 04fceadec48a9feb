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
}

function timeOfDay(env: NodeJS.ProcessEnv, name: string, fallback: string): string | null {
  const raw = (env[name] ?? "").trim().toLowerCase();
  if (raw === "") return fallback;
  if (raw === "off") return null;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!m) throw new Error(`${name} must be a time of day HH:MM (24 h) or off, got "${env[name]}"`);
  return `${m[1]!.padStart(2, "0")}:${m[2]}`;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, unit = " of seconds"): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number${unit}, got "${raw}"`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["on", "true", "1", "yes"].includes(raw)) return true;
  if (["off", "false", "0", "no"].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
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
    backupKeep: int(env, "BACKUP_KEEP", 7, ""),
  };
}
