import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo's machine data (docs/api-machine.md "Demo data"): 90 days, consistent with the slabs. */

let t: TestApp;
let orgId: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, now)).toBe(true);
  const { rows } = await t.db.query<{ id: string }>("SELECT id FROM orgs WHERE is_demo");
  orgId = rows[0]!.id;
});
afterAll(() => t.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0]!;

describe("the demo's machine data", () => {
  it("covers the last 90 days, working days, on the four machines, marked as seeded, MES opened", async () => {
    const span = await one<{ first: Date; last: Date; days: number; devices: number; via: string[] }>(
      `SELECT min(started_at) AS first, max(started_at) AS last,
              count(DISTINCT (started_at AT TIME ZONE 'Asia/Shanghai')::date)::int AS days,
              count(DISTINCT device_id)::int AS devices, array_agg(DISTINCT via) AS via
         FROM cutting_records WHERE org_id = $1`,
      [orgId],
    );
    const ageDays = (d: Date) => (now.getTime() - d.getTime()) / 86_400_000;
    expect(ageDays(span.first)).toBeGreaterThan(88);
    expect(ageDays(span.first)).toBeLessThanOrEqual(90);
    expect(ageDays(span.last)).toBeLessThan(1);
    expect(span.last.getTime()).toBeLessThanOrEqual(now.getTime());
    // Six working days a week, less a few the ledger's days left quiet.
    expect(span.days).toBeGreaterThan(65);
    expect(span.devices).toBe(4);
    expect(span.via).toEqual(["seed"]);
    const sundays = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cutting_records
        WHERE org_id = $1 AND slab_id IS NULL AND extract(dow FROM started_at AT TIME ZONE 'Asia/Shanghai') = 0`,
      [orgId],
    );
    expect(sundays.n).toBe(0);
    expect(
      (await one<{ mes_enabled: boolean }>("SELECT mes_enabled FROM orgs WHERE id = $1", [orgId]))
        .mes_enabled,
    ).toBe(true);
    const reported = await t.db.query<{ code: string; last: Date | null; max: Date }>(
      `SELECT d.code, d.last_report_at AS last, (SELECT max(received_at) FROM cutting_records r WHERE r.device_id = d.id) AS max
         FROM devices d WHERE d.org_id = $1`,
      [orgId],
    );
    for (const d of reported.rows) expect(d.last, d.code).toEqual(d.max);
  });

  it("names every record once, by operators of the enterprise, with each slab's chain on its own table", async () => {
    const dup = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM cutting_records GROUP BY device_id, record_id HAVING count(*) > 1) x`,
    );
    expect(dup.n).toBe(0);
    const operators = await t.db.query<{ name: string; staff_no: string; n: number }>(
      `SELECT m.name, m.staff_no, count(*)::int AS n FROM cutting_records r
         JOIN members m ON m.org_id = r.org_id AND m.user_id = r.operator_id
        WHERE r.org_id = $1 GROUP BY 1, 2 ORDER BY 2`,
      [orgId],
    );
    expect(operators.rows.map((o) => o.staff_no)).toEqual(["11", "12", "13", "14"]);
    const roles = await t.db.query<{ role: string }>(
      `SELECT DISTINCT ro.name AS role FROM members m JOIN roles ro ON ro.id = m.role_id
        WHERE m.org_id = $1 AND m.staff_no IN ('11', '12', '13', '14')`,
      [orgId],
    );
    expect(roles.rows).toEqual([{ role: "切割机手" }]);
    // Every record of a slab is on that slab's device and table, with its accepted plan's project.
    const off = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cutting_records r JOIN slabs s ON s.id = r.slab_id
         LEFT JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
        WHERE r.org_id = $1 AND (s.org_id <> r.org_id OR s.device_id <> r.device_id OR s.table_side <> r.table_side
              OR r.project_id IS DISTINCT FROM cp.project_id OR r.slab_barcode <> s.barcode)`,
      [orgId],
    );
    expect(off.n).toBe(0);
    // Per slab: done slabs one start and one end, their cuts between, ended by their completion;
    // slabs being cut a start and no end; slabs waiting or in stock nothing.
    const chains = await t.db.query<{
      status: string;
      starts: number;
      ends: number;
      cuts: number;
      first: Date;
      last: Date;
      start_at: Date;
      end_at: Date | null;
      completed_at: Date | null;
      consumed: number;
      area: number;
      slab_area: number;
    }>(
      `SELECT s.status, s.completed_at,
              count(*) FILTER (WHERE r.kind = 'start')::int AS starts, count(*) FILTER (WHERE r.kind = 'end')::int AS ends,
              count(*) FILTER (WHERE r.kind = 'cut' AND r.status = 'ok')::int AS cuts,
              min(r.started_at) AS first, max(coalesce(r.ended_at, r.started_at)) AS last,
              min(r.started_at) FILTER (WHERE r.kind = 'start') AS start_at,
              max(r.started_at) FILTER (WHERE r.kind = 'end') AS end_at,
              sum(r.slabs_consumed_milli) FILTER (WHERE r.status = 'ok')::int AS consumed,
              sum(r.area_cut_mm2) FILTER (WHERE r.status = 'ok')::float AS area,
              (s.length * s.width)::float AS slab_area
         FROM slabs s LEFT JOIN cutting_records r ON r.slab_id = s.id
        WHERE s.org_id = $1 GROUP BY s.id`,
      [orgId],
    );
    const byStatus = (st: string) => chains.rows.filter((c) => c.status === st);
    expect(byStatus("done").length).toBeGreaterThan(20);
    for (const c of byStatus("done")) {
      expect([c.starts, c.ends]).toEqual([1, 1]);
      expect(c.cuts).toBeGreaterThanOrEqual(2);
      expect(c.first).toEqual(c.start_at);
      expect(c.last).toEqual(c.end_at);
      expect(c.end_at!.getTime()).toBeLessThanOrEqual(c.completed_at!.getTime());
      expect(c.consumed).toBe(1000);
      expect(c.area).toBeLessThan(c.slab_area);
    }
    for (const c of byStatus("cutting")) expect([c.starts, c.ends]).toEqual([1, 0]);
    for (const c of [...byStatus("toCut"), ...byStatus("toPick")]) expect(c.starts + c.ends + c.cuts).toBe(0);
    // Records without a slab row are of slabs cut before the ledger, all before its first slab's start.
    const before = await one<{ unlinked: Date; linked: Date }>(
      `SELECT max(started_at) FILTER (WHERE slab_id IS NULL) AS unlinked, min(started_at) FILTER (WHERE slab_id IS NOT NULL) AS linked
         FROM cutting_records WHERE org_id = $1`,
      [orgId],
    );
    expect(before.unlinked.getTime()).toBeLessThan(before.linked.getTime());
  });

  it("passes the ingest checks: nothing in the future, nothing before its slab's pick, no slab cut beyond its area", async () => {
    const future = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cutting_records
        WHERE org_id = $1 AND (started_at > $2 OR ended_at > $2)`,
      [orgId, now],
    );
    expect(future.n).toBe(0);
    const beforePick = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cutting_records c
         JOIN LATERAL (SELECT max(pr.created_at) AS at FROM picking_record_slabs ps
                         JOIN picking_records pr ON pr.id = ps.record_id
                        WHERE ps.slab_id = c.slab_id AND pr.kind = 'pick') p ON true
        WHERE c.org_id = $1 AND c.slab_id IS NOT NULL AND p.at IS NOT NULL AND c.started_at < p.at`,
      [orgId],
    );
    expect(beforePick.n).toBe(0);
    const beyond = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT s.id FROM cutting_records c JOIN slabs s ON s.id = c.slab_id
          WHERE c.org_id = $1 AND c.status = 'ok'
          GROUP BY s.id, s.length, s.width HAVING sum(c.area_cut_mm2) > s.length::bigint * s.width) x`,
      [orgId],
    );
    expect(beyond.n).toBe(0);
  });

  it("has actual yields a little around the plan's, aborted cuts, and ingest errors on one machine", async () => {
    const y = await one<{ planned: number; actual: number }>(
      `SELECT sum(cp.used_area)::float / sum(s.length * s.width) AS planned,
              sum(x.area)::float / sum(x.consumed / 1000.0 * s.length * s.width) AS actual
         FROM (SELECT slab_id, sum(area_cut_mm2) AS area, sum(slabs_consumed_milli) AS consumed FROM cutting_records
                WHERE org_id = $1 AND status = 'ok' AND slab_id IS NOT NULL GROUP BY slab_id) x
         JOIN slabs s ON s.id = x.slab_id JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
        WHERE s.status = 'done'`,
      [orgId],
    );
    expect(y.actual).toBeGreaterThan(y.planned * 0.9);
    expect(y.actual).toBeLessThan(y.planned * 1.02);
    const aborted = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM cutting_records WHERE org_id = $1 AND status = 'aborted'",
      [orgId],
    );
    expect(aborted.n).toBeGreaterThan(10);
    const errors = await t.db.query<{ code: string; n: number }>(
      `SELECT d.code, count(*)::int AS n FROM device_ingest_errors e JOIN devices d ON d.id = e.device_id
        WHERE e.org_id = $1 GROUP BY 1`,
      [orgId],
    );
    expect(errors.rows).toEqual([{ code: "C500-01", n: 9 }]);
  });
});
