import { Code } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberCtx } from "../../src/lib/context.ts";
import { addBoards } from "../../src/modules/floor/packing.service.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { boardRow, cutBoard, packingProject } from "./packing-factories.ts";
import { ownerContext } from "./service-context.ts";

/**
 * The packing rules on the service itself (no HTTP): the packing list decides the box, and a board
 * added twice (twice in one call, or in a second call) goes in once, with one event and one audit line.
 */

let t: TestApp;
let ctx: MemberCtx;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ctx, orgId } = await ownerContext(t, "en-US"));
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const events = (boxId: string) => count("box_events WHERE box_id = $1 AND action = 'add'", [boxId]);
const audits = (boxId: string) =>
  count("audit_log WHERE entity = 'packingBox' AND entity_id = $1 AND action = 'add'", [boxId]);
const version = async (boxId: string) =>
  (await t.db.query<{ version: number }>("SELECT version FROM packing_boxes WHERE id = $1", [boxId])).rows[0]!
    .version;

describe("packing.addBoards", () => {
  it("refuses a board listed for another box, naming that box, and leaves it where it is listed", async () => {
    const p = await packingProject(t, orgId);
    const theirs = await cutBoard(t, orgId, p, { boxId: p.boxIds[1] });
    const before = await version(p.boxIds[0]!);

    const r = await addBoards(ctx, { boxId: p.boxIds[0]!, boardIds: [theirs] });

    expect(r.added).toEqual([]);
    expect(r.refused).toHaveLength(1);
    expect(r.refused[0]).toMatchObject({ boardId: theirs });
    expect(r.refused[0]!.reason).toContain(`${p.projectNo}-B-02`);
    expect(await boardRow(t, theirs)).toMatchObject({
      box_id: p.boxIds[1],
      packed_at: null,
      packed_by: null,
    });
    expect(await events(p.boxIds[0]!)).toBe(0);
    expect(await version(p.boxIds[0]!)).toBe(before);
    // In the box its list names, the same board goes in.
    const own = await addBoards(ctx, { boxId: p.boxIds[1]!, boardIds: [theirs] });
    expect(own.added.map((a) => a.boardId)).toEqual([theirs]);
  });

  it("a board added twice acts once: one event, one audit line, one version", async () => {
    const p = await packingProject(t, orgId);
    const box = p.boxIds[0]!;
    const board = await cutBoard(t, orgId, p, { boxId: box });
    const start = await version(box);

    // Twice in one call: it goes in once, and nothing is refused.
    const first = await addBoards(ctx, { boxId: box, boardIds: [board, board] });
    expect(first.added.map((a) => a.boardId)).toEqual([board]);
    expect(first.refused).toEqual([]);
    expect(first.boardCount).toBe(1);
    const packed = await boardRow(t, board);
    expect(packed.box_id).toBe(box);
    expect(packed.packed_at).not.toBeNull();
    expect(await events(box)).toBe(1);
    expect(await audits(box)).toBe(1);
    expect(await version(box)).toBe(start + 1);

    // Again in a second call (a double scan): refused as in the box already, nothing written.
    const again = await addBoards(ctx, { boxId: box, boardIds: [board] });
    expect(again.added).toEqual([]);
    expect(again.refused.map((x) => x.boardId)).toEqual([board]);
    expect(again.boardCount).toBe(1);
    expect(again.version).toBe(start + 1);
    expect(await events(box)).toBe(1);
    expect(await audits(box)).toBe(1);
    expect(await version(box)).toBe(start + 1);
    expect((await boardRow(t, board)).packed_at).toEqual(packed.packed_at);
  });

  it("answers 1002 for a box of another enterprise", async () => {
    const other = await ownerContext(t);
    const p = await packingProject(t, orgId);
    const board = await cutBoard(t, orgId, p);
    await expect(addBoards(other.ctx, { boxId: p.boxIds[0]!, boardIds: [board] })).rejects.toMatchObject({
      code: Code.NotFound,
    });
  });
});
