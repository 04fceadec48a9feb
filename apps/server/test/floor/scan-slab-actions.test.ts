import { Menu } from "@stoneworks/shared";
import { describe, expect, it } from "vitest";
import { slabActions } from "../../src/modules/floor/scan-slab.service.ts";
import type { AuthContext } from "../../src/plugins/auth.ts";

/** The station's slab actions follow the shared slab transitions, the menus and the slab's flag. */
const auth = (menus: number[]): AuthContext =>
  ({ isSuper: false, menus: new Set(menus) }) as unknown as AuthContext;
const both = auth([Menu.StonePicking, Menu.ProductionTask]);

describe("slab actions at the scan station", () => {
  it("offers each state's actions in order, for the menus held", () => {
    expect(slabActions({ status: "toPick", exception: false }, both)).toEqual(["pickSlab"]);
    expect(slabActions({ status: "toCut", exception: false }, both)).toEqual([
      "startCutting",
      "completeCutting",
      "returnSlab",
    ]);
    expect(slabActions({ status: "cutting", exception: false }, both)).toEqual(["completeCutting"]);
    expect(slabActions({ status: "done", exception: false }, both)).toEqual([]);
    expect(slabActions({ status: "toCut", exception: false }, auth([Menu.ProductionTask]))).toEqual([
      "startCutting",
      "completeCutting",
    ]);
  });

  it("lets a flagged slab only be returned", () => {
    expect(slabActions({ status: "toPick", exception: true }, both)).toEqual([]);
    expect(slabActions({ status: "toCut", exception: true }, both)).toEqual(["returnSlab"]);
    expect(slabActions({ status: "cutting", exception: true }, both)).toEqual([]);
  });
});
