import type { SliderChallenge } from "@stoneworks/shared";
import { PNG } from "pngjs";

function decode(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
}

/**
 * Finds the gap the way a person's eye does: the darkened copy of the piece in the background.
 * Used by the API and browser tests to pass the real slider check.
 */
export function findGapX(challenge: SliderChallenge): number {
  const bg = decode(challenge.background);
  const piece = decode(challenge.piece);
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = 0; x + piece.width <= bg.width; x++) {
    let score = 0;
    for (let py = 0; py < piece.height && score < bestScore; py++) {
      for (let px = 0; px < piece.width; px++) {
        const pi = (py * piece.width + px) * 4;
        if (piece.data[pi + 3] !== 255) continue;
        const bi = ((challenge.pieceY + py) * bg.width + x + px) * 4;
        // The piece's white outline shows as a light outline (235) around the gap; inside, the gap
        // is the piece darkened to 35 %.
        const expected = piece.data[pi] === 255 ? 235 : piece.data[pi]! * 0.35;
        score += Math.abs(bg.data[bi]! - expected);
      }
    }
    if (score < bestScore) {
      bestScore = score;
      best = x;
    }
  }
  return best;
}

/** A drag as a hand makes it: eases in and out, wobbles a pixel or two, about a second long. */
export function humanTrack(x: number): { x: number; y: number; t: number }[] {
  const points: { x: number; y: number; t: number }[] = [];
  const steps = 24;
  let t = 0;
  for (let i = 0; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    points.push({ x: Math.round(x * eased), y: Math.round(Math.sin(i) * 1.5), t });
    t += 25 + ((i * 37) % 30);
  }
  points[points.length - 1]!.x = x;
  return points;
}
