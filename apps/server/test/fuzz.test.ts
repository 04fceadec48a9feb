import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { routeTable } from "../src/app.ts";
import {
  type Answer,
  failures,
  harvestIds,
  isZod,
  type Json,
  type KnownIds,
  mutations,
  sample,
} from "./fuzz.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { type EnterpriseIds, fillEnterprise, ID_ROUTES, REFERENCE_ROUTES } from "./isolation.ts";

/**
 * Fuzz meta-test (issue 12 item 2): every POST /api route of the route table gets a body derived
 * from its own zod schema, then mutations of each field (wrong types, text PostgreSQL cannot store,
 * 100 000 characters, numbers beyond a column, impossible dates, nested objects, prototype keys).
 * No answer may be HTTP 5xx or code 9999 (speed is the benchmarks' business, not a test's). A new route is covered by being registered.
 */

/** Routes the fuzz leaves alone, and why. */
const SKIP: Record<string, string> = {
  "/api/upload/image": "multipart upload, not a JSON body",
  "/api/project/import": "multipart upload, not a JSON body",
  "/api/inventory/slabImport": "multipart upload, not a JSON body",
  "/api/payment/notify": "public provider callback, refused before its schema without a signature",
  "/api/user/logOut": "ends the session the fuzz runs in",
  "/api/user/revokeSession": "ends sessions the fuzz runs in",
  "/api/backup/start":
    "queues a backup of the whole database, which holds PGlite while it reads (enterprise/backup-admin.test.ts)",
};
/** Mutations per route, so the file stays well under a minute on PGlite. */
const CAP = 260;

let t: TestApp;
let token: string;
const known: KnownIds = new Map();
let resignIns = -1;

let ids: EnterpriseIds;

/**
 * The super administrator of a fresh enterprise holding a row of every kind (the isolation harness
 * fills it), so bodies can name real rows and reach past "not found".
 */
async function signIn() {
  ids = await fillEnterprise(t, `模糊测试 ${Math.random().toString(36).slice(2, 7)}`);
  token = ids.token;
  known.clear();
  for (const [k, v] of Object.entries(ids)) if (k.endsWith("Id")) known.set(k, v);
  resignIns += 1;
}

