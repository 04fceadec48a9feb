import { describe, expect, it } from "vitest";
import { placedBox, snapCorner } from "./layout-geometry.ts";

const slab = { length: 3000, width: 1800 };

describe("placedBox", () => {
  it("lays a board along x, and turns it when rotated", () => {
    expect(placedBox({ length: 600, width: 400 }, { x: 10, y: 20, rotated: false })).toEqual({
      x: 10,
      y: 20,
      w: 600,
      h: 400,
    });
    expect(placedBox({ length: 600, width: 400 }, { x: 10, y: 20, rotated: true })).toEqual({
      x: 10,
      y: 20,
      w: 400,
      h: 600,
    });
  });
});

describe("snapCorner", () => {
  it("snaps a click near the slab's corner to (0, 0)", () => {
    expect(snapCorner({ x: 31, y: 18 }, { w: 600, h: 400 }, [], slab, 4, 60)).toEqual({ x: 0, y: 0 });
  });

  it("snaps one kerf beyond a placed board", () => {
    const placed = [{ x: 0, y: 0, w: 600, h: 400 }];
    expect(snapCorner({ x: 590, y: 12 }, { w: 500, h: 400 }, placed, slab, 4, 60)).toEqual({ x: 604, y: 0 });
    expect(snapCorner({ x: 20, y: 430 }, { w: 500, h: 400 }, placed, slab, 4, 60)).toEqual({ x: 0, y: 404 });
  });

  it("keeps a click far from any edge where it is, inside the slab", () => {
    expect(snapCorner({ x: 1200, y: 700 }, { w: 500, h: 400 }, [], slab, 4, 60)).toEqual({ x: 1200, y: 700 });
    // Too close to the far edge for the board: pushed back so it stays on the slab.
    expect(snapCorner({ x: 2900, y: 1700 }, { w: 500, h: 400 }, [], slab, 4, 20)).toEqual({
      x: 2500,
      y: 1400,
    });
  });
});
