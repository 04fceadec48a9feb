/**
 * `npm run device:simulate`: a cutting machine's day of reports, sent as the machine would send them
 * (docs/api-machine.md "Simulator"), over HTTP (default) or MQTT (--mqtt). For demos and benchmarks.
 *
 *   npm run device:simulate -- --key <device key> [--url http://localhost:3000] [--day 2026-11-24]
 *       [--slabs 6930000000101,6930000000102] [--table A] [--operator 11] [--batch 50]
 *       [--since 2026-11-24T10:00+08:00] [--slab-area 5400000]
 *   npm run device:simulate -- --mqtt [--mqtt-url mqtt://localhost:1883] --device <device id> --key <device key> …
 *
 * It cannot read the database: the slabs are the barcodes given with --slabs (slabs waiting on that
 * table of that machine), each cut in turn (a start, two to four cuts, an end). Without --slabs it
 * sends a day of cut records that name no slab. Record ids are the day's (SIM-<day>-<n>): running the
 * same day again is answered with duplicates. Nothing after now is sent (the default day is yesterday
 * before 07:30 China time); --since runs from that time to now instead of the day's shifts (slabs
 * picked since); --slab-area (mm²) keeps the cuts within the slab. Prints accepted, duplicates and rejected per batch and in all.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import mqtt from "mqtt";

export interface SimRecord {
  recordId: string;
  kind: "start" | "end" | "cut";
  table: "A" | "B";
  slabBarcode?: string;
  startedAt: string;
  endedAt?: string;
  metresCut?: number;
  areaCut?: number;
  slabsConsumed?: number;
  operatorStaffNo?: string;
  status?: "ok" | "aborted";
}

export interface Answer {
  accepted: number;
  duplicates: number;
  rejected: { index: number; code: number; message: string }[];
}

export interface DayOptions {
  /** YYYY-MM-DD, China time. */
  day: string;
  slabs: string[];
  table: "A" | "B";
  operator: string;
  /** The machine's clock now (ms): nothing later is sent (a machine never reports the future). Default: Date.now(). */
  now?: number;
  /** One run from this instant (ms) instead of the day's two shifts: e.g. after the slabs were picked. */
  startAt?: number;
  /** A slab's area (mm², default 3000 × 1800): the cuts add up to 74–88 % of it, never more. */
  slabArea?: number;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const MINUTE = 60_000;

/**
 * The machine's day: two shifts (07:30–15:30, 15:30–23:30, +08:00), a slab every 55–100 minutes. With
 * slabs: each a start, 2–4 cuts sharing one slab consumed, an end, until the slabs are cut. Without:
 * cut records only, no slab named. Deterministic for a day.
 */
