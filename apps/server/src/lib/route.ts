import { Code, translate } from "@stoneworks/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Who may call a route. Every route declares one (a test enumerates them): public, any logged-in
 * user, any member of the session's current enterprise, or the holders of a menu id.
 */
export type Access = "public" | "user" | "member" | { menu: number };

export interface RouteDef<S extends z.ZodType> {
  access: Access;
  body: S;
  summary: string;
  tags: string[];
}

export type Handler<S extends z.ZodType> = (
  req: FastifyRequest & { body: z.infer<S> },
  reply: FastifyReply,
) => Promise<unknown>;

function describeAccess(access: Access): string {
  if (typeof access === "object") return `Requires menu ${access.menu}.`;
  return { public: "Public.", user: "Any logged-in user.", member: "Any member of the current enterprise." }[
    access
  ];
}

/** POST /api/<path> returning the envelope around what the handler returns. */
export function post<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  def: RouteDef<S>,
  handler: Handler<S>,
) {
  app.post(
    path,
    {
      config: { access: def.access },
      schema: {
        body: def.body,
        summary: def.summary,
        tags: def.tags,
        description: describeAccess(def.access),
      },
    },
    async (req, reply) => {
      const data = await handler(req as FastifyRequest & { body: z.infer<S> }, reply);
      return {
        result: true,
        code: Code.Success,
        msg: translate(req.lang, "code.success"),
        data: data ?? null,
      };
    },
  );
}
