import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../src/db/db.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { checkState } from "./check.ts";
import { Api, type Entry, OPS, prepare } from "./ops.ts";

/**
 * The crash checker must see a partial write: one request of each kind is made for real, then
 * each corruption is planted inside a transaction (rolled back) and the checker must report it.
 */
let t: TestApp;
let orgId: string;
const entries: Entry[] = [];
const sizes = { boards: 60, slabs: 40, layoutBoards: 20 };

class Rollback extends Error {
  constructor(readonly problems: string[]) {
    super("rollback");
  }
}

/** Runs the checker on a copy of the ledger after `plant`, then undoes the plant. */
async function problemsAfter(plant: (q: Queryable) => Promise<unknown>, ledger = entries): Promise<string[]> {
  const copy = ledger.map((e) => ({ ...e }));
  try {
    await t.db.tx(async (q) => {
      await plant(q);
      throw new Rollback((await checkState(q, orgId, copy)).problems);
    });
  } catch (err) {
    if (err instanceof Rollback) return err.problems;
    throw err;
  }
  throw new Error("unreachable");
}

const byOp = (op: string) => entries.find((e) => e.op === op)!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  orgId = (await t.db.query<{ id: string }>("SELECT id FROM orgs WHERE is_demo")).rows[0]!.id;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  const api = new Api(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
  await api.login();
  for (const op of OPS) {
    const p = await prepare(op, 0, api, sizes);
    const r = await p.send(api);
    expect(r, op).toMatchObject({ result: true });
    p.entry.acknowledged = true;
    entries.push(p.entry);
  }
});
afterAll(() => t.close());

describe("the crash checker", () => {
  it("passes the database as the requests left it, and records every outcome as all", async () => {
    const r = await checkState(t.db, orgId, entries);
    expect(r.problems).toEqual([]);
    expect(r.seen).toEqual(entries.map(() => "all"));
  });

  it("sees a project whose planes were committed without all of their boards", async () => {
    const problems = await problemsAfter((q) =>
      q.query(
        `DELETE FROM project_boards WHERE plane_id = (SELECT pl.id FROM planes pl JOIN projects p ON p.id = pl.project_id
           WHERE p.project_no = $1 ORDER BY pl.seq LIMIT 1)`,
        [byOp("projectJson").project!.projectNo],
      ),
    );
    expect(problems.join("\n")).toMatch(/round 0 projectJson: partial state: project CRJ-0: .* boards/);
  });

  it("sees a re-import that kept the old content beside the new, and an import without its audit entry", async () => {
    const no = byOp("projectXlsx").project!.projectNo;
    const mixed = await problemsAfter((q) =>
      q.query(
        `INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, seq)
         SELECT org_id, project_id, plane_id, 'OLD-00001', 600, 600, 20, '爵士白', 99999 FROM project_boards
          WHERE project_id = (SELECT id FROM projects WHERE project_no = $1) LIMIT 1`,
        [no],
      ),
    );
    expect(mixed.join("\n")).toMatch(/projectXlsx: partial state: project CRX-1 holds boards of 2 imports/);
    const unaudited = await problemsAfter((q) =>
      q.query("DELETE FROM audit_log WHERE entity = 'project' AND detail->>'projectNo' = $1", [no]),
    );
    expect(unaudited.join("\n")).toMatch(/projectXlsx: partial state: .*audit/);
  });

  it("sees half a slab file, and blocks without their slabs", async () => {
    const prefix = `${byOp("slabImport").slabs!.prefix}%`;
    const half = await problemsAfter((q) =>
      q.query(
        "DELETE FROM slabs WHERE barcode LIKE $1 AND id IN (SELECT id FROM slabs WHERE barcode LIKE $1 ORDER BY barcode LIMIT 10)",
        [prefix],
      ),
    );
    expect(half.join("\n")).toMatch(/slabImport: partial state: slab file CS0-: 30\/40 slabs/);
    const blocksOnly = await problemsAfter(async (q) => {
      await q.query("DELETE FROM slabs WHERE barcode LIKE $1", [prefix]);
      await q.query("DELETE FROM audit_log WHERE entity = 'slab' AND action = 'import'");
    });
    expect(blocksOnly.join("\n")).toMatch(/slab file CS0-: 0\/40 slabs, 2\/2 blocks/);
  });

  it("sees half a rack batch, a gap in the numbers, and a batch without its audit entry", async () => {
    const { tag, quantity } = byOp("rackAdd").racks!;
    const half = await problemsAfter((q) =>
      q.query(
        "DELETE FROM racks WHERE id IN (SELECT id FROM racks WHERE class_no = $1 ORDER BY number DESC LIMIT 5)",
        [tag],
      ),
    );
    expect(half.join("\n")).toMatch(new RegExp(`rack batch ${tag}: ${quantity - 5}/${quantity} racks`));
    const gap = await problemsAfter((q) => q.query("DELETE FROM racks WHERE number = 7"));
    expect(gap.join("\n")).toMatch(/rack numbers: .* \(not 1\.\.n\)/);
    const unaudited = await problemsAfter((q) => q.query("DELETE FROM audit_log WHERE entity = 'rack'"));
    expect(unaudited.join("\n")).toMatch(/rackAdd: partial state/);
  });

  it("sees an acceptance that linked some boards only, or left a plan proposed", async () => {
    const { runId } = byOp("layoutAccept").layout!;
    const unlinked = await problemsAfter((q) =>
      q.query(
        `UPDATE project_boards SET plan_id = NULL, slab_id = NULL
          WHERE plan_id = (SELECT id FROM cutting_plans WHERE run_id = $1 ORDER BY id LIMIT 1)`,
        [runId],
      ),
    );
    expect(unlinked.join("\n")).toMatch(/layoutAccept: partial state: layout run/);
    const proposed = await problemsAfter(async (q) => {
      await q.query(
        "UPDATE project_boards SET plan_id = NULL, slab_id = NULL WHERE plan_id IN (SELECT id FROM cutting_plans WHERE run_id = $1)",
        [runId],
      );
      await q.query("UPDATE cutting_plans SET status = 'proposed' WHERE run_id = $1", [runId]);
    });
    expect(proposed.join("\n")).toMatch(/layoutAccept: partial state/);
  });

  it("sees an acknowledged write that is gone, and an outcome that changed after the fact", async () => {
    const lost = await problemsAfter(async (q) => {
      await q.query("DELETE FROM projects WHERE project_no = $1", [byOp("projectJson").project!.projectNo]);
      await q.query("DELETE FROM audit_log WHERE entity = 'project' AND detail->>'projectNo' = 'CRJ-0'");
    });
    expect(lost).toContain("round 0 projectJson: acknowledged, but its writes are gone");
    const neverSent: Entry = {
      ...byOp("slabImport"),
      round: 99,
      acknowledged: false,
      outcome: "all",
      slabs: { prefix: "CS99-", slabs: 40, blocks: 2 },
    };
    const changed = await problemsAfter(async () => {}, [...entries, neverSent]);
    expect(changed).toEqual(["round 99 slabImport: was all after its kill, now nothing"]);
  });
});
