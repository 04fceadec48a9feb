/**
 * The order a scan box keeps (docs/api-floor.md "One scan input"): a scan is taken and the field
 * cleared at Enter, even while the previous scan is still being answered; scans then run one after
 * another in the order they were made, none dropped, none glued to the one before. An empty scan
 * (Enter on an empty field, or only spaces) is no scan at all.
 */
export interface ScanQueue {
  /** Queues a scan; false (and nothing queued) when it is empty after trimming. */
  push(raw: string): boolean;
  /** Scans waiting or running. */
  size(): number;
  /** Resolves when every queued scan has been answered. */
  idle(): Promise<void>;
}

export function createScanQueue(
  run: (code: string) => Promise<void>,
  /** Awaited between two scans: the screen lets its state settle (a React render) before the next. */
  between: () => Promise<void> = () => Promise.resolve(),
): ScanQueue {
  const waiting: string[] = [];
  let running = false;
  let idleWaiters: (() => void)[] = [];

  const drain = async () => {
    running = true;
    try {
      let first = true;
      while (waiting.length > 0) {
        if (!first) await between();
        first = false;
        const code = waiting.shift()!;
        try {
          await run(code);
        } catch {
          // run answers its own failures; one bad scan never stops the ones after it
        }
      }
    } finally {
      running = false;
      const w = idleWaiters;
      idleWaiters = [];
      for (const f of w) f();
    }
  };

  return {
    push(raw) {
      const code = raw.trim();
      if (!code) return false;
      waiting.push(code);
      if (!running) void drain();
      return true;
    },
    size: () => waiting.length + (running ? 1 : 0),
    idle: () =>
      running || waiting.length > 0 ? new Promise<void>((r) => idleWaiters.push(r)) : Promise.resolve(),
  };
}
