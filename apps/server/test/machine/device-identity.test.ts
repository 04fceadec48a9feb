import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, memberActor } from "../../src/lib/context.ts";
import { AppError } from "../../src/lib/errors.ts";
import { identifyDevice } from "../../src/modules/machine/device-identity.service.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { type Envelope, linkedDevice, rec, sendReport } from "./device-report-factories.ts";

/**
 * One check of a machine's identity (machine/device-identity.service.ts): GET /api/device/whoami and
 * POST /api/device/report answer alike for a valid, unknown, revoked, missing or over-long key, and the
 * MQTT side (the topic's id) refuses an unlinked machine the same way.
 */

let t: TestApp;
let orgId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "身份石材"));
  token = await login(t, owner);
});
afterAll(() => t.close());

async function whoami(key: string | undefined): Promise<Envelope<{ code: string; series: string } | null>> {
  const headers: Record<string, string> = { "accept-language": "en-US" };
  if (key !== undefined) headers["x-device-key"] = key;
  const res = await t.app.inject({ method: "GET", url: "/api/device/whoami", headers });
  return res.json();
}

/** Both endpoints' verdicts on one key: result, code and message. */
async function verdicts(key: string | undefined) {
  const who = await whoami(key);
  const report = await sendReport(t, key, [rec("cut")], "en-US");
  return {
    who: { result: who.result, code: who.code, msg: who.result ? "" : who.msg },
    report: { result: report.result, code: report.code, msg: report.result ? "" : report.msg },
    data: { who: who.data, report: report.data },
  };
}

describe("whoami and report agree on the key", () => {
  it("accept a valid key: whoami names the machine, the report is taken", async () => {
    const device = await linkedDevice(t, orgId, "ID-VALID");
    const v = await verdicts(device.key);
    expect(v.who).toEqual({ result: true, code: 1, msg: "" });
    expect(v.report).toEqual(v.who);
    expect(v.data.who).toMatchObject({ code: "ID-VALID" });
    expect(v.data.report).toMatchObject({ accepted: 1 });
  });

  it("refuse an unknown, missing, empty or over-long key with the same 5 and message", async () => {
    for (const key of ["dk_never-issued", undefined, "", `dk_${"x".repeat(300)}`]) {
      const v = await verdicts(key);
      expect(v.who).toMatchObject({ result: false, code: 5 });
      expect(v.report).toEqual(v.who);
    }
  });

  it("refuse a revoked key (unlinked) and a replaced key (re-linked) alike", async () => {
    const device = await linkedDevice(t, orgId, "ID-REVOKED");
    const relinked = await t.call<{ apiKey: string }>(
      "device/link",
      { deviceId: device.deviceId },
      { token },
    );
    expect(relinked.result).toBe(true);
    const replaced = await verdicts(device.key);
    expect(replaced.who).toMatchObject({ result: false, code: 5 });
    expect(replaced.report).toEqual(replaced.who);
    expect((await verdicts(relinked.data.apiKey)).who).toMatchObject({ result: true });

    expect((await t.call("device/unlink", { deviceId: device.deviceId }, { token })).result).toBe(true);
    const revoked = await verdicts(relinked.data.apiKey);
    expect(revoked.who).toMatchObject({ result: false, code: 5 });
    expect(revoked.report).toEqual(revoked.who);
  });

  it("refuse an unlinked machine named by id (MQTT) with 5 too", async () => {
    const device = await linkedDevice(t, orgId, "ID-MQTT");
    const ctx = contextFor(t.app, memberActor({ userId: "", orgId, memberId: "" }));
    await expect(identifyDevice(ctx, { deviceId: device.deviceId })).resolves.toMatchObject({
      id: device.deviceId,
      code: "ID-MQTT",
    });
    await t.db.query("UPDATE devices SET api_key_hash = NULL WHERE id = $1", [device.deviceId]);
    for (const deviceId of [device.deviceId, "not-a-uuid"]) {
      const refused = await identifyDevice(ctx, { deviceId }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(5);
    }
  });
});
