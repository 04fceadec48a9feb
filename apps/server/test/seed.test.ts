import type { OrgInfo } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../src/db/seed.ts";
import { createTestApp, type TestApp } from "./helper.ts";

const editable = (o: OrgInfo) => ({
  name: o.name,
  contactName: o.contactName,
  contactPhone: o.contactPhone,
  province: o.province,
  city: o.city,
  area: o.area,
  address: o.address,
  version: o.version,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: `/tmp/sw-seed-uploads-${process.pid}` });
});
afterAll(() => t.close());

describe("the demo enterprise", () => {
  it("seeds an empty database once, and the demo administrator can use every screen of it", async () => {
    expect(await seedDemo(t.db, new Date(), { uploadDir: t.app.config.uploadDir })).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    const login = await t.call<{ token: string }>("userAuth/login", { ...DEMO_ADMIN, remember: false });
    const token = login.data.token;
    const info = await t.call<OrgInfo>("org/info", {}, { token });
    expect(info.data).toMatchObject({ name: "演示石材厂", regionNames: ["福建省", "泉州市", "南安市"] });

    // The demo enterprise has a real logo, stored like an upload of its administrator, so its details
    // save as they are (docs/api-enterprise.md).
    const logo = await t.app.inject({ method: "GET", url: info.data.logoUrl! });
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const saved = await t.call<{ version: number }>(
      "org/update",
      { ...editable(info.data), logo: info.data.logo!, name: "演示石材厂" },
      { token },
    );
    expect(saved.result).toBe(true);
    const members = await t.call<{ total: number }>("member/list", {}, { token });
    // 6 members of the factory + 3 sales staff of the sales seed (docs/api-sales.md "Demo data") + 3
    // cutting operators of the machine seed (docs/api-machine.md "Demo data").
    expect(members.data.total).toBe(12);
    const pending = await t.call<{ total: number }>("org/joinRequests", { status: "submitted" }, { token });
    expect(pending.data.total).toBe(1);
    const audit = await t.call<{ total: number }>("audit/list", {}, { token });
    expect(audit.data.total).toBeGreaterThan(10);
    const tree = await t.call<{ name: string; children: unknown[] }[]>("department/tree", {}, { token });
    expect(tree.data.find((d) => d.name === "生产部")?.children).toHaveLength(3);

    // A completed slab's history is the way it really went, and its cutting plan names its plane.
    const done = await t.call<{ list: { slabId: string; planId: string | null }[] }>(
      "inventory/slabList",
      { pageNum: 1, pageSize: 200, status: "done" },
      { token },
    );
    const slab = done.data.list.find((s) => s.planId);
    expect(slab).toBeDefined();
    const detail = await t.call<{
      history: { action: string; from: string | null; to: string | null }[];
      plan: { planeId: string | null; batchNo: string | null } | null;
      remnants: { barcode: string }[];
    }>("inventory/slabDetail", { slabId: slab!.slabId }, { token });
    // Oldest first, from the block to the boards (docs/api-production.md, "Slab history").
    const steps = detail.data.history
      .filter((h) => h.action !== "layout")
      .map((h) => [h.action, h.from, h.to]);
    expect(steps[0]![0]).toBe("create");
    expect(steps.slice(1)).toEqual([
      ["import", null, "toPick"],
      ["pick", "toPick", "toCut"],
      ["startCutting", "toCut", "cutting"],
      ["complete", "cutting", "done"],
      // The completion's remnants (docs/api-inventory.md "Remnants"), when its plan left any.
      ...(detail.data.remnants.length > 0 ? [["remnants", null, null]] : []),
    ]);
    expect(detail.data.history.map((h) => h.action)).toContain("layout");
    // The demo's done slabs left remnants, each a toPick slab named after its parent.
    const remnants = await t.call<{ list: { barcode: string; status: string; parentSlabId: string }[] }>(
      "inventory/slabList",
      { pageNum: 1, pageSize: 200, kind: "remnants" },
      { token },
    );
    expect(remnants.data.list.length).toBeGreaterThan(0);
    for (const r of remnants.data.list) expect(r.barcode).toMatch(/-R\d+$/);
    expect(detail.data.plan?.planeId).toBeTruthy();
    expect(detail.data.plan?.batchNo).toBeTruthy();
  });
});
