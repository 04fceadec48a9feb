import type { Queryable } from "../../db/db.ts";
import type { SeedContext } from "../../db/seed.ts";

/**
 * The machine area's demo data (docs/api-machine.md "Demo data"): 90 days of what the demo's four
 * machines reported, as a device would have sent it, marked via = 'seed'. Deterministic.
 *
 * - Two shifts (07:30–15:30 and 15:30–23:30, China time), Monday to Saturday. Day shift: S600-01,
 *   S600-02 and one of C500-01 (Mon/Wed/Fri) / SM400-01 (Tue/Thu/Sat); evening shift: S600-01. Four
 *   cutting operators (张伟 and the three added here) rotate over the four slots weekly.
 * - Each slab: a start, two to four cut records (metres, area, slabs consumed adding up to one slab),
 *   an end; now and then an aborted cut. Area cut = slab area × its plan's yield × 0.93–1.03.
 * - The slabs of the demo's ledger (done or cutting on a machine table) are reported on their own
 *   device and table, within the times the ledger moved them (start not before their pick or start,
 *   end not after their completion; the slabs being cut have a start and cuts this last hour or two,
 *   no end), with their accepted plan's project. Days before the ledger's first slab reached a
 *   machine are slabs cut before the factory kept its stock in Stoneworks: the machine's barcode
 *   (692…) is kept, no slab or project is linked (slab_id null), as a real machine would report them.
 * - A few records were refused on C500-01 (a barcode the enterprise does not know, a bad time).
 * - The enterprise's MES is opened.
 */

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
/** Staff nos. of the cutting operators: 张伟 (11, the main seed) and three added here. */
const OPERATORS = ["11", "12", "13", "14"];
const NEW_OPERATORS: [phone: string, name: string, staffNo: string][] = [
  ["13800000010", "赵刚", "12"],
  ["13800000011", "孙海", "13"],
  ["13800000012", "吴勇", "14"],
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Device {
  id: string;
  code: string;
}

/** Columns of cutting_records as arrays, for one INSERT … SELECT FROM unnest. */
class Records {
  device: string[] = [];
  recordId: string[] = [];
  kind: string[] = [];
  table: string[] = [];
  barcode: (string | null)[] = [];
  slab: (string | null)[] = [];
  staffNo: (string | null)[] = [];
  startedAt: string[] = [];
  endedAt: (string | null)[] = [];
  lengthMm: number[] = [];
  areaMm2: number[] = [];
  consumedMilli: number[] = [];
  status: string[] = [];
  receivedAt: string[] = [];
  private seq = new Map<string, number>();

  add(
    d: Device,
    r: {
      kind: "start" | "end" | "cut";
      table: "A" | "B";
      barcode: string | null;
      slabId: string | null;
      staffNo: string | null;
      at: number;
      until?: number;
      lengthMm?: number;
      areaMm2?: number;
      consumedMilli?: number;
      aborted?: boolean;
    },
  ) {
    const n = (this.seq.get(d.id) ?? 0) + 1;
    this.seq.set(d.id, n);
    this.device.push(d.id);
    this.recordId.push(`${d.code}-${String(n).padStart(6, "0")}`);
    this.kind.push(r.kind);
    this.table.push(r.table);
    this.barcode.push(r.barcode);
    this.slab.push(r.slabId);
    this.staffNo.push(r.staffNo);
    this.startedAt.push(new Date(r.at).toISOString());
    this.endedAt.push(r.until === undefined ? null : new Date(r.until).toISOString());
    this.lengthMm.push(r.lengthMm ?? 0);
    this.areaMm2.push(r.areaMm2 ?? 0);
    this.consumedMilli.push(r.consumedMilli ?? 0);
    this.status.push(r.aborted ? "aborted" : "ok");
    // Sent when the record closed, arrived a few seconds later.
    this.receivedAt.push(new Date((r.until ?? r.at) + 3000).toISOString());
  }
}

/**
 * One slab's cutting on a table from `start` to `end` (ms): a start, `cuts` cut records sharing the
 * area cut and one slab consumed, maybe an aborted cut, an end (unless still cutting).
 */
function cutSlab(
  out: Records,
  rand: () => number,
  d: Device,
  s: {
    table: "A" | "B";
    barcode: string;
    slabId: string | null;
    staffNo: string;
    area: number;
    yieldRate: number;
    start: number;
    end: number;
    finished: boolean;
  },
) {
  const base = { table: s.table, barcode: s.barcode, slabId: s.slabId, staffNo: s.staffNo };
  out.add(d, { ...base, kind: "start", at: s.start });
  const cuts = 2 + Math.floor(rand() * 3);
  const actual = Math.round(s.area * s.yieldRate * (0.93 + rand() * 0.1));
  const span = (s.end - s.start) / (cuts + 1);
  let areaLeft = actual;
  let milliLeft = 1000;
  for (let i = 0; i < cuts; i++) {
    const last = i === cuts - 1;
    const area = last ? areaLeft : Math.round((actual / cuts) * (0.8 + rand() * 0.4));
    const milli = last ? milliLeft : Math.round(1000 / cuts);
    areaLeft -= area;
    milliLeft -= milli;
    const at = s.start + span * (i + 0.3);
    // Metres cut: boards of about 0.3 m² each, about 2.2 m of cut per board.
    const lengthMm = Math.round((area / 300_000) * 2200 * (0.9 + rand() * 0.2));
    out.add(d, {
      ...base,
      kind: "cut",
      at,
      until: at + span * 0.6,
      lengthMm,
      areaMm2: area,
      consumedMilli: milli,
    });
    if (rand() < 0.04) {
      const t = at + span * 0.65;
      out.add(d, { ...base, kind: "cut", at: t, until: t + 120_000, lengthMm: 300, aborted: true });
    }
  }
  if (s.finished) out.add(d, { ...base, kind: "end", at: s.end, until: s.end });
}

export async function seedMachineData(ctx: SeedContext): Promise<void> {
  const { q, orgId, now } = ctx;
  const rand = rng(20261116);
  await q.query("UPDATE orgs SET mes_enabled = true WHERE id = $1", [orgId]);
  await addOperators(q, orgId, now);
  const { rows: devices } = await q.query<Device>(
    "SELECT id, code FROM devices WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  const dev = (code: string) => devices.find((d) => d.code === code);
  if (devices.length === 0) return;
  const out = new Records();
  const ledgerStart = await seedLedgerSlabs(ctx, out, rand, devices);
  // Before the ledger: slabs the machines cut before the stock was kept here (no slab row).
  const localDay = (ms: number) => Math.floor((ms + CHINA_MS) / DAY_MS);
  const firstDay = localDay(now.getTime()) - 89;
  const lastDay = localDay(ledgerStart) - 1;
  for (let day = firstDay; day <= lastDay; day++) {
    const dayStart = day * DAY_MS - CHINA_MS;
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday === 0) continue;
    const week = Math.floor(day / 7);
    const yymmdd = new Date(day * DAY_MS).toISOString().slice(2, 10).replaceAll("-", "");
    const slots: [Device | undefined, number][] = [
      [dev("S600-01"), 7.5],
      [dev("S600-02"), 7.5],
      [weekday % 2 === 1 ? dev("C500-01") : dev("SM400-01"), 7.5],
      [dev("S600-01"), 15.5],
    ];
    for (const [slot, [d, hour]] of slots.entries()) {
      if (!d) continue;
      const staffNo = rand() < 0.01 ? "99" : OPERATORS[(slot + week) % OPERATORS.length]!;
      let t = dayStart + hour * 3_600_000 + rand() * 900_000;
      const shiftEnd = dayStart + (hour + 8) * 3_600_000;
      let n = 0;
      let table: "A" | "B" = "A";
      for (;;) {
        const minutes = 55 + rand() * 45;
        const end = t + minutes * 60_000;
        if (end > shiftEnd) break;
        const length = 2600 + Math.round(rand() * 60) * 10;
        const width = 1600 + Math.round(rand() * 35) * 10;
        n += 1;
        cutSlab(out, rand, d, {
          table,
          barcode: `692${yymmdd}${devices.indexOf(d)}${String(slot * 20 + n).padStart(3, "0")}`,
          slabId: null,
          staffNo,
          area: length * width,
          yieldRate: 0.74 + rand() * 0.14,
          start: t,
          end,
          finished: true,
        });
        // The other table was loaded meanwhile: the machine turns to it.
        table = table === "A" ? "B" : "A";
        t = end + (4 + rand() * 12) * 60_000;
      }
    }
  }
  await insertRecords(q, orgId, out);
  await seedIngestErrors(q, orgId, dev("C500-01"), now, rand);
  await q.query(
    // A machine that reports holds a key: linked since its first report (a key nobody knows: linking
    // it again on machine tables issues one to use with the simulator).
    `UPDATE devices d SET last_report_at = r.at, linked_at = r.first, api_key_hash = 'seed-' || gen_random_uuid()
       FROM (SELECT device_id, max(received_at) AS at, min(received_at) AS first
               FROM cutting_records WHERE org_id = $1 GROUP BY device_id) r
      WHERE d.id = r.device_id`,
    [orgId],
  );
}

/** Three more cutting operators (role 切割机手, department 切割车间), with the demo password. */
async function addOperators(q: Queryable, orgId: string, now: Date) {
  const { rows } = await q.query<{ password_hash: string; role_id: string; department_id: string | null }>(
    `SELECT u.password_hash, m.role_id, m.department_id FROM users u JOIN members m ON m.user_id = u.id
      WHERE m.org_id = $1 AND m.staff_no = '11'`,
    [orgId],
  );
  const model = rows[0];
  if (!model) return;
  for (const [phone, name, staffNo] of NEW_OPERATORS) {
    const u = await q.query<{ id: string }>(
      `INSERT INTO users (phone, password_hash, nickname, last_org_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [phone, model.password_hash, name, orgId, now],
    );
    const m = await q.query<{ id: string }>(
      `INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id, department_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [orgId, u.rows[0]!.id, name, staffNo, phone, model.role_id, model.department_id, now],
    );
    await q.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, detail, created_at)
       SELECT $1, o.created_by, 'member', $2, 'add', 'enabled', $3, $4 FROM orgs o WHERE o.id = $1`,
      [orgId, m.rows[0]!.id, JSON.stringify({ name }), now],
    );
  }
}

interface LedgerSlab {
  id: string;
  barcode: string;
  status: "cutting" | "done";
  device_id: string;
  table_side: "A" | "B";
  area: number;
  used_area: number | null;
  lo: Date;
  hi: Date | null;
}

/**
 * The ledger's slabs on the machines: each done slab cut on its table inside [its pick or start, its
 * completion], one after another per table (latest first, back from the completion); each slab being
 * cut started in the last two hours (after its start in the ledger), a cut or two, no end. Returns the
 * earliest start reported for a ledger slab (the machines' reports before that day are of slabs cut
 * before the ledger).
 */
async function seedLedgerSlabs(ctx: SeedContext, out: Records, rand: () => number, devices: Device[]) {
  const { q, orgId, now } = ctx;
  const { rows } = await q.query<LedgerSlab>(
    `SELECT s.id, s.barcode, s.status, s.device_id, s.table_side, (s.length * s.width)::bigint AS area,
            cp.used_area,
            (SELECT max(a.created_at) FROM audit_log a WHERE a.entity = 'slab' AND a.entity_id = s.id::text
                AND a.action IN ('pick', 'transfer', 'startCutting')) AS lo,
            (SELECT max(a.created_at) FROM audit_log a WHERE a.entity = 'slab' AND a.entity_id = s.id::text
                AND a.action = 'complete') AS hi
       FROM slabs s LEFT JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
      WHERE s.org_id = $1 AND s.status IN ('cutting', 'done') AND s.device_id IS NOT NULL AND s.table_side IS NOT NULL
      ORDER BY s.barcode`,
    [orgId],
  );
  const byTable = new Map<string, LedgerSlab[]>();
  for (const s of rows) {
    const key = `${s.device_id}|${s.table_side}`;
    byTable.set(key, [...(byTable.get(key) ?? []), s]);
  }
  let earliest = now.getTime();
  for (const slabs of byTable.values()) {
    const d = devices.find((x) => x.id === slabs[0]!.device_id)!;
    const staffNo = OPERATORS[devices.indexOf(d) % OPERATORS.length]!;
    const yieldOf = (s: LedgerSlab) => (s.used_area ? Number(s.used_area) / Number(s.area) : 0.8);
    const done = slabs
      .filter((s) => s.status === "done" && s.hi)
      .sort((a, b) => b.hi!.getTime() - a.hi!.getTime());
    let cursor = Number.POSITIVE_INFINITY;
    for (const s of done) {
      const lo = s.lo?.getTime() ?? s.hi!.getTime() - DAY_MS;
      const end = Math.min(cursor, s.hi!.getTime() - 60_000 - rand() * 600_000);
      const start = Math.max(lo + 60_000, end - (55 + rand() * 40) * 60_000);
      if (end - start < 10 * 60_000) continue;
      cutSlab(out, rand, d, {
        table: s.table_side,
        barcode: s.barcode,
        slabId: s.id,
        staffNo,
        area: Number(s.area),
        yieldRate: yieldOf(s),
        start,
        end,
        finished: true,
      });
      earliest = Math.min(earliest, start);
      cursor = start - (4 + rand() * 10) * 60_000;
    }
    const cutting = slabs.filter((s) => s.status === "cutting");
    for (const [i, s] of cutting.entries()) {
      const start = Math.max(s.lo?.getTime() ?? 0, now.getTime() - (100 - i * 15) * 60_000);
      const table = s.table_side;
      const base = { table, barcode: s.barcode, slabId: s.id, staffNo };
      out.add(d, { ...base, kind: "start", at: start });
      const area = Math.round(Number(s.area) * yieldOf(s) * 0.4);
      const at = start + 5 * 60_000;
      if (at + 10 * 60_000 < now.getTime())
        out.add(d, {
          ...base,
          kind: "cut",
          at,
          until: at + 10 * 60_000,
          lengthMm: Math.round((area / 300_000) * 2200),
          areaMm2: area,
          consumedMilli: 400,
        });
    }
  }
  return earliest;
}

async function insertRecords(q: Queryable, orgId: string, r: Records) {
  if (r.device.length === 0) return;
  await q.query(
    `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_barcode, slab_id, project_id,
       operator_staff_no, operator_id, started_at, ended_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli,
       status, received_at, via)
     SELECT $1, x.device_id, x.record_id, x.kind, x.table_side, x.barcode, x.slab_id, cp.project_id,
            x.staff_no, m.user_id, x.started_at, x.ended_at, x.len, x.area, x.milli, x.status, x.received_at, 'seed'
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::text[],
                   $9::timestamptz[], $10::timestamptz[], $11::bigint[], $12::bigint[], $13::int[], $14::text[],
                   $15::timestamptz[])
            AS x(device_id, record_id, kind, table_side, barcode, slab_id, staff_no, started_at, ended_at, len, area,
                 milli, status, received_at)
       LEFT JOIN cutting_plans cp ON cp.slab_id = x.slab_id AND cp.status = 'accepted'
       LEFT JOIN members m ON m.org_id = $1 AND m.staff_no = x.staff_no`,
    [
      orgId,
      r.device,
      r.recordId,
      r.kind,
      r.table,
      r.barcode,
      r.slab,
      r.staffNo,
      r.startedAt,
      r.endedAt,
      r.lengthMm,
      r.areaMm2,
      r.consumedMilli,
      r.status,
      r.receivedAt,
    ],
  );
}

/** Records C500-01 sent that were refused: barcodes the enterprise does not know, a time without offset. */
async function seedIngestErrors(
  q: Queryable,
  orgId: string,
  d: Device | undefined,
  now: Date,
  rand: () => number,
) {
  if (!d) return;
  for (let i = 0; i < 9; i++) {
    const at = new Date(now.getTime() - (i * 1.3 + rand()) * DAY_MS);
    const badTime = i % 4 === 3;
    await q.query(
      `INSERT INTO device_ingest_errors
         (org_id, device_id, record_id, code, message_key, params, received_at, via, first_at, hour)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'http', $7, to_timestamp(floor(extract(epoch FROM $7::timestamptz) / 3600) * 3600))
       ON CONFLICT DO NOTHING`,
      [
        orgId,
        d.id,
        `${d.code}-E${String(i + 1).padStart(3, "0")}`,
        badTime ? 1001 : 1002,
        badTime ? "machine.record.badTime" : "machine.record.slabNotFound",
        JSON.stringify(
          badTime ? { field: "startedAt" } : { code: `69300000${String(90 + i).padStart(5, "0")}` },
        ),
        at,
      ],
    );
  }
}
