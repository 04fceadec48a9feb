import type { AnswerOf, AnyContract, BodyOf } from "@stoneworks/shared";
import { call, type RequestOptions } from "../lib/api-client.ts";

/**
 * One client function per endpoint, made from the area's contracts (docs/architecture.md
 * "Contracts"). `apps/web/src/api/<area>.ts` exports `clientOf(<entity>Contract)`; every screen that
 * needs an endpoint calls that one function, e.g. `packingApi.seal({ boxId, version, confirmShort })`.
 * A contract whose body is all optional may be called with no body.
 */
export type ClientFn<C extends AnyContract> =
  // biome-ignore lint/complexity/noBannedTypes: "a body with nothing required" is exactly `{} extends`.
  {} extends BodyOf<C>
    ? (body?: BodyOf<C>, options?: RequestOptions) => Promise<AnswerOf<C>>
    : (body: BodyOf<C>, options?: RequestOptions) => Promise<AnswerOf<C>>;

export type Client<G extends Record<string, AnyContract>> = { [K in keyof G]: ClientFn<G[K]> };

export function clientOf<G extends Record<string, AnyContract>>(group: G): Client<G> {
  const out: Record<string, unknown> = {};
  for (const [name, contract] of Object.entries(group)) {
    out[name] = (body?: BodyOf<typeof contract>, options?: RequestOptions) =>
      call(contract, body ?? ({} as BodyOf<typeof contract>), options);
  }
  return out as Client<G>;
}

/**
 * The address of a file a GET contract answers (a download, an image): its path and query string,
 * for a link or `window.open`.
 */
export function fileUrl<C extends AnyContract>(contract: C, query: BodyOf<C> = {} as BodyOf<C>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${contract.path}?${qs}` : contract.path;
}

/** A paged list's client as `usePaged` fetches it: `(pageNum, pageSize, filters)`. */
export function pagedBy<F extends object, T>(
  list: (body: F & { pageNum: number; pageSize: number }) => Promise<T>,
): (pageNum: number, pageSize: number, filters: F) => Promise<T> {
  return (pageNum, pageSize, filters) => list({ ...filters, pageNum, pageSize });
}
