import { z } from "zod";
import {
  joinOrgBody,
  orgSearchHit,
  requestIdBody,
  searchOrgBody,
  sentJoinRequest,
} from "../account/join-request.schema.ts";
import { nothing } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { joinRequestItem } from "./org.schema.ts";

const tag = "org";

/** A user's side of joining an enterprise: find one, ask, follow and cancel the request (any user). */
export const joinRequestContract = {
  search: contract({
    path: "/api/org/search",
    access: "user",
    body: searchOrgBody,
    response: z.array(orgSearchHit),
    summary: "Find enterprises to join",
    tag,
  }),
  join: contract({
    path: "/api/org/join",
    access: "user",
    body: joinOrgBody,
    response: sentJoinRequest,
    refusals: [Code.NotFound, Code.InvalidState, Code.JoinPending],
    summary: "Ask to join an enterprise",
    tag,
  }),
  mine: contract({
    path: "/api/org/myJoinRequests",
    access: "user",
    body: emptyBody,
    response: z.array(joinRequestItem),
    summary: "My join requests",
    tag,
  }),
  cancel: contract({
    path: "/api/org/cancelJoin",
    access: "user",
    body: requestIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Cancel my pending join request",
    tag,
  }),
};
