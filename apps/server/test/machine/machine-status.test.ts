import {
  type Device,
  type DeviceDetail,
  deviceDetail,
  devicePage,
  type MachineStatus,
  type MesOverview,
  mesOverview,
  type Page,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { rec, sendReport } from "./device-report-factories.ts";

/**
 * One truth per machine (docs/api-machine.md "Machine status"): linked / reporting / silent / never
 * reported, derived from the key and the last report; machine tables, device detail and the MES tile
 * say the same.
 */

let t: TestApp;
let token: string;
let deviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  await createOrg(t, owner, "状态石材");
  token = await login(t, owner);
  expect((await t.call("org/mes", { enabled: true }, { token })).code).toBe(1);
});
afterAll(() => t.close());

/** The machine's status on the three screens' answers (each checked against its schema). */
async function statuses(lang = "zh-CN"): Promise<MachineStatus[]> {
  const list = await t.call<Page<Device>>("device/list", { pageNum: 1, pageSize: 50 }, { token, lang });
  const detail = await t.call<DeviceDetail>("production/deviceDetail", { deviceId }, { token, lang });
  const mes = await t.call<MesOverview>("dashboard/mes", {}, { token, lang });
  devicePage.parse(list.data);
  deviceDetail.parse(detail.data);
  mesOverview.parse(mes.data);
  return [
    list.data.list.find((d) => d.deviceId === deviceId)!.status,
    detail.data.device.status,
    mes.data.devices.find((d) => d.deviceId === deviceId)!.status,
  ];
}

async function stateEverywhere() {
  const all = await statuses();
  expect(all[1]).toEqual(all[0]);
  expect(all[2]).toEqual(all[0]);
  return all[0]!;
}

describe("a machine's status", () => {
  it("goes never → linked → reporting → silent, the same on machine tables, device detail and the MES tile", async () => {
    const created = await t.call<{ deviceId: string }>(
      "device/create",
      { code: "ST-02", series: "S600" },
      { token },
    );
    deviceId = created.data.deviceId;
    expect(await stateEverywhere()).toMatchObject({
      state: "never",
      linked: false,
      lastReportAt: null,
      windowMinutes: 10,
    });

    const link = await t.call<{ apiKey: string }>("device/link", { deviceId }, { token });
    expect(await stateEverywhere()).toMatchObject({ state: "linked", linked: true, lastReportAt: null });

    expect((await sendReport(t, link.data.apiKey, [rec("cut", { areaCut: 10 })])).data.accepted).toBe(1);
    expect(await stateEverywhere()).toMatchObject({ state: "reporting", linked: true });

    // Eleven minutes without a report: silent (the default window is 10 minutes).
    t.clock.advance(11 * 60);
    expect(await stateEverywhere()).toMatchObject({ state: "silent", linked: true });

    // The enterprise widens the window to 30 minutes: reporting again, everywhere.
    const set = await t.call("device/reportWindow", { minutes: 30 }, { token });
    expect(set).toMatchObject({ code: 1, data: { minutes: 30 } });
    expect(await stateEverywhere()).toMatchObject({ state: "reporting", windowMinutes: 30 });
    expect((await t.call("device/reportWindow", { minutes: 0 }, { token })).code).toBe(1001);

    // Unlinked after reporting: its reports are still a fact, but no live key.
    await t.call("device/unlink", { deviceId }, { token });
    t.clock.advance(31 * 60);
    expect(await stateEverywhere()).toMatchObject({ state: "silent", linked: false });
  });

  it("device detail shows today's refused records and their latest reasons in the caller's language", async () => {
    const link = await t.call<{ apiKey: string }>("device/link", { deviceId }, { token });
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await sendReport(t, link.data.apiKey, [
      rec("cut", { startedAt: future }),
      rec("cut", { slabBarcode: "NOPE-1" }),
    ]);
    const zh = await t.call<DeviceDetail>("production/deviceDetail", { deviceId }, { token });
    expect(zh.data.ingestErrors.today).toBe(2);
    expect(zh.data.ingestErrors.latest.map((e) => e.reason).sort()).toEqual([
      "machine.record.future",
      "machine.record.slabNotFound",
    ]);
    const en = await t.call<DeviceDetail>("production/deviceDetail", { deviceId }, { token, lang: "en-US" });
    expect(en.data.ingestErrors.latest.map((e) => e.message)).toContain("Slab NOPE-1 not found");
    const mes = await t.call<MesOverview>("dashboard/mes", {}, { token });
    expect(mes.data.devices.find((d) => d.deviceId === deviceId)!.errorsToday).toBe(2);
  });
});

describe("the demo's machines", () => {
  it("report every day: linked, reporting or silent with their last report, never 'not linked'", async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemo(demo.db, demo.clock.now())).toBe(true);
      const signIn = await demo.call<{ token: string }>("userAuth/login", {
        phone: DEMO_ADMIN.phone,
        password: DEMO_ADMIN.password,
        remember: false,
      });
      const opts = { token: signIn.data.token };
      const list = await demo.call<Page<Device>>("device/list", { pageNum: 1, pageSize: 50 }, opts);
      const reported = list.data.list.filter((d) => d.status.lastReportAt !== null);
      expect(reported.length).toBe(4);
      for (const d of reported) {
        expect(d.status.linked).toBe(true);
        expect(["reporting", "silent"]).toContain(d.status.state);
      }
      const mes = await demo.call<MesOverview>("dashboard/mes", {}, opts);
      for (const d of reported)
        expect(mes.data.devices.find((x) => x.deviceId === d.deviceId)!.status).toEqual(d.status);
    } finally {
      await demo.close();
    }
  });
});
