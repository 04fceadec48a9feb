import type { TableSide } from "@stoneworks/shared";
import { deviceMisfit } from "../inventory/cutting-plan.check.ts";

/**
 * The suggested assignment of a production plan, with no database: each slab to a device table A/B
 * in cutting order. A slab goes only to a device that can take it (`deviceMisfit`: size either way
 * round, thickness; a device's series sets its default limits); the slabs of one plane stay together
 * on one table where they fit and are not a large share of the plan; tables are balanced by slab area
 * (a table already holding slabs counts their area). Longest-processing-time first: the most
 * constrained and largest groups are placed first, each on the least-loaded table that takes it all.
 */

export interface SuggestSlab {
  id: string;
  barcode: string;
  length: number;
  width: number;
  thickness: number;
  /** mm² (the load a slab puts on a table). */
  area: number;
  planeId: string | null;
}

export interface SuggestDevice {
  id: string;
  code: string;
  max_length: number;
  max_width: number;
  max_thickness: number;
  /** Slab area already on each table (toCut or cutting), mm². */
  load_a: number;
  load_b: number;
}

export interface Suggestion {
  rows: { slabId: string; deviceId: string; tableSide: TableSide; seq: number }[];
  unfit: { slabId: string; barcode: string; reasons: ("size" | "thickness")[] }[];
  loads: { deviceId: string; code: string; tableSide: TableSide; existing: number; planned: number }[];
}

interface Table {
  device: SuggestDevice;
  deviceIndex: number;
  side: TableSide;
  existing: number;
  planned: number;
  slabs: string[];
}

interface Chunk {
  slabs: SuggestSlab[];
  area: number;
  /** Indices of the devices that take every slab of the chunk. */
  devices: number[];
  order: number;
}

export function suggestAssignment(
  slabs: readonly SuggestSlab[],
  devices: readonly SuggestDevice[],
): Suggestion {
  const tables: Table[] = devices.flatMap((device, deviceIndex) =>
    (["A", "B"] as const).map((side) => ({
      device,
      deviceIndex,
      side,
      existing: side === "A" ? device.load_a : device.load_b,
      planned: 0,
      slabs: [],
    })),
  );
  const unfit: Suggestion["unfit"] = [];
  // Plane groups in input order, each slab with the devices that take it.
  const groups = new Map<string, { slab: SuggestSlab; fits: number[] }[]>();
  for (const slab of slabs) {
    const fits: number[] = [];
    let fewest: ("size" | "thickness")[] | undefined;
    devices.forEach((d, i) => {
      const reasons = deviceMisfit(slab, d);
      if (reasons.length === 0) fits.push(i);
      else if (!fewest || reasons.length < fewest.length) fewest = reasons;
    });
    if (fits.length === 0) {
      unfit.push({ slabId: slab.id, barcode: slab.barcode, reasons: fewest ?? [] });
      continue;
    }
    const key = slab.planeId ?? `slab:${slab.id}`;
    const g = groups.get(key) ?? [];
    g.push({ slab, fits });
    groups.set(key, g);
  }

  const totalArea = slabs.reduce((sum, s) => sum + s.area, 0);
  const largest = slabs.reduce((max, s) => Math.max(max, s.area), 0);
  // A group bigger than a fair share of one table is cut into consecutive chunks of about that share.
  const share = Math.max(largest, tables.length ? totalArea / tables.length : totalArea);
  const chunks: Chunk[] = [];
  for (const group of groups.values()) {
    let current: Chunk | undefined;
    for (const { slab, fits } of group) {
      const common = current ? current.devices.filter((i) => fits.includes(i)) : fits;
      if (!current || common.length === 0 || current.area + slab.area > share) {
        current = { slabs: [slab], area: slab.area, devices: fits, order: chunks.length };
        chunks.push(current);
      } else {
        current.slabs.push(slab);
        current.area += slab.area;
        current.devices = common;
      }
    }
  }
  chunks.sort((a, b) => a.devices.length - b.devices.length || b.area - a.area || a.order - b.order);

  for (const chunk of chunks) {
    let best: Table | undefined;
    for (const t of tables) {
      if (!chunk.devices.includes(t.deviceIndex)) continue;
      if (!best || t.existing + t.planned < best.existing + best.planned) best = t;
    }
    // Every chunk has at least one device, so `best` is set.
    const table = best!;
    for (const s of chunk.slabs) table.slabs.push(s.id);
    table.planned += chunk.area;
  }

  const rows: Suggestion["rows"] = [];
  for (const t of tables)
    t.slabs.forEach((slabId, i) => {
      rows.push({ slabId, deviceId: t.device.id, tableSide: t.side, seq: i + 1 });
    });
  return {
    rows,
    unfit,
    loads: tables.map((t) => ({
      deviceId: t.device.id,
      code: t.device.code,
      tableSide: t.side,
      existing: t.existing,
      planned: t.planned,
    })),
  };
}
