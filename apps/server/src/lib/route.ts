import { Code, envelopeOf, translate } from "@stoneworks/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Who may call a route. Every route declares one (a test enumerates them): public, any logged-in
 * user, any member of the session's current enterprise, or the holders of a menu id.
 */
export type Access = "public" | "user" | "member" | { menu: number };

export interface RouteDef<S extends z.ZodType, R extends z.ZodType> {
  access: Access;
  body: S;
  /**
   * What `data` holds on success (a schema of the area's shared `*.schema.ts`). OpenAPI shows it, the
   * handler's return type is checked against it, and the test suite validates every answer by it.
   */
  response?: R;
  summary: string;
  tags: string[];
}

/** What a handler returns: the declared data, or nothing (an answer with `data: null`). */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is a Promise<void>.
type HandlerResult<R extends z.ZodType> = z.input<R> | undefined | void;

export type Handler<S extends z.ZodType, R extends z.ZodType> = (
  req: FastifyRequest & { body: z.infer<S> },
  reply: FastifyReply,
) => Promise<HandlerResult<R>>;

function describeAccess(access: Access): string {
  if (typeof access === "object") return `Requires menu ${access.menu}.`;
  return { public: "Public.", user: "Any logged-in user.", member: "Any member of the current enterprise." }[
    access
  ];
}

/** POST /api/<path> returning the envelope around what the handler returns. */
export function post<S extends z.ZodType, R extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  path: string,
  def: RouteDef<S, R>,
  handler: Handler<S, R>,
) {
  app.post(
    path,
    {
      config: { access: def.access },
      schema: {
        body: def.body,
        ...(def.response ? { response: { 200: envelopeOf(def.response) } } : {}),
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
