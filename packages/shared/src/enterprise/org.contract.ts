import { pageOf, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  createdOrg,
  createOrgBody,
  joinRequestItem,
  joinRequestListBody,
  mesSwitch,
  orgInfo,
  reviewedJoin,
  reviewJoinBody,
  setMesBody,
  updateOrgBody,
} from "./org.schema.ts";

const tag = "org";
const info = { menu: Menu.EnterpriseInfo };
const members = { menu: Menu.Members };

/** Enterprises: creating one, its information (menu 3001), reviewing join requests (menu 3002). */
export const orgContract = {
  create: contract({
    path: "/api/org/myCreateOrg",
    access: "user",
    body: createOrgBody,
    response: createdOrg,
    summary: "Create an enterprise (you become its super administrator)",
    tag,
  }),
  info: contract({
    path: "/api/org/info",
    access: info,
    body: emptyBody,
    response: orgInfo,
    refusals: [Code.NotFound],
    summary: "The current enterprise's information",
    tag,
  }),
  update: contract({
    path: "/api/org/update",
    access: info,
    body: updateOrgBody,
    response: versioned,
    refusals: [Code.Conflict],
    summary: "Edit the current enterprise",
    tag,
  }),
  setMes: contract({
    path: "/api/org/mes",
    access: info,
    body: setMesBody,
    response: mesSwitch,
    refusals: [Code.NotFound],
    summary: "Open or close the enterprise's MES function (the dashboard's MES overview)",
    tag,
  }),
  joinRequests: contract({
    path: "/api/org/joinRequests",
    access: members,
    body: joinRequestListBody,
    response: pageOf(joinRequestItem),
    summary: "Join requests to the current enterprise",
    tag,
  }),
  reviewJoin: contract({
    path: "/api/org/reviewJoin",
    access: members,
    body: reviewJoinBody,
    response: reviewedJoin,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Approve or reject a join request",
    tag,
  }),
};
