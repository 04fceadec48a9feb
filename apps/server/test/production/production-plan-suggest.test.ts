import { describe, expect, it } from "vitest";
import {
  type SuggestDevice,
  type SuggestSlab,
  suggestAssignment,
} from "../../src/modules/production/production-plan.suggest.ts";

/** The suggestion as a pure function: device limits, planes together, balanced tables, speed. */

const device = (id: string, over: Partial<SuggestDevice> = {}): SuggestDevice => ({
  id,
  code: id,
  max_length: 3600,
  max_width: 2000,
  max_thickness: 50,
  load_a: 0,
  load_b: 0,
  ...over,
});
let n = 0;
const slab = (over: Partial<SuggestSlab> = {}): SuggestSlab => {
  n += 1;
  const length = over.length ?? 2400;
  const width = over.width ?? 1200;
  return {
    id: `s${n}`,
    barcode: `B${n}`,
    length,
    width,
    thickness: 20,
    area: length * width,
    planeId: null,
    ...over,
  };
};

const tableOf = (r: ReturnType<typeof suggestAssignment>, id: string) => {
  const row = r.rows.find((x) => x.slabId === id);
  return row ? `${row.deviceId}${row.tableSide}` : undefined;
};

describe("suggestAssignment", () => {
  it("puts a slab only on a device that takes it (size either way round, thickness)", () => {
    const small = device("SM", { max_length: 2800, max_width: 1600, max_thickness: 30 });
    const big = device("S6");
    const thick = slab({ thickness: 40 });
    const long = slab({ length: 3400, width: 1500 });
    const turned = slab({ length: 1500, width: 2700 });
    const none = slab({ length: 3700, width: 2100 });
    const r = suggestAssignment([thick, long, turned, none], [small, big]);
    expect(r.rows.find((x) => x.slabId === thick.id)!.deviceId).toBe("S6");
    expect(r.rows.find((x) => x.slabId === long.id)!.deviceId).toBe("S6");
    expect(r.rows.some((x) => x.slabId === turned.id)).toBe(true);
    expect(r.unfit).toEqual([{ slabId: none.id, barcode: none.barcode, reasons: ["size"] }]);
    // Thicker and larger than every device: the device with the fewest reasons speaks.
    const both = slab({ length: 3700, width: 2100, thickness: 60 });
    expect(suggestAssignment([both], [small]).unfit[0]!.reasons).toEqual(["size", "thickness"]);
    expect(suggestAssignment([both], []).unfit[0]!.reasons).toEqual([]);
  });

  it("keeps a plane's slabs together on one table, in input order, when that keeps the balance", () => {
    const p1 = [1, 2, 3].map(() => slab({ planeId: "P1" }));
    const p2 = [1, 2, 3].map(() => slab({ planeId: "P2" }));
    const r = suggestAssignment([...p1, ...p2], [device("D1")]);
    const t1 = new Set(p1.map((s) => tableOf(r, s.id)));
    const t2 = new Set(p2.map((s) => tableOf(r, s.id)));
    expect(t1.size).toBe(1);
    expect(t2.size).toBe(1);
    expect([...t1][0]).not.toBe([...t2][0]);
    const seqs = p1.map((s) => r.rows.find((x) => x.slabId === s.id)!.seq);
    expect(seqs).toEqual([1, 2, 3]);
  });

  it("balances the tables, counting the load already on them", () => {
    const slabs = Array.from({ length: 40 }, (_, i) => slab({ planeId: `P${i % 8}` }));
    const r = suggestAssignment(slabs, [device("D1", { load_a: 10 * 2_880_000 }), device("D2")]);
    const totals = r.loads.map((l) => l.existing + l.planned);
    // 50 slab-loads over 4 tables: no table more than one plane group (5 slabs) above the lightest.
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(5 * 2_880_000);
    expect(r.loads.find((l) => l.deviceId === "D1" && l.tableSide === "A")!.planned).toBeLessThan(
      r.loads.find((l) => l.deviceId === "D2" && l.tableSide === "A")!.planned,
    );
    expect(r.rows).toHaveLength(40);
  });

  it("splits a plane larger than a fair share of one table", () => {
    const slabs = Array.from({ length: 20 }, () => slab({ planeId: "ONE" }));
    const r = suggestAssignment(slabs, [device("D1"), device("D2")]);
    const planned = r.loads.map((l) => l.planned);
    expect(planned.every((p) => p === 5 * 2_880_000)).toBe(true);
  });

  it("handles 500 slabs × 10 devices well under a second", () => {
    const devices = Array.from({ length: 10 }, (_, i) =>
      device(`D${i}`, i % 3 === 0 ? { max_length: 2800, max_width: 1600, max_thickness: 30 } : {}),
    );
    const slabs = Array.from({ length: 500 }, (_, i) =>
      slab({
        planeId: `P${i % 37}`,
        length: 2000 + (i % 17) * 100,
        width: 1000 + (i % 9) * 100,
        thickness: [18, 20, 30, 40][i % 4]!,
      }),
    );
    const started = performance.now();
    const r = suggestAssignment(slabs, devices);
    const ms = performance.now() - started;
    expect(r.rows.length + r.unfit.length).toBe(500);
    expect(ms).toBeLessThan(100);
    for (const row of r.rows) {
      const s = slabs.find((x) => x.id === row.slabId)!;
      const d = devices.find((x) => x.id === row.deviceId)!;
      expect(s.thickness).toBeLessThanOrEqual(d.max_thickness);
    }
  });
});
