import {
  Menu,
  rackByCode,
  rackByCodeBody,
  rackCheckBoardBody,
  rackDetail,
  rackDetailBody,
  rackGate,
  rackGateBody,
  rackGenerateBody,
  rackLoadableBoard,
  rackLoadableBoards,
  rackLoadableBody,
  rackLoadBody,
  rackLoaded,
  rackMoved,
  rackProjectOptions,
  rackSaveSettingsBody,
  rackSettings,
  rackSettingsBody,
  rackTripActionBody,
  rackTripListBody,
  rackTripPage,
  rackUnloadBody,
  rackUnloaded,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as gates from "./rack-gate.service.ts";
import * as trips from "./rack-trip.service.ts";
import * as read from "./rack-trip-read.service.ts";

/** Racks on trips (menu 2800, docs/api-floor.md "Racks"). */
export async function rackTripRoutes(app: FastifyInstance) {
  const tags = ["rackTrip"];
  const access = { menu: Menu.RackManagement };
  post(
    app,
    "/api/rack/trips",
    {
      access,
      body: rackTripListBody,
      response: rackTripPage,
      summary: "Racks with their open trips: filters, sort, tab counts",
      tags,
    },
    (req) => read.listRackTrips(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/rack/detail",
    {
      access,
      body: rackDetailBody,
      response: rackDetail,
      summary: "A rack, its open trip, its boards and its circulation record",
      tags,
    },
    (req) => read.rackDetail(app, requireMember(req), req.body.rackId),
  );
  post(
    app,
    "/api/rack/byCode",
    { access, body: rackByCodeBody, response: rackByCode, summary: "A scanned rack code → the rack", tags },
    (req) => read.rackByCode(app.db, requireMember(req).orgId, req.body.code),
  );
  post(
    app,
    "/api/rack/loadable",
    {
      access,
      body: rackLoadableBody,
      response: rackLoadableBoards,
      summary: "Cut boards that may go on a rack",
      tags,
    },
    (req) => read.loadable(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/rack/checkBoard",
    {
      access,
      body: rackCheckBoardBody,
      response: rackLoadableBoard,
      summary: "A scanned board code checked against a rack before loading",
      tags,
    },
    (req) =>
      trips.checkBoard(
        app.db,
        req.lang,
        requireMember(req).orgId,
        req.body.rackId,
        req.body.code,
        req.body.planeId,
      ),
  );
  post(
    app,
    "/api/rack/generate",
    {
      access,
      body: rackGenerateBody,
      response: rackLoaded,
      summary: "Load cut boards of one plane onto an idle rack (a new trip at cutting)",
      tags,
    },
    (req) => trips.generate(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/rack/load",
    {
      access,
      body: rackLoadBody,
      response: rackLoaded,
      summary: "More boards of the trip's plane while it is loaded at cutting",
      tags,
    },
    (req) => trips.load(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  const moves: [trips.TripMove, string][] = [
    ["circulate", "Send the rack to the next stage of its route"],
    ["receive", "The next stage's workshop accepts the rack"],
    ["cancel", "Undo a generate before any circulation: the boards come off"],
    ["dismantle", "Unload what is left: the rack goes to return"],
    ["return", "The rack is back at its place: idle"],
  ];
  for (const [action, summary] of moves)
    post(
      app,
      `/api/rack/${action}`,
      { access, body: rackTripActionBody, response: rackMoved, summary, tags },
      (req) => trips.move(app.db, requireMember(req), req.lang, action, req.body, app.clock.now()),
    );
  post(
    app,
    "/api/rack/gate",
    {
      access,
      body: rackGateBody,
      response: rackGate,
      summary: "The stage gate: boards on the trip with work of its stage pending, and where it is done",
      tags,
    },
    (req) => gates.gate(app.db, requireMember(req), req.body.tripId),
  );
  post(
    app,
    "/api/rack/unloadBoards",
    {
      access,
      body: rackUnloadBody,
      response: rackUnloaded,
      summary: "Take boards off the rack with a reason (audited), so the rest may go on",
      tags,
    },
    (req) => trips.unloadBoards(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/rack/projects",
    {
      access,
      body: rackSettingsBody,
      response: rackProjectOptions,
      summary: "Projects in production and their planes (filters)",
      tags,
    },
    (req) => read.projectOptions(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/rack/settings",
    {
      access,
      body: rackSettingsBody,
      response: rackSettings,
      summary: "Hours a rack may stay at each stage before it is overdue",
      tags,
    },
    (req) => read.settings(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/rack/saveSettings",
    {
      access,
      body: rackSaveSettingsBody,
      response: rackSettings,
      summary: "Save the hours per stage",
      tags,
    },
    (req) => read.saveSettings(app, requireMember(req), req.body.limits),
  );
}
