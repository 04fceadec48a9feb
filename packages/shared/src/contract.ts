import { z } from "zod";
import { Code } from "./codes.ts";

/**
 * One contract per endpoint (docs/architecture.md "Contracts"). The server registers its routes from
 * contracts (a route without one does not start), the web calls them through `call(contract, body)`
 * with the body and the answer typed from the schemas, and OpenAPI is generated from them. Contracts
 * live beside the schemas of their area: `packages/shared/src/<area>/<entity>.contract.ts`, each file
 * exporting one group `export const <entity>Contract = { <action>: contract({...}), ... }`.
 */

/**
 * Who may call an endpoint: public, any logged-in user, any member of the session's current
 * enterprise, or the holders of a menu id (DESIGN §4). The server enforces it before the body is read.
 */
export type Access = "public" | "user" | "member" | { menu: number };

/** What an endpoint answers: the envelope around `response` (json), or a file (a download). */
export type AnswerKind = "json" | "file";

export interface Contract<
  A extends Access = Access,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** `POST` for every JSON endpoint (DESIGN §3); `GET` only for file downloads and the machine's whoami. */
  method: "POST" | "GET";
  /** The full path, `/api/<module>/<action>`. */
  path: `/api/${string}`;
  access: A;
  /** The JSON body (POST) or the query string (GET). Multipart uploads declare their fields here. */
  body: B;
  /** What `data` holds on success (json), or `z.unknown()` for a file. */
  response: R;
  answer: AnswerKind;
  /** `multipart/form-data` (an upload): the body is read by the handler, not validated as JSON. */
  multipart: boolean;
  /**
   * The refusal codes this endpoint answers with on its own (beyond those every endpoint of its
   * access may answer, see `commonRefusals`): OpenAPI lists them per operation.
   */
  refusals: readonly number[];
  summary: string;
  /** The OpenAPI tag (the area's name for the group). */
  tag: string;
}

export interface ContractDef<A extends Access, B extends z.ZodType, R extends z.ZodType> {
  method?: "POST" | "GET";
  path: `/api/${string}`;
  access: A;
  body: B;
  response: R;
  answer?: AnswerKind;
  multipart?: boolean;
  refusals?: readonly number[];
  summary: string;
  tag: string;
}

/** Declares one endpoint. */
export function contract<const A extends Access, B extends z.ZodType, R extends z.ZodType>(
  def: ContractDef<A, B, R>,
): Contract<A, B, R> {
  return {
    method: def.method ?? "POST",
    path: def.path,
    access: def.access,
    body: def.body,
    response: def.response,
    answer: def.answer ?? "json",
    multipart: def.multipart ?? false,
    refusals: def.refusals ?? [],
    summary: def.summary,
    tag: def.tag,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any contract, whatever its schemas.
export type AnyContract = Contract<Access, any, any>;

/** What the caller sends (before the server's defaults apply). */
export type BodyOf<C extends AnyContract> = z.input<C["body"]>;
/** What `data` holds on success. */
export type AnswerOf<C extends AnyContract> = z.output<C["response"]>;

/** True for a value made by `contract()` (used to collect every contract of the package). */
export function isContract(value: unknown): value is AnyContract {
  const v = value as Partial<Contract> | null;
  return (
    !!v &&
    typeof v === "object" &&
    typeof v.path === "string" &&
    v.path.startsWith("/api/") &&
    (v.method === "POST" || v.method === "GET") &&
    v.body instanceof z.ZodType &&
    v.response instanceof z.ZodType &&
    Array.isArray(v.refusals)
  );
}

/** Every contract in a module's exports (its groups' members): for the server's check and OpenAPI. */
export function contractsIn(exports: Record<string, unknown>): AnyContract[] {
  const found: AnyContract[] = [];
  for (const value of Object.values(exports)) {
    if (!value || typeof value !== "object" || isContract(value)) continue;
    for (const member of Object.values(value)) if (isContract(member)) found.push(member);
  }
  return found;
}

/** The refusals any endpoint of this access may answer, whatever it does. */
export function commonRefusals(access: Access): number[] {
  const always = [Code.ValidationFailed, Code.TooManyRequests, Code.Unavailable, Code.ServerError];
  if (access === "public") return always;
  const session = [Code.NotLoggedIn, Code.SessionExpired, Code.SessionRevoked, Code.TokenRenewed];
  if (access === "user") return [...always, ...session];
  if (access === "member") return [...always, ...session, Code.NoEnterprise];
  return [...always, ...session, Code.NoEnterprise, Code.NoPermission];
}
