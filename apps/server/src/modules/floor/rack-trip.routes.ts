import { rackTripContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as gates from "./rack-gate.service.ts";
import * as trips from "./rack-trip.service.ts";
import * as read from "./rack-trip-read.service.ts";

/** Racks on trips (menu 2800, docs/api-floor.md "Racks"), under `/api/rackTrip/`. */
export async function rackTripRoutes(app: FastifyInstance) {
  route(app, c.trips, read.listRackTrips);
  route(app, c.detail, (ctx, b) => read.rackDetail(ctx, b.rackId));
  route(app, c.byCode, (ctx, b) => read.rackByCode(ctx, b.code));
  route(app, c.loadable, read.loadable);
  route(app, c.checkBoard, trips.checkBoard);
  route(app, c.generate, trips.generate);
  route(app, c.load, trips.load);
  for (const action of ["circulate", "receive", "cancel", "dismantle", "return"] as const)
    route(app, c[action], (ctx, b) => trips.move(ctx, { ...b, action }));
  route(app, c.gate, (ctx, b) => gates.gate(ctx, b.tripId));
  route(app, c.unloadBoards, trips.unloadBoards);
  route(app, c.projects, (ctx) => read.projectOptions(ctx));
  route(app, c.settings, (ctx) => read.settings(ctx));
  route(app, c.saveSettings, read.saveSettings);
}
