import { nothing } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  collectionCreated,
  collectionIdBody,
  collectionPage,
  collectionReviewed,
  confirmCollectionBody,
  createOfflineCollectionBody,
  financeStaffAddBody,
  financeStaffAdded,
  financeStaffListBody,
  financeStaffPage,
  financeStaffRemoveBody,
  offlineListBody,
  offlinePage,
  onlineListBody,
  paymentNotified,
  paymentNotifyBody,
  paymentSettings,
  rejectCollectionBody,
  rotatedSecret,
} from "./finance.schema.ts";

const tag = "sales: finance";
const offline = { menu: Menu.OfflinePayment };
const online = { menu: Menu.OnlinePayment };
const staff = { menu: Menu.FinancialStaff };

/** Collections, payment settings and finance staff (menus 1601-1603) (docs/api-sales.md "Finance"). */
export const financeContract = {
  offlineList: contract({
    path: "/api/finance/offlineList",
    access: offline,
    body: offlineListBody,
    response: offlinePage,
    refusals: [Code.NotFound],
    summary: "Offline collections, paged (+ canReview)",
    tag,
  }),
  offlineCreate: contract({
    path: "/api/finance/offlineCreate",
    access: offline,
    body: createOfflineCollectionBody,
    response: collectionCreated,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Record an offline collection (pending)",
    tag,
  }),
  offlineConfirm: contract({
    path: "/api/finance/offlineConfirm",
    access: offline,
    body: confirmCollectionBody,
    response: collectionReviewed,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Confirm a pending collection (finance staff only)",
    tag,
  }),
  offlineReject: contract({
    path: "/api/finance/offlineReject",
    access: offline,
    body: rejectCollectionBody,
    response: collectionReviewed,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Reject a pending collection (finance staff only)",
    tag,
  }),
  offlineDelete: contract({
    path: "/api/finance/offlineDelete",
    access: offline,
    body: collectionIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a pending offline collection",
    tag,
  }),
  onlineList: contract({
    path: "/api/finance/onlineList",
    access: online,
    body: onlineListBody,
    response: collectionPage,
    refusals: [Code.NotFound],
    summary: "Online collections (payment notifications), paged",
    tag,
  }),
  paymentSettings: contract({
    path: "/api/finance/paymentSettings",
    access: online,
    body: emptyBody,
    response: paymentSettings,
    summary: "Payment notification settings (never the secret)",
    tag,
  }),
  rotateSecret: contract({
    path: "/api/finance/rotateSecret",
    access: online,
    body: emptyBody,
    response: rotatedSecret,
    summary: "Generate or rotate the notification secret (shown once)",
    tag,
  }),
  staffList: contract({
    path: "/api/finance/staffList",
    access: staff,
    body: financeStaffListBody,
    response: financeStaffPage,
    summary: "Members who may confirm collections",
    tag,
  }),
  staffAdd: contract({
    path: "/api/finance/staffAdd",
    access: staff,
    body: financeStaffAddBody,
    response: financeStaffAdded,
    refusals: [Code.NotFound],
    summary: "Name members as finance staff",
    tag,
  }),
  staffRemove: contract({
    path: "/api/finance/staffRemove",
    access: staff,
    body: financeStaffRemoveBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "Remove a member from the finance staff",
    tag,
  }),
};

/**
 * The payment provider's notification (public): signed by the enterprise's secret (headers
 * x-sw-key-id, x-sw-timestamp, x-sw-nonce, x-sw-signature), checked before the body is validated
 * (code 6 when the signature, the timestamp window or the nonce fails).
 */
export const paymentContract = {
  notify: contract({
    path: "/api/payment/notify",
    access: "public",
    body: paymentNotifyBody,
    response: paymentNotified,
    refusals: [Code.NoPermission, Code.NotFound],
    summary:
      "Payment notification from the provider (signed; headers x-sw-key-id, x-sw-timestamp, x-sw-nonce, x-sw-signature)",
    tag,
  }),
};
