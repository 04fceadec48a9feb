/**
 * Worker thread entry. With `workerData.instance` it solves once and posts `{ ok, solution }`; without it,
 * it serves jobs `{ id, instance, options }` posted to it, answering `{ id, ok, solution | error }` (used
 * by the benchmark pool).
 */
import { parentPort, workerData } from "node:worker_threads";
import { solve } from "./solve.ts";
import type { Instance, SolveOptions } from "./types.ts";

interface Job {
  id?: number;
  instance: Instance;
  options: SolveOptions;
}

function run(job: Job) {
  try {
    return { id: job.id, ok: true, solution: solve(job.instance, job.options) };
  } catch (e) {
    return { id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

const port = parentPort;
if (port) {
  const data = workerData as Job | undefined;
  if (data?.instance) port.postMessage(run(data));
  else port.on("message", (job: Job) => port.postMessage(run(job)));
}
