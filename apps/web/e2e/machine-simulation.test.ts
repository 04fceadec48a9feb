import type { CuttingDataPage, Device, MesOverview } from "@stoneworks/shared";
import mqtt from "mqtt";
import { describe, expect, it } from "vitest";
import {
  type SimRecord,
  sendOverHttp,
  sendOverMqtt,
  simulatedDay,
} from "../../../scripts/device-simulate.ts";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * A simulated machine (scripts/device-simulate.ts, the same code as `npm run device:simulate`) reports
 * a day of cutting to the real server, over HTTP and over MQTT (Mosquitto on 127.0.0.1:1883, as on the
 * CI machine): the slab on its table moves to done, and the records appear on cutting data (rows and
 * totals) and on the machine's MES tile (today's output, last report).
 */
const BROKER = process.env.E2E_MQTT_URL ?? "mqtt://127.0.0.1:1883";
const ROOT = `e2e-${process.pid}`;

async function brokerUp(): Promise<boolean> {
  try {
    const c = await mqtt.connectAsync(BROKER, { connectTimeout: 3000, reconnectPeriod: 0 });
    await c.endAsync();
    return true;
  } catch {
    return false;
  }
}
const hasBroker = await brokerUp();

const suite = browserSuite({
  env: hasBroker ? { MQTT_URL: BROKER, MQTT_TOPIC_ROOT: ROOT } : {},
});

/** Today as the factory counts days (Asia/Shanghai). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Machine {
  device: Device;
  key: string;
  table: "A" | "B";
  slabs: string[];
}

/** A demo machine with slabs waiting on a table, linked (a new API key) for the simulation. */
async function linkMachine(s: Parameters<typeof api>[0]): Promise<Machine> {
  const list = await api<{ list: Device[] }>(s, "/device/list", { pageNum: 1, pageSize: 50 });
  for (const device of list.list) {
    const loaded = device.tables.find((t) => t.barcodes.length > 0);
    if (!loaded) continue;
    const { apiKey } = await api<{ apiKey: string }>(s, "/device/link", { deviceId: device.deviceId });
    return { device, key: apiKey, table: loaded.side, slabs: loaded.barcodes };
  }
  throw new Error("no demo machine has slabs on a table");
}

const okCutArea = (records: SimRecord[]) =>
  records.filter((r) => r.kind === "cut" && r.status !== "aborted").reduce((n, r) => n + (r.areaCut ?? 0), 0);