export function simulatedDay(o: DayOptions): SimRecord[] {
  const rand = rng(Number(o.day.replaceAll("-", "")));
  const dayStart = Date.parse(`${o.day}T00:00:00+08:00`);
  const out: SimRecord[] = [];
  let n = 0;
  const id = () => `SIM-${o.day.replaceAll("-", "")}-${String(++n).padStart(4, "0")}`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const slabs = [...o.slabs];
  let table = o.table;
  const now = o.now ?? Date.now();
  const shifts: [number, number][] = [
    [7.5, 15.5],
    [15.5, 23.5],
  ];
  const push = (r: SimRecord) => {
    // Nothing in the future: a record starting or ending after the machine's now is not sent.
    if (Date.parse(r.startedAt) <= now && (!r.endedAt || Date.parse(r.endedAt) <= now)) out.push(r);
  };
  for (const [from, to] of o.startAt !== undefined ? [[0, 0] as const] : shifts) {
    let t = o.startAt ?? dayStart + from * 3_600_000 + rand() * 10 * MINUTE;
    const until = o.startAt !== undefined ? now : dayStart + to * 3_600_000;
    for (;;) {
      const end = t + (55 + rand() * 45) * MINUTE;
      if (end > until) break;
      const barcode = o.slabs.length > 0 ? slabs.shift() : undefined;
      if (o.slabs.length > 0 && !barcode) return out;
      const base = { table, operatorStaffNo: o.operator, ...(barcode ? { slabBarcode: barcode } : {}) };
      if (barcode) push({ ...base, recordId: id(), kind: "start", startedAt: iso(t) });
      // A slab of about 3.0 × 1.8 m, 74–88 % of it cut into boards.
      const area = Math.floor((o.slabArea ?? 3000 * 1800) * (0.74 + rand() * 0.14));
      const cuts = 2 + Math.floor(rand() * 3);
      const span = (end - t) / (cuts + 1);
      for (let i = 0; i < cuts; i++) {
        const at = t + span * (i + 0.3);
        const share = Math.floor(area / cuts);
        push({
          ...base,
          recordId: id(),
          kind: "cut",
          startedAt: iso(at),
          endedAt: iso(at + span * 0.6),
          metresCut: Math.round((share / 300_000) * 2.2 * 100) / 100,
          areaCut: share,
          slabsConsumed: Math.round((1 / cuts) * 1000) / 1000,
        });
        if (rand() < 0.05)
          push({
            ...base,
            recordId: id(),
            kind: "cut",
            startedAt: iso(at + span * 0.65),
            endedAt: iso(at + span * 0.7),
            metresCut: 0.3,
            areaCut: 0,
            slabsConsumed: 0,
            status: "aborted",
          });
      }
      if (barcode) push({ ...base, recordId: id(), kind: "end", startedAt: iso(end), endedAt: iso(end) });
      // Without slabs of its own, the machine turns from one table to the other.
      if (!barcode) table = table === "A" ? "B" : "A";
      t = end + (4 + rand() * 12) * MINUTE;
    }
  }
  return out;
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

interface Envelope {
  result: boolean;
  code: number;
  msg: string;
  data: Answer | null;
}

/** POST /api/device/report per batch; the answers in order (a refused batch throws with its message). */
export async function sendOverHttp(url: string, key: string, records: SimRecord[], batch: number) {
  const answers: Answer[] = [];
  for (const part of chunks(records, batch)) {
    const res = await fetch(`${url.replace(/\/$/, "")}/api/device/report`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-device-key": key },
      body: JSON.stringify({ records: part }),
    });
    const body = (await res.json()) as Envelope;
    if (!body.result || !body.data) throw new Error(`refused (${body.code}): ${body.msg}`);
    answers.push(body.data);
  }
  return answers;
}

/**
 * As docs/api-machine.md "Flow control" tells machine makers: connects to the broker as the machine
 * (username = its device id, password = its key), publishes each batch to `<root>/device/<id>/report`
 * (QoS 1, no key in the payload) and waits for its ack before the next; no ack within 15 s: the same
 * batch again (its recordIds make a repeat harmless), three times at most; 1004: again after retryAfter.
 */
export async function sendOverMqtt(
  url: string,
  o: { key: string; device: string; root?: string },
  records: SimRecord[],
  batch: number,
) {
  const root = o.root ?? "stoneworks";
  const client = await mqtt.connectAsync(url, {
    clientId: `simulator-${randomUUID().slice(0, 8)}`,
    username: o.device,
    password: o.key,
    reconnectPeriod: 0,
  });
  const acks: Envelope[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  // A connection error after connecting (broker gone, keepalive timeout) ends the wait for an ack with
  // its reason, instead of being thrown by the emitter as an uncaught error.
  client.on("error", (err) => {
    failure = err;
    wake?.();
  });
  client.on("message", (_topic, payload) => {
    acks.push(JSON.parse(payload.toString()) as Envelope);
    wake?.();
  });
  /** The next ack, or undefined after 15 s. */
  const nextAck = async () => {
    if (acks.length === 0)
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 15_000);
      });
    if (failure) throw new Error(`MQTT connection failed: ${failure.message}`);
    return acks.shift();
  };
  try {
    await client.subscribeAsync(`${root}/device/${o.device}/ack`, { qos: 1 });
    const answers: Answer[] = [];
    for (const part of chunks(records, batch)) {
      let ack: Envelope | undefined;
      for (let attempt = 0; !ack || ack.code === 1004; attempt++) {
        if (attempt === 4)
          throw new Error("no answer from the server within 15 s, 4 times (is MQTT_URL set there?)");
        const wait = (ack?.data as { retryAfter?: number } | null)?.retryAfter;
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        await client.publishAsync(`${root}/device/${o.device}/report`, JSON.stringify({ records: part }), {
          qos: 1,
        });
        ack = await nextAck();
      }
      if (!ack.result || !ack.data) throw new Error(`refused (${ack.code}): ${ack.msg}`);
      answers.push(ack.data);
    }
    return answers;
  } finally {
    await client.endAsync();
  }
}

