import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type Db, openPglite, openPostgres } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";
import { DEMO_ADMIN, seedDemo } from "./db/seed.ts";
import { keyFromFile } from "./lib/secret-box.ts";
import { pruneExpired } from "./modules/auth/prune.repository.ts";
import { resealPaymentSecrets } from "./modules/sales/payment-secret.service.ts";

/** Starts the product: open the database, migrate, seed the demo enterprise if empty, serve. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  config.webDist ??= fileURLToPath(new URL("../../web/dist", import.meta.url));
  // Without SECRETS_KEY the key lives beside the data: $DATA_DIR/secrets.key, made at the first start.
  const keyFile = config.secretsKey ? undefined : await keyFromFile(config.dataDir);
  config.secretsKey ??= keyFile?.key;
  let db: Db;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    db = await openPglite(path.join(config.dataDir, "pglite"));
  }
  const applied = await migrate(db);
  const app = await buildApp({
    config,
    db,
    trustProxy: process.env.TRUST_PROXY === "on",
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY
        ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
        : {}),
    },
  });
  if (applied.length) app.log.info(`applied migrations: ${applied.join(", ")}`);
  if (keyFile?.created)
    app.log.info(`created ${keyFile.file} (the key of stored secrets: back it up with the data)`);
  if (keyFile && config.databaseUrl) {
    app.log.warn(
      `SECRETS_KEY is unset: stored secrets use the key in ${keyFile.file}. Several instances on one database must share one key: set SECRETS_KEY (openssl rand -base64 32) to that file's content on every instance.`,
    );
  }
  await resealPaymentSecrets(db, app.secrets, app.log);
  if (!config.sliderCaptcha)
    app.log.warn("SLIDER_CAPTCHA=off: SMS codes are sent WITHOUT the slider check. Never in production.");
  if (config.demoSeed && (await seedDemo(db, new Date(), { uploadDir: config.uploadDir })))
    app.log.info("seeded the demo enterprise 演示石材厂 / Demo Stone Works");

  const prune = () =>
    pruneExpired(db, new Date()).catch((err) => app.log.error({ err }, "pruning expired rows failed"));
  setInterval(prune, 3_600_000).unref();
  void prune();

  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const lines = [
    "",
    `  Stoneworks is listening on http://localhost:${port}  (${db.kind}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    config.demoSeed ? `  Demo super administrator: ${DEMO_ADMIN.phone} / ${DEMO_ADMIN.password}` : "",
    `  API documentation: http://localhost:${port}/api/docs`,
    "",
  ];
  process.stdout.write(`${lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join("\n")}\n`);
}

main().catch((err) => {
  console.error("Stoneworks failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
