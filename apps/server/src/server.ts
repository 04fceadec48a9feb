import { DEMO_ADMIN } from "./db/seed.ts";
import { startServer } from "./start.ts";

/** Starts the product: open the database, migrate, seed the demo enterprise if empty, serve. */
async function main() {
  const { app, db, config, port, readyMs } = await startServer();

  // A promise nobody awaited that fails (background work during a database outage) is logged; Node's
  // default would end the process, and with it every operator's work (issue 25).
  process.on("unhandledRejection", (err) => app.log.error({ err }, "unhandled rejection"));

  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));

  const lines = [
    "",
    `  Stoneworks is listening on http://localhost:${port}  (${db.kind}, ready in ${(readyMs / 1000).toFixed(1)} s)`,
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
