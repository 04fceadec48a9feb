import {
  collectionCreated,
  collectionIdBody,
  collectionPage,
  collectionReviewed,
  confirmCollectionBody,
  createOfflineCollectionBody,
  emptyBody,
  financeStaffAddBody,
  financeStaffAdded,
  financeStaffListBody,
  financeStaffPage,
  financeStaffRemoveBody,
  Menu,
  nothing,
  offlineListBody,
  offlinePage,
  onlineListBody,
  paymentSettings,
  rejectCollectionBody,
  rotatedSecret,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx } from "./common.ts";
import {
  addFinanceStaff,
  deleteOfflineCollection,
  getPaymentSettings,
  listFinanceStaff,
  listOfflineCollections,
  listOnlineCollections,
  recordOfflineCollection,
  removeFinanceStaff,
  reviewCollection,
  rotatePaymentSecret,
} from "./finance.service.ts";

export async function financeRoutes(app: FastifyInstance) {
  const tags = ["sales: finance"];
  const offline = { menu: Menu.OfflinePayment };
  const online = { menu: Menu.OnlinePayment };
  const staff = { menu: Menu.FinancialStaff };

  post(
    app,
    "/api/finance/offlineList",
    {
      access: offline,
      body: offlineListBody,
      response: offlinePage,
      summary: "Offline collections, paged (+ canReview)",
      tags,
    },
    async (req) => listOfflineCollections(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/finance/offlineCreate",
    {
      access: offline,
      body: createOfflineCollectionBody,
      response: collectionCreated,
      summary: "Record an offline collection (pending)",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => recordOfflineCollection(q, c, now, req.body)),
  );

  // Confirm and reject are one review; only the outcome differs.
  for (const [path, action, body, summary] of [
    [
      "/api/finance/offlineConfirm",
      "confirm",
      confirmCollectionBody,
      "Confirm a pending collection (finance staff only)",
    ],
    [
      "/api/finance/offlineReject",
      "reject",
      rejectCollectionBody,
      "Reject a pending collection (finance staff only)",
    ],
  ] as const) {
    post(app, path, { access: offline, body, response: collectionReviewed, summary, tags }, async (req) =>
      inTx(app, req, (q, c, now) => reviewCollection(q, c, now, action, req.body)),
    );
  }

  post(
    app,
    "/api/finance/offlineDelete",
    {
      access: offline,
      body: collectionIdBody,
      response: nothing,
      summary: "Delete a pending offline collection",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => deleteOfflineCollection(q, c, now, req.body.collectionId)),
  );

  post(
    app,
    "/api/finance/onlineList",
    {
      access: online,
      body: onlineListBody,
      response: collectionPage,
      summary: "Online collections (payment notifications), paged",
      tags,
    },
    async (req) => listOnlineCollections(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/finance/paymentSettings",
    {
      access: online,
      body: emptyBody,
      response: paymentSettings,
      summary: "Payment notification settings (never the secret)",
      tags,
    },
    async (req) => getPaymentSettings(app.db, requireMember(req)),
  );

  post(
    app,
    "/api/finance/rotateSecret",
    {
      access: online,
      body: emptyBody,
      response: rotatedSecret,
      summary: "Generate or rotate the notification secret (shown once)",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => rotatePaymentSecret(q, c, now, app.secrets)),
  );

  post(
    app,
    "/api/finance/staffList",
    {
      access: staff,
      body: financeStaffListBody,
      response: financeStaffPage,
      summary: "Members who may confirm collections",
      tags,
    },
    async (req) => listFinanceStaff(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/finance/staffAdd",
    {
      access: staff,
      body: financeStaffAddBody,
      response: financeStaffAdded,
      summary: "Name members as finance staff",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => addFinanceStaff(q, c, now, req.body.memberIds)),
  );

  post(
    app,
    "/api/finance/staffRemove",
    {
      access: staff,
      body: financeStaffRemoveBody,
      response: nothing,
      summary: "Remove a member from the finance staff",
      tags,
    },
    async (req) => inTx(app, req, (q, c, now) => removeFinanceStaff(q, c, now, req.body.memberId)),
  );
}
