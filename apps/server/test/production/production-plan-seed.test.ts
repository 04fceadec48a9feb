import type { PlanCandidatePage, PlanDetail, PlanPage, PlanSuggestion } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo enterprise shows production plans in every state and leaves slabs to plan. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  token = (await t.call<{ token: string }>("userAuth/login", { ...DEMO_ADMIN, remember: false })).data.token;
});
afterAll(() => t.close());

describe("demo production plans", () => {
  it("has one plan in every state, each consistent with its slabs", async () => {
    const page = await t.call<PlanPage>("productionPlan/list", {}, { token });
    expect(page.data.counts).toEqual({ all: 4, draft: 1, issued: 1, closed: 1, cancelled: 1 });
    for (const p of page.data.list) {
      const d = await t.call<PlanDetail>("productionPlan/detail", { planId: p.planId }, { token });
      const statuses = d.data.tables.flatMap((tb) => tb.slabs.map((s) => s.status));
      expect(statuses.length, p.planNo).toBeGreaterThan(0);
      if (p.status === "closed") expect(new Set(statuses), p.planNo).toEqual(new Set(["done"]));
      else expect(new Set(statuses), p.planNo).toEqual(new Set(["toPick"]));
      expect(d.data.enterpriseName).toBe("演示石材厂");
    }
    const audit = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'productionPlan'",
    );
    expect(audit.rows[0]!.n).toBe(4 + 2 + 1 + 1);
  });

  it("leaves planned slabs in no plan for a user to build a plan from, and suggests their tables", async () => {
    const c = await t.call<PlanCandidatePage>("productionPlan/candidates", { pageSize: 200 }, { token });
    expect(c.data.total).toBeGreaterThanOrEqual(3);
    const s = await t.call<PlanSuggestion>(
      "productionPlan/suggest",
      { slabIds: c.data.list.map((x) => x.slabId) },
      { token },
    );
    expect(s.data.rows.length + s.data.unfit.length).toBe(c.data.total);
    expect(s.data.rows.length).toBeGreaterThan(0);
  });
});
