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
import { toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx, iso, pageWindow } from "./common.ts";
import { pageFinanceStaff } from "./finance.repository.ts";
import {
  addFinanceStaff,
  deleteOfflineCollection,
  getPaymentSettings,
  isFinanceStaff,
  recordOfflineCollection,
  removeFinanceStaff,
  reviewCollection,
  rotatePaymentSecret,
} from "./finance.service.ts";
import { pageCollections, toCollectionItem } from "./order.repository.ts";

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
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      const rows = await pageCollections(app.db, c.orgId, { ...b, channel: "offline", ...pageWindow(b) });
      return { ...toPage(rows, b, toCollectionItem), canReview: await isFinanceStaff(app.db, c) };
    },
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
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      const rows = await pageCollections(app.db, c.orgId, { ...b, channel: "online", ...pageWindow(b) });
      return toPage(rows, b, toCollectionItem);
    },
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
    async (req) => inTx(app, req, (q, c, now) => rotatePaymentSecret(q, c, now)),
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
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      const rows = await pageFinanceStaff(app.db, c.orgId, { keyword: b.keyword, ...pageWindow(b) });
      return toPage(rows, b, (m) => ({
        memberId: m.id,
        name: m.name,
        phone: m.phone,
        roleName: m.role_name,
        status: m.status,
        addedAt: iso(m.created_at)!,
      }));
    },
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
