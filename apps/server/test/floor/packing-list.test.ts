import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { boardRow, cutBoard, packingProject } from "./packing-factories.ts";

/**
 * The packing list decides the box (issue #24 point 5, docs/api-floor.md "Packing"): a board listed for
 * another box is refused naming it; a supervisor moves a board to another box's list (audited); a seal
 * short of the list needs a confirmation and is recorded; the queue and tracking show the list.
 */

let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang = "zh-CN", tk = token) =>
  t.call<T>(path, body, { token: tk, lang });

interface AddResult {
  added: { boardId: string; code: string }[];
  refused: { code: string; boardId: string | null; reason: string }[];
}
interface Detail {
  status: string;
  version: number;
  code: string;
  shortCodes: string[] | null;
  planned: { code: string }[];
}
const detail = async (boxId: string) => (await call<Detail>("packing/detail", { boxId })).data!;
const codeOf = async (id: string) =>
  (await t.db.query<{ code: string }>("SELECT code FROM project_boards WHERE id = $1", [id])).rows[0]!.code;

describe("the packing list decides the box", () => {
  it("refuses a board listed for another box naming that box; listed and unlisted boards go in", async () => {
    const p = await packingProject(t, orgId);
    const mine = await cutBoard(t, orgId, p, { boxId: p.boxIds[0] });
    const theirs = await cutBoard(t, orgId, p, { boxId: p.boxIds[1] });
    const loose = await cutBoard(t, orgId, p);
    const [mc, tc, lc] = [await codeOf(mine), await codeOf(theirs), await codeOf(loose)];
    const en = await call<AddResult>(
      "packing/add",
      { boxId: p.boxIds[0], boardCodes: [mc, tc, lc] },
      "en-US",
    );
    expect(en.code).toBe(1);
    expect(en.data!.added.map((a) => a.boardId).sort()).toEqual([mine, loose].sort());
    expect(en.data!.refused).toEqual([
      {
        code: tc,
        boardId: theirs,
        reason: `Board ${tc} is listed for box ${p.projectNo}-B-02 on the packing list`,
      },
    ]);
    const zh = await call<AddResult>("packing/add", { boxId: p.boxIds[0], boardIds: [theirs] });
    expect(zh.data!.refused[0]!.reason).toBe(`工程板 ${tc} 在装箱单上属于箱 ${p.projectNo}-B-02`);
    expect(await boardRow(t, theirs)).toMatchObject({ box_id: p.boxIds[1], packed_at: null });
    // The loose board is listed for the box it went into from then on.
    expect((await boardRow(t, loose)).box_id).toBe(p.boxIds[0]);
    // In its own box it goes in.
    const own = await call<AddResult>("packing/add", { boxId: p.boxIds[1], boardIds: [theirs] });
    expect(own.data!.added).toHaveLength(1);
  });

  it("the packing queue shows each board's listed box", async () => {
    const p = await packingProject(t, orgId);
    const a = await cutBoard(t, orgId, p, { boxId: p.boxIds[1] });
    const b = await cutBoard(t, orgId, p);
    const res = await call<{ list: { boardId: string; boxCode: string | null }[] }>("productionTask/boards", {
      category: "packing",
      keyword: p.projectNo,
    });
    expect(res.data!.list).toEqual([
      expect.objectContaining({ boardId: a, boxCode: `${p.projectNo}-B-02` }),
      expect.objectContaining({ boardId: b, boxCode: null }),
    ]);
  });
});

describe("the box select", () => {
  it("lists boxes of approved (in production) projects first, then finished, then not approved", async () => {
    const pending = await packingProject(t, orgId, ["A-01"]);
    await t.db.query("UPDATE projects SET review_status = 'pending' WHERE id = $1", [pending.projectId]);
    const finished = await packingProject(t, orgId, ["A-01"]);
    await t.db.query("UPDATE projects SET review_status = 'done' WHERE id = $1", [finished.projectId]);
    const approved = await packingProject(t, orgId, ["A-01"]);
    const res = await call<{ list: { boxId: string }[] }>("packing/boxes", { pageSize: 200 });
    const at = (p: { boxIds: string[] }) => res.data!.list.findIndex((x) => x.boxId === p.boxIds[0]);
    expect(at(approved)).toBeGreaterThanOrEqual(0);
    expect(at(approved)).toBeLessThan(at(finished));
    expect(at(finished)).toBeLessThan(at(pending));
  });
});

