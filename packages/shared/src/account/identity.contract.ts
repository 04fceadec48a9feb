import { z } from "zod";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import {
  identityItem,
  presentIdentity,
  switchedIdentity,
  switchIdentityBody,
  teamMessage,
  teamMessageBody,
} from "./identity.schema.ts";

const tag = "identity";

/** The user's enterprises (operating points) and the session's current one (docs/api-account.md). */
export const identityContract = {
  atPresentIdentity: contract({
    path: "/api/identity/atPresentIdentity",
    access: "member",
    body: emptyBody,
    response: presentIdentity,
    summary: "The identity in the current enterprise",
    tag,
  }),
  list: contract({
    path: "/api/identity/list",
    access: "user",
    body: emptyBody,
    response: z.array(identityItem),
    summary: "The enterprises (operating points) the user belongs to",
    tag,
  }),
  switch: contract({
    path: "/api/identity/switch",
    access: "user",
    body: switchIdentityBody,
    response: switchedIdentity,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Switch the session to another enterprise",
    tag,
  }),
  userCurrentTeamMessage: contract({
    path: "/api/identity/userCurrentTeamMessage",
    access: "member",
    body: teamMessageBody,
    response: teamMessage,
    refusals: [Code.NotFound],
    summary: "Team message of the current enterprise (appId 201)",
    tag,
  }),
};
