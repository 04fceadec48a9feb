import { userContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import {
  changePassword,
  getInfo,
  listThirdPartyBindings,
  logOut,
  unbindThirdParty,
  updateProfile,
} from "./user.service.ts";

/** The signed-in user's own data (docs/api-account.md). */
export async function userRoutes(app: FastifyInstance) {
  route(app, c.getInfo, (ctx) => getInfo(ctx));
  route(app, c.changePassword, changePassword);
  route(app, c.logOut, (ctx) => logOut(ctx));
  route(app, c.updateProfile, updateProfile);
  route(app, c.thirdPartyBindings, (ctx) => listThirdPartyBindings(ctx));
  route(app, c.unbindThirdParty, (ctx, b) => unbindThirdParty(ctx, b.provider));
}
