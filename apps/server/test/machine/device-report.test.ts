import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertSlab } from "../inventory/inventory-factories.ts";
import { boardStates, newProject, slabRow, slabWithBoards } from "../production/cutting-factories.ts";
import { linkedDevice, rec, sendReport, storedRecords } from "./device-report-factories.ts";

/** Device reports over HTTP (docs/api-machine.md "Device reports"). */

let t: TestApp;
let orgId: string;
let userId: string;
let token: string;
let device: Awaited<ReturnType<typeof linkedDevice>>;
let otherOrgId: string;
let otherDevice: Awaited<ReturnType<typeof linkedDevice>>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner, "上报石材"));
  token = await login(t, owner);
  device = await linkedDevice(t, orgId);
  const other = await createUser(t);
  ({ orgId: otherOrgId } = await createOrg(t, other, "别家石材"));
  otherDevice = await linkedDevice(t, otherOrgId);
});
afterAll(() => t.close());

/** A slab with two boards planned on it, waiting on `device`'s table A (or as said). */
async function slabOnTable(barcode: string, o: { deviceId?: string | null; status?: string } = {}) {
  const { projectId, planeId } = await newProject(t, orgId);
  const s = await slabWithBoards(t, {
    orgId,
    userId,
    projectId,
    planeId,
    deviceId: o.deviceId === undefined ? device.deviceId : o.deviceId,
    status: o.status === "done" ? undefined : o.status,
    boards: 2,
    barcode,
  });
  // A slab already cut (by an operator): planned first, then done.
  if (o.status === "done") await t.db.query("UPDATE slabs SET status = 'done' WHERE id = $1", [s.slabId]);
  return { ...s, projectId };
}

