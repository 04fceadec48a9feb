import { readFileSync } from "node:fs";
import { MENUS } from "@stoneworks/shared";
import { describe, expect, it } from "vitest";
import { SCREENS } from "./screens.ts";

describe("screens and menus", () => {
  it("writes each menu's path once (packages/shared menus.ts): screens.ts takes it from there", () => {
    const source = readFileSync(new URL("./screens.ts", import.meta.url), "utf8");
    const repeated = MENUS.filter((m) => m.path && source.includes(`"${m.path}"`)).map((m) => m.path);
    expect(repeated).toEqual([]);
  });

  it("opens each menu's own screen at the menu's path", () => {
    for (const s of SCREENS.filter((x) => !x.hidden)) {
      expect(s.path, `screen of menu ${s.menuId}`).toBe(MENUS.find((m) => m.id === s.menuId)?.path);
    }
  });
});