describe("a simulated machine's day", () => {
  it("reports over HTTP: the slab is cut, the records and totals show on cutting data and the MES tile", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const m = await linkMachine(s);
    const filter = { deviceId: m.device.deviceId, dateFrom: today(), dateTo: today() };
    const before = await api<CuttingDataPage>(s, "/cuttingData/list", { ...filter, pageSize: 1 });
    const mesBefore = await api<MesOverview>(s, "/dashboard/mes", {});
    const tileBefore = mesBefore.devices.find((d) => d.deviceId === m.device.deviceId)!;

    // The slab was picked before the test began: the machine's run starts after that, ends by now and
    // cuts no more than the slab (the server refuses records before the pick, in the future or beyond the slab).
    // A slab still waiting (toCut: none of it cut yet).
    const waiting = [];
    for (const barcode of m.slabs) {
      const found = await api<{ list: { barcode: string; length: number; width: number; status: string }[] }>(
        s,
        "/inventory/slabList",
        { pageNum: 1, pageSize: 10, barcode },
      );
      waiting.push(...found.list.filter((x) => x.barcode === barcode && x.status === "toCut"));
    }
    const slab = waiting[0]!;
    m.slabs = [slab.barcode, ...m.slabs.filter((b) => b !== slab.barcode)];
    const day = simulatedDay({
      day: today(),
      slabs: [slab.barcode],
      table: m.table,
      operator: "12",
      startAt: Date.now() - 110 * 60_000,
      slabArea: slab.length * slab.width,
    });
    expect(day.map((r) => r.kind)).toContain("end");
    const answers = await sendOverHttp(new URL(page.url()).origin, m.key, day, 100);
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(day.length);
    expect(answers.flatMap((a) => a.rejected)).toEqual([]);
    // Sent again (a machine resending after a timeout): all duplicates, nothing stored twice.
    const again = await sendOverHttp(new URL(page.url()).origin, m.key, day, 100);
    expect(again.reduce((n, a) => n + a.duplicates, 0)).toBe(day.length);

    const after = await api<CuttingDataPage>(s, "/cuttingData/list", { ...filter, pageSize: 50 });
    expect(after.totals.records).toBe(before.totals.records + day.length);
    expect(after.totals.areaCutMm2 - before.totals.areaCutMm2).toBe(okCutArea(day));
    // The slab went through cutting to done, moved by the machine's start and end.
    const slabRecords = await api<CuttingDataPage>(s, "/cuttingData/list", {
      ...filter,
      barcode: m.slabs[0],
      pageSize: 50,
    });
    expect(slabRecords.total).toBe(day.length);
    const slabs = await api<{ list: { barcode: string; status: string }[] }>(s, "/inventory/slabList", {
      pageNum: 1,
      pageSize: 10,
      barcode: m.slabs[0],
    });
    expect(slabs.list.find((x) => x.barcode === m.slabs[0])?.status).toBe("done");

    // Cutting data, filtered to the machine and today: the rows and the totals the API gave.
    await page.goto(`/cuttingData?deviceId=${m.device.deviceId}&dateFrom=${today()}&dateTo=${today()}`);
    await page.locator(byTestId("cutting-data-page")).waitFor();
    await expect
      .poll(() => page.locator(byTestId("cutting-total-records")).getAttribute("data-value"))
      .toBe(String(after.totals.records));
    const barcodes = await page.locator(`${byTestId("cutting-records")} .ant-table-row`).allInnerTexts();
    expect(barcodes.some((row) => row.includes(m.slabs[0]!))).toBe(true);

    // The MES tile: today's output grew by the cut area, and the last report is just now.
    const mes = await api<MesOverview>(s, "/dashboard/mes", {});
    const tile = mes.devices.find((d) => d.deviceId === m.device.deviceId)!;
    expect(tile.today.areaMm2 - tileBefore.today.areaMm2).toBe(okCutArea(day));
    await page.goto("/dashboard?dash.tab=mes");
    const onScreen = page.locator(`${byTestId("mes-tile")}[data-code="${m.device.code}"]`);
    await onScreen.waitFor();
    expect(await onScreen.locator(byTestId("mes-today")).getAttribute("data-area")).toBe(tile.today.area);
    expect(await onScreen.locator(byTestId("mes-last-report")).innerText()).toContain("刚刚");
  });

  it.skipIf(!hasBroker)(
    `reports over MQTT (${hasBroker ? BROKER : `SKIPPED: no MQTT broker answers at ${BROKER}`}): the ack counts them, cutting data lists them`,
    async () => {
      const s = await suite.signIn("en-US");
      const { page } = s;
      const m = await linkMachine(s);
      const filter = { deviceId: m.device.deviceId, dateFrom: today(), dateTo: today() };
      const before = await api<CuttingDataPage>(s, "/cuttingData/list", { ...filter, pageSize: 1 });
      // A day without slabs named (cut records only), ids of its own.
      const day = simulatedDay({
        day: today(),
        slabs: [],
        table: m.table,
        operator: "13",
        // The last three hours up to now (before 07:30 China time today has no shift yet).
        startAt: Date.now() - 3 * 3_600_000,
      }).map((r) => ({
        ...r,
        recordId: `${r.recordId}-MQ`,
      }));
      const answers = await sendOverMqtt(
        BROKER,
        { key: m.key, device: m.device.deviceId, root: ROOT },
        day,
        50,
      );
      expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(day.length);
      const again = await sendOverMqtt(
        BROKER,
        { key: m.key, device: m.device.deviceId, root: ROOT },
        day,
        50,
      );
      expect(again.reduce((n, a) => n + a.duplicates, 0)).toBe(day.length);

      const after = await api<CuttingDataPage>(s, "/cuttingData/list", { ...filter, pageSize: 1 });
      expect(after.totals.records).toBe(before.totals.records + day.length);
      expect(after.totals.areaCutMm2 - before.totals.areaCutMm2).toBe(okCutArea(day));
      await page.goto(`/cuttingData?deviceId=${m.device.deviceId}&dateFrom=${today()}&dateTo=${today()}`);
      await page.locator(byTestId("cutting-data-page")).waitFor();
      await expect
        .poll(() => page.locator(byTestId("cutting-total-records")).getAttribute("data-value"))
        .toBe(String(after.totals.records));
      expect(await page.locator(byTestId("cutting-totals")).innerText()).toContain("Metres cut");
    },
  );
});
