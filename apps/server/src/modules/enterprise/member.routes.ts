import {
  addedMember,
  addMemberBody,
  Menu,
  memberIdBody,
  memberItem,
  memberListBody,
  nothing,
  pageOf,
  setMemberStatusBody,
  updateMemberBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { addMember, listMembers, removeMember, setMemberStatus, updateMember } from "./member.service.ts";

export async function memberRoutes(app: FastifyInstance) {
  const tags = ["member"];
  const access = { menu: Menu.Members };
  post(
    app,
    "/api/member/list",
    {
      access,
      body: memberListBody,
      response: pageOf(memberItem),
      summary: "Members, paged and filtered",
      tags,
    },
    (req) => listMembers(app, requireMember(req), req.body, req.lang),
  );
  post(
    app,
    "/api/member/add",
    { access, body: addMemberBody, response: addedMember, summary: "Add a member by phone", tags },
    (req) => addMember(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/member/update",
    { access, body: updateMemberBody, response: versioned, summary: "Edit a member", tags },
    (req) => updateMember(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/member/setStatus",
    { access, body: setMemberStatusBody, response: versioned, summary: "Enable or disable a member", tags },
    (req) => setMemberStatus(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/member/remove",
    { access, body: memberIdBody, response: nothing, summary: "Remove a member from the enterprise", tags },
    (req) => removeMember(app, requireMember(req), req.body.memberId),
  );
}
