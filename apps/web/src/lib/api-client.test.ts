import { Code } from "@stoneworks/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The client's collaborators, replaced: token storage, toasts/dialog, navigation.
const store = vi.hoisted(() => ({ token: null as string | null }));
vi.mock("./storage.ts", () => ({
  getToken: () => store.token,
  setToken: (t: string) => {
    store.token = t;
  },
  clearToken: () => {
    store.token = null;
  },
}));
const feedback = vi.hoisted(() => ({
  toasts: [] as string[],
  dialogs: 0,
  confirm: null as null | (() => void),
}));
vi.mock("./feedback.ts", () => ({
  toastError: (m: string) => feedback.toasts.push(m),
  openSessionDialog: (onConfirm: () => void) => {
    feedback.dialogs++;
    feedback.confirm = onConfirm;
  },
  closeSessionDialog: () => {},
}));
const nav = vi.hoisted(() => ({ to: [] as string[], resets: 0 }));
vi.mock("./navigation.ts", () => ({
  navigateTo: (to: string) => nav.to.push(to),
  runSessionReset: () => {
    nav.resets++;
  },
}));
vi.mock("./i18n.ts", () => ({
  default: { t: (k: string) => k },
  currentLang: () => "en-US",
}));

const { ApiError, isSuccess, rememberAccount, request } = await import("./api-client.ts");

type Handler = (body: unknown, headers: Record<string, string>) => unknown;
let handler: Handler;
const calls: { path: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  store.token = null;
  feedback.toasts = [];
  feedback.dialogs = 0;
  nav.to = [];
  calls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (init.signal?.aborted) throw new DOMException("aborted", "AbortError");
    const headers = init.headers as Record<string, string>;
    calls.push({ path: url, headers });
    const answer = handler(JSON.parse(String(init.body)), headers);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    if (typeof answer === "string") return new Response(answer);
    return new Response(JSON.stringify(answer));
  });
});

afterEach(() => vi.unstubAllGlobals());

const env = (code: number, data: unknown = null, result = code === Code.Success, msg = "") => ({
  result,
  code,
  msg,
  data,
});

describe("api-client", () => {
  it("success is a truthy result that is not the string 'false'", () => {
    expect(isSuccess({ result: true })).toBe(true);
    expect(isSuccess({ result: "false" as unknown as boolean })).toBe(false);
    expect(isSuccess({ result: false })).toBe(false);
    expect(isSuccess({ result: 1 as unknown as boolean })).toBe(true);
  });

  it("POSTs JSON to /api with the bearer token and the UI language", async () => {
    store.token = "t1";
    handler = () => env(1, { ok: 1 });
    await expect(request("/user/getInfo")).resolves.toEqual({ ok: 1 });
    expect(calls[0].path).toBe("/api/user/getInfo");
    expect(calls[0].headers.Authorization).toBe("Bearer t1");
    expect(calls[0].headers["Accept-Language"]).toBe("en-US");
    expect(calls[0].headers["Content-Type"]).toBe("application/json");
  });

  it("code 22 stores the new token and replays once; concurrent requests share the renewal", async () => {
    store.token = "old";
    handler = (_b, h) =>
      h.Authorization === "Bearer old" ? env(Code.TokenRenewed, { token: "new" }, false) : env(1, "ok");
    const results = await Promise.all([request("/a"), request("/b"), request("/c")]);
    expect(results).toEqual(["ok", "ok", "ok"]);
    expect(store.token).toBe("new");
    expect(calls.filter((c) => c.headers.Authorization === "Bearer new")).toHaveLength(3);
    expect(calls).toHaveLength(6);
    expect(feedback.toasts).toEqual([]);
  });

  it("codes 5/15/16 open ONE session dialog; confirming clears the token and goes to /login", async () => {
    store.token = "t";
    handler = () => env(Code.SessionExpired, null, false, "expired");
    const all = await Promise.allSettled([request("/a"), request("/b")]);
    expect(all.every((r) => r.status === "rejected")).toBe(true);
    expect(feedback.dialogs).toBe(1);
    expect(feedback.toasts).toEqual([]);
    feedback.confirm?.();
    expect(store.token).toBeNull();
    expect(nav.to).toContain("/login");
    expect(nav.resets).toBeGreaterThan(0);
  });

  it("code 6 goes to /401; 102017 goes to the join-or-create page with the account", async () => {
    handler = () => env(Code.NoPermission, null, false, "no");
    await expect(request("/x")).rejects.toBeInstanceOf(ApiError);
    expect(nav.to).toEqual(["/401"]);
    rememberAccount("13800000000");
    handler = () => env(Code.NoEnterprise, null, false, "none");
    await expect(request("/x")).rejects.toBeInstanceOf(ApiError);
    expect(nav.to[1]).toBe("/userInfo?state=org&phone=13800000000");
    expect(feedback.toasts).toEqual([]);
  });

  it("silent codes do not toast; other failures toast msg or the system error text", async () => {
    for (const code of [Code.NoDataInRange, Code.JoinPending, Code.MesNotOpened]) {
      handler = () => env(code, null, false, "silent");
      await expect(request("/x")).rejects.toMatchObject({ code });
    }
    expect(feedback.toasts).toEqual([]);
    handler = () => env(Code.BadCredentials, null, false, "Incorrect account or password");
    await expect(request("/x")).rejects.toMatchObject({ code: Code.BadCredentials });
    handler = () => env(Code.NotFound, null, false, "");
    await expect(request("/x")).rejects.toMatchObject({ code: Code.NotFound });
    expect(feedback.toasts).toEqual(["Incorrect account or password", "common:code.serverError"]);
  });

  it("9998 (database briefly unavailable, HTTP 503) toasts its message like 1004, not 'network unstable'", async () => {
    const msg = "The service is briefly unavailable, please try again in a moment";
    handler = () =>
      new Response(JSON.stringify(env(Code.Unavailable, { retryAfter: 2 }, false, msg)), {
        status: 503,
        headers: { "retry-after": "2" },
      });
    await expect(request("/x")).rejects.toMatchObject({
      kind: "business",
      code: Code.Unavailable,
      data: { retryAfter: 2 },
    });
    expect(feedback.toasts).toEqual([msg]);
  });

  it("1001 rejects with the field errors for the form", async () => {
    handler = () =>
      env(Code.ValidationFailed, { errors: [{ field: "phone", message: "bad" }] }, false, "invalid");
    const err = (await request("/x").catch((e) => e)) as InstanceType<typeof ApiError>;
    expect(err.fieldErrors).toEqual([{ field: "phone", message: "bad" }]);
  });

  it("transport failures toast 'network unstable' unless the request was cancelled", async () => {
    handler = () => new TypeError("fetch failed");
    await expect(request("/x")).rejects.toMatchObject({ kind: "transport" });
    handler = () => "<html>not json</html>";
    await expect(request("/x")).rejects.toMatchObject({ kind: "transport" });
    expect(feedback.toasts).toEqual(["app:network.unstable", "app:network.unstable"]);
    const controller = new AbortController();
    controller.abort();
    handler = () => env(1);
    await expect(request("/x", {}, { signal: controller.signal })).rejects.toMatchObject({
      kind: "cancelled",
    });
    expect(feedback.toasts).toHaveLength(2);
  });
});
