import {
  type AnswerOf,
  type AnyContract,
  type BodyOf,
  Code,
  type Envelope,
  SESSION_END_CODES,
  SILENT_CODES,
} from "@stoneworks/shared";
import { closeSessionDialog, openSessionDialog, toastError } from "./feedback.ts";
import i18n, { currentLang } from "./i18n.ts";
import { navigateTo, runSessionReset } from "./navigation.ts";
import { clearToken, getToken, setToken } from "./storage.ts";

/**
 * The one HTTP client (spec §7, DESIGN §3). Every call is POST /api/<module>/<action> with JSON; the
 * outcome is decided here, by code, in one place: renew and replay (22), session end dialog
 * (5/15/16), /401 (6), silent codes, toast for other failures and for transport failures.
 */
export const REQUEST_TIMEOUT_MS = 300_000;

export type ApiErrorKind = "business" | "transport" | "cancelled";

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number | null,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field errors of a 1001 answer (empty otherwise). */
  get fieldErrors(): FieldError[] {
    if (this.code !== Code.ValidationFailed) return [];
    const errors = (this.data as { errors?: FieldError[] } | null)?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Do not toast business failures (the caller shows them itself). */
  silent?: boolean;
  /** For getInfo: a session code rejects without the dialog; the caller sends the user to /login. */
  sessionDialog?: boolean;
  timeoutMs?: number;
  /** Code 6 goes to /401 unless false (optional look-ups, e.g. a filter's options, just fail). */
  forbiddenRedirect?: boolean;
}

/** A successful envelope: result is truthy and not the string "false" (spec §7). */
export function isSuccess(body: Pick<Envelope, "result">): boolean {
  const r = body.result as unknown;
  return Boolean(r) && r !== "false";
}

// Code 22: the first answer carrying a new token for an old one stores it; every concurrent request
// that was sent with the same old token replays with that same new token (one renewal, shared).
const renewedFrom = new Map<string, string>();

let sessionDialogOpen = false;
let lastAccount = "";

/** The phone of the signed-in account, for the 102017 redirect. */
export function rememberAccount(phone: string): void {
  lastAccount = phone;
}

function t(key: string): string {
  return i18n.t(key);
}

export function endSession(): void {
  clearToken();
  renewedFrom.clear();
  runSessionReset();
}

function showSessionEndDialog(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  openSessionDialog(() => {
    sessionDialogOpen = false;
    closeSessionDialog();
    endSession();
    navigateTo("/login", { replace: true });
  });
}

interface RawResult {
  envelope: Envelope;
  token: string | null;
}

async function send(path: string, body: unknown, options: RequestOptions): Promise<RawResult> {
  const token = getToken();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  // Uploads (multipart) go through here too, so every answer is handled by code in one place.
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLang(),
  };
  if (!multipart) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const res = await fetch(`/api${path.startsWith("/") ? path : `/${path}`}`, {
      method: "POST",
      headers,
      body: multipart ? (body as FormData) : JSON.stringify(body ?? {}),
      signal,
    });
    let envelope: Envelope;
    try {
      envelope = (await res.json()) as Envelope;
    } catch {
      throw new ApiError("transport", null, "invalid JSON");
    }
    if (!envelope || typeof envelope !== "object" || !("code" in envelope)) {
      throw new ApiError("transport", null, "not an envelope");
    }
    return { envelope, token };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (options.signal?.aborted) throw new ApiError("cancelled", null, "cancelled");
    throw new ApiError("transport", null, err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
  }
}

/** A failed envelope's outcome (dialog, redirect, toast) and its error; exported for uploads with progress. */
export function handleFailure(envelope: Envelope, options: RequestOptions): ApiError {
  const { code, msg, data } = envelope;
  const error = new ApiError("business", code, msg || t("common:code.serverError"), data);
  if (SESSION_END_CODES.includes(code)) {
    if (options.sessionDialog !== false) showSessionEndDialog();
    return error;
  }
  if (code === Code.NoPermission && options.forbiddenRedirect !== false) {
    navigateTo("/401");
    return error;
  }
  if (code === Code.NoEnterprise) {
    navigateTo(`/userInfo?state=org&phone=${encodeURIComponent(lastAccount)}`);
    return error;
  }
  if (SILENT_CODES.includes(code) || options.silent) return error;
  toastError(error.message);
  return error;
}

export async function request<T = unknown>(
  path: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<T> {
  let replayed = false;
  for (;;) {
    let raw: RawResult;
    try {
      raw = await send(path, body, options);
    } catch (err) {
      const e = err as ApiError;
      if (e.kind === "transport") toastError(t("app:network.unstable"));
      throw e;
    }
    const { envelope, token } = raw;
    if (envelope.code === Code.TokenRenewed && !replayed) {
      const fresh = (envelope.data as { token?: string } | null)?.token;
      if (fresh) {
        const already = token ? renewedFrom.get(token) : undefined;
        if (!already) {
          if (token) renewedFrom.set(token, fresh);
          // Only replace the stored token if nobody replaced it meanwhile (e.g. a logout).
          if (getToken() === token) setToken(fresh);
        }
        replayed = true;
        continue;
      }
    }
    if (isSuccess(envelope)) return envelope.data as T;
    throw handleFailure(envelope, options);
  }
}

/**
 * Calls an endpoint by its contract (packages/shared `*.contract.ts`): the body is typed by the
 * contract's body schema and the answer by its response schema. Features do not call this directly:
 * they use the area's client (apps/web/src/api/<area>.ts), one function per endpoint.
 */
export function call<C extends AnyContract>(
  contract: C,
  body: BodyOf<C>,
  options: RequestOptions = {},
): Promise<AnswerOf<C>> {
  return request<AnswerOf<C>>(contract.path.slice("/api".length), body, options);
}
