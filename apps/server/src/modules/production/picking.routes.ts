import {
  deviceDetailBody,
  deviceDetail as deviceDetailSchema,
  Menu,
  pickBody,
  pickingDone,
  pickingOptionsBody,
  pickingOptions as pickingOptionsSchema,
  pickingRecordIdBody,
  pickingRecordListBody,
  pickingRecordPage,
  pickingRecordSlabs,
  pickingScanBody,
  pickingSlab,
  pickingSlabListBody,
  pickingSlabPage,
  pickTransferBody,
  returnBody,
  transferProposalBody,
  transferProposal as transferProposalSchema,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as picking from "./picking.service.ts";
import * as plan from "./picking-plan.service.ts";
import * as views from "./picking-views.service.ts";

/** Stone pickup / return / transfer (menu 2700) and the device detail (menu 2902), docs/api-production.md. */
export async function pickingRoutes(app: FastifyInstance) {
  const tags = ["picking"];
  const access = { menu: Menu.StonePicking };
  post(
    app,
    "/api/picking/scan",
    { access, body: pickingScanBody, response: pickingSlab, summary: "A scanned slab barcode", tags },
    async (req) => picking.scan(app.db, requireMember(req).orgId, req.lang, req.body.barcode),
  );
  post(
    app,
    "/api/picking/slabList",
    {
      access,
      body: pickingSlabListBody,
      response: pickingSlabPage,
      summary: "Slabs to pick (toPick) or to return / transfer (toCut)",
      tags,
    },
    async (req) => views.slabList(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/picking/options",
    {
      access,
      body: pickingOptionsBody,
      response: pickingOptionsSchema,
      summary: "Devices, warehouses, operators, projects, stones and thicknesses",
      tags,
    },
    async (req) => views.options(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/picking/pick",
    {
      access,
      body: pickBody,
      response: pickingDone,
      summary: "Pick slabs onto a device table (unsuitable ones left out, with reasons)",
      tags,
    },
    async (req) => picking.pick(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/picking/return",
    { access, body: returnBody, response: pickingDone, summary: "Return slabs to a warehouse", tags },
    async (req) => picking.returnSlabs(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/picking/transfer",
    {
      access,
      body: pickTransferBody,
      response: pickingDone,
      summary: "Move slabs to another table or device",
      tags,
    },
    async (req) => picking.transfer(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/picking/transferProposal",
    {
      access,
      body: transferProposalBody,
      response: transferProposalSchema,
      summary: "The table a transfer of these slabs should go to: their issued production plan's",
      tags,
    },
    async (req) => plan.proposeTransfer(app.db, requireMember(req).orgId, req.body.slabIds),
  );
  post(
    app,
    "/api/picking/recordList",
    {
      access,
      body: pickingRecordListBody,
      response: pickingRecordPage,
      summary: "Machine picking records, paged",
      tags,
    },
    async (req) => views.recordList(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/picking/recordSlabs",
    {
      access,
      body: pickingRecordIdBody,
      response: pickingRecordSlabs,
      summary: "The slabs of a picking record",
      tags,
    },
    async (req) => views.recordSlabs(app.db, requireMember(req).orgId, req.body.recordId),
  );
  post(
    app,
    "/api/production/deviceDetail",
    {
      access: { menu: Menu.DeviceDetail },
      body: deviceDetailBody,
      response: deviceDetailSchema,
      summary: "A device: its tables' slabs in cutting order and today's picking records",
      tags,
    },
    async (req) =>
      views.deviceDetail(app.db, requireMember(req).orgId, req.body.deviceId, app.clock.now(), req.lang),
  );
}
