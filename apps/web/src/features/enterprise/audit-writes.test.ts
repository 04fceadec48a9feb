import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  BOARD_STATUSES,
  BOX_ACTIONS,
  BOX_STATES,
  belongEntity,
  orderAction,
  PLAN_ACTIONS,
  PLAN_STATES,
  PROJECT_ACTIONS,
  pickingKind,
  RACK_ACTIONS,
  RACK_STATES,
  REVIEW_STATUSES,
  SLAB_STATUSES,
  TRIP_STATES,
  taskAction,
} from "@stoneworks/shared";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_STATES } from "./audit-catalogue.ts";

/**
 * Every audit entry the server can write has words (issue #24: the log showed `packingBox seal packing
 * → 已完成` and `rackTrip pack received → toReturn`). The server's sources are read for the calls that
 * write the log (writeAudit, auditedChange, sales' audit): each literal entity, action and state must
 * be in the catalogue (which audit-catalogue.test.ts checks both languages name). Where a call passes
 * an action or a state through a variable, the table of its entity below names where the values come
 * from, and every one of them must have words too; a new such call fails here until it is listed.
 */
const SERVER = fileURLToPath(new URL("../../../../server/src/", import.meta.url));

/** Entities whose actions are passed through a variable somewhere, and the values that variable takes. */
const DYNAMIC_ACTIONS: Record<string, readonly string[]> = {
  rackTrip: RACK_ACTIONS,
  packingBox: BOX_ACTIONS,
  productionPlan: PLAN_ACTIONS,
  project: PROJECT_ACTIONS,
  slab: pickingKind.options,
  order: orderAction.options,
  task: taskAction.options,
  collection: ["confirm", "reject"],
};
/** Files that pass the entity through a variable, and the entities it takes. */
const DYNAMIC_ENTITIES: Record<string, readonly string[]> = {
  "modules/sales/belong.service.ts": belongEntity.options,
};
/** The states the floor, production and projects pass through variables: every one has words. */
const DYNAMIC_STATES: readonly string[] = [
  ...TRIP_STATES,
  ...RACK_STATES,
  ...BOX_STATES,
  ...SLAB_STATUSES,
  ...BOARD_STATUSES,
  ...PLAN_STATES,
  ...REVIEW_STATUSES,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

/** The text between a call's parentheses (`at`: the index of its "("). */
function argsOf(src: string, at: number): string {
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    if (src[i] === "(") depth++;
    else if (src[i] === ")" && --depth === 0) return src.slice(at + 1, i);
  }
  return src.slice(at + 1);
}

/**
 * The values of an expression made of string literals: `"a"`, or both branches of `cond ? "a" : "b"`
 * (null counts as none); null for anything else (a variable, a call).
 */
function literals(expr: string | undefined): string[] | null {
  if (!expr) return null;
  const value = expr.includes("?") && !expr.includes("??") ? expr.slice(expr.indexOf("?") + 1) : expr;
  const branches = value.split(/\s:\s|\?\?/).map((b) => b.trim());
  if (!branches.every((b) => /^"[^"]*"$/.test(b) || b === "null")) return null;
  return branches.filter((b) => b !== "null").map((b) => b.slice(1, -1));
}

interface Write {
  file: string;
  entity: string | null;
  actions: string[] | null;
  states: string[];
}

function writes(): Write[] {
  const out: Write[] = [];
  for (const file of sources(SERVER)) {
    const src = readFileSync(file, "utf8");
    const rel = path.relative(SERVER, file);
    const consts = Object.fromEntries(
      [...src.matchAll(/const (\w+) = "(\w+)";/g)].map((m) => [m[1]!, m[2]!] as const),
    );
    const field = (a: string, key: string) => a.match(new RegExp(`\\b${key}:\\s*([^,\\n]+)`))?.[1]?.trim();
    for (const m of src.matchAll(/\bwriteAudit\(/g)) {
      const a = argsOf(src, m.index! + m[0].length - 1);
      if (rel.endsWith("audit.repository.ts") || /^\s*q, \{ orgId: caller/.test(a)) continue;
      const e = field(a, "entity");
      if (!e) continue; // the helpers (sales' audit, auditedChange) are read at their callers below
      const states = ["from", "to"].flatMap((k) => literals(field(a, k)) ?? []);
      out.push({
        file: rel,
        entity: literals(e)?.[0] ?? consts[e] ?? null,
        actions: literals(field(a, "action")),
        states,
      });
    }
    for (const m of src.matchAll(/\bauditedChange\(\s*\w+,\s*\w+,\s*"(\w+)"/g)) {
      const a = argsOf(src, src.indexOf("(", m.index!));
      const actions = [...a.matchAll(/audit:\s*\{[^}]*?\baction:\s*("[^"]*"(?:\s*:\s*"[^"]*")?|[^,}\n]+)/g)];
      for (const x of actions) out.push({ file: rel, entity: m[1]!, actions: literals(x[1]), states: [] });
    }
    if (rel.startsWith("modules/sales"))
      for (const m of src.matchAll(/\baudit\(\s*q,\s*\w+,\s*\w+,\s*("?\w+"?),\s*[^,]+,\s*("\w+"|\w+)/g)) {
        const entity = literals(m[1]) ?? null;
        out.push({ file: rel, entity: entity?.[0] ?? null, actions: literals(m[2]), states: [] });
      }
  }
  return out;
}

describe("audit entries the server writes", () => {
  const found = writes();

  it("finds the server's audit writes", () => {
    // A guard against the reader silently finding nothing (a renamed helper).
    expect(found.length).toBeGreaterThan(60);
    expect(found.some((w) => w.entity === "rackTrip")).toBe(true);
    expect(found.some((w) => w.entity === "packingBox")).toBe(true);
  });

  it("has words for every entity and action written with literals", () => {
    const missing = found.flatMap((w) => {
      if (!w.entity && DYNAMIC_ENTITIES[w.file])
        return DYNAMIC_ENTITIES[w.file]!.flatMap((entity) =>
          (w.actions ?? [])
            .filter((a) => !(AUDIT_ACTIONS as Record<string, readonly string[]>)[entity]?.includes(a))
            .map((a) => `${w.file}: ${entity}.${a}`),
        );
      if (!w.entity || !(AUDIT_ENTITIES as readonly string[]).includes(w.entity))
        return [`${w.file}: entity ${w.entity ?? "(not a literal)"}`];
      const known = (AUDIT_ACTIONS as Record<string, readonly string[]>)[w.entity]!;
      if (!w.actions)
        return w.entity in DYNAMIC_ACTIONS ? [] : [`${w.file}: ${w.entity} action not a literal`];
      return w.actions.filter((a) => !known.includes(a)).map((a) => `${w.file}: ${w.entity}.${a}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has words for every action of an entity that passes its action through a variable", () => {
    const missing = Object.entries(DYNAMIC_ACTIONS).flatMap(([entity, actions]) =>
      actions
        .filter((a) => !(AUDIT_ACTIONS as Record<string, readonly string[]>)[entity]?.includes(a))
        .map((a) => `${entity}.${a}`),
    );
    expect(missing).toEqual([]);
  });

  it("has words for every state written with a literal or passed from the floor's, production's and projects' tables", () => {
    const states = new Set([...found.flatMap((w) => w.states), ...DYNAMIC_STATES]);
    expect([...states].filter((s) => !(AUDIT_STATES as readonly string[]).includes(s))).toEqual([]);
  });
});
