import {
  LAYOUT_RUN_STATUSES,
  LAYOUT_RUN_TRANSITIONS,
  LAYOUT_RUN_USER_ACTIONS,
  type LayoutRunStatus,
  layoutRunNext,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishRun } from "../../src/modules/layout/layout.repository.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertProjectWithBoards, layoutIdle } from "./layout-fixtures.ts";

/**
 * Every transition of LAYOUT_RUN_TRANSITIONS, allowed and refused, from every run state: the user's
 * accept and discard through the API, a new run (rerun) through the API, and the background job's
 * finish and fail through the repository call the runner makes.
 */
let t: TestApp;
let orgId: string;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "状态石材厂"));
  userId = owner.userId;
  token = await login(t, owner);
});
afterAll(() => t.close());

/** A pending project with one board and a run of it in `status` (no plans). */
async function runIn(status: LayoutRunStatus) {
  const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500, stone: "状态石" }]);
  const now = t.clock.now();
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO layout_runs (org_id, project_id, status, groups_total, params, created_by, created_at, deadline_at)
     VALUES ($1, $2, $3, 1, '{"kerf":4,"stages":3,"rotation":"allowed","slabIds":null,"timeLimitSeconds":5}', $4,
             $5, $6) RETURNING id`,
    [orgId, proj.projectId, status, userId, now, new Date(now.getTime() + 3_600_000)],
  );
  return { projectId: proj.projectId, runId: rows[0]!.id };
}

async function statusOf(runId: string) {
  const { rows } = await t.db.query<{ status: string }>("SELECT status FROM layout_runs WHERE id = $1", [
    runId,
  ]);
  return rows[0]!.status;
}

describe("the run transition table (LAYOUT_RUN_TRANSITIONS)", () => {
  for (const status of LAYOUT_RUN_STATUSES) {
    for (const action of LAYOUT_RUN_USER_ACTIONS) {
      const to = layoutRunNext(status, action);
      it(`${action} from ${status}: ${to ? `→ ${to}` : "refused (1003)"}`, async () => {
        const { runId } = await runIn(status);
        const res = await t.call(`layout/${action}`, { runId }, { token });
        if (to) {
          expect(res.code).toBe(1);
          expect(await statusOf(runId)).toBe(to);
        } else {
          expect(res).toMatchObject({ code: 1003, data: { from: status, action } });
          expect(await statusOf(runId)).toBe(status);
        }
      });
    }

    const rerunTo = layoutRunNext(status, "rerun");
    it(`a new run of the project with a run ${status}: ${rerunTo ? `→ ${rerunTo}` : "left as it is"}`, async () => {
      const { projectId, runId } = await runIn(status);
      const res = await t.call("layout/run", { projectId, timeLimitSeconds: 1 }, { token });
      await layoutIdle(t);
      if (status === "running") {
        // One running run per project: the new run is refused and the running one stays.
        expect(res).toMatchObject({ code: 1003, data: { from: "running", action: "cloudLayout" } });
      } else {
        expect(res.code).toBe(1);
      }
      expect(await statusOf(runId)).toBe(rerunTo ?? status);
    });

    for (const action of ["finish", "fail"] as const) {
      const to = layoutRunNext(status, action);
      it(`the job's ${action} from ${status}: ${to ? `→ ${to}` : "refused"}`, async () => {
        const { runId } = await runIn(status);
        const target = LAYOUT_RUN_TRANSITIONS[action].running!;
        const moved = await finishRun(t.db, runId, target, {
          now: t.clock.now(),
          error: "layout.errorSolver",
        });
        expect(moved).toBe(to !== null);
        expect(await statusOf(runId)).toBe(to ?? status);
      });
    }
  }
});