describe("a machine's report", () => {
  it("stores each record once: a record sent again is a duplicate, the batch's answer counts both", async () => {
    const a = rec("cut", { metresCut: 3.25, areaCut: 1_200_000, slabsConsumed: 0.5 });
    const b = rec("cut", { metresCut: 1, areaCut: 10, status: "aborted" });
    const first = await sendReport(t, device.key, [a, b]);
    expect(first).toMatchObject({
      result: true,
      code: 1,
      data: { accepted: 2, duplicates: 0, rejected: [] },
    });
    const again = await sendReport(t, device.key, [b, a, rec("cut")]);
    expect(again.data).toEqual({ accepted: 1, duplicates: 2, rejected: [] });
    // Twice in one batch: the first is stored, the second is its duplicate.
    const twice = rec("cut");
    expect((await sendReport(t, device.key, [twice, rec("cut"), twice])).data).toEqual({
      accepted: 2,
      duplicates: 1,
      rejected: [],
    });
    const rows = (await storedRecords(t, device.deviceId)).filter((r) => r.record_id === a.recordId);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "cut",
        cut_length_mm: 3250,
        area_cut_mm2: 1_200_000,
        slabs_consumed_milli: 500,
        status: "ok",
        via: "http",
        slab_id: null,
      }),
    ]);
    const { rows: dev } = await t.db.query<{ last_report_at: Date | null }>(
      "SELECT last_report_at FROM devices WHERE id = $1",
      [device.deviceId],
    );
    expect(dev[0]!.last_report_at).not.toBeNull();
  });

  it("rejects bad records one by one with the reason in the request's language, and stores the rest", async () => {
    const good = rec("cut", { metresCut: 2 });
    const batch = [
      { ...rec("cut"), recordId: "  " },
      rec("cut", { table: "C" }),
      good,
      rec("cut", { startedAt: "yesterday" }),
      rec("cut", { slabBarcode: "NO-SUCH-SLAB" }),
      "not a record",
      rec("cut", { startedAt: "0000-01-01T08:00:00+08:00" }),
      rec("cut", { startedAt: "2026-03-01T08:00:00+08:00", endedAt: "2026-03-01T07:00:00+08:00" }),
    ];
    const zh = await sendReport(t, device.key, batch);
    expect(zh.data.accepted).toBe(1);
    expect(zh.data.rejected).toEqual([
      { index: 0, code: 1001, reason: expect.any(String), message: "recordId: 记录缺少编号（recordId）" },
      { index: 1, code: 1001, reason: expect.any(String), message: "table: 台面只能是 A 或 B" },
      {
        index: 3,
        code: 1001,
        reason: expect.any(String),
        message: "startedAt: 时间格式不正确，需带时区的 ISO 8601 时间",
      },
      { index: 4, code: 1002, reason: expect.any(String), message: "大板 NO-SUCH-SLAB 不存在" },
      { index: 5, code: 1001, reason: expect.any(String), message: expect.any(String) },
      { index: 6, code: 1001, reason: expect.any(String), message: "记录中有无法保存的值（如不存在的日期）" },
      { index: 7, code: 1001, reason: expect.any(String), message: "endedAt: 结束时间早于开始时间" },
    ]);
    const en = await sendReport(t, device.key, batch, "en-US");
    expect(en.data.accepted).toBe(0);
    expect(en.data.duplicates).toBe(1);
    expect(en.data.rejected.map((r) => r.message)).toEqual([
      "recordId: The record has no recordId",
      "table: The table is A or B",
      "startedAt: The time is not an ISO 8601 time with its offset",
      "Slab NO-SUCH-SLAB not found",
      expect.any(String),
      "The record holds a value that cannot be stored (such as a date that does not exist)",
      "endedAt: The end time is before the start time",
    ]);
    // The refusals are kept for the MES overview, as catalogue keys (each reader's language).
    // Aggregated per machine, reason and hour: both reports' refusals counted on one row (migration 0027).
    const { rows } = await t.db.query<{
      code: number;
      message_key: string;
      params: object;
      via: string;
      n: number;
    }>(
      `SELECT code, message_key, params, via, sum(count)::int AS n FROM device_ingest_errors
        WHERE device_id = $1 AND message_key = $2 GROUP BY code, message_key, params, via`,
      [device.deviceId, "machine.record.slabNotFound"],
    );
    expect(rows).toEqual([
      {
        code: 1002,
        message_key: "machine.record.slabNotFound",
        params: { code: "NO-SUCH-SLAB" },
        via: "http",
        n: 2,
      },
    ]);
    expect((await storedRecords(t, device.deviceId)).map((r) => r.record_id)).toContain(good.recordId);
  });

  it("refuses a batch that is not an array of at most 500 records as a whole", async () => {
    const many = Array.from({ length: 501 }, () => rec("cut"));
    const res = await sendReport(t, device.key, many, "en-US");
    expect(res).toMatchObject({ result: false, code: 1001 });
    expect((await sendReport(t, device.key, { recordId: "x" })).code).toBe(1001);
    expect((await sendReport(t, device.key, [])).code).toBe(1001);
    const ids = new Set((await storedRecords(t, device.deviceId)).map((r) => r.record_id));
    expect(many.some((r) => ids.has(r.recordId))).toBe(false);
  });

  it("refuses a missing, unknown or revoked key (5) whatever the body", async () => {
    expect((await sendReport(t, undefined, [rec("cut")])).code).toBe(5);
    // Said as the device's problem, not a person's expired login.
    expect(await sendReport(t, "dk_nonsense", [rec("cut")])).toMatchObject({
      code: 5,
      msg: "设备密钥缺失、未知或已撤销：请重新关联设备以获取新密钥",
    });
    expect((await sendReport(t, undefined, "garbage")).code).toBe(5);
    const revoked = await linkedDevice(t, orgId);
    expect((await sendReport(t, revoked.key, [rec("cut")])).data.accepted).toBe(1);
    const unlink = await t.call("device/unlink", { deviceId: revoked.deviceId }, { token });
    expect(unlink.result).toBe(true);
    const after = await sendReport(t, revoked.key, [rec("cut")], "en-US");
    expect(after).toMatchObject({
      result: false,
      code: 5,
      msg: "The device key is missing, unknown or revoked: link the machine again for a new key",
    });
    expect(await storedRecords(t, revoked.deviceId)).toHaveLength(1);
  });

  it("names the operator by staff no.; an unknown staff no. is kept without a member", async () => {
    const roleId = await createRole(t, orgId, [1000], "机手");
    const worker = await createUser(t);
    await t.db.query(
      "INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id) VALUES ($1, $2, '机手甲', '77', $3, $4)",
      [orgId, worker.userId, worker.phone, roleId],
    );
    const known = rec("cut", { operatorStaffNo: "77" });
    const unknown = rec("cut", { operatorStaffNo: "999" });
    expect((await sendReport(t, device.key, [known, unknown])).data.accepted).toBe(2);
    const rows = await storedRecords(t, device.deviceId);
    expect(rows.find((r) => r.record_id === known.recordId)).toMatchObject({
      operator_id: worker.userId,
      operator_staff_no: "77",
    });
    expect(rows.find((r) => r.record_id === unknown.recordId)).toMatchObject({
      operator_id: null,
      operator_staff_no: "999",
    });
  });
});

