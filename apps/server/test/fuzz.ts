import { z } from "zod";

/**
 * The fuzz meta-test's pieces (issue 12 item 2): a plausible body derived from a route's zod schema,
 * the mutations of each of its fields, and the check that names every answer that broke.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: z.ZodType): Record<string, unknown> =>
  (s as unknown as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};

const UUID = "00000000-0000-4000-8000-000000000001";
/** Strings tried in order for a text leaf; the first the leaf's own schema accepts wins. */
const TEXT_CANDIDATES = [
  UUID,
  "13912345678",
  "2026-01-15",
  "2026-01-15T08:00:00.000Z",
  "2026-01",
  "1",
  "10",
  "1.5",
  "0",
  "A1",
  "abc",
  "测试名称",
  "secret123",
  "123456",
  "350583",
  "3505",
  "35",
  "a@example.com",
  "https://example.com/a.png",
];

function firstAccepted(schema: z.ZodType, candidates: unknown[]): Json | undefined {
  for (const c of candidates) if (schema.safeParse(c).success) return c as Json;
  return undefined;
}

/** Unwraps optional, nullable, default, readonly, pipes and lazies down to the schema that holds data. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(d.type))
      s = d.innerType as z.ZodType;
    else if (d.type === "pipe") s = d.in as z.ZodType;
    else if (d.type === "lazy") s = (d.getter as () => z.ZodType)();
    else return s;
  }
  return s;
}

/** Ids seen in earlier answers by field name (`workshopId` → a real workshop), so bodies reach rows. */
export type KnownIds = Map<string, string>;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records every `…Id` (and `id` under its parent's name) holding a uuid in an answer's data. */
export function harvestIds(data: unknown, known: KnownIds, parent = "", depth = 0): void {
  if (depth > 6 || !data || typeof data !== "object") return;
  if (Array.isArray(data)) {
    for (const item of data.slice(0, 3)) harvestIds(item, known, parent, depth + 1);
    return;
  }
  const version = (data as { version?: unknown }).version;
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === "string" && UUID_RE.test(v) && typeof version === "number")
      known.set(`version:${v}`, String(version));
    if (typeof v === "string" && UUID_RE.test(v)) {
      if (/Id$/.test(k)) known.set(k, v);
      else if (k === "id" && parent) known.set(`${parent.replace(/s$/, "")}Id`, v);
    } else harvestIds(v, known, k, depth + 1);
  }
}

/** A plausible valid value for a schema (best effort: the route's own check decides). */
export function sample(schema: z.ZodType, depth = 0, key = "", known?: KnownIds): Json | undefined {
  if (depth > 8) return null;
  const s = unwrap(schema);
  const d = defOf(s);
  const bag = bagOf(s);
  switch (d.type) {
    case "object": {
      const shape = (d.shape ?? {}) as Record<string, z.ZodType>;
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(shape)) {
        const value = sample(v, depth + 1, k, known);
        if (value !== undefined) out[k] = value;
      }
      // Present optional fields when the whole still passes; else leave out what breaks it.
      if (schema.safeParse(out).success) return out;
      for (const [k, v] of Object.entries(shape)) {
        if (v.safeParse(undefined).success && k in out) {
          const { [k]: _, ...rest } = out;
          if (schema.safeParse(rest).success) return rest;
        }
      }
      return out;
    }
    case "string": {
      const min = Math.max(Number((s as { minLength?: number }).minLength ?? bag.minimum ?? 1), 1);
      const real = known?.get(key);
      return (
        firstAccepted(s, [...(real ? [real] : []), ...TEXT_CANDIDATES, "x".repeat(min), "1".repeat(min)]) ??
        "x".repeat(min)
      );
    }
    case "number":
    case "bigint": {
      const declared = (s as { minValue?: number | null }).minValue ?? bag.minimum;
      const min = typeof declared === "number" && Number.isFinite(declared) ? declared : 1;
      return firstAccepted(s, [Math.max(min, 1), min, 0, 1, 10, 100, 2026]) ?? 1;
    }
    case "boolean":
      return true;
    case "enum":
      return Object.values(d.entries as Record<string, Json>)[0] ?? null;
    case "literal":
      return (d.values as Json[])[0] ?? null;
    case "array": {
      const item = sample(d.element as z.ZodType, depth + 1, key.replace(/s$/, ""), known);
      const min = Math.max(Number(bag.minimum ?? 1), 1);
      return item === undefined ? [] : Array.from({ length: Math.min(min, 5) }, () => item);
    }
    case "tuple":
      return (d.items as z.ZodType[]).map((i) => sample(i, depth + 1, key, known) ?? null);
    case "union": {
      for (const o of d.options as z.ZodType[]) {
        const v = sample(o, depth + 1, key, known);
        if (v !== undefined && o.safeParse(v).success) return v;
      }
      return sample((d.options as z.ZodType[])[0]!, depth + 1, key, known);
    }
    case "intersection": {
      const l = sample(d.left as z.ZodType, depth + 1, key, known);
      const r = sample(d.right as z.ZodType, depth + 1, key, known);
      return typeof l === "object" && typeof r === "object" && l && r ? { ...l, ...r } : (l ?? r);
    }
    case "record":
      return {};
    case "null":
      return null;
    case "date":
      return "2026-01-15";
    case "undefined":
    case "never":
    case "void":
      return undefined;
    default:
      return firstAccepted(s, [...TEXT_CANDIDATES, 1, true, {}, []]) ?? null;
  }
}

export interface Mutation {
  /** What was done, e.g. `name = 100000 chars` or `raw __proto__`. */
  label: string;
  /** The exact JSON text sent. */
  payload: string;
}

