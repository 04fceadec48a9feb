import os from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "./errors.ts";

/**
 * Heavy parsing (spreadsheet imports) off the request thread: a small pool of worker threads, each
 * running exported functions of server modules by URL (worker-boot.mjs). While a worker reads a
 * 200 000-row file, the event loop keeps answering every other enterprise's requests. Two workers at
 * most (the machine's other cores serve requests and the database); more tasks wait their turn in
 * the worker they are given. A worker that dies (out of its memory limit) fails its tasks with the
 * caller's refusal and is replaced on the next task.
 */

const BOOT = new URL("./worker-boot.mjs", import.meta.url);
const SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Heap of one worker: a file within the imports' limits needs far less; a hostile one stops here. */
const HEAP_MB = 512;

interface Task {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  crashed: () => Error;
}

interface Slot {
  worker: Worker;
  tasks: Map<number, Task>;
}

type Answer = {
  id: number;
  value?: unknown;
  error?: { app?: { code: number; options: object }; message?: string };
};

const slots: Slot[] = [];
let nextId = 1;

function startSlot(): Slot {
  const worker = new Worker(BOOT, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  const slot: Slot = { worker, tasks: new Map() };
  worker.unref();
  worker.on("message", (m: Answer) => {
    const task = slot.tasks.get(m.id);
    if (!task) return;
    slot.tasks.delete(m.id);
    if (slot.tasks.size === 0) worker.unref();
    if (!m.error) task.resolve(m.value);
    else if (m.error.app)
      task.reject(new AppError(m.error.app.code as AppError["code"], m.error.app.options));
    else task.reject(new Error(`worker task failed: ${m.error.message}`));
  });
  const fail = () => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    for (const task of slot.tasks.values()) task.reject(task.crashed());
    slot.tasks.clear();
  };
  worker.on("error", fail);
  worker.on("exit", fail);
  return slot;
}

/** The least busy worker, a new one while the pool is not full. */
function pickSlot(): Slot {
  const idle = slots.find((s) => s.tasks.size === 0);
  if (idle) return idle;
  if (slots.length < SIZE) {
    const slot = startSlot();
    slots.push(slot);
    return slot;
  }
  return slots.reduce((a, b) => (b.tasks.size < a.tasks.size ? b : a));
}

/**
 * Runs `fn(...args)` of the module at `module` (a file URL) in a worker thread and answers its value.
 * Arguments and value cross by structured clone (Buffers arrive as Buffers); an AppError thrown there
 * is thrown here; `crashed` is the error when the worker dies on the task (e.g. its memory limit).
 */
export function runInWorker<T>(module: URL, fn: string, args: unknown[], crashed: () => Error): Promise<T> {
  const slot = pickSlot();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.tasks.set(id, { resolve: resolve as (v: unknown) => void, reject, crashed });
    // Held while it works, so a script awaiting only this task does not end under it.
    slot.worker.ref();
    slot.worker.postMessage({ id, module: module.href, fn, args });
  });
}

/** Tasks given to the workers and not yet answered (what the import tests watch). */
export const tasksInFlight = () => slots.reduce((n, s) => n + s.tasks.size, 0);

/** Ends the workers (tests and a server's close); the next task starts new ones. */
export async function stopWorkers(): Promise<void> {
  const all = slots.splice(0);
  await Promise.all(all.map((s) => s.worker.terminate()));
}
