import { pickingContract as c, deviceDetailContract } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as picking from "./picking.service.ts";
import * as plan from "./picking-plan.service.ts";
import * as views from "./picking-views.service.ts";

/** Stone pickup / return / transfer (menu 2700) and the device detail (menu 2902), docs/api-production.md. */
export async function pickingRoutes(app: FastifyInstance) {
  route(app, c.scan, picking.scan);
  route(app, c.slabList, views.slabList);
  route(app, c.options, views.options);
  route(app, c.pick, picking.pick);
  route(app, c.return, picking.returnSlabs);
  route(app, c.transfer, picking.transfer);
  route(app, c.transferProposal, plan.proposeTransfer);
  route(app, c.recordList, views.recordList);
  route(app, c.recordSlabs, (ctx, b) => views.recordSlabs(ctx, b.recordId));
  route(app, deviceDetailContract.detail, (ctx, b) => views.deviceDetail(ctx, b.deviceId));
}
