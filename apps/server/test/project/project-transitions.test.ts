import {
  PROJECT_ACTIONS,
  PROJECT_DELETED,
  PROJECT_TRANSITIONS,
  type ProjectAction,
  REVIEW_STATUSES,
  translate,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markProjectDone } from "../../src/modules/project/project-review.service.ts";
import { addMember, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  importJson,
  type ProjectEnv,
  projectEnv,
  readyProject,
  sample,
  uploadProject,
} from "./project-support.ts";

let t: TestApp;
let env: ProjectEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await projectEnv(t);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang?: string) =>
  t.call<T>(`project/${path}`, body, { token: env.token, lang });

async function state(projectId: string) {
  const { rows } = await t.db.query<{ review_status: string; version: number }>(
    "SELECT review_status, version FROM projects WHERE id = $1",
    [projectId],
  );
  return rows[0];
}

describe("the review transition table (PROJECT_TRANSITIONS)", () => {
  /** Performs `action` on a ready project put in `status`; the API's answer code and data. */
  async function perform(status: string, action: ProjectAction, projectNo: string) {
    const p = await readyProject(t, env, projectNo);
    await t.db.query("UPDATE projects SET review_status = $2 WHERE id = $1", [p.projectId, status]);
    const settings = {
      kerf: 3,
      stages: 2,
      cuttingWorkshopId: env.cuttingWorkshopId,
      deliveryDate: "2030-01-01",
    };
    let answer: { code: number; data: unknown };
    if (action === "done") {
      const moved = await t.db.tx((q) => markProjectDone(q, env.orgId, p.projectId, new Date()));
      answer = moved ? { code: 1, data: null } : { code: 1003, data: { from: status, action } };
    } else if (action === "import") {
      answer = await importJson(t, env.token, sample(projectNo, 12));
    } else if (action === "settings") {
      answer = await call("updateSettings", { ...p, settings });
    } else {
      answer = await call(action, p);
    }
    return { projectId: p.projectId, answer };
  }

  for (const status of REVIEW_STATUSES) {
    for (const action of PROJECT_ACTIONS) {
      const [from, to] = PROJECT_TRANSITIONS[action];
      const allowed = from.includes(status);
      it(`${action} from ${status}: ${allowed ? `→ ${to}` : "refused (1003)"}`, async () => {
        const { projectId, answer } = await perform(status, action, `TT-${status}-${action}`);
        if (allowed) {
          expect(answer.code).toBe(1);
          const after = await state(projectId);
          if (to === PROJECT_DELETED) expect(after).toBeUndefined();
          else expect(after!.review_status).toBe(to);
        } else {
          expect(answer.code).toBe(1003);
          expect(answer.data).toMatchObject({ from: status, action });
          expect((await state(projectId))!.review_status).toBe(status);
        }
      });
    }
  }
});

