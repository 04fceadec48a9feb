import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { rec, storedRecords } from "./device-report-factories.ts";
import {
  connectAs,
  machineClient,
  startMosquitto,
  type TestBroker,
  untilServerAnswers,
} from "./mosquitto.ts";

/**
 * Machine identity on MQTT (issue #25 finding 1, DESIGN §12, docs/architecture.md "Machines on MQTT")
 * against a Mosquitto of the test's own with the password and ACL files the product writes: the key
 * never travels, a machine publishes only under its own id, another enterprise's client and wildcard
 * subscribers learn nothing and store nothing, an unlinked machine is refused once the broker reloads.
 */
const root = `sw-sec-${process.pid}`;
let broker: TestBroker;
let t: TestApp;
const orgs: { token: string; orgId: string }[] = [];

async function linkMachine(token: string, code: string) {
  const created = await t.call<{ deviceId: string }>("device/create", { code, series: "S600" }, { token });
  const deviceId = created.data.deviceId;
  const link = await t.call<{ apiKey: string }>("device/link", { deviceId }, { token });
  return { deviceId, key: link.data.apiKey };
}

/** Waits for the broker's reload to let `id` in (or, `refused`, to keep it out). */
async function untilBroker(id: string, key: string, want: "accepted" | "refused") {
  return vi.waitFor(
    async () => {
      const { client, refused } = await connectAs(broker.port, id, key);
      await client?.endAsync();
      if ((want === "accepted") !== !refused) throw new Error(`the broker has not ${want} ${id} yet`);
      return refused;
    },
    { timeout: 50_000, interval: 50 },
  );
}

let a: { deviceId: string; key: string };
let b: { deviceId: string; key: string };

beforeAll(async () => {
  broker = await startMosquitto();
  t = await createTestApp(broker.serverEnv(root));
  for (const name of ["甲石材", "乙石材"]) {
    const owner = await createUser(t);
    const { orgId } = await createOrg(t, owner, name);
    orgs.push({ orgId, token: await login(t, owner) });
  }
  // The same enterprise-local code in both enterprises: the topic names neither.
  a = await linkMachine(orgs[0]!.token, "S600-02");
  b = await linkMachine(orgs[1]!.token, "S600-02");
  await untilBroker(a.deviceId, a.key, "accepted");
  await untilBroker(b.deviceId, b.key, "accepted");
  await untilServerAnswers(broker.port, root, a.deviceId, a.key);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await broker?.stop();
});

describe("machines on MQTT authenticate as themselves", () => {
  it("writes the broker's files with salted hashes and per-machine topics, never a key", () => {
    const passwd = readFileSync(broker.passwordFile, "utf8");
    const acl = readFileSync(broker.aclFile, "utf8");
    expect(passwd).not.toContain(a.key);
    expect(passwd).toMatch(new RegExp(`^${a.deviceId}:\\$7\\$101\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`, "m"));
    expect(acl).toContain(`user ${a.deviceId}\ntopic write ${root}/device/${a.deviceId}/report\n`);
    expect(acl).toContain(`topic read ${root}/device/+/report`);
    expect(acl).not.toContain("S600-02");
  });

  it("refuses anonymous clients, a wrong password, and another machine's key for an id", async () => {
    expect((await connectAs(broker.port)).refused).toMatch(/Not authorized/i);
    expect((await connectAs(broker.port, a.deviceId, "guess")).refused).toMatch(/Not authorized/i);
    expect((await connectAs(broker.port, a.deviceId, b.key)).refused).toMatch(/Not authorized/i);
  });

  it("stores a linked machine's report, with no key in the payload", async () => {
    const m = await machineClient(broker.port, root, a.deviceId, a.key);
    const r = rec("cut", { metresCut: 2, areaCut: 100_000 });
    const ack = await m.report({ records: [r] });
    await m.end();
    expect(ack).toMatchObject({ result: true, code: 1, data: { accepted: 1, duplicates: 0 } });
    expect((await storedRecords(t, a.deviceId)).map((x) => [x.record_id, x.via])).toContainEqual([
      r.recordId,
      "mqtt",
    ]);
  });

  it("lets another enterprise's machine and its wildcard subscriptions learn nothing and store nothing under another id", async () => {
    const spy = await machineClient(broker.port, root, b.deviceId, b.key);
    const seen: { topic: string; payload: string }[] = [];
    spy.client.on("message", (topic, payload) => seen.push({ topic, payload: payload.toString() }));
    await spy.client.subscribeAsync(["#", `${root}/device/+/report`, `${root}/device/+/ack`], { qos: 1 });
    // B publishes a 99 999 m cut under A's id: the broker's ACL drops it.
    const forged = rec("cut", { metresCut: 99_999, areaCut: 1 });
    await spy.client.publishAsync(
      `${root}/device/${a.deviceId}/report`,
      JSON.stringify({ records: [forged] }),
      { qos: 1 },
    );
    // A reports meanwhile; its ack comes after anything of the same broker session before it.
    const m = await machineClient(broker.port, root, a.deviceId, a.key);
    const own = rec("cut");
    expect((await m.report({ records: [own] })).data).toMatchObject({ accepted: 1 });
    await m.end();
    // B's own report and ack pass, in order behind anything the broker would have sent B.
    expect((await spy.report({ records: [rec("cut")] })).data).toMatchObject({ accepted: 1 });
    await spy.end();
    const stored = (await storedRecords(t, a.deviceId)).map((x) => x.record_id);
    expect(stored).toContain(own.recordId);
    expect(stored).not.toContain(forged.recordId);
    // B saw only its own topics: none of A's reports or acks, and never a key.
    expect(seen.length).toBeGreaterThan(0);
    for (const s of seen) {
      expect(s.topic.startsWith(`${root}/device/${b.deviceId}/`)).toBe(true);
      expect(s.payload).not.toContain(a.key);
      expect(s.payload).not.toContain(a.deviceId);
    }
  });

  it("refuses an unlinked machine once the broker reloads, and a re-linked machine's old key", async () => {
    const token = orgs[0]!.token;
    expect((await t.call("device/unlink", { deviceId: a.deviceId }, { token })).result).toBe(true);
    expect(await untilBroker(a.deviceId, a.key, "refused")).toMatch(/Not authorized/i);
    expect(readFileSync(broker.passwordFile, "utf8")).not.toContain(a.deviceId);
    const relinked = await t.call<{ apiKey: string }>("device/link", { deviceId: a.deviceId }, { token });
    const fresh = relinked.data.apiKey;
    await untilBroker(a.deviceId, fresh, "accepted");
    expect((await connectAs(broker.port, a.deviceId, a.key)).refused).toMatch(/Not authorized/i);
    const m = await machineClient(broker.port, root, a.deviceId, fresh);
    expect((await m.report({ records: [rec("cut")] })).data).toMatchObject({ accepted: 1 });
    await m.end();
  });
});
