import { randomBytes } from "node:crypto";
import { creditCodeCheckChar } from "@stoneworks/shared";
import { signPaymentNotification } from "../../src/modules/sales/payment-notify.service.ts";
import type { TestApp } from "../helper.ts";
import type { IsolationModule } from "../isolation.ts";

const region = { province: "35", city: "3505", area: "350583" };
const due = () => new Date(Date.now() + 86400_000).toISOString();
const line = { stoneName: "水头白", quantity: 2, areaMm2: 0, priceUnit: "piece", unitPriceFen: 50_000 };

let seq = 0;
function enterpriseBody(over: Record<string, unknown> = {}) {
  seq += 1;
  const first17 = `9135058300${String(process.pid % 1000).padStart(3, "0")}${String(seq).padStart(4, "0")}`;
  return {
    kind: "enterprise",
    name: `隔离客户 ${seq}`,
    creditCode: first17 + creditCodeCheckChar(first17),
    contactName: "林总",
    phone: `136${String(process.pid % 1000).padStart(3, "0")}${String(seq).padStart(5, "0")}`,
    ...region,
    address: "石材园 1 号",
    level: "normal",
    source: "visit",
    confirmDuplicate: true,
    ...over,
  };
}

/** The sales module in the two-enterprise isolation harness (see ../isolation.ts). */
export const salesIsolation: IsolationModule = {
  async fill(t: TestApp, ids) {
    const call = async <T>(path: string, body: unknown) => {
      const res = await t.call<T>(path, body, { token: ids.token });
      if (!res.result) throw new Error(`sales fill ${path}: ${res.code} ${res.msg}`);
      return res.data;
    };
    const team = await call<{ teamId: string }>("team/create", {
      name: "隔离团队",
      leaderMemberId: ids.superMemberId,
      memberIds: [ids.memberId],
    });
    const customer = await call<{ customerId: string }>("customer/create", enterpriseBody());
    const contact = await call<{ contactId: string }>("customer/addContact", {
      customerId: customer.customerId,
      name: "采购",
      phone: "13700000001",
    });
    const followUp = await call<{ followUpId: string }>("customer/addFollowUp", {
      customerId: customer.customerId,
      method: "visit",
      content: "拜访",
    });
    const order = await call<{ orderId: string; orderNo: string }>("order/create", {
      customerId: customer.customerId,
      orderDate: "2025-06-12",
      lines: [line],
    });
    await call("order/transition", { orderId: order.orderId, version: 1, action: "confirm" });
    const draft = await call<{ orderId: string }>("order/create", {
      customerId: customer.customerId,
      orderDate: "2025-06-12",
      lines: [line],
    });
    const task = await call<{ taskId: string }>("task/create", {
      title: "回访",
      orderId: order.orderId,
      assigneeMemberId: ids.superMemberId,
      dueAt: due(),
    });
    const note = await call<{ noteId: string }>("task/addNote", { taskId: task.taskId, content: "进行中" });
    await call("belong/customerTransfer", {
      ids: [customer.customerId],
      toMemberId: ids.memberId,
      reason: "调整",
    });
    await call("finance/staffAdd", { memberIds: [ids.superMemberId] });
    const collection = await call<{ collectionId: string }>("finance/offlineCreate", {
      orderId: order.orderId,
      amountFen: 100,
      method: "cash",
      payer: "林总",
      paidOn: "2025-06-12",
      voucherFileId: ids.fileId,
    });
    const { keyId, secret } = await call<{ keyId: string; secret: string }>("finance/rotateSecret", {});
    const raw = JSON.stringify({
      tradeNo: `ISO${randomBytes(6).toString("hex")}`,
      orderNo: order.orderNo,
      amountFen: 200,
      method: "alipay",
      paidAt: new Date().toISOString(),
    });
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const nonce = randomBytes(8).toString("hex");
    const online = await t.app.inject({
      method: "POST",
      url: "/api/payment/notify",
      headers: {
        "content-type": "application/json",
        "x-sw-key-id": keyId,
        "x-sw-timestamp": timestamp,
        "x-sw-nonce": nonce,
        "x-sw-signature": signPaymentNotification(secret, timestamp, nonce, raw),
      },
      payload: raw,
    });
    const onlineId = (online.json() as { data: { collectionId: string } }).data.collectionId;
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM sales_ownership_history WHERE org_id = $1 LIMIT 1",
      [ids.orgId],
    );
    return {
      teamId: team.teamId,
      customerId: customer.customerId,
      contactId: contact.contactId,
      followUpId: followUp.followUpId,
      orderId: order.orderId,
      draftOrderId: draft.orderId,
      taskId: task.taskId,
      noteId: note.noteId,
      collectionId: collection.collectionId,
      onlineCollectionId: onlineId,
      historyId: rows[0]!.id,
    };
  },

  idRoutes: {
    "/api/customer/update": (b) => ({ ...enterpriseBody(), customerId: b.customerId, version: 1 }),
    "/api/customer/delete": (b) => ({ customerId: b.customerId }),
    "/api/customer/detail": (b) => ({ customerId: b.customerId }),
    "/api/customer/addContact": (b) => ({ customerId: b.customerId, name: "x", phone: "13700000002" }),
    "/api/customer/removeContact": (b) => ({ contactId: b.contactId }),
    "/api/customer/followUps": (b) => ({ customerId: b.customerId }),
    "/api/customer/addFollowUp": (b) => ({ customerId: b.customerId, method: "phone", content: "x" }),
    "/api/customer/orders": (b) => ({ customerId: b.customerId }),
    "/api/customer/tasks": (b) => ({ customerId: b.customerId }),
    "/api/order/update": (b) => ({
      orderId: b.draftOrderId,
      version: 1,
      customerId: b.customerId,
      orderDate: "2025-06-12",
      lines: [line],
    }),
    "/api/order/delete": (b) => ({ orderId: b.draftOrderId }),
    "/api/order/detail": (b) => ({ orderId: b.orderId }),
    "/api/order/transition": (b) => ({ orderId: b.orderId, version: 2, action: "startProduction" }),
    "/api/order/collections": (b) => ({ orderId: b.orderId }),
    "/api/task/update": (b) => ({ taskId: b.taskId, version: 1, title: "x", dueAt: due() }),
    "/api/task/delete": (b) => ({ taskId: b.taskId }),
    "/api/task/detail": (b) => ({ taskId: b.taskId }),
    "/api/task/transition": (b) => ({ taskId: b.taskId, version: 1, action: "start" }),
    "/api/task/notes": (b) => ({ taskId: b.taskId }),
    "/api/task/addNote": (b) => ({ taskId: b.taskId, content: "x" }),
    "/api/belong/customerTransfer": (b) => ({ ids: [b.customerId], toTeamId: b.teamId }),
    "/api/belong/orderTransfer": (b) => ({ ids: [b.orderId], toTeamId: b.teamId }),
    "/api/belong/taskTransfer": (b) => ({ ids: [b.taskId], toTeamId: b.teamId }),
    "/api/belong/history": (b) => ({ entity: "customer", entityId: b.customerId }),
    "/api/team/update": (b) => ({ teamId: b.teamId, version: 1, name: "x", memberIds: [] }),
    "/api/team/delete": (b) => ({ teamId: b.teamId }),
    "/api/team/detail": (b) => ({ teamId: b.teamId }),
    "/api/team/customers": (b) => ({ teamId: b.teamId }),
    "/api/team/orders": (b) => ({ teamId: b.teamId }),
    "/api/finance/offlineCreate": (b) => ({
      orderId: b.orderId,
      amountFen: 1,
      method: "cash",
      payer: "x",
      paidOn: "2025-06-12",
    }),
    "/api/finance/offlineConfirm": (b) => ({ collectionId: b.collectionId, version: 1 }),
    "/api/finance/offlineReject": (b) => ({ collectionId: b.collectionId, version: 1, reason: "x" }),
    "/api/finance/offlineDelete": (b) => ({ collectionId: b.collectionId }),
    "/api/finance/staffAdd": (b) => ({ memberIds: [b.memberId] }),
    "/api/finance/staffRemove": (b) => ({ memberId: b.superMemberId }),
  },

  referenceRoutes: {
    "/api/customer/create (foreign owner)": (_a, b) => ({ ...enterpriseBody(), ownerMemberId: b.memberId }),
    "/api/customer/create (foreign team)": (_a, b) => ({ ...enterpriseBody(), teamId: b.teamId }),
    "/api/customer/list (foreign owner filter)": (_a, b) => ({
      kind: "enterprise",
      ownerMemberId: b.superMemberId,
    }),
    "/api/customer/list (foreign team filter)": (_a, b) => ({ kind: "enterprise", teamId: b.teamId }),
    "/api/order/create (foreign customer)": (_a, b) => ({
      customerId: b.customerId,
      orderDate: "2025-06-12",
      lines: [line],
    }),
    "/api/order/create (foreign owner)": (a, b) => ({
      customerId: a.customerId,
      orderDate: "2025-06-12",
      lines: [line],
      ownerMemberId: b.memberId,
    }),
    "/api/order/update (foreign customer)": (a, b) => ({
      orderId: a.draftOrderId,
      version: 1,
      customerId: b.customerId,
      orderDate: "2025-06-12",
      lines: [line],
    }),
    "/api/order/list (foreign customer filter)": (_a, b) => ({ customerId: b.customerId }),
    "/api/order/list (foreign team filter)": (_a, b) => ({ teamId: b.teamId, ownerMemberId: b.memberId }),
    "/api/order/options (foreign customer)": (_a, b) => ({ customerId: b.customerId }),
    "/api/task/create (foreign assignee)": (_a, b) => ({
      title: "x",
      assigneeMemberId: b.memberId,
      dueAt: due(),
    }),
    "/api/task/create (foreign customer)": (a, b) => ({
      title: "x",
      assigneeMemberId: a.superMemberId,
      customerId: b.customerId,
      dueAt: due(),
    }),
    "/api/task/create (foreign order)": (a, b) => ({
      title: "x",
      assigneeMemberId: a.superMemberId,
      orderId: b.orderId,
      dueAt: due(),
    }),
    "/api/task/update (foreign order)": (a, b) => ({
      taskId: a.taskId,
      version: 1,
      title: "x",
      orderId: b.orderId,
      dueAt: due(),
    }),
    "/api/task/list (foreign filters)": (_a, b) => ({ scope: "all", customerId: b.customerId }),
    "/api/belong/customerTransfer (foreign member)": (a, b) => ({
      ids: [a.customerId],
      toMemberId: b.memberId,
    }),
    "/api/belong/orderTransfer (foreign ids)": (a, b) => ({
      ids: [a.orderId, b.orderId],
      toMemberId: a.memberId,
    }),
    "/api/belong/taskTransfer (foreign team)": (a, b) => ({ ids: [a.taskId], toTeamId: b.teamId }),
    "/api/belong/customerList (foreign filters)": (_a, b) => ({ ownerMemberId: b.memberId }),
    "/api/team/create (foreign member)": (_a, b) => ({ name: "外企团队", memberIds: [b.memberId] }),
    "/api/team/create (foreign leader)": (_a, b) => ({ name: "外企团队2", leaderMemberId: b.superMemberId }),
    "/api/team/update (foreign member)": (a, b) => ({
      teamId: a.teamId,
      version: 1,
      name: "x",
      memberIds: [b.memberId],
    }),
    "/api/staff/list (foreign team filter)": (_a, b) => ({ teamId: b.teamId }),
    "/api/staff/options (foreign team)": (_a, b) => ({ teamId: b.teamId }),
    "/api/finance/offlineCreate (foreign voucher)": (a, b) => ({
      orderId: a.orderId,
      amountFen: 1,
      method: "cash",
      payer: "x",
      paidOn: "2025-06-12",
      voucherFileId: b.fileId,
    }),
    "/api/finance/offlineList (foreign order filter)": (_a, b) => ({ orderId: b.orderId }),
    "/api/finance/onlineList (foreign order filter)": (_a, b) => ({ orderId: b.orderId }),
    "/api/finance/staffAdd (foreign member)": (a, b) => ({ memberIds: [a.memberId, b.memberId] }),
  },

  listRoutes: {
    "/api/customer/list": { kind: "enterprise", pageSize: 200 },
    "/api/customer/options": {},
    "/api/order/list": { pageSize: 200 },
    "/api/order/options": {},
    "/api/task/list": { scope: "all", pageSize: 200 },
    "/api/belong/customerList": { pageSize: 200 },
    "/api/belong/orderList": { pageSize: 200 },
    "/api/belong/taskList": { pageSize: 200 },
    "/api/team/list": { pageSize: 200 },
    "/api/team/options": {},
    "/api/staff/list": { pageSize: 200 },
    "/api/staff/options": {},
    "/api/finance/offlineList": { pageSize: 200 },
    "/api/finance/onlineList": { pageSize: 200 },
    "/api/finance/staffList": { pageSize: 200 },
    "/api/finance/paymentSettings": {},
    "/api/salesHome/cards": {},
  },

  exempt: {
    "/api/customer/list": "ownerMemberId/teamId are filters, covered by REFERENCE_ROUTES",
    "/api/order/list": "customerId/ownerMemberId/teamId are filters, covered by REFERENCE_ROUTES",
    "/api/order/options": "customerId is a filter, covered by REFERENCE_ROUTES",
    "/api/order/create": "customerId/ownerMemberId are references, covered by REFERENCE_ROUTES",
    "/api/task/list": "customerId/orderId/assigneeMemberId are filters, covered by REFERENCE_ROUTES",
    "/api/task/create": "customerId/orderId/assigneeMemberId are references, covered by REFERENCE_ROUTES",
    "/api/belong/customerList": "ownerMemberId/teamId are filters, covered by REFERENCE_ROUTES",
    "/api/belong/orderList": "ownerMemberId/teamId are filters, covered by REFERENCE_ROUTES",
    "/api/belong/taskList": "ownerMemberId/teamId are filters, covered by REFERENCE_ROUTES",
    "/api/team/create": "leaderMemberId is a reference, covered by REFERENCE_ROUTES",
    "/api/staff/list": "teamId is a filter, covered by REFERENCE_ROUTES",
    "/api/staff/options": "teamId is a filter, covered by REFERENCE_ROUTES",
    "/api/finance/offlineList": "orderId is a filter, covered by REFERENCE_ROUTES",
    "/api/finance/onlineList": "orderId is a filter, covered by REFERENCE_ROUTES",
  },
};
