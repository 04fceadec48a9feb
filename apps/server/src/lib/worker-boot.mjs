// The entry of an import worker (lib/worker-pool.ts). Plain JavaScript because it has to teach the
// thread TypeScript first (tsx): the server runs from source, and vitest's own loader does not reach
// worker threads. Then it runs one exported function per message and answers its value or error.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const modules = new Map();

/** Buffers arrive as plain Uint8Arrays (structured clone): the functions expect Buffers. */
const asBuffer = (v) =>
  v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;

/** An AppError crosses as its code and options (it is rebuilt on the other side); anything else as text. */
function describe(err) {
  if (err && typeof err.code === "number" && err.options && err.constructor?.name === "AppError")
    return { app: { code: err.code, options: err.options } };
  return { message: String(err?.stack ?? err) };
}

parentPort.on("message", async ({ id, module, fn, args }) => {
  try {
    if (!modules.has(module)) modules.set(module, import(module));
    const value = await (await modules.get(module))[fn](...args.map(asBuffer));
    parentPort.postMessage({ id, value });
  } catch (err) {
    parentPort.postMessage({ id, error: describe(err) });
  }
});
