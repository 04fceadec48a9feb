import {
  type CuttingDataEmployeeResult,
  cuttingDataEmployeeResult,
  defaultPeriod,
  type StaffPerformanceMember,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/**
 * One definition per figure (issue #24 point 10): staff performance and cutting data's employee
 * detail give one answer for one person — metres, slabs, records and pay from one repository function,
 * over the same default period (this month), which both answers name.
 */

let t: TestApp;
let token: string;
let zhang: { memberId: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, t.clock.now())).toBe(true);
  const signIn = await t.call<{ token: string }>("userAuth/login", {
    phone: DEMO_ADMIN.phone,
    password: DEMO_ADMIN.password,
    remember: false,
  });
  token = signIn.data.token;
  const { rows } = await t.db.query<{ id: string; user_id: string }>(
    "SELECT m.id, m.user_id FROM members m JOIN orgs o ON o.id = m.org_id WHERE o.is_demo AND m.staff_no = '11'",
  );
  zhang = { memberId: rows[0]!.id, userId: rows[0]!.user_id };
});
afterAll(() => t.close());

const today = () => new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function both(period?: { from: string; to: string }) {
  const p = period ?? defaultPeriod(today());
  const perf = await t.call<StaffPerformanceMember>(
    "staffPerformance/member",
    { memberId: zhang.memberId, ...p, kind: "cutting", pageNum: 1, pageSize: 10 },
    { token },
  );
  expect(perf.code).toBe(1);
  const emp = await t.call<CuttingDataEmployeeResult>(
    "cuttingData/employee",
    {
      operatorId: zhang.userId,
      pageNum: 1,
      pageSize: 10,
      ...(period ? { dateFrom: p.from, dateTo: p.to } : {}),
    },
    { token },
  );
  expect(emp.code).toBe(1);
  cuttingDataEmployeeResult.parse(emp.data);
  return { perf: perf.data, emp: emp.data, p };
}

describe("one person's figures", () => {
  it("are the same on staff performance and the employee detail, over the same default period (this month)", async () => {
    const { perf, emp, p } = await both();
    expect(emp.period).toEqual(p);
    const m = perf.member;
    expect(m.cutLengthMm).toBeGreaterThan(0);
    expect(emp.figures).toEqual({
      cutLengthMm: m.cutLengthMm,
      areaCutMm2: m.areaCutMm2,
      slabCount: m.slabCount,
      slabsConsumedMilli: m.slabsConsumedMilli,
      cutRecords: m.cutRecords,
      craftsDone: m.craftsDone,
      feeFen: m.feeFen,
      boardsPacked: m.boardsPacked,
    });
    expect(emp.totals).toEqual({
      records: m.cutRecords,
      cutLengthMm: m.cutLengthMm,
      areaCutMm2: m.areaCutMm2,
      slabsConsumedMilli: m.slabsConsumedMilli,
      slabsCut: m.slabCount,
    });
    // Per day too: the employee detail's days are staff performance's days with a cut.
    const cutDays = perf.days.filter((d) => d.cutRecords > 0);
    expect(emp.days.map((d) => [d.day, d.cutLengthMm, d.slabsCut, d.records])).toEqual(
      cutDays.map((d) => [d.day, d.cutLengthMm, d.slabCount, d.cutRecords]),
    );
    // The records listed are the person's cut records (aborted ones too), as staff performance lists them.
    expect(emp.records.total).toBe(perf.cutting!.total);
  });

  it("agree over any period named, e.g. the last 90 days", async () => {
    const to = today();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    const { perf, emp } = await both({ from, to });
    expect(emp.period).toEqual({ from, to });
    expect([emp.totals.cutLengthMm, emp.totals.slabsCut, emp.totals.records]).toEqual([
      perf.member.cutLengthMm,
      perf.member.slabCount,
      perf.member.cutRecords,
    ]);
    expect(emp.totals.slabsCut).toBeGreaterThan(30);
  });
});
