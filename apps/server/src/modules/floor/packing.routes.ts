import {
  boxAddBody,
  boxAddResult,
  boxChanged,
  boxCodeBody,
  boxDetail,
  boxIdBody,
  boxListBody,
  boxMoveBody,
  boxMoved,
  boxPage,
  boxRef,
  boxRemoveBody,
  boxReopenBody,
  boxSealBody,
  Menu,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as packing from "./packing.service.ts";
import { moveBoard } from "./packing-move.service.ts";

/** Packing boxes (menu 2400; reopen 2600) (docs/api-floor.md "Packing"). */
export async function packingRoutes(app: FastifyInstance) {
  const tags = ["packing"];
  const access = { menu: Menu.ProductionTask };
  const actor = (req: Parameters<typeof requireMember>[0]) => {
    const m = requireMember(req);
    return { orgId: m.orgId, userId: m.userId };
  };
  post(
    app,
    "/api/packing/boxes",
    {
      access,
      body: boxListBody,
      response: boxPage,
      summary: "Packing boxes with their derived status",
      tags,
    },
    (req) => packing.listBoxes(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/packing/byCode",
    {
      access,
      body: boxCodeBody,
      response: boxRef,
      summary: "A scanned box code (<projectNo>-<boxNo>)",
      tags,
    },
    (req) => packing.boxByCode(app.db, requireMember(req).orgId, req.body.code),
  );
  post(
    app,
    "/api/packing/detail",
    { access, body: boxIdBody, response: boxDetail, summary: "A box, its boards and its record", tags },
    (req) => packing.boxDetail(app.db, requireMember(req).orgId, req.body.boxId),
  );
  post(
    app,
    "/api/packing/add",
    {
      access,
      body: boxAddBody,
      response: boxAddResult,
      summary: "Boards into a box: each added or refused with its reason",
      tags,
    },
    (req) => packing.addBoards(app.db, actor(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/packing/remove",
    { access, body: boxRemoveBody, response: boxChanged, summary: "A board out of an unsealed box", tags },
    (req) => packing.removeBoard(app.db, actor(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/packing/seal",
    {
      access,
      body: boxSealBody,
      response: boxChanged,
      summary: "Seal a box (needs a board; short of its packing list only when confirmed)",
      tags,
    },
    (req) => packing.sealBox(app.db, actor(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/packing/reopen",
    {
      access: { menu: Menu.ProductionTracking },
      body: boxReopenBody,
      response: boxChanged,
      summary: "Reopen a sealed box, with a reason (audited)",
      tags,
    },
    (req) => packing.reopenBox(app.db, actor(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/packing/move",
    {
      access: { menu: Menu.ProductionTracking },
      body: boxMoveBody,
      response: boxMoved,
      summary: "List a board for another box of its project, with a reason (audited)",
      tags,
    },
    (req) => moveBoard(app.db, actor(req), req.lang, req.body, app.clock.now()),
  );
}
