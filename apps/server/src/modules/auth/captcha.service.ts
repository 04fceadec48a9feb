import { Code, type SliderChallenge, type TrackPoint } from "@stoneworks/shared";
import { addSeconds } from "../../lib/clock.ts";
import type { PublicCtx } from "../../lib/context.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { insertChallenge, insertTicket, useChallenge } from "./captcha.repository.ts";
import { drawSlider, PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH } from "./slider-image.ts";

const CHALLENGE_TTL = 120;
const TICKET_TTL = 300;
const TOLERANCE_PX = 4;

/**
 * Does the drag look like a hand? A script that posts the answer alone, or a perfectly even line,
 * is refused: a person's drag lasts a while, wobbles a little and changes speed.
 */
function isHumanTrack(x: number, track: readonly TrackPoint[]): boolean {
  if (track.length < 5) return false;
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const duration = last.t - first.t;
  if (duration < 150 || duration > 15_000) return false;
  if (Math.abs(last.x - x) > TOLERANCE_PX) return false;
  for (let i = 1; i < track.length; i++) if (track[i]!.t < track[i - 1]!.t) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i++) {
    const dt = track[i]!.t - track[i - 1]!.t;
    if (dt > 0) speeds.push((track[i]!.x - track[i - 1]!.x) / dt);
  }
  if (speeds.length < 3) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length);
  const evenSpeed = mean !== 0 && sd / Math.abs(mean) < 0.05;
  const ys = track.map((p) => p.y);
  const wobble = Math.max(...ys) - Math.min(...ys);
  return !evenSpeed && (wobble >= 1 || track.length >= 10);
}

export async function createChallenge(ctx: PublicCtx, input: { ip: string }): Promise<SliderChallenge> {
  const img = drawSlider();
  const now = ctx.clock.now();
  const challengeId = await insertChallenge(ctx.db, {
    gapX: img.gapX,
    pieceY: img.pieceY,
    ip: input.ip,
    expiresAt: addSeconds(now, CHALLENGE_TTL),
    now,
  });
  return {
    challengeId,
    background: img.background,
    piece: img.piece,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceSize: PIECE_SIZE,
    pieceY: img.pieceY,
  };
}

/** One try per challenge: the first verify consumes it, right or wrong. */
export async function verifyChallenge(
  ctx: PublicCtx,
  input: { challengeId: string; x: number; track: TrackPoint[] },
): Promise<{ captchaTicket: string }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const uuidLike = /^[0-9a-f-]{36}$/i.test(input.challengeId);
  const challenge = uuidLike ? await useChallenge(db, input.challengeId, now) : undefined;
  if (
    !challenge ||
    Math.abs(input.x - challenge.gap_x) > TOLERANCE_PX ||
    !isHumanTrack(input.x, input.track)
  ) {
    throw new AppError(Code.SliderRequired);
  }
  const ticket = newToken();
  await insertTicket(db, sha256(ticket), addSeconds(now, TICKET_TTL), now);
  return { captchaTicket: ticket };
}
