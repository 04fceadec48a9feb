import { memberContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as members from "./member.service.ts";

export async function memberRoutes(app: FastifyInstance) {
  route(app, c.list, members.listMembers);
  route(app, c.add, members.addMember);
  route(app, c.update, members.updateMember);
  route(app, c.setStatus, members.setMemberStatus);
  route(app, c.remove, (ctx, b) => members.removeMember(ctx, b.memberId));
}
