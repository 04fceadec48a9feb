import { type Access, Code, type Contract, commonRefusals, envelopeOf, translate } from "@stoneworks/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type CtxFor, contextOf } from "./context.ts";

export type { Access };

/** What a handler returns: the declared data, or nothing (an answer with `data: null`). */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is a Promise<void>.
type HandlerResult<R extends z.ZodType> = z.input<R> | undefined | void;

function describeAccess(access: Access): string {
  if (typeof access === "object") return `Requires menu ${access.menu}.`;
  return { public: "Public.", user: "Any logged-in user.", member: "Any member of the current enterprise." }[
    access
  ];
}

/** What a route sets beyond its contract: how the server reads it, not what it means. */
export interface RouteOptions {
  /** A larger JSON body than the server's default 1 MB (an import). */
  bodyLimit?: number;
}

export type ContractHandler<A extends Access, B extends z.ZodType, R extends z.ZodType> = (
  ctx: CtxFor<A>,
  body: z.output<B>,
  req: FastifyRequest & { body: z.output<B> },
  reply: FastifyReply,
) => Promise<HandlerResult<R>>;

/** The refusals of an operation, for OpenAPI: its own, then those of its access. */
function describeRefusals(c: Contract): string {
  const own = c.refusals.length ? `Refuses with code ${c.refusals.join(", ")}.` : "";
  const common = `May also answer ${commonRefusals(c.access).join(", ")}.`;
  return [own, common].filter(Boolean).join(" ");
}

/**
 * Registers the route a contract declares (docs/architecture.md "Contracts"): its path, method,
 * access, body and response schemas come from the contract; the handler gets the request's context
 * (`ctx`, one shape for every service) and the parsed body. A JSON answer is wrapped in the envelope;
 * a file answer is sent by the handler through `reply`.
 */
export function route<A extends Access, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  c: Contract<A, B, R>,
  handler: ContractHandler<A, B, R>,
  opts: RouteOptions = {},
) {
  const json = c.answer === "json";
  // The route table keeps the contract without its schema types (lib/route.ts's generics end here).
  const registered = c as unknown as Contract;
  app.route({
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
    method: c.method,
    url: c.path,
    config: { access: c.access, contract: registered },
    schema: {
      ...(c.multipart ? {} : c.method === "GET" ? { querystring: c.body } : { body: c.body }),
      // A file answer is bytes on success, but a refusal still travels as the envelope (HTTP 200):
      // that is what the 200 schema describes for it (a sent Buffer is never serialized by it).
      response: { 200: envelopeOf(c.response) },
      summary: c.summary,
      tags: [c.tag],
      description: `${describeAccess(c.access)} ${describeRefusals(registered)}`,
      ...(c.refusals.length ? { "x-refusals": [...c.refusals] } : {}),
    },
    handler: async (req, reply) => {
      const input = (c.method === "GET" ? req.query : req.body) as z.output<B>;
      const ctx = contextOf(app, req, c.access);
      const data = await handler(ctx, input, req as FastifyRequest & { body: z.output<B> }, reply);
      if (!json) return reply;
      return {
        result: true,
        code: Code.Success,
        msg: translate(req.lang, "code.success"),
        data: data ?? null,
      };
    },
  });
}
