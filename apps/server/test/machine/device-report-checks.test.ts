import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRecord as insertPick } from "../../src/modules/production/picking.repository.ts";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject, slabWithBoards } from "../production/cutting-factories.ts";
import { linkedDevice, rec, sendReport, storedRecords } from "./device-report-factories.ts";

/**
 * Machine data is checked before it becomes a fact (docs/api-machine.md "Checks against time and
 * slab"): a record in the future, before its slab was picked, or cutting more than its slab has left
 * is refused with its reason and kept as an ingest error.
 */

let t: TestApp;
let orgId: string;
let userId: string;
let device: Awaited<ReturnType<typeof linkedDevice>>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner, "核对石材"));
  device = await linkedDevice(t, orgId);
});
afterAll(() => t.close());

/** A 3000 × 1600 slab (4.8 m²) waiting on table A, picked `pickedAgoMin` minutes ago. */
async function pickedSlab(barcode: string, pickedAgoMin = 60) {
  const { projectId, planeId } = await newProject(t, orgId);
  const s = await slabWithBoards(t, {
    orgId,
    userId,
    projectId,
    planeId,
    deviceId: device.deviceId,
    boards: 1,
    barcode,
  });
  await insertPick(t.db, {
    orgId,
    recordNo: `LL-${barcode}`,
    kind: "pick",
    deviceId: device.deviceId,
    tableSide: "A",
    toDeviceId: null,
    toTableSide: null,
    warehouseId: null,
    planId: null,
    slabIds: [s.slabId],
    area: 3000 * 1600,
    boards: 1,
    racksNeeded: 1,
    operatorId: userId,
    remark: "",
    at: new Date(t.clock.now().getTime() - pickedAgoMin * 60_000),
  });
  return s;
}

const ago = (min: number) => new Date(t.clock.now().getTime() - min * 60_000).toISOString();
const ahead = (min: number) => new Date(t.clock.now().getTime() + min * 60_000).toISOString();

/** The machine's refusals, counted per reason (one row per reason and hour, migration 0027). */
async function ingestErrors() {
  const { rows } = await t.db.query<{ message_key: string; n: number; last_record_id: string }>(
    `SELECT message_key, sum(count)::int AS n, (array_agg(record_id ORDER BY received_at DESC))[1] AS last_record_id
       FROM device_ingest_errors WHERE device_id = $1 GROUP BY message_key ORDER BY message_key`,
    [device.deviceId],
  );
  return rows;
}

