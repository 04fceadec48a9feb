import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../src/app.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import {
  type EnterpriseIds,
  EXEMPT,
  fillEnterprise,
  ID_ROUTES,
  LIST_ROUTES,
  REFERENCE_ROUTES,
} from "./isolation.ts";

let t: TestApp;
let a: EnterpriseIds;
let b: EnterpriseIds;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-iso-${process.pid}` });
  a = await fillEnterprise(t, "甲企业");
  b = await fillEnterprise(t, "乙企业");
});
afterAll(() => t.close());

const bIds = () =>
  Object.entries(b)
    .filter(([k]) => k !== "token")
    .map(([, v]) => v);

describe("two enterprises never see each other", () => {
  it("covers every route whose body takes an id", () => {
    const idRoutes = routeTable
      .get(t.app)!
      .filter((r) => r.bodyKeys.some((k) => /Id$/.test(k)))
      .map((r) => r.url);
    const uncovered = idRoutes.filter((u) => !(u in ID_ROUTES) && !(u in EXEMPT));
    expect(uncovered).toEqual([]);
  });

  it("answers 1002 with no data to A naming B's ids, and B's rows stay as they were", async () => {
    const before = await t.db.query("SELECT id, version, status FROM members WHERE org_id = $1 ORDER BY id", [
      b.orgId,
    ]);
    for (const [url, body] of Object.entries(ID_ROUTES)) {
      const res = await t.call(url.slice(5), body(b), { token: a.token });
      expect({ url, code: res.code, data: res.data }).toEqual({ url, code: 1002, data: null });
    }
    const after = await t.db.query("SELECT id, version, status FROM members WHERE org_id = $1 ORDER BY id", [
      b.orgId,
    ]);
    expect(after.rows).toEqual(before.rows);
    expect((await t.call("org/info", {}, { token: b.token })).result).toBe(true);
  });

  it("refuses references to B's objects inside A's bodies, list filters included (1002)", async () => {
    const refused: { name: string; code: number }[] = [];
    for (const [name, body] of Object.entries(REFERENCE_ROUTES)) {
      const url = name.split(" ")[0]!.slice(5);
      if (url === "org/reviewJoin") {
        const res = await t.call(
          "org/reviewJoin",
          { requestId: a.requestId, approve: true, roleId: b.roleId },
          { token: a.token },
        );
        expect({ name, code: res.code }).toEqual({ name, code: 1002 });
        continue;
      }
      const res = await t.call(url, body(a, b), { token: a.token });
      // A foreign id is never accepted as if it were ours, not even as a list filter (DESIGN §5: 1002).
      refused.push({ name, code: res.code });
    }
    expect(refused.filter((r) => r.code !== 1002)).toEqual([]);
  });

  it("never lists B's rows to A", async () => {
    for (const [url, body] of Object.entries(LIST_ROUTES)) {
      const res = await t.call(url.slice(5), body, { token: a.token });
      expect({ url, result: res.result }).toEqual({ url, result: true });
      const text = JSON.stringify(res.data);
      for (const id of bIds()) expect(text.includes(id), `${url} leaks ${id}`).toBe(false);
    }
  });

  it("refuses a body that names another enterprise's orgId", async () => {
    const routes = routeTable
      .get(t.app)!
      .filter((r) => r.method === "POST" && r.url.startsWith("/api/") && r.access !== "public");
    for (const r of routes) {
      if (r.bodyKeys.includes("orgId") || r.url === "/api/upload/image") continue;
      const res = await t.call(r.url.slice(5), { orgId: b.orgId }, { token: a.token });
      expect({ url: r.url, code: res.code }).toEqual({ url: r.url, code: 1001 });
    }
  });
});
