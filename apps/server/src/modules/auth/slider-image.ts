import { randomInt } from "node:crypto";
import { PNG } from "pngjs";

/** Slider challenge pictures: a stone-like background with a gap, and the piece that fills it. */
export const SLIDER_WIDTH = 320;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 48;
const KNOB = 8;

/** Puzzle outline: a square with a round knob on top and on the right, inside a PIECE_SIZE box. */
function inPiece(px: number, py: number): boolean {
  const body0 = KNOB;
  const body1 = PIECE_SIZE - KNOB;
  const inBody = px >= 2 && px < body1 && py >= body0 && py < PIECE_SIZE - 2;
  const topKnob = (px - (2 + body1) / 2) ** 2 + (py - body0) ** 2 <= (KNOB - 1) ** 2;
  const rightKnob = (px - body1) ** 2 + (py - (body0 + PIECE_SIZE - 2) / 2) ** 2 <= (KNOB - 1) ** 2;
  return inBody || topKnob || rightKnob;
}

function onEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1);
}

/** A marble-like texture: veins from layered sines over a random palette, different every time. */
function paintStone(png: PNG): void {
  const palettes = [
    [
      [216, 210, 200],
      [120, 112, 104],
    ],
    [
      [188, 196, 204],
      [70, 84, 100],
    ],
    [
      [222, 204, 178],
      [140, 100, 70],
    ],
    [
      [200, 206, 196],
      [80, 100, 84],
    ],
  ];
  const [light, dark] = palettes[randomInt(0, palettes.length)]!;
  const f1 = 0.01 + Math.random() * 0.03;
  const f2 = 0.02 + Math.random() * 0.05;
  const p1 = Math.random() * 10;
  const p2 = Math.random() * 10;
  const tilt = Math.random() * 2 - 1;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const u = x + tilt * y;
      const turbulence = Math.sin(y * f2 + p2) * 12 + Math.sin((x + y) * f2 * 0.7 + p1) * 8;
      const vein = Math.abs(Math.sin((u + turbulence) * f1 + p1));
      const t = Math.min(1, vein ** 6 * 0.9 + Math.random() * 0.12);
      const i = (y * png.width + x) * 4;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(light[c]! * (1 - t) + dark[c]! * t);
      png.data[i + 3] = 255;
    }
  }
}

export interface SliderImages {
  background: string;
  piece: string;
  gapX: number;
  pieceY: number;
}

export function drawSlider(): SliderImages {
  const bg = new PNG({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT });
  paintStone(bg);
  const gapX = randomInt(PIECE_SIZE + 30, SLIDER_WIDTH - PIECE_SIZE - 8);
  const pieceY = randomInt(8, SLIDER_HEIGHT - PIECE_SIZE - 8);
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const pi = (py * PIECE_SIZE + px) * 4;
      if (!inPiece(px, py)) {
        piece.data[pi + 3] = 0;
        continue;
      }
      const bi = ((pieceY + py) * SLIDER_WIDTH + gapX + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c++) {
        const v = bg.data[bi + c]!;
        piece.data[pi + c] = edge ? 255 : v;
        bg.data[bi + c] = edge ? 235 : Math.round(v * 0.35);
      }
      piece.data[pi + 3] = 255;
    }
  }
  const url = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
  return { background: url(bg), piece: url(piece), gapX, pieceY };
}