describe("a supervisor moves a board to another box", () => {
  it("needs menu 2600; the packing list follows; audited with the reason", async () => {
    const p = await packingProject(t, orgId, ["B-01", "B-02", "B-03"]);
    const board = await cutBoard(t, orgId, p, { boxId: p.boxIds[0] });
    const code = await codeOf(board);
    const packer = await createUser(t);
    await addMember(t, orgId, packer, await createRole(t, orgId, [2400]));
    const pt = await login(t, packer);
    const body = { boardId: board, toBoxId: p.boxIds[1], reason: "B-01 已满" };
    expect((await call("packing/move", body, "zh-CN", pt)).code).toBe(6);
    const v = [(await detail(p.boxIds[0])).version, (await detail(p.boxIds[1])).version];
    expect(await call("packing/move", body, "en-US")).toMatchObject({
      code: 1,
      data: {
        boardId: board,
        code,
        fromBoxId: p.boxIds[0],
        fromBoxCode: `${p.projectNo}-B-01`,
        toBoxId: p.boxIds[1],
        toBoxCode: `${p.projectNo}-B-02`,
      },
    });
    expect((await boardRow(t, board)).box_id).toBe(p.boxIds[1]);
    expect((await detail(p.boxIds[0])).version).toBe(v[0]! + 1);
    expect((await detail(p.boxIds[1])).version).toBe(v[1]! + 1);
    expect((await detail(p.boxIds[1])).planned.map((x) => x.code)).toEqual([code]);
    const audit = await t.db.query<{
      action: string;
      from_state: string;
      to_state: string;
      detail: { reason: string };
    }>(
      "SELECT action, from_state, to_state, detail FROM audit_log WHERE entity = 'board' AND entity_id = $1",
      [board],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: "moveBox",
        from_state: `${p.projectNo}-B-01`,
        to_state: `${p.projectNo}-B-02`,
        detail: expect.objectContaining({ reason: "B-01 已满" }),
      }),
    ]);
    // The old box now refuses it naming the new one; the new box takes it.
    const old = await call<AddResult>("packing/add", { boxId: p.boxIds[0], boardIds: [board] }, "en-US");
    expect(old.data!.refused[0]!.reason).toBe(
      `Board ${code} is listed for box ${p.projectNo}-B-02 on the packing list`,
    );
    // Packed: it cannot be moved; a sealed box takes no board; another project's box neither.
    await call("packing/add", { boxId: p.boxIds[1], boardIds: [board] });
    expect(
      await call("packing/move", { boardId: board, toBoxId: p.boxIds[2], reason: "x" }, "en-US"),
    ).toMatchObject({
      code: 1003,
      msg: `Board ${code} is packed in box ${p.projectNo}-B-02: take it out before moving it to another box`,
      data: { from: "packing", action: "move" },
    });
    const other = await cutBoard(t, orgId, p, { boxId: p.boxIds[2] });
    const sealedV = (await detail(p.boxIds[1])).version;
    await call("packing/seal", { boxId: p.boxIds[1], version: sealedV });
    expect(await call("packing/move", { boardId: other, toBoxId: p.boxIds[1], reason: "x" })).toMatchObject({
      code: 1003,
      msg: `箱 ${p.projectNo}-B-02 已封箱，不能调入工程板`,
    });
    const q = await packingProject(t, orgId);
    expect(
      await call("packing/move", { boardId: other, toBoxId: q.boxIds[0], reason: "x" }, "en-US"),
    ).toMatchObject({
      code: 1003,
      msg: `Board ${await codeOf(other)} belongs to project ${p.projectNo}, box ${q.projectNo}-B-01 to ${q.projectNo}`,
    });
    expect((await call("packing/move", { boardId: other, toBoxId: p.boxIds[0], reason: "" })).code).toBe(
      1001,
    );
    expect((await boardRow(t, other)).box_id).toBe(p.boxIds[2]);
  });
});

