import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Db, openPglite, openPostgres } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemo } from "./db/seed.ts";
import { keyFromFile } from "./lib/secret-box.ts";
import { pruneExpired } from "./modules/auth/prune.repository.ts";
import { removeServerFile, writeServerFile } from "./modules/enterprise/backup-server-file.ts";
import { pruneExports } from "./modules/machine/cutting-export.service.ts";
import { resealPaymentSecrets } from "./modules/sales/payment-secret.service.ts";

export interface Started {
  app: FastifyInstance;
  db: Db;
  config: Config;
  port: number;
  /** Milliseconds from the call to listening. */
  readyMs: number;
}

/**
 * The product's start-up, shared by the server entry (server.ts) and the crash harness's worker
 * (test/crash): open the database (PGlite in $DATA_DIR/pglite, or DATABASE_URL), migrate, build the
 * app, seed the demo enterprise if asked and empty, start pruning, listen. `wrapDb` lets the harness
 * watch the handle (it reports transactions as they open and close).
 */
export async function startServer(
  config: Config = loadConfig(),
  opts: { wrapDb?: (db: Db) => Db } = {},
): Promise<Started> {
  const started = Date.now();
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
  if (opts.wrapDb) db = opts.wrapDb(db);
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
    Promise.all([pruneExpired(db, new Date()), pruneExports(app)]).catch((err) =>
      app.log.error({ err }, "pruning expired rows failed"),
    );
  setInterval(prune, 3_600_000).unref();
  void prune();

  let serverFileToken: string | undefined;
  app.addHook("onClose", async () => {
    if (serverFileToken) await removeServerFile(config.dataDir, serverFileToken);
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // The data directory is this process's: `npm run backup` asks it, `npm run restore` keeps off.
  if (!config.databaseUrl)
    serverFileToken = await writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
  return { app, db, config, port, readyMs: Date.now() - started };
}
