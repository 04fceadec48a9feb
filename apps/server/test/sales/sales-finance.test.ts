import { randomBytes } from "node:crypto";
import type { Page } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPaymentNotification } from "../../src/modules/sales/payment-notify.service.ts";
import { tinyPng, uploadImage } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { advanceOrder, as, customerAndOrder, line, ok, type SalesOrg, salesOrg } from "./sales-fixtures.ts";

let t: TestApp;
let s: SalesOrg;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-sales-${process.pid}` });
  s = await salesOrg(t);
  await ok(as(t, s.admin)("finance/staffAdd", { memberIds: [s.finance.memberId] }));
});
afterAll(() => t.close());

interface OrderAmounts {
  totalFen: number;
  receivedFen: number;
  pendingFen: number;
  outstandingFen: number;
  version: number;
}

/** A confirmed order of 10 000.00 yuan (1 000 000 fen). */
async function confirmedOrder() {
  const o = await customerAndOrder(t, s.seller, [
    line({ priceUnit: "piece", quantity: 4, areaMm2: 0, unitPriceFen: 250_000 }),
  ]);
  await advanceOrder(t, s.seller, o.orderId, ["confirm"]);
  return o;
}

const record = (orderId: string, amountFen: number, extra: Record<string, unknown> = {}) =>
  as(
    t,
    s.finance,
    "en-US",
  )<{ collectionId: string }>("finance/offlineCreate", {
    orderId,
    amountFen,
    method: "bankTransfer",
    payer: "厦门鑫达建材有限公司",
    paidOn: "2025-06-20",
    ...extra,
  });

describe("offline collections", () => {
  it("records against collectable orders only, within what is outstanding, with the caller's own voucher", async () => {
    const draft = await customerAndOrder(t, s.seller);
    expect((await record(draft.orderId, 100)).data).toEqual({ from: "draft", action: "collect" });
    const { orderId } = await confirmedOrder();
    const bad = async (amountFen: unknown) => (await record(orderId, amountFen as number)).code;
    expect(await bad(0)).toBe(1001);
    expect(await bad(-5)).toBe(1001);
    expect(await bad(10.5)).toBe(1001);
    expect(await bad("100")).toBe(1001);
    expect(await bad(1_000_001)).toBe(1001);
    const over = await record(orderId, 1_000_001);
    expect(over.msg).toBe("The amount exceeds what is still outstanding on the order");
    expect((await record(orderId, 100, { method: "gold" })).code).toBe(1001);
    expect((await record(orderId, 100, { payer: "" })).code).toBe(1001);
    expect((await record(orderId, 100, { paidOn: "20250620" })).code).toBe(1001);
    // Someone else's upload is not a voucher the caller may name.
    const sellerFile = (await uploadImage(t, s.seller.token, tinyPng())).data.fileId;
    expect((await record(orderId, 100, { voucherFileId: sellerFile })).code).toBe(1002);
    const own = (await uploadImage(t, s.finance.token, tinyPng())).data.fileId;
    const first = await ok(record(orderId, 600_000, { voucherFileId: own }));
    // Pending money counts against what may still be recorded.
    expect((await record(orderId, 400_001)).code).toBe(1001);
    await ok(record(orderId, 400_000));
    const list = await ok(
      as(t, s.finance)<
        Page<{ collectionId: string; status: string; voucherUrl: string | null }> & { canReview: boolean }
      >("finance/offlineList", { orderId }),
    );
    expect(list.canReview).toBe(true);
    expect(list.total).toBe(2);
    expect(list.list.find((c) => c.collectionId === first.collectionId)).toMatchObject({
      status: "pending",
      voucherUrl: `/api/files/${own}`,
    });
    const order = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    expect(order).toMatchObject({
      totalFen: 1_000_000,
      receivedFen: 0,
      pendingFen: 1_000_000,
      outstandingFen: 1_000_000,
    });
  });

  it("lets only finance staff confirm or reject; received and outstanding follow, exactly", async () => {
    const { orderId } = await confirmedOrder();
    const a = await ok(record(orderId, 333_333));
    const b = await ok(record(orderId, 333_334));
    const c = await ok(record(orderId, 1));
    // The administrator holds menu 1601 but is not on the finance staff list.
    const admin = as(t, s.admin, "en-US");
    const refused = await admin("finance/offlineConfirm", { ...a, version: 1 });
    expect(refused).toMatchObject({ code: 6, msg: "Only finance staff can confirm or reject collections" });
    expect((await admin("finance/offlineReject", { ...a, version: 1, reason: "x" })).code).toBe(6);
    expect((await ok(admin<{ canReview: boolean }>("finance/offlineList", {}))).canReview).toBe(false);

    const fin = as(t, s.finance, "en-US");
    expect(
      await ok(fin<{ version: number; status: string }>("finance/offlineConfirm", { ...a, version: 1 })),
    ).toEqual({
      version: 2,
      status: "confirmed",
    });
    await ok(fin("finance/offlineConfirm", { ...b, version: 1 }));
    expect((await fin("finance/offlineReject", { ...c, version: 1 })).code).toBe(1001);
    await ok(fin("finance/offlineReject", { ...c, version: 1, reason: "凭证不清晰" }));
    const again = await fin("finance/offlineConfirm", { ...a, version: 2 });
    expect(again).toMatchObject({ code: 1003, data: { from: "confirmed", action: "confirm" } });
    expect((await fin("finance/offlineConfirm", { ...c, version: 1 })).code).toBe(1012);
    expect((await fin("finance/offlineDelete", a)).code).toBe(1003);

    const order = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    expect(order).toMatchObject({
      totalFen: 1_000_000,
      receivedFen: 666_667,
      pendingFen: 0,
      outstandingFen: 333_333,
    });
    const rows = await ok(
      as(t, s.seller)<
        Page<{ collectionId: string; status: string; rejectReason: string | null; reviewedByName: string }>
      >("order/collections", { orderId }),
    );
    expect(rows.list.find((x) => x.collectionId === c.collectionId)).toMatchObject({
      status: "rejected",
      rejectReason: "凭证不清晰",
    });
    // An order with collections can no longer be cancelled.
    const cancel = await as(
      t,
      s.seller,
      "en-US",
    )("order/transition", {
      orderId,
      version: order.version,
      action: "cancel",
      reason: "x",
    });
    expect(cancel).toMatchObject({ code: 1003, msg: "This order has collections and cannot be cancelled" });
    const audit = await t.db.query<{ action: string; to_state: string }>(
      "SELECT action, to_state FROM audit_log WHERE entity = 'collection' AND entity_id = $1 ORDER BY id",
      [a.collectionId],
    );
    expect(audit.rows).toEqual([
      { action: "record", to_state: "pending" },
      { action: "confirm", to_state: "confirmed" },
    ]);
  });

  it("lets exactly one of two simultaneous reviews win", async () => {
    const { orderId } = await confirmedOrder();
    const x = await ok(record(orderId, 500));
    const fin = as(t, s.finance);
    const results = await Promise.all([
      fin("finance/offlineConfirm", { ...x, version: 1 }),
      fin("finance/offlineConfirm", { ...x, version: 1 }),
      fin("finance/offlineReject", { ...x, version: 1, reason: "重复" }),
    ]);
    expect(results.filter((r) => r.result)).toHaveLength(1);
    for (const r of results.filter((r) => !r.result)) expect([1003, 1012]).toContain(r.code);
    const order = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    expect([0, 500]).toContain(order.receivedFen);
  });

  it("manages the finance staff list", async () => {
    const admin = as(t, s.admin);
    const list = await ok(admin<Page<{ memberId: string; name: string }>>("finance/staffList", {}));
    expect(list.list.map((m) => m.memberId)).toEqual([s.finance.memberId]);
    expect(
      await ok(
        admin<{ added: number }>("finance/staffAdd", { memberIds: [s.finance.memberId, s.admin.memberId] }),
      ),
    ).toEqual({
      added: 1,
    });
    expect((await admin("finance/staffAdd", { memberIds: [crypto.randomUUID()] })).code).toBe(1002);
    expect((await admin("finance/staffAdd", { memberIds: [] })).code).toBe(1001);
    await ok(admin("finance/staffRemove", { memberId: s.admin.memberId }));
    expect((await admin("finance/staffRemove", { memberId: s.admin.memberId })).code).toBe(1002);
    expect((await admin<Page<unknown>>("finance/staffList", {})).data.total).toBe(1);
  });
});

describe("online collections: the signed payment notification", () => {
  let keyId: string;
  let secret: string;
  let orderNo: string;
  let orderId: string;

  beforeAll(async () => {
    const settings = await ok(as(t, s.admin)<{ keyId: null }>("finance/paymentSettings", {}));
    expect(settings).toMatchObject({ keyId: null, notifyPath: "/api/payment/notify", windowSeconds: 300 });
    ({ keyId, secret } = await ok(
      as(t, s.admin)<{ keyId: string; secret: string }>("finance/rotateSecret", {}),
    ));
    ({ orderNo, orderId } = await confirmedOrder());
  });

  function notify(
    body: Record<string, unknown>,
    opts: {
      secret?: string;
      timestamp?: number;
      nonce?: string;
      keyId?: string;
      signature?: string;
      raw?: string;
    } = {},
  ) {
    const raw = opts.raw ?? JSON.stringify(body);
    const timestamp = String(opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
    const nonce = opts.nonce ?? randomBytes(12).toString("hex");
    const signature = opts.signature ?? signPaymentNotification(opts.secret ?? secret, timestamp, nonce, raw);
    return t.app
      .inject({
        method: "POST",
        url: "/api/payment/notify",
        headers: {
          "content-type": "application/json",
          "accept-language": "en-US",
          "x-sw-key-id": opts.keyId ?? keyId,
          "x-sw-timestamp": timestamp,
          "x-sw-nonce": nonce,
          "x-sw-signature": signature,
        },
        payload: raw,
      })
      .then(
        (r) =>
          r.json() as {
            result: boolean;
            code: number;
            msg: string;
            data: { collectionId: string; duplicate: boolean };
          },
      );
  }

  const payment = (over: Record<string, unknown> = {}) => ({
    tradeNo: `WX${randomBytes(8).toString("hex")}`,
    orderNo,
    amountFen: 12_345,
    method: "wechat",
    payer: "林总",
    paidAt: t.clock.now().toISOString(),
    ...over,
  });

  it("refuses missing or wrong signatures, unknown keys, tampered bodies", async () => {
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payment/notify",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payment()),
    });
    expect(unsigned.json()).toMatchObject({ result: false, code: 6 });
    expect(await notify(payment(), { secret: "sk_wrong" })).toMatchObject({
      code: 6,
      msg: "Signature verification failed",
    });
    expect((await notify(payment(), { keyId: "pk_unknown" })).code).toBe(6);
    expect((await notify(payment(), { signature: "zz" })).code).toBe(6);
    const body = payment();
    const signedFor = JSON.stringify(body);
    const ts = Math.floor(t.clock.now().getTime() / 1000);
    const signature = signPaymentNotification(secret, String(ts), "nonce-tamper-1", signedFor);
    const tampered = await notify(body, {
      raw: JSON.stringify({ ...body, amountFen: 99_999_999 }),
      timestamp: ts,
      nonce: "nonce-tamper-1",
      signature,
    });
    expect(tampered.code).toBe(6);
    const order = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    expect(order.receivedFen).toBe(0);
  });

  it("refuses replays: an old timestamp or a reused nonce", async () => {
    const old = await notify(payment(), { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 301 });
    expect(old).toMatchObject({ code: 6, msg: "The notification timestamp has expired" });
    const future = await notify(payment(), { timestamp: Math.floor(t.clock.now().getTime() / 1000) + 301 });
    expect(future.code).toBe(6);
    const body = payment();
    const first = await notify(body, { nonce: "replay-nonce-0001" });
    expect(first).toMatchObject({ result: true, data: { duplicate: false } });
    const replay = await notify(body, { nonce: "replay-nonce-0001" });
    expect(replay).toMatchObject({ code: 6, msg: "This notification was already received" });
  });

  it("counts the same trade once, validates the body, and lists online collections", async () => {
    const before = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    const body = payment({ amountFen: 20_000 });
    const first = await notify(body);
    const again = await notify(body);
    expect(first).toMatchObject({ result: true, data: { duplicate: false } });
    expect(again).toMatchObject({
      result: true,
      data: { duplicate: true, collectionId: first.data.collectionId },
    });
    const both = await Promise.all([
      notify(payment({ tradeNo: "SAME-TRADE-1" })),
      notify(payment({ tradeNo: "SAME-TRADE-1" })),
    ]);
    expect(both.map((r) => r.data.duplicate).sort()).toEqual([false, true]);
    const after = await ok(as(t, s.seller)<OrderAmounts>("order/detail", { orderId }));
    expect(after.receivedFen - before.receivedFen).toBe(20_000 + 12_345);
    expect(after.outstandingFen).toBe(1_000_000 - after.receivedFen);

    expect((await notify(payment({ amountFen: 0 }))).code).toBe(1001);
    expect((await notify(payment({ orderNo: "SO19990101001" }))).code).toBe(1002);
    const list = await ok(
      as(t, s.finance)<Page<{ tradeNo: string; status: string; channel: string }>>("finance/onlineList", {
        keyword: body.tradeNo,
      }),
    );
    expect(list.list).toEqual([
      expect.objectContaining({ tradeNo: body.tradeNo, status: "confirmed", channel: "online" }),
    ]);
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE entity = 'collection' AND entity_id = $1",
      [first.data.collectionId],
    );
    expect(audit.rows).toEqual([{ action: "online" }]);
  });

  it("rotates the secret: the old one stops working, the key id stays", async () => {
    const rotated = await ok(as(t, s.admin)<{ keyId: string; secret: string }>("finance/rotateSecret", {}));
    expect(rotated.keyId).toBe(keyId);
    expect(rotated.secret).not.toBe(secret);
    expect((await notify(payment())).code).toBe(6);
    const oldSecret = secret;
    secret = rotated.secret;
    expect((await notify(payment())).result).toBe(true);
    const settings = await ok(as(t, s.admin)<Record<string, unknown>>("finance/paymentSettings", {}));
    expect(JSON.stringify(settings)).not.toContain(secret);
    expect(JSON.stringify(settings)).not.toContain(oldSecret);
  });
});
