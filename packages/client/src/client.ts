import type { paths } from "./schema";

/**
 * A typed client for the Stoneworks API over `fetch`, no dependencies. Every JSON endpoint is
 * `POST /api/<module>/<action>` with a JSON body and answers HTTP 200 with the envelope
 * `{ result, code, msg, data }`: `call` returns `data` on success and throws an `ApiError` with the
 * code otherwise. Paths, bodies and answers are typed from the OpenAPI document (`schema.d.ts`).
 */

type JsonOf<T> = T extends { content: { "application/json": infer J } } ? J : never;

/** Every path answered by POST with a JSON envelope. */
export type PostPath = {
  [P in keyof paths]: paths[P] extends {
    post: { responses: { 200: { content: { "application/json": object } } } };
  }
    ? P
    : never;
}[keyof paths];

type Post<P extends PostPath> = paths[P]["post"];

/** What an endpoint takes (its JSON body). */
export type BodyOf<P extends PostPath> =
  Post<P> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;

/** The whole envelope an endpoint answers. */
export type EnvelopeOf<P extends PostPath> = JsonOf<Post<P>["responses"][200]>;

/** What `data` holds when the endpoint succeeds. */
export type DataOf<P extends PostPath> = Extract<EnvelopeOf<P>, { result: true }>["data"];

/** Codes the client acts on (the full list: docs/api.md "Codes"). */
export const Codes = {
  Success: 1,
  /** The session's access token was renewed: `data.token` replaces it (the client replays the call). */
  TokenRenewed: 22,
  ValidationFailed: 1001,
} as const;

/** A refusal (`result: false`) or an HTTP failure: `code` is the API's code (docs/api.md), or 0. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly status: number,
  ) {
    super(`${code}: ${message}`);
    this.name = "ApiError";
  }
}

export interface ClientOptions {
  /** The server's origin, e.g. `https://stoneworks.example.com` (no `/api`). */
  baseUrl: string;
  /** A session token (from `/api/userAuth/login`); `setToken` changes it later. */
  token?: string;
  /** The language of messages (`msg`, field errors): `zh-CN` (default) or `en-US`. */
  lang?: "zh-CN" | "en-US";
  /** Headers sent with every call (e.g. `X-Device-Key` for a machine). */
  headers?: Record<string, string>;
  /** Another `fetch` (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Headers for this call only. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface RawEnvelope {
  result: boolean;
  code: number;
  msg: string;
  data: unknown;
}

interface Answer {
  envelope: RawEnvelope;
  status: number;
}

export interface Client {
  /** POST `path` with `body`; the answer's `data`, or an `ApiError`. */
  call<P extends PostPath>(path: P, body: BodyOf<P>, options?: CallOptions): Promise<DataOf<P>>;
  /** The whole envelope, success or refusal, without throwing on `result: false`. */
  envelope<P extends PostPath>(path: P, body: BodyOf<P>, options?: CallOptions): Promise<EnvelopeOf<P>>;
  /** The session token in use (renewals replace it). */
  token(): string | undefined;
  setToken(token: string | undefined): void;
}

export function createClient(options: ClientOptions): Client {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  let token = options.token;

  async function send(path: string, body: unknown, call: CallOptions = {}): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "accept-language": options.lang ?? "zh-CN",
        ...options.headers,
        ...call.headers,
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await doFetch(`${base}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body ?? {}),
        signal: call.signal,
      });
      const text = await res.text();
      let envelope: RawEnvelope;
      try {
        envelope = JSON.parse(text) as RawEnvelope;
      } catch {
        throw new ApiError(0, `HTTP ${res.status}: ${text.slice(0, 200)}`, null, res.status);
      }
      if (typeof envelope?.result !== "boolean" || typeof envelope.code !== "number") {
        throw new ApiError(0, `HTTP ${res.status}: not an API answer`, envelope, res.status);
      }
      const fresh = (envelope.data as { token?: unknown } | null)?.token;
      if (envelope.code === Codes.TokenRenewed && typeof fresh === "string" && attempt === 0) {
        token = fresh;
        continue;
      }
      return { envelope, status: res.status };
    }
  }

  return {
    async call(path, body, call) {
      const { envelope, status } = await send(path, body, call);
      if (!envelope.result) throw new ApiError(envelope.code, envelope.msg, envelope.data, status);
      return envelope.data as DataOf<typeof path>;
    },
    async envelope(path, body, call) {
      return (await send(path, body, call)).envelope as EnvelopeOf<typeof path>;
    },
    token: () => token,
    setToken(next) {
      token = next;
    },
  };
}
