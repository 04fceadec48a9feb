import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { machineStatus } from "../machine/machine-status.schema.ts";
import { pageFields } from "../validation.ts";
import { code, id, keyword, version } from "./fields.ts";

/** Machine tables (menu 3006, docs/api-factory.md): cutting machines, their tables A/B, the device link. */
export const deviceSeries = z.enum(["S600", "C500", "smart400"]);
export const DEVICE_SERIES = deviceSeries.options;
/** The largest slab each series takes; a new machine starts with its series' sizes. */
export const SERIES_DEFAULTS: Record<
  z.infer<typeof deviceSeries>,
  { maxLength: number; maxWidth: number; maxThickness: number }
> = {
  S600: { maxLength: 3600, maxWidth: 2000, maxThickness: 50 },
  C500: { maxLength: 3200, maxWidth: 1800, maxThickness: 40 },
  smart400: { maxLength: 2800, maxWidth: 1600, maxThickness: 30 },
};
export const MAX_DEVICE_SIZE = 10_000;
export const MAX_DEVICE_THICKNESS = 500;
export const tableState = z.enum(["unoccupied", "picked"]);
/** What is on a device table: the slabs toCut / cutting on it (so its state can never contradict the slab list). */
export const tableLoad = z.strictObject({
  side: z.enum(["A", "B"]),
  state: tableState,
  slabCount: z.number().int(),
  /** mm² */
  area: z.number(),
  barcodes: z.array(z.string()),
});
export type TableLoad = z.infer<typeof tableLoad>;

/** Whole millimetres, 1..max. */
const mm = (max: number, key: string) =>
  z.number().int({ error: key }).min(1, { error: key }).max(max, { error: key });
const sizes = {
  maxLength: mm(MAX_DEVICE_SIZE, "validation.sizeInvalid"),
  maxWidth: mm(MAX_DEVICE_SIZE, "validation.sizeInvalid"),
  maxThickness: mm(MAX_DEVICE_THICKNESS, "validation.thicknessInvalid"),
};

export const deviceListBody = z.strictObject({
  ...pageFields,
  keyword: keyword(20),
  series: deviceSeries.optional(),
});
export const createDeviceBody = z.strictObject({
  code,
  series: deviceSeries,
  maxLength: sizes.maxLength.optional(),
  maxWidth: sizes.maxWidth.optional(),
  maxThickness: sizes.maxThickness.optional(),
});
export const updateDeviceBody = z.strictObject({
  deviceId: id,
  code,
  series: deviceSeries,
  ...sizes,
  version,
});
export const deviceIdBody = z.strictObject({ deviceId: id });

export const deviceItem = z.object({
  deviceId: rowId,
  code: z.string(),
  series: deviceSeries,
  maxLength: z.number().int(),
  maxWidth: z.number().int(),
  maxThickness: z.number().int(),
  /** An API key has been issued and not revoked. */
  linked: z.boolean(),
  linkedAt: isoTime.nullable(),
  /** Linked / reporting / silent / never reported: the one derivation (docs/api-machine.md "Machine status"). */
  status: machineStatus,
  tableA: tableState,
  tableB: tableState,
  /** Tables A and B with what is on them, and the picks onto the machine since the business day began. */
  tables: z.array(tableLoad),
  todayPicks: z.number().int(),
  version: z.number().int(),
});
export const devicePage = pageOf(deviceItem);
export const createdDevice = z.object({ deviceId: rowId });
/** The machine's API key, shown this once (only its hash is stored). */
export const deviceLinked = z.object({ apiKey: z.string(), linkedAt: isoTime });
/** What GET /api/device/whoami answers a machine presenting its key. */
export const deviceWhoami = z.object({ code: z.string(), series: deviceSeries });

export type DeviceSeries = z.infer<typeof deviceSeries>;
export type TableState = z.infer<typeof tableState>;
export type Device = z.infer<typeof deviceItem>;
export type DeviceLinked = z.infer<typeof deviceLinked>;
export type DeviceWhoami = z.infer<typeof deviceWhoami>;
export type CreatedDevice = z.infer<typeof createdDevice>;
export type DeviceListBody = z.input<typeof deviceListBody>;
export type DeviceBody = z.input<typeof createDeviceBody>;
export type UpdateDeviceBody = z.input<typeof updateDeviceBody>;
