import type { FastifyInstance } from "fastify";
import { LayoutRunner, layoutRunners } from "../modules/layout/layout-runner.ts";

/**
 * The cloud-layout runner (modules/layout/layout-runner.ts): solves the queued runs of this app's
 * database in the background. Registered by its database in `layoutRunners`, where the layout
 * service finds it to queue a run; stopped when the app closes.
 */
export async function startLayoutWorker(app: FastifyInstance): Promise<void> {
  const runner = new LayoutRunner(app.db, app.clock, app.log, app.jobs);
  layoutRunners.set(app.db, runner);
  await runner.start();
  app.addHook("onClose", async () => {
    await runner.close();
  });
}