const LONG = "x".repeat(100_000);
const WRONG_TYPES: [string, Json][] = [
  ["null", null],
  ["true", true],
  ["{}", {}],
  ["[]", []],
  ["nested object", { a: { b: [1, { c: "d" }] } }],
];
const TEXT_MUTATIONS: [string, Json][] = [
  ["number", 12345],
  ["NUL inside", "a\u0000b"],
  ["lone surrogate", "a\ud800"],
  ["100000 chars", LONG],
  ["NaN text", "NaN"],
  ["Infinity text", "-Infinity"],
  ["0000-01-01", "0000-01-01"],
  ["2026-02-30", "2026-02-30"],
  ["9999-12-31T00:00:00Z", "9999-12-31T00:00:00Z"],
  ["1e400 text", "1e400"],
  ["empty", ""],
  ["blank", "   "],
  ["emoji", "🪨".repeat(40)],
];
const NUMBER_MUTATIONS: [string, Json][] = [
  ["text", "1"],
  ["NaN text", "NaN"],
  ["2**31", 2 ** 31],
  ["2**53", 2 ** 53],
  ["-1", -1],
  ["1.5", 1.5],
  ["1e308", 1e308],
  ["0", 0],
  ["-2**53", -(2 ** 53)],
  ["0000-01-01", "0000-01-01"],
];
const OTHER_MUTATIONS: [string, Json][] = [
  ["text", "x"],
  ["number", 1],
  ["NUL text", "\u0000"],
];

function mutationsFor(value: Json): [string, Json][] {
  if (typeof value === "string") return [...TEXT_MUTATIONS, ...WRONG_TYPES];
  if (typeof value === "number") return [...NUMBER_MUTATIONS, ...WRONG_TYPES];
  if (Array.isArray(value))
    return [
      ...OTHER_MUTATIONS,
      ["300 items", Array.from({ length: 300 }, () => value[0] ?? 1)],
      ...WRONG_TYPES,
    ];
  return [...OTHER_MUTATIONS, ...WRONG_TYPES];
}

function setAt(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Top-level paths, and one level into objects and arrays. */
function pathsOf(body: Json): (string | number)[][] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const paths: (string | number)[][] = [];
  for (const [k, v] of Object.entries(body)) {
    paths.push([k]);
    if (Array.isArray(v) && v.length > 0) {
      const first = v[0]!;
      if (first && typeof first === "object" && !Array.isArray(first))
        for (const sub of Object.keys(first)) paths.push([k, 0, sub]);
      else paths.push([k, 0]);
    } else if (v && typeof v === "object" && !Array.isArray(v)) {
      for (const sub of Object.keys(v)) paths.push([k, sub]);
    }
  }
  return paths;
}

/**
 * Every mutation of a base body: raw payloads first (prototype keys, which a JS object literal would
 * eat, so they are written as JSON text), then each top-level field, then one level in. At most `cap`.
 */
export function mutations(base: Json, cap: number): Mutation[] {
  const baseText = JSON.stringify(base ?? {});
  const inner = baseText === "{}" ? "" : `,${baseText.slice(1, -1)}`;
  const out: Mutation[] = [
    { label: "raw __proto__", payload: `{"__proto__":{"x":1,"isSuper":true}${inner}}` },
    { label: "raw constructor", payload: `{"constructor":{"prototype":{"x":1}}${inner}}` },
    { label: "raw top-level array", payload: "[]" },
    { label: "raw top-level text", payload: '"x"' },
    { label: "raw unknown nested key", payload: `{"extra":{"__proto__":{"x":1}}${inner}}` },
  ];
  const all = pathsOf(base);
  const top = all.filter((p) => p.length === 1);
  const nested = all.filter((p) => p.length > 1);
  for (const path of [...top, ...nested]) {
    const current = path.reduce<Json>((n, k) => (n as Record<string | number, Json>)[k]!, base);
    for (const [label, value] of mutationsFor(current)) {
      out.push({ label: `${path.join(".")} = ${label}`, payload: JSON.stringify(setAt(base, path, value)) });
    }
  }
  // A prototype key inside each object field, as raw JSON.
  for (const path of top) {
    const current = base && typeof base === "object" ? (base as Record<string, Json>)[path[0]!] : undefined;
    if (current && typeof current === "object" && !Array.isArray(current)) {
      const text = JSON.stringify(setAt(base, path, { __marker__: 1 }));
      out.push({
        label: `${path[0]} = raw __proto__`,
        payload: text.replace('"__marker__":1', '"__proto__":{"x":1}'),
      });
    }
  }
  // The valid body last, so a delete or a state change does not spoil the mutations before it.
  return [...out.slice(0, cap - 1), { label: "base body", payload: baseText }];
}

export interface Answer {
  route: string;
  mutation: string;
  status: number;
  code: number | undefined;
  ms: number;
}

/**
 * Every (route, mutation) that broke: HTTP 5xx or code 9999. How long an answer took is kept for the
 * FUZZ_DEBUG report but judges nothing: a clock in a test fails on a busy machine, not on slow code
 * (speed is measured by `npm run bench:*`); an answer that never comes fails at the test's timeout.
 */
export function failures(answers: readonly Answer[]): string[] {
  return answers
    .filter((a) => a.status >= 500 || a.code === 9999)
    .map((a) => `${a.route} [${a.mutation}] -> HTTP ${a.status} code ${a.code} in ${Math.round(a.ms)} ms`);
}

/** The route's body schema, when it is a JSON object schema the fuzz can derive a body from. */
export function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}