describe("the slab on the table", () => {
  it("moves to cutting on a start and to done on an end, once, with its boards, its project kept", async () => {
    const s = await slabOnTable("DR-1");
    const start = rec("start", { slabBarcode: "DR-1" });
    const cut = rec("cut", { slabBarcode: "DR-1", metresCut: 6.4, areaCut: 2_000_000, slabsConsumed: 1 });
    expect((await sendReport(t, device.key, [start, cut])).data).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [],
    });
    expect(await slabRow(t, s.slabId)).toMatchObject({ status: "cutting", started_by: null });
    expect(await boardStates(t, s.boardIds)).toEqual(["cutting", "cutting"]);
    // The start again (redelivered) is a duplicate: it must not try to move the slab again.
    expect((await sendReport(t, device.key, [start])).data).toEqual({
      accepted: 0,
      duplicates: 1,
      rejected: [],
    });
    const end = rec("end", { slabBarcode: "DR-1" });
    expect((await sendReport(t, device.key, [end])).data.accepted).toBe(1);
    expect((await slabRow(t, s.slabId)).status).toBe("done");
    expect(await boardStates(t, s.boardIds)).toEqual(["done", "done"]);
    const rows = (await storedRecords(t, device.deviceId)).filter((r) => r.slab_id === s.slabId);
    expect(rows.map((r) => [r.kind, r.project_id])).toEqual([
      ["start", s.projectId],
      ["cut", s.projectId],
      ["end", s.projectId],
    ]);
    const { rows: events } = await t.db.query<{ action: string; actor_user_id: string | null }>(
      "SELECT action, actor_user_id FROM audit_log WHERE entity = 'slab' AND entity_id = $1 ORDER BY id",
      [s.slabId],
    );
    // The completion leaves the plan's offcuts as remnants (docs/api-inventory.md "Remnants").
    expect(events.filter((e) => e.action !== "layout")).toEqual([
      { action: "startCutting", actor_user_id: null },
      { action: "complete", actor_user_id: null },
      { action: "remnants", actor_user_id: null },
    ]);
  });

  it("refuses a start or end the slab's state contradicts (1003), stores an end of a slab already done", async () => {
    const elsewhere = await slabOnTable("DR-2", { deviceId: null, status: "toPick" });
    const otherTable = await slabOnTable("DR-3");
    const done = await slabOnTable("DR-4", { status: "done" });
    const res = await sendReport(
      t,
      device.key,
      [
        rec("start", { slabBarcode: "DR-2" }),
        rec("start", { slabBarcode: "DR-3", table: "B" }),
        rec("start", { slabBarcode: "DR-4" }),
        rec("end", { slabBarcode: "DR-2" }),
        rec("end", { slabBarcode: "DR-4" }),
        rec("end", { slabBarcode: "DR-3", status: "aborted" }),
      ],
      "en-US",
    );
    expect(res.data).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        {
          index: 0,
          code: 1003,
          reason: expect.any(String),
          message: "Slab DR-2 is not waiting on table A of this machine: it cannot start cutting",
        },
        {
          index: 1,
          code: 1003,
          reason: expect.any(String),
          message: "Slab DR-3 is not waiting on table B of this machine: it cannot start cutting",
        },
        {
          index: 2,
          code: 1003,
          reason: expect.any(String),
          message: "Slab DR-4 is already cut: it cannot start again",
        },
        {
          index: 3,
          code: 1003,
          reason: expect.any(String),
          message: "Slab DR-2 is not on table A of this machine: it cannot be marked cut",
        },
      ],
    });
    expect((await slabRow(t, elsewhere.slabId)).status).toBe("toPick");
    expect((await slabRow(t, otherTable.slabId)).status).toBe("toCut");
    expect((await slabRow(t, done.slabId)).status).toBe("done");
    // Nothing half written: a refused record left no row.
    const stored = await storedRecords(t, device.deviceId);
    expect(stored.filter((r) => r.slab_id === elsewhere.slabId)).toEqual([]);
    expect(stored.filter((r) => r.slab_id === done.slabId).map((r) => r.kind)).toEqual(["end"]);
    expect(stored.filter((r) => r.slab_id === otherTable.slabId).map((r) => r.status)).toEqual(["aborted"]);
  });
});

describe("enterprises", () => {
  it("never stores a record as another enterprise's slab, in either direction", async () => {
    const mine = await slabOnTable("ISO-MINE");
    await insertSlab(t, otherOrgId, { barcode: "ISO-THEIRS", status: "toCut" });
    // Their machine naming our slab, and our machine naming theirs: not found, nothing moves.
    const theirs = await sendReport(t, otherDevice.key, [rec("start", { slabBarcode: "ISO-MINE" })]);
    expect(theirs.data.rejected).toEqual([
      { index: 0, code: 1002, reason: expect.any(String), message: "大板 ISO-MINE 不存在" },
    ]);
    const ours = await sendReport(t, device.key, [rec("cut", { slabBarcode: "ISO-THEIRS" })]);
    expect(ours.data.rejected[0]!.code).toBe(1002);
    expect((await slabRow(t, mine.slabId)).status).toBe("toCut");
    expect(await storedRecords(t, otherDevice.deviceId)).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cutting_records WHERE slab_barcode IN ('ISO-MINE', 'ISO-THEIRS')",
    );
    expect(rows[0]!.n).toBe(0);
    // Their refusal is counted on their machine, in their enterprise.
    const { rows: errs } = await t.db.query<{ org_id: string }>(
      "SELECT org_id FROM device_ingest_errors WHERE device_id = $1",
      [otherDevice.deviceId],
    );
    expect(errs).toEqual([{ org_id: otherOrgId }]);
  });
});
