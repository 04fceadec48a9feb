import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { kerfRule, stagesRule } from "./settings-rules.ts";

/** Project settings: a kerf out of range and no stage count chosen say what is wrong, in both languages. */
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/project.json`, import.meta.url), "utf8"));

const en = i18next.createInstance();
const zh = i18next.createInstance();
beforeAll(async () => {
  await en.init({ lng: "en-US", resources: { "en-US": { project: locale("en-US") } } });
  await zh.init({ lng: "zh-CN", resources: { "zh-CN": { project: locale("zh-CN") } } });
});

const check = async (rule: ReturnType<typeof kerfRule>, value: unknown) => {
  try {
    await rule.validator!(rule, value, () => {});
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe("project settings rules", () => {
  it("names the kerf range for a kerf out of range, empty or fractional", async () => {
    for (const v of [7, 2, null, 3.5])
      expect(await check(kerfRule(en.t), v)).toBe("Kerf must be a whole number from 3 to 5 mm");
    expect(await check(kerfRule(zh.t), 7)).toBe("切缝须为 3–5 mm 的整数");
    expect(await check(kerfRule(en.t), 4)).toBeNull();
  });

  it("asks to choose the number of cutting stages when none is chosen", async () => {
    expect(await check(stagesRule(en.t), null)).toBe("Choose the number of cutting stages (2 or 3)");
    expect(await check(stagesRule(zh.t), undefined)).toBe("请选择切割段数（2 段或 3 段）");
    expect(await check(stagesRule(en.t), 3)).toBeNull();
  });
});
