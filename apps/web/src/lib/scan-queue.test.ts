import { describe, expect, it } from "vitest";
import { createScanQueue } from "./scan-queue.ts";

/** A handler whose answers the test releases one by one, as a slow server would. */
function slowHandler() {
  const started: string[] = [];
  const finished: string[] = [];
  const release: (() => void)[] = [];
  const run = (code: string) =>
    new Promise<void>((resolve) => {
      started.push(code);
      release.push(() => {
        finished.push(code);
        resolve();
      });
    });
  const next = async () => {
    await expect.poll(() => release.length).toBeGreaterThan(0);
    release.shift()!();
  };
  return { run, started, finished, next };
}

describe("scan queue", () => {
  it("answers scans made while the last is running, one after another, in order, none glued or lost", async () => {
    const h = slowHandler();
    const q = createScanQueue(h.run);
    expect(q.push("6930000000028")).toBe(true);
    expect(q.push("6930000000032")).toBe(true);
    expect(q.push("RK0006")).toBe(true);
    // Only the first runs until it is answered.
    expect(h.started).toEqual(["6930000000028"]);
    expect(q.size()).toBe(3);
    await h.next();
    await h.next();
    await h.next();
    await q.idle();
    expect(h.finished).toEqual(["6930000000028", "6930000000032", "RK0006"]);
    expect(q.size()).toBe(0);
  });

  it("takes an empty Enter as no scan and trims what the scanner sent", async () => {
    const seen: string[] = [];
    const q = createScanQueue(async (c) => {
      seen.push(c);
    });
    expect(q.push("")).toBe(false);
    expect(q.push("   ")).toBe(false);
    expect(q.push("  RK0003\t")).toBe(true);
    await q.idle();
    expect(seen).toEqual(["RK0003"]);
  });

  it("goes on after a scan whose handler failed", async () => {
    const seen: string[] = [];
    const q = createScanQueue(async (c) => {
      seen.push(c);
      if (c === "BAD") throw new Error("refused");
    });
    q.push("BAD");
    q.push("RK0003");
    await q.idle();
    expect(seen).toEqual(["BAD", "RK0003"]);
  });

  it("lets the screen settle between two scans (the next sees what the last one left)", async () => {
    const order: string[] = [];
    const q = createScanQueue(
      async (c) => {
        order.push(c);
      },
      async () => {
        order.push("render");
      },
    );
    q.push("A");
    q.push("B");
    q.push("C");
    await q.idle();
    expect(order).toEqual(["A", "render", "B", "render", "C"]);
  });
});