describe("sealing short of the packing list", () => {
  it("refuses naming the missing boards unless confirmed; then records it sealed short, shown by tracking", async () => {
    const p = await packingProject(t, orgId);
    const [a, b, c] = [
      await cutBoard(t, orgId, p, { boxId: p.boxIds[0] }),
      await cutBoard(t, orgId, p, { boxId: p.boxIds[0] }),
      await cutBoard(t, orgId, p, { boxId: p.boxIds[0], status: "toCut" }),
    ];
    const [bc, cc] = [await codeOf(b), await codeOf(c)];
    await call("packing/add", { boxId: p.boxIds[0], boardIds: [a] });
    const v = (await detail(p.boxIds[0])).version;
    const box = `${p.projectNo}-B-01`;
    expect(await call("packing/seal", { boxId: p.boxIds[0], version: v }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Box ${box} is short of its packing list, not packed: ${bc}, ${cc}. Confirm to seal it short`,
      data: { from: "packing", action: "seal", missing: [bc, cc] },
    });
    expect((await call("packing/seal", { boxId: p.boxIds[0], version: v })).msg).toBe(
      `箱 ${box} 的装箱单还有工程板未装：${bc}、${cc}。确认后才能缺件封箱`,
    );
    expect((await detail(p.boxIds[0])).status).toBe("packing");
    expect(await call("packing/seal", { boxId: p.boxIds[0], version: v, confirmShort: true })).toMatchObject({
      code: 1,
      data: { status: "done", version: v + 1 },
    });
    expect(await detail(p.boxIds[0])).toMatchObject({ status: "done", shortCodes: [bc, cc] });
    const stored = await t.db.query("SELECT short_codes, sealed_by FROM packing_boxes WHERE id = $1", [
      p.boxIds[0],
    ]);
    expect(stored.rows[0]).toMatchObject({ short_codes: [bc, cc], sealed_by: expect.any(String) });
    const audit = await t.db.query<{ detail: { sealedShort?: boolean; missing?: string[] } }>(
      "SELECT detail FROM audit_log WHERE entity = 'packingBox' AND entity_id = $1 AND action = 'seal'",
      [p.boxIds[0]],
    );
    expect(audit.rows[0]!.detail).toMatchObject({ sealedShort: true, missing: [bc, cc] });
    // Tracking shows it: the box's search row and its boards.
    await t.db.query("UPDATE projects SET review_status = 'reviewed' WHERE id = $1", [p.projectId]);
    const found = await call<{ list: { boxId: string; shortCodes: string[] | null }[] }>("tracking/search", {
      by: "box",
      keyword: box,
    });
    expect(found.data!.list.find((x) => x.boxId === p.boxIds[0])!.shortCodes).toEqual([bc, cc]);
    const boards = await call<{ shortCodes: string[] | null }>("tracking/boards", { boxId: p.boxIds[0] });
    expect(boards.data!.shortCodes).toEqual([bc, cc]);
    const list = await call<{ list: { boxId: string; shortCodes: string[] | null }[] }>("packing/boxes", {
      projectId: p.projectId,
    });
    expect(list.data!.list.map((x) => x.shortCodes)).toEqual([[bc, cc], null]);
    // Reopened, it is no longer sealed short; a full box seals without a confirmation.
    await call("packing/reopen", { boxId: p.boxIds[0], version: v + 1, reason: "补装" });
    expect((await detail(p.boxIds[0])).shortCodes).toBeNull();
    const full = await cutBoard(t, orgId, p, { boxId: p.boxIds[1] });
    await call("packing/add", { boxId: p.boxIds[1], boardIds: [full] });
    const v2 = (await detail(p.boxIds[1])).version;
    expect(await call("packing/seal", { boxId: p.boxIds[1], version: v2 })).toMatchObject({ code: 1 });
    expect((await detail(p.boxIds[1])).shortCodes).toBeNull();
  });
});
