import { Worker } from "node:worker_threads";
import type { Instance, Solution, SolveOptions } from "./types.ts";

/**
 * URL of the worker entry next to this module. From .ts sources (tsx, vitest) the worker starts with
 * worker-boot.mjs, which registers tsx's loader inside the worker and then imports worker-entry.ts
 * (`execArgv: ["--import", "tsx"]` does not apply the hooks to a worker's .ts entry on Node 20).
 * A compiled build uses worker-entry.js directly.
 */
export function workerEntry(): { url: URL; execArgv: string[] } {
  const ts = import.meta.url.endsWith(".ts");
  const url = new URL(ts ? "./worker-boot.mjs" : "./worker-entry.js", import.meta.url);
  return { url, execArgv: [] };
}

/**
 * Run `solve` in a node:worker_threads Worker so the calling thread (e.g. an API server) stays responsive.
 * Rejects if the solver throws or the worker dies.
 */
export function solveInWorker(instance: Instance, options: SolveOptions = {}): Promise<Solution> {
  const { url, execArgv } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { execArgv, workerData: { instance, options } });
    let settled = false;
    worker.once("message", (msg: { ok: boolean; solution?: Solution; error?: string }) => {
      settled = true;
      if (msg.ok && msg.solution) resolve(msg.solution);
      else reject(new Error(msg.error ?? "worker failed"));
      void worker.terminate();
    });
    worker.once("error", (err) => {
      if (!settled) reject(err);
      settled = true;
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`cutting worker exited with code ${code}`));
      settled = true;
    });
  });
}