describe("review transitions", () => {
  it("approve needs complete settings (1001 naming them) and a valid packing list (1003)", async () => {
    const r = await importJson(t, env.token, sample("T-1", 6, { deliveryDate: null }));
    const refused = await call("approve", { projectId: r.data.projectId, version: 1 }, "zh-CN");
    expect(refused).toMatchObject({
      code: 1001,
      msg: "请先完善项目设置：切缝、切割段数、切割车间、交货日期",
    });
    expect((refused.data as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      "settings.kerf",
      "settings.stages",
      "settings.cuttingWorkshopId",
      "settings.deliveryDate",
    ]);
    const en = await call("approve", { projectId: r.data.projectId, version: 1 }, "en-US");
    expect(en.msg).toBe(
      "Please complete the project settings first: kerf, cutting stages, cutting workshop, delivery date",
    );
    const ready = await readyProject(t, env, "T-2");
    await t.db.query("UPDATE project_boards SET box_id = NULL WHERE project_id = $1 AND seq = 1", [
      ready.projectId,
    ]);
    const packing = await call("approve", ready, "en-US");
    expect(packing).toMatchObject({
      code: 1003,
      data: { from: "pending", action: "approve", unpackedCount: 1, emptyBoxCount: 0 },
    });
    expect(packing.msg).toContain("boards in no box: 1, empty boxes: 0");
    expect((await state(ready.projectId))!.review_status).toBe("pending");
  });

  it("allows exactly the documented transitions", async () => {
    // pending → reviewed → done; nothing else from reviewed or done.
    const a = await readyProject(t, env, "T-3");
    const approved = await call<{ version: number }>("approve", a);
    expect(approved.result).toBe(true);
    expect(await state(a.projectId)).toEqual({ review_status: "reviewed", version: a.version + 1 });
    const v = approved.data.version;
    for (const action of ["approve", "recall", "delete"]) {
      expect(await call(action, { projectId: a.projectId, version: v }), action).toMatchObject({
        code: 1003,
        data: { from: "reviewed", action },
      });
    }
    const settings = {
      kerf: 3,
      stages: 2,
      cuttingWorkshopId: env.cuttingWorkshopId,
      deliveryDate: "2030-01-01",
    };
    expect((await call("updateSettings", { projectId: a.projectId, version: v, settings })).code).toBe(1003);
    const detail = await call<{ reviewedByName: string; reviewedAt: string; canApprove: boolean }>("detail", {
      projectId: a.projectId,
    });
    expect(detail.data.reviewedByName).toBeTruthy();
    expect(detail.data.canApprove).toBe(false);
    expect(await t.db.tx((q) => markProjectDone(q, env.orgId, a.projectId, new Date()))).toBe(true);
    expect(await t.db.tx((q) => markProjectDone(q, env.orgId, a.projectId, new Date()))).toBe(false);
    const done = await state(a.projectId);
    expect(done!.review_status).toBe("done");
    for (const action of ["approve", "recall", "delete"]) {
      expect((await call(action, { projectId: a.projectId, version: done!.version })).data, action).toEqual({
        from: "done",
        action,
      });
    }
    // A pending project cannot become done directly.
    const b = await readyProject(t, env, "T-4");
    expect(await t.db.tx((q) => markProjectDone(q, env.orgId, b.projectId, new Date()))).toBe(false);
    // pending → cancelled → deleted; cancelled cannot be approved or recalled again.
    const recalled = await call<{ version: number }>("recall", b);
    expect(recalled.result).toBe(true);
    expect((await state(b.projectId))!.review_status).toBe("cancelled");
    for (const action of ["approve", "recall"]) {
      expect(
        (await call(action, { projectId: b.projectId, version: recalled.data.version })).data,
        action,
      ).toEqual({
        from: "cancelled",
        action,
      });
    }
    expect((await call("delete", { projectId: b.projectId, version: recalled.data.version })).result).toBe(
      true,
    );
    expect(await state(b.projectId)).toBeUndefined();
    // pending → deleted, with its planes, boards and boxes.
    const c = await readyProject(t, env, "T-5");
    expect((await call("delete", c)).result).toBe(true);
    const left = await t.db.query("SELECT 1 FROM project_boards WHERE project_id = $1", [c.projectId]);
    expect(left.rows).toHaveLength(0);
    // Stale versions and unknown ids.
    const d = await readyProject(t, env, "T-6");
    for (const action of ["approve", "recall", "delete"]) {
      expect((await call(action, { projectId: d.projectId, version: d.version - 1 })).code, action).toBe(
        1012,
      );
      expect(
        (await call(action, { projectId: "00000000-0000-4000-8000-000000000000", version: 1 })).code,
      ).toBe(1002);
    }
    // Every transition is in the audit log.
    const audit = await t.db.query<{
      entity_id: string;
      action: string;
      from_state: string;
      to_state: string;
    }>(
      "SELECT entity_id, action, from_state, to_state FROM audit_log WHERE entity = 'project' AND entity_id = ANY($1) ORDER BY id",
      [[a.projectId, b.projectId]],
    );
    expect(
      audit.rows.filter((x) => x.entity_id === a.projectId).map((x) => [x.action, x.from_state, x.to_state]),
    ).toEqual([
      ["import", null, "pending"],
      ["settings", null, null],
      ["approve", "pending", "reviewed"],
      ["open", null, null],
      ["done", "reviewed", "done"],
    ]);
    expect(
      audit.rows.filter((x) => x.entity_id === b.projectId).map((x) => [x.action, x.from_state, x.to_state]),
    ).toEqual([
      ["import", null, "pending"],
      ["settings", null, null],
      ["recall", "pending", "cancelled"],
      ["delete", "cancelled", "deleted"],
    ]);
  });

  it("lets exactly one of two simultaneous approvals or deletions win; the other is told the project changed", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await readyProject(t, env, `C-${round}`);
      const results = await Promise.all([call("approve", p, "en-US"), call("approve", p, "en-US")]);
      expect(results.map((r) => r.code).sort()).toEqual([1, 1012]);
      expect(results.find((r) => r.code === 1012)!.msg).toBe(translate("en-US", "code.conflict"));
      const q = await readyProject(t, env, `CD-${round}`);
      const dels = await Promise.all([call("delete", q), call("delete", q)]);
      expect(dels.map((r) => r.code).sort()).toEqual([1, 1012]);
      const mixed = await readyProject(t, env, `CM-${round}`);
      const both = await Promise.all([call("approve", mixed), call("delete", mixed)]);
      expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    }
  });
});

describe("permissions", () => {
  it("answers 6 to a member without menu 2100 on every project route", async () => {
    const clerk = await createUser(t);
    await addMember(t, env.orgId, clerk, await createRole(t, env.orgId, [1000, 1001, 2200]));
    const token = await login(t, clerk);
    const p = await importJson(t, env.token, sample("PERM-1", 2));
    const id = { projectId: p.data.projectId };
    const bodies: Record<string, unknown> = {
      list: {},
      detail: id,
      planes: id,
      boards: id,
      materials: id,
      processing: id,
      packing: id,
      updateSettings: {
        ...id,
        version: 1,
        settings: {
          kerf: 3,
          stages: 2,
          cuttingWorkshopId: env.cuttingWorkshopId,
          deliveryDate: "2030-01-01",
        },
      },
      approve: { ...id, version: 1 },
      recall: { ...id, version: 1 },
      delete: { ...id, version: 1 },
      importJson: sample("PERM-2", 2),
    };
    for (const [route, body] of Object.entries(bodies)) {
      expect((await t.call(`project/${route}`, body, { token })).code, route).toBe(6);
    }
    const upload = await uploadProject(t, token, Buffer.from("x"));
    expect(upload.code).toBe(6);
    expect((await state(p.data.projectId))!.review_status).toBe("pending");
    // With the menu, the same member may work.
    const role = await createRole(t, env.orgId, [2100]);
    await t.db.query("UPDATE members SET role_id = $1 WHERE user_id = $2", [role, clerk.userId]);
    expect((await t.call("project/list", {}, { token })).code).toBe(1);
  });
});
