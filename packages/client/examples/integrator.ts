/**
 * An integrator's first program against the Stoneworks API: log in by password, list the slabs in
 * stock, report a machine's cut. Run it with
 *
 *   STONEWORKS_URL=https://stoneworks.example.com STONEWORKS_PHONE=13800000000 \
 *   STONEWORKS_PASSWORD=... STONEWORKS_DEVICE_KEY=dk_... npx tsx examples/integrator.ts
 *
 * It prints one JSON line with what it did. The device key is shown once when a machine table is
 * linked (machine tables → link); without one the report step is skipped.
 */
import { ApiError, type BodyOf, createClient } from "../src/index.ts";

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

const baseUrl = env("STONEWORKS_URL");
const api = createClient({ baseUrl, lang: "en-US" });

// 1. Log in: the session token goes into every later call (and is renewed by the client).
const session = await api.call("/api/userAuth/login", {
  phone: env("STONEWORKS_PHONE"),
  password: env("STONEWORKS_PASSWORD"),
});
api.setToken(session.token);

// 2. The first page of slabs in stock (filters: docs/api-inventory.md).
const slabs = await api.call("/api/inventory/slabList", { pageNum: 1, pageSize: 20 });
for (const slab of slabs.list) console.error(`slab ${slab.barcode}: ${slab.stone} ${slab.status}`);

// 3. A machine reports what it did: no session, its own key in X-Device-Key (docs/api-machine.md).
let report: { accepted: number; duplicates: number; rejected: number } | null = null;
const deviceKey = process.env.STONEWORKS_DEVICE_KEY;
if (deviceKey) {
  const machine = createClient({ baseUrl, lang: "en-US", headers: { "X-Device-Key": deviceKey } });
  const record: BodyOf<"/api/device/report">["records"][number] = {
    recordId: process.env.STONEWORKS_RECORD_ID ?? `integrator-${Date.now()}`,
    kind: "cut",
    table: "A",
    startedAt: new Date().toISOString(),
    metresCut: 2.5,
    areaCut: 1_500_000,
  };
  try {
    const answer = await machine.call("/api/device/report", { records: [record] });
    report = { accepted: answer.accepted, duplicates: answer.duplicates, rejected: answer.rejected.length };
    for (const r of answer.rejected) console.error(`record ${r.index} rejected: ${r.code} ${r.message}`);
  } catch (err) {
    if (err instanceof ApiError) console.error(`report refused: ${err.code} ${err.message}`);
    throw err;
  }
}

console.log(
  JSON.stringify({
    userId: session.userId,
    slabs: { total: slabs.total, listed: slabs.list.length },
    report,
  }),
);
