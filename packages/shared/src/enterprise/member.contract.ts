import { nothing, pageOf, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  addedMember,
  addMemberBody,
  memberIdBody,
  memberItem,
  memberListBody,
  setMemberStatusBody,
  updateMemberBody,
} from "./member.schema.ts";

const tag = "member";
const access = { menu: Menu.Members };

/** Members of the current enterprise (menu 3002) (docs/api-enterprise.md "Members"). */
export const memberContract = {
  list: contract({
    path: "/api/member/list",
    access,
    body: memberListBody,
    response: pageOf(memberItem),
    refusals: [Code.NotFound],
    summary: "Members, paged and filtered",
    tag,
  }),
  add: contract({
    path: "/api/member/add",
    access,
    body: addMemberBody,
    response: addedMember,
    refusals: [Code.NotFound],
    summary: "Add a member by phone",
    tag,
  }),
  update: contract({
    path: "/api/member/update",
    access,
    body: updateMemberBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Edit a member",
    tag,
  }),
  setStatus: contract({
    path: "/api/member/setStatus",
    access,
    body: setMemberStatusBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Enable or disable a member",
    tag,
  }),
  remove: contract({
    path: "/api/member/remove",
    access,
    body: memberIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Remove a member from the enterprise",
    tag,
  }),
};
