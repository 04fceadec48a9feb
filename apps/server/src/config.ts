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
  /**
   * Uploads (docs/configuration.md): bytes one enterprise may store (UPLOAD_QUOTA_BYTES, 2 GiB), and
   * what one member may upload per minute (UPLOAD_RATE_COUNT files, UPLOAD_RATE_BYTES bytes).
   */
  uploadQuotaBytes: number;
  uploadRateCount: number;
  uploadRateBytes: number;
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
    uploadQuotaBytes: int(env, "UPLOAD_QUOTA_BYTES", 2 * 1024 ** 3, "bytes"),
    uploadRateCount: int(env, "UPLOAD_RATE_COUNT", 20, "files"),
    uploadRateBytes: int(env, "UPLOAD_RATE_BYTES", 100 * 1024 ** 2, "bytes"),
  };
}
