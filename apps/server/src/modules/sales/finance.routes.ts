import { financeContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as finance from "./finance.service.ts";

export async function financeRoutes(app: FastifyInstance) {
  route(app, c.offlineList, finance.listOfflineCollections);
  route(app, c.offlineCreate, finance.recordOfflineCollection);
  // Confirm and reject are one review; only the outcome differs.
  route(app, c.offlineConfirm, (ctx, b) => finance.reviewCollection(ctx, { ...b, action: "confirm" }));
  route(app, c.offlineReject, (ctx, b) => finance.reviewCollection(ctx, { ...b, action: "reject" }));
  route(app, c.offlineDelete, (ctx, b) => finance.deleteOfflineCollection(ctx, b.collectionId));
  route(app, c.onlineList, finance.listOnlineCollections);
  route(app, c.paymentSettings, (ctx) => finance.getPaymentSettings(ctx));
  route(app, c.rotateSecret, (ctx) => finance.rotatePaymentSecret(ctx));
  route(app, c.staffList, finance.listFinanceStaff);
  route(app, c.staffAdd, finance.addFinanceStaff);
  route(app, c.staffRemove, (ctx, b) => finance.removeFinanceStaff(ctx, b.memberId));
}