describe("checks on a machine's records", () => {
  it("refuses a record starting or ending more than 5 minutes after its arrival, in both languages", async () => {
    const late = rec("cut", { startedAt: ahead(60), areaCut: 10 });
    const lateEnd = rec("cut", { startedAt: ago(10), endedAt: ahead(30), areaCut: 10 });
    const skew = rec("cut", { startedAt: ahead(4), areaCut: 10 });
    const zh = await sendReport(t, device.key, [late, lateEnd, skew]);
    expect(zh.data.accepted).toBe(1);
    expect(zh.data.rejected).toEqual([
      expect.objectContaining({ index: 0, code: 1001, reason: "machine.record.future" }),
      expect.objectContaining({ index: 1, code: 1001, reason: "machine.record.future" }),
    ]);
    expect(zh.data.rejected[0]!.message).toBe(
      "startedAt: 时间晚于收到时间超过 5 分钟（机器时钟超前或发送了未来的数据）",
    );
    expect(zh.data.rejected[1]!.message).toMatch(/^endedAt: /);
    const en = await sendReport(t, device.key, [rec("start", { startedAt: ahead(120) })], "en-US");
    expect(en.data.rejected[0]!.message).toBe(
      "startedAt: The time is more than 5 minutes after the record arrived (the machine's clock is ahead, or it sent future data)",
    );
    const stored = (await storedRecords(t, device.deviceId)).map((r) => r.record_id);
    expect(stored).toEqual([skew.recordId]);
    // Three refusals of one reason: counted on one row, not a row each.
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM device_ingest_errors WHERE device_id = $1",
      [device.deviceId],
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(2); // one per hour: two only if the reports straddle an hour
    expect(await ingestErrors()).toEqual([
      { message_key: "machine.record.future", n: 3, last_record_id: expect.any(String) },
    ]);
  });

  it("counts a flood of refused records per reason with the last one seen, not a row each", async () => {
    const flood = Array.from({ length: 500 }, () => rec("cut", { slabBarcode: "CHK-NO-SUCH" }));
    expect((await sendReport(t, device.key, flood)).data.rejected).toHaveLength(500);
    const { rows } = await t.db.query<{ count: number; record_id: string; params: object }>(
      `SELECT count, record_id, params FROM device_ingest_errors
        WHERE device_id = $1 AND message_key = 'machine.record.slabNotFound'`,
      [device.deviceId],
    );
    expect(rows).toEqual([{ count: 500, record_id: flood[499]!.recordId, params: { code: "CHK-NO-SUCH" } }]);
  });

  it("refuses a start or cut of a slab before its pick, and keeps the reason", async () => {
    await pickedSlab("CHK-PICK-1", 30);
    const early = await sendReport(t, device.key, [
      rec("cut", { slabBarcode: "CHK-PICK-1", startedAt: ago(45), areaCut: 1000 }),
      rec("start", { slabBarcode: "CHK-PICK-1", startedAt: ago(40) }),
    ]);
    expect(early.data.accepted).toBe(0);
    expect(early.data.rejected.map((r) => [r.code, r.reason])).toEqual([
      [1003, "machine.record.beforePick"],
      [1003, "machine.record.beforePick"],
    ]);
    expect(early.data.rejected[0]!.message).toMatch(
      /^记录开始时间早于大板 CHK-PICK-1 的领料时间（\d{4}-\d{2}-\d{2} \d{2}:\d{2}）$/,
    );
    const { rows } = await t.db.query<{ status: string }>(
      "SELECT status FROM slabs WHERE barcode = 'CHK-PICK-1'",
    );
    expect(rows[0]!.status).toBe("toCut");
    // After the pick: accepted, and the start moves the slab.
    const fine = await sendReport(t, device.key, [
      rec("start", { slabBarcode: "CHK-PICK-1", startedAt: ago(20) }),
    ]);
    expect(fine.data).toMatchObject({ accepted: 1, rejected: [] });
  });

  it("refuses cutting more area than the slab has left, counting the report's earlier records", async () => {
    await pickedSlab("CHK-AREA-1");
    const a = rec("cut", { slabBarcode: "CHK-AREA-1", startedAt: ago(30), areaCut: 3_000_000 });
    const b = rec("cut", { slabBarcode: "CHK-AREA-1", startedAt: ago(20), areaCut: 1_800_000 });
    const c = rec("cut", { slabBarcode: "CHK-AREA-1", startedAt: ago(10), areaCut: 1 });
    const first = await sendReport(t, device.key, [a, b, c], "en-US");
    expect(first.data.accepted).toBe(2);
    expect(first.data.rejected).toEqual([
      expect.objectContaining({
        index: 2,
        code: 1003,
        reason: "machine.record.areaBeyondSlab",
        message: "The area cut, 0.000 m², is more than the 0.000 m² left of slab CHK-AREA-1",
      }),
    ]);
    // 4.577 m² on a 3.068 m² slab (the case), alone in a report.
    await pickedSlab("CHK-AREA-2");
    await t.db.query("UPDATE slabs SET length = 2000, width = 1534 WHERE barcode = 'CHK-AREA-2'");
    const big = await sendReport(t, device.key, [
      rec("cut", { slabBarcode: "CHK-AREA-2", startedAt: ago(5), areaCut: 4_577_000 }),
    ]);
    expect(big.data.rejected[0]!.message).toBe("切割面积 4.577 m² 超过大板 CHK-AREA-2 剩余面积 3.068 m²");
    // A record sent again stays a duplicate (its own area is not counted twice).
    const again = await sendReport(t, device.key, [a, b]);
    expect(again.data).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    // An aborted cut cuts nothing: accepted whatever its area.
    const aborted = await sendReport(t, device.key, [
      rec("cut", { slabBarcode: "CHK-AREA-1", startedAt: ago(5), areaCut: 500, status: "aborted" }),
    ]);
    expect(aborted.data.accepted).toBe(1);
  });
});
