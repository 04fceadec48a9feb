import { nothing } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { revokeSessionBody, sessionListBody, sessionPage } from "./session.schema.ts";

const tag = "user";

/** The user's sessions (devices): the list and ending one of them (docs/api-auth.md). */
export const sessionContract = {
  list: contract({
    path: "/api/user/sessionList",
    access: "user",
    body: sessionListBody,
    response: sessionPage,
    summary: "The user's live sessions (devices), paged",
    tag,
  }),
  revoke: contract({
    path: "/api/user/revokeSession",
    access: "user",
    body: revokeSessionBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "End one of the user's own sessions",
    tag,
  }),
};
