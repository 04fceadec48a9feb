import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { DETAIL_ENUMS, DETAIL_FIELDS, detailText } from "./audit-detail.ts";

/** The audit log's detail column: readable words in both languages, no ids, no nulls. */
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/enterprise.json`, import.meta.url), "utf8")) as {
    audit: { fields: Record<string, string>; values: Record<string, Record<string, string>> };
  };

const en = i18next.createInstance();
const zh = i18next.createInstance();
beforeAll(async () => {
  await en.init({ lng: "en-US", resources: { "en-US": { enterprise: locale("en-US") } } });
  await zh.init({ lng: "zh-CN", resources: { "zh-CN": { enterprise: locale("zh-CN") } } });
});

const run = {
  projectId: "7d1c1f7e-0000-4000-8000-000000000001",
  planeId: null,
  boards: 160,
  groups: 4,
  kerf: 4,
  stages: 3,
  rotation: "allowed",
  slabIds: null,
  timeLimitSeconds: 5,
};

describe("audit detail", () => {
  it.each(["zh-CN", "en-US"])("has words for every field and value in %s", (lang) => {
    const { audit } = locale(lang);
    for (const key of DETAIL_FIELDS) expect(audit.fields[key], `${lang} field ${key}`).toBeTruthy();
    for (const [key, values] of Object.entries(DETAIL_ENUMS))
      for (const v of values) expect(audit.values[key]?.[v], `${lang} ${key}.${v}`).toBeTruthy();
  });

  it("says what a cloud layout run did, without ids or nulls", () => {
    expect(detailText(en.t, "layoutRun", run)).toBe(
      "160 boards, 4 groups, all slabs to pick, kerf 4 mm, 3-stage cuts, rotation allowed, time limit 5 s",
    );
    expect(detailText(zh.t, "layoutRun", run)).toBe(
      "160 块小板，4 个分组，全部待领大板，锯缝 4 mm，3 级切割，旋转：允许，限时 5 秒",
    );
    expect(detailText(en.t, "layoutRun", { ...run, slabIds: ["a", "b"] })).toContain("2 chosen slabs");
    expect(detailText(en.t, "layoutRun", { ...run, slabIds: ["a"] })).toContain("1 chosen slab,");
    expect(detailText(en.t, "project", { planes: 1, boards: 1, boxes: 2 })).toBe("1 plane, 1 board, 2 boxes");
    expect(detailText(zh.t, "project", { planes: 1 })).toBe(
      detailText(zh.t, "project", { planes: 2 }).replace("2", "1"),
    );
  });

  it("formats money, percentages, enums and permission changes; unknown keys in words", () => {
    expect(detailText(en.t, "order", { orderNo: "SO202611240001", totalFen: 12_345_678 })).toBe(
      "Order SO202611240001, total ¥123,456.78",
    );
    expect(detailText(zh.t, "customer", { kind: "store" })).toBe("门店客户");
    expect(detailText(en.t, "slab", { planId: "x", source: "manual", boards: 3, yieldRate: 81.234 })).toBe(
      "3 boards, manual layout, yield 81.23%",
    );
    expect(detailText(en.t, "role", { from: [1, 2], to: [1, 2, 3], name: "Sales" })).toBe(
      "Permissions 2 → 3, name: Sales",
    );
    expect(detailText(en.t, "x", { fromTeamId: "t", someNewThing: 7, isNew: false })).toBe(
      "Some new thing: 7",
    );
    expect(detailText(en.t, "x", null)).toBe("");
  });

  it("says what the floor did: racks, boxes, crafts and the racks' time limits, without ids", () => {
    const trip = {
      rackId: "r",
      code: "RK0006",
      stage: "cutting",
      boards: 1,
      areaMm2: 1_500_000,
      boardIds: ["b"],
      route: ["cutting", "secondProcessing", "packing"],
    };
    expect(detailText(en.t, "rackTrip", trip)).toBe(
      "Code RK0006, stage: cutting, route: cutting, second processing, packing, 1 board, area 1.500 m²",
    );
    expect(detailText(zh.t, "rackTrip", { ...trip, fromStage: "reinforcement", route: undefined })).toBe(
      "编号 RK0006，从「加固」，工序：切割，1 块小板，面积 1.500 m²",
    );
    expect(detailText(en.t, "packingBox", { boxNo: "B0001", boardId: "b", code: "A-1" })).toBe(
      "Code A-1, box B0001",
    );
    expect(detailText(en.t, "board", { workshopId: "w", seqs: [1], feeFen: 1200 })).toBe(
      "Fee ¥12.00, 1 craft",
    );
    const limits = { cutting: 24, reinforcement: 24, secondProcessing: 48, packing: 24 };
    expect(detailText(en.t, "rackSettings", { before: limits, after: { ...limits, packing: 12 } })).toBe(
      "Packing limit 24 → 12 h",
    );
    expect(detailText(zh.t, "rackSettings", { before: limits, after: { ...limits, packing: 12 } })).toBe(
      "包装时限 24 → 12 小时",
    );
  });
});
