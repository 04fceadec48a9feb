import { beforeAll, describe, expect, it } from "vitest";
import { auditOf, createCraft, factoryContext } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

describe("process flow and unit prices", () => {
  beforeAll(async () => {
    await createCraft(ctx, { priority: 5, name: "抛光", unitPrice: "35" });
    await createCraft(ctx, { priority: 1, name: "磨边", unitPrice: "8.5" });
    await createCraft(ctx, { priority: 3, name: "开槽", unitPrice: "0.07" });
  });

  it("saves a process flow per project type with its own prices; a stale save is refused", async () => {
    const crafts = (await call<{ craftId: string; name: string }[]>("craft/options", {})).data;
    const empty = await call<{ version: number; steps: unknown[] }>("processFlow/get", {
      projectType: "engineering",
    });
    expect(empty.data).toMatchObject({ version: 0, steps: [] });
    const steps = [
      { craftId: crafts[2]!.craftId, unitPrice: "30" },
      { craftId: crafts[0]!.craftId, unitPrice: "9.9" },
    ];
    const saved = await call<{ version: number }>("processFlow/save", {
      projectType: "engineering",
      version: 0,
      steps,
    });
    expect(saved.data.version).toBe(1);
    const again = await call("processFlow/save", { projectType: "engineering", version: 0, steps });
    expect(again.code).toBe(1012);
    const got = await call<{ steps: { name: string; unitPrice: string }[] }>("processFlow/get", {
      projectType: "engineering",
    });
    expect(got.data.steps.map((s) => [s.name, s.unitPrice])).toEqual([
      [crafts[2]!.name, "30.00"],
      [crafts[0]!.name, "9.90"],
    ]);
    const dup = await call("processFlow/save", {
      projectType: "engineering",
      version: 1,
      steps: [steps[0], steps[0]],
    });
    expect(dup.code).toBe(1001);
    expect(
      (await call<{ steps: unknown[] }>("processFlow/get", { projectType: "fineWork" })).data.steps,
    ).toEqual([]);
  });
});

describe("reinforcement", () => {
  it("is on by default, saved with the flow, and left as it is when a save leaves it out", async () => {
    const get = async () =>
      (
        await call<{ version: number; reinforcement: boolean }>("processFlow/get", {
          projectType: "fineWork",
        })
      ).data;
    expect((await get()).reinforcement).toBe(true);
    const off = await call("processFlow/save", {
      projectType: "fineWork",
      version: (await get()).version,
      reinforcement: false,
      steps: [],
    });
    expect(off.code).toBe(1);
    expect((await get()).reinforcement).toBe(false);
    await call("processFlow/save", { projectType: "fineWork", version: (await get()).version, steps: [] });
    expect((await get()).reinforcement).toBe(false);
  });
});

describe("audit log", () => {
  it("records the changes of processFlow", async () => {
    expect((await auditOf(ctx, "processFlow")).total).toBeGreaterThan(0);
  });
});