/** The answers added up. */
export function total(answers: Answer[]): Answer {
  return answers.reduce<Answer>(
    (sum, a) => ({
      accepted: sum.accepted + a.accepted,
      duplicates: sum.duplicates + a.duplicates,
      rejected: [...sum.rejected, ...a.rejected],
    }),
    { accepted: 0, duplicates: 0, rejected: [] },
  );
}

/**
 * The default day: today in China (UTC+8) once its first shift began (07:30), else yesterday, so a
 * run before 07:30 sends the last whole day, never one to come.
 */
export function defaultDay(now = Date.now()): string {
  const china = new Date(now + 8 * 3_600_000);
  const minutes = china.getUTCHours() * 60 + china.getUTCMinutes();
  const day = minutes < 7 * 60 + 30 ? new Date(china.getTime() - 86_400_000) : china;
  return day.toISOString().slice(0, 10);
}

export async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: "string", default: "http://localhost:3000" },
      key: { type: "string" },
      device: { type: "string" },
      mqtt: { type: "boolean", default: false },
      "mqtt-url": { type: "string", default: "mqtt://localhost:1883" },
      root: { type: "string", default: "stoneworks" },
      day: { type: "string", default: defaultDay() },
      since: { type: "string" },
      "slab-area": { type: "string" },
      slabs: { type: "string", default: "" },
      table: { type: "string", default: "A" },
      operator: { type: "string", default: "11" },
      batch: { type: "string", default: "50" },
    },
    allowPositionals: true,
  });
  const batch = Number(values.batch);
  if (!values.key) throw new Error("--key <device API key> is needed (machine tables → link)");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day!)) throw new Error("--day is YYYY-MM-DD");
  if (values.table !== "A" && values.table !== "B") throw new Error("--table is A or B");
  if (!Number.isInteger(batch) || batch < 1 || batch > 500) throw new Error("--batch is 1 to 500");
  if (values.mqtt && !values.device)
    throw new Error("--mqtt needs --device <device id> (the broker user and the topic name it)");
  const startAt = values.since ? Date.parse(values.since) : undefined;
  if (startAt !== undefined && Number.isNaN(startAt)) throw new Error("--since is an ISO time");
  const slabArea = values["slab-area"] ? Number(values["slab-area"]) : undefined;
  if (slabArea !== undefined && !(slabArea > 0)) throw new Error("--slab-area is a slab's area in mm²");
  const records = simulatedDay({
    day: values.day!,
    slabs: values.slabs!.split(",").filter(Boolean),
    table: values.table,
    operator: values.operator!,
    ...(startAt !== undefined ? { startAt } : {}),
    ...(slabArea !== undefined ? { slabArea } : {}),
  });
  console.log(
    `${records.length} records of ${values.day}, ${Math.ceil(records.length / batch)} batches of ≤ ${batch}`,
  );
  const answers = values.mqtt
    ? await sendOverMqtt(
        values["mqtt-url"]!,
        { key: values.key, device: values.device!, root: values.root },
        records,
        batch,
      )
    : await sendOverHttp(values.url!, values.key, records, batch);
  for (const [i, a] of answers.entries())
    console.log(
      `batch ${i + 1}: accepted ${a.accepted}, duplicates ${a.duplicates}, rejected ${a.rejected.length}`,
    );
  const sum = total(answers);
  for (const r of sum.rejected) console.log(`  rejected (${r.code}): ${r.message}`);
  console.log(
    `in all: accepted ${sum.accepted}, duplicates ${sum.duplicates}, rejected ${sum.rejected.length}`,
  );
  return sum;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