/** The most plausible base body: the isolation harness's valid body for the route if it has one. */
function baseBody(url: string, schema: z.ZodType): Json {
  const sampled = (sample(schema, 0, "", known) ?? {}) as Record<string, Json>;
  const reference = Object.entries(REFERENCE_ROUTES).find(([name]) => name.split(" ")[0] === url)?.[1];
  const candidates = [
    ID_ROUTES[url] ? ({ ...sampled, ...ID_ROUTES[url](ids) } as Record<string, Json>) : undefined,
    reference ? ({ ...sampled, ...reference(ids, ids) } as Record<string, Json>) : undefined,
  ];
  const body = candidates.find((c) => c && schema.safeParse(c).success) ?? sampled;
  // The row's current version (seen in an earlier answer), so an update reaches past 1012.
  if (typeof body.version === "number") {
    for (const v of Object.values(body)) {
      const seen = typeof v === "string" ? known.get(`version:${v}`) : undefined;
      if (seen !== undefined) {
        const withVersion = { ...body, version: Number(seen) };
        if (schema.safeParse(withVersion).success) return withVersion;
      }
    }
  }
  return body;
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-fuzz-${process.pid}` });
  await signIn();
});
afterAll(() => t.close());

/** The version an update answered, so the next mutation of the row reaches past 1012. */
let answeredVersion: number | undefined;

async function send(url: string, payload: string): Promise<Omit<Answer, "route" | "mutation">> {
  answeredVersion = undefined;
  const start = performance.now();
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    payload,
  });
  const ms = performance.now() - start;
  let code: number | undefined;
  try {
    const body = res.json() as { result?: boolean; code?: number; data?: unknown };
    code = body.code;
    if (body.result === true) harvestIds(body.data, known);
    const v = (body.data as { version?: unknown } | null | undefined)?.version;
    if (body.result === true && typeof v === "number") answeredVersion = v;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code, ms };
}

async function stillMember(): Promise<boolean> {
  return (await t.call("org/info", {}, { token })).result;
}

describe("fuzzing every POST /api route from its own schema", () => {
  it("the checker reports a 5xx and a 9999, and passes the rest, however slow (it can fail)", () => {
    const planted: Answer[] = [
      { route: "/api/ok", mutation: "base body", status: 200, code: 0, ms: 3 },
      { route: "/api/ok", mutation: "name = null", status: 200, code: 1001, ms: 2 },
      { route: "/api/broken", mutation: "name = 100000 chars", status: 500, code: 9999, ms: 4 },
      { route: "/api/teapot", mutation: "raw __proto__", status: 200, code: 9999, ms: 1 },
      { route: "/api/slow", mutation: "version = 2**53", status: 200, code: 1001, ms: 60_000 },
      { route: "/api/gateway", mutation: "raw top-level array", status: 502, code: undefined, ms: 1 },
    ];
    expect(failures(planted)).toEqual([
      "/api/broken [name = 100000 chars] -> HTTP 500 code 9999 in 4 ms",
      "/api/teapot [raw __proto__] -> HTTP 200 code 9999 in 1 ms",
      "/api/gateway [raw top-level array] -> HTTP 502 code undefined in 1 ms",
    ]);
  });

  it("derives a body for a schema: required fields, enum's first value, numbers at their minimum", async () => {
    const { z } = await import("zod");
    const schema = z.strictObject({
      id: z.uuid(),
      name: z.string().min(3),
      kind: z.enum(["a", "b"]),
      count: z.int().min(5),
      flag: z.boolean(),
      tags: z.array(z.string()).min(1),
      note: z.string().optional(),
    });
    const body = sample(schema) ?? null;
    expect(schema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ kind: "a", count: 5, flag: true });
    expect(mutations(body, 1000).map((m) => m.label)).toEqual(
      expect.arrayContaining([
        "raw __proto__",
        "name = 100000 chars",
        "count = 2**31",
        "tags.0 = NUL inside",
      ]),
    );
  });

  it("answers every mutation of every route without 5xx or 9999", async () => {
    const routes = routeTable
      .get(t.app)!
      .filter((r) => r.method === "POST" && r.url.startsWith("/api/") && !(r.url in SKIP));
    expect(routes.length).toBeGreaterThan(100);
    const answers: Answer[] = [];
    const noSchema: string[] = [];
    const capped: string[] = [];
    let validBases = 0;
    for (const r of routes) {
      if (!isZod(r.bodySchema)) {
        noSchema.push(r.url);
        continue;
      }
      const base = baseBody(r.url, r.bodySchema);
      if (r.bodySchema.safeParse(base).success) validBases += 1;
      if (mutations(base, Number.POSITIVE_INFINITY).length > CAP) capped.push(r.url);
      // A mutation that updated the row moved its version on: later ones carry the new one, so they
      // are judged by the route's own checks, not all stopped at 1012.
      const baseVersion = (base as { version?: unknown } | null)?.version;
      let version = baseVersion;
      for (const m of mutations(base, CAP)) {
        answers.push({ route: r.url, mutation: m.label, ...(await send(r.url, withVersion(m.payload))) });
        if (answeredVersion !== undefined && typeof baseVersion === "number") version = answeredVersion;
      }
      function withVersion(payload: string): string {
        if (typeof baseVersion !== "number" || version === baseVersion) return payload;
        try {
          const parsed = JSON.parse(payload) as unknown;
          if (
            parsed &&
            typeof parsed === "object" &&
            (parsed as { version?: unknown }).version === baseVersion
          )
            return JSON.stringify({ ...(parsed as object), version });
        } catch {}
        return payload;
      }
      // A route that ended the session or left the enterprise (its base body was valid): start over.
      if (!(await stillMember())) await signIn();
    }
    if (process.env.FUZZ_DEBUG) {
      const byCode = new Map<string, number>();
      for (const a of answers)
        byCode.set(`${a.status}/${a.code}`, (byCode.get(`${a.status}/${a.code}`) ?? 0) + 1);
      console.info([...byCode], Math.max(...answers.map((a) => a.ms)), [...known.keys()].join(" "));
      console.info(
        answers
          .filter((a) => a.mutation === "base body")
          .map((a) => `${a.route} ${a.code}`)
          .join("\n"),
      );
    }
    console.info(
      `fuzz: ${routes.length - noSchema.length} routes, ${answers.length} requests, ${validBases} valid base bodies, ${resignIns} fresh sign-ins, capped: ${capped.join(" ") || "none"}`,
    );
    expect(failures(answers)).toEqual([]);
    // Every JSON route declares its body; the only bodiless POSTs are the multipart uploads above.
    expect(noSchema).toEqual([]);
  }, 240_000);
});
