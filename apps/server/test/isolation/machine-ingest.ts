import { randomUUID } from "node:crypto";
import { sha256 } from "../../src/lib/crypto.ts";
import type { TestApp } from "../helper.ts";
import type { IsolationModule } from "../isolation.ts";

/**
 * Device reports (public by device key, docs/api-machine.md "Device reports") in the two-enterprise
 * harness (see ../isolation.ts). Each enterprise gets a linked machine that reports a cut on the
 * enterprise's own slab (the inventory fill's `slabId`), so the cutting-data lists have a row of B to
 * leak. The route takes no session, so the harness's id routes do not reach it; instead, as each
 * enterprise is filled, its key is tried with every earlier enterprise's slab barcode and theirs with
 * its barcode: refused (1002), nothing stored, nothing moved. A failure there fails the harness.
 */

interface Filled {
  orgId: string;
  deviceId: string;
  key: string;
  barcode: string;
}

const filled = new Map<TestApp, Filled[]>();
let n = 0;

async function report(t: TestApp, key: string, records: unknown[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/device/report",
    headers: { "content-type": "application/json", "x-device-key": key },
    payload: JSON.stringify({ records }),
  });
  return res.json() as {
    code: number;
    data: { accepted: number; duplicates: number; rejected: { code: number }[] };
  };
}

const cutOn = (barcode: string) => ({
  recordId: `ISO-${process.pid}-${++n}`,
  kind: "cut",
  table: "A",
  slabBarcode: barcode,
  startedAt: new Date().toISOString(),
  metresCut: 1.5,
  areaCut: 300_000,
  slabsConsumed: 0.25,
});

/** `key` naming the slab `barcode` of another enterprise: 1002 for the record, and no row with that barcode. */
async function expectRefused(t: TestApp, from: Filled, to: Filled) {
  const res = await report(t, from.key, [cutOn(to.barcode), { ...cutOn(to.barcode), kind: "start" }]);
  const codes = res.data?.rejected.map((r) => r.code);
  if (res.code !== 1 || res.data.accepted !== 0 || codes.join() !== "1002,1002")
    throw new Error(
      `a device of ${from.orgId} reporting slab ${to.barcode} of ${to.orgId}: ${JSON.stringify(res)}`,
    );
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM cutting_records WHERE device_id = $1 AND slab_barcode = $2",
    [from.deviceId, to.barcode],
  );
  if (rows[0]!.n !== 0)
    throw new Error(`slab ${to.barcode} of ${to.orgId} stored for a device of ${from.orgId}`);
}

export const deviceReports: IsolationModule = {
  async fill(t, ids) {
    const key = `dk_${randomUUID()}`;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness, api_key_hash, linked_at)
       VALUES ($1, $2, 'S600', 3600, 2000, 50, $3, now()) RETURNING id`,
      [ids.orgId, `ISO-MQ-${ids.orgId.slice(0, 8)}`, sha256(key)],
    );
    const slab = await t.db.query<{ barcode: string }>("SELECT barcode FROM slabs WHERE id = $1", [
      ids.slabId,
    ]);
    const me: Filled = { orgId: ids.orgId, deviceId: rows[0]!.id, key, barcode: slab.rows[0]!.barcode };
    const own = await report(t, key, [cutOn(me.barcode)]);
    if (own.data?.accepted !== 1)
      throw new Error(`a device's report on its own slab: ${JSON.stringify(own)}`);
    const earlier = filled.get(t) ?? [];
    for (const other of earlier) {
      await expectRefused(t, me, other);
      await expectRefused(t, other, me);
    }
    filled.set(t, [...earlier, me]);
    return { ingestDeviceId: me.deviceId };
  },
};
