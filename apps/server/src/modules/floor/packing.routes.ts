import { packingContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as packing from "./packing.service.ts";
import { moveBoard } from "./packing-move.service.ts";

/** Packing boxes (menu 2400; reopen and move 2600) (docs/api-floor.md "Packing"). */
export async function packingRoutes(app: FastifyInstance) {
  route(app, c.boxes, packing.listBoxes);
  route(app, c.byCode, (ctx, b) => packing.boxByCode(ctx, b.code));
  route(app, c.detail, (ctx, b) => packing.boxDetail(ctx, b.boxId));
  route(app, c.add, packing.addBoards);
  route(app, c.remove, packing.removeBoard);
  route(app, c.seal, packing.sealBox);
  route(app, c.reopen, packing.reopenBox);
  route(app, c.move, moveBoard);
}
