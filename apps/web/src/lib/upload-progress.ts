import { Code, type Envelope } from "@stoneworks/shared";
import { ApiError, handleFailure, isSuccess, REQUEST_TIMEOUT_MS } from "./api-client.ts";
import { toastError } from "./feedback.ts";
import i18n, { currentLang } from "./i18n.ts";
import { getToken, setToken } from "./storage.ts";

/**
 * A multipart upload with real progress. fetch cannot report upload progress over HTTP/1.1, so this
 * one call uses XMLHttpRequest; everything else follows src/lib/api-client.ts: the same headers
 * (Bearer token, Accept-Language), code 22 stores the new token and replays once, and every failure
 * goes through the client's own handleFailure (dialog / redirect / toast by code).
 */
export interface UploadProgress {
  /** "sending" while bytes go up (percent 0..100), "processing" once all are sent. */
  phase: "sending" | "processing";
  percent: number;
}

export interface UploadOptions {
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  /** Do not toast business failures (the caller shows them, e.g. the 1009 table of data.rows). */
  silent?: boolean;
}

function sendOnce(path: string, form: FormData, token: string | null, options: UploadOptions) {
  return new Promise<Envelope>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path.startsWith("/") ? path : `/${path}`}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLang());
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      const percent = Math.min(100, Math.round((e.loaded / e.total) * 100));
      options.onProgress?.({ phase: percent >= 100 ? "processing" : "sending", percent });
    };
    xhr.upload.onload = () => options.onProgress?.({ phase: "processing", percent: 100 });
    xhr.onload = () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as Envelope;
        if (!envelope || typeof envelope !== "object" || !("code" in envelope)) throw new Error("envelope");
        resolve(envelope);
      } catch {
        reject(new ApiError("transport", null, "invalid JSON"));
      }
    };
    xhr.onerror = () => reject(new ApiError("transport", null, "network error"));
    xhr.ontimeout = () => reject(new ApiError("transport", null, "timeout"));
    xhr.onabort = () => reject(new ApiError("cancelled", null, "cancelled"));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    options.onProgress?.({ phase: "sending", percent: 0 });
    xhr.send(form);
  });
}

export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  let replayed = false;
  for (;;) {
    const token = getToken();
    let envelope: Envelope;
    try {
      envelope = await sendOnce(path, form, token, options);
    } catch (err) {
      const e = err as ApiError;
      if (e.kind === "transport") toastError(i18n.t("app:network.unstable"));
      throw e;
    }
    if (envelope.code === Code.TokenRenewed && !replayed) {
      const fresh = (envelope.data as { token?: string } | null)?.token;
      if (fresh) {
        // Only replace the stored token if nobody replaced it meanwhile (as the client does).
        if (getToken() === token) setToken(fresh);
        replayed = true;
        continue;
      }
    }
    if (isSuccess(envelope)) return envelope.data as T;
    throw handleFailure(envelope, { silent: options.silent });
  }
}

/** Downloads a GET file route with the session's headers and saves it under the server's name. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  replayed = false,
  /** A JSON body: the file route is a POST (e.g. an export taking the list's filters). */
  body?: unknown,
): Promise<void> {
  const token = getToken();
  const headers: Record<string, string> = { "Accept-Language": currentLang() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(
      `/api${path}`,
      body === undefined
        ? { headers }
        : {
            method: "POST",
            headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify(body),
          },
    );
  } catch {
    toastError(i18n.t("app:network.unstable"));
    throw new ApiError("transport", null, "network error");
  }
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    const envelope = (await res.json()) as Envelope;
    const fresh = (envelope.data as { token?: string } | null)?.token;
    if (envelope.code === Code.TokenRenewed && fresh && !replayed) {
      if (getToken() === token) setToken(fresh);
      return downloadFile(path, fallbackName, true, body);
    }
    throw handleFailure(envelope, {});
  }
  const blob = await res.blob();
  const disposition = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : (plain?.[1] ?? fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a POST file route (its JSON body, e.g. an export's filters) as downloadFile does. */
export const downloadPost = (path: string, body: unknown, fallbackName: string) =>
  downloadFile(path, fallbackName, false, body);
