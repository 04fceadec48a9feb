import { nothing } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import {
  changePasswordBody,
  renewedToken,
  thirdPartyBindings,
  unbindBody,
  updateProfileBody,
  userInfo,
} from "./user.schema.ts";

const tag = "user";

/** The signed-in user's own data (docs/api-account.md). */
export const userContract = {
  getInfo: contract({
    path: "/api/user/getInfo",
    access: "user",
    body: emptyBody,
    response: userInfo,
    summary: "The user, the current enterprise, role and menu ids",
    tag,
  }),
  changePassword: contract({
    path: "/api/user/changePassword",
    access: "user",
    body: changePasswordBody,
    response: renewedToken,
    summary: "Change password (other sessions end)",
    tag,
  }),
  logOut: contract({
    path: "/api/user/logOut",
    access: "user",
    body: emptyBody,
    response: nothing,
    summary: "End this session",
    tag,
  }),
  updateProfile: contract({
    path: "/api/user/updateProfile",
    access: "user",
    body: updateProfileBody,
    response: nothing,
    summary: "Nickname, avatar, gender",
    tag,
  }),
  thirdPartyBindings: contract({
    path: "/api/user/thirdPartyBindings",
    access: "user",
    body: emptyBody,
    response: thirdPartyBindings,
    summary: "Third-party login providers and my bindings",
    tag,
  }),
  unbindThirdParty: contract({
    path: "/api/user/unbindThirdParty",
    access: "user",
    body: unbindBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "Remove a third-party login binding",
    tag,
  }),
};
