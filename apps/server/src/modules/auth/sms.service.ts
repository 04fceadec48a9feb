import { Code, type SmsPurpose, translate } from "@stoneworks/shared";
import { addSeconds } from "../../lib/clock.ts";
import type { PublicCtx } from "../../lib/context.ts";
import { sha256, sixDigitCode } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { findUserByPhone } from "../account/user.repository.ts";
import { useTicket } from "./captcha.repository.ts";
import {
  countFailedAttempt,
  countIpSends,
  findLiveCode,
  insertSmsCode,
  lockPhoneSends,
  phoneSendStats,
  useCode,
} from "./sms.repository.ts";

const SMS_CODE_TTL = 300;
const SMS_MAX_ATTEMPTS = 5;
const RESEND_AFTER = 60;
const PER_PHONE_HOUR = 5;
const PER_IP_HOUR = 20;

function codeHash(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256(`${phone}:${purpose}:${code}`);
}

/**
 * Sends a verification code after the slider ticket and the send limits are checked. A login or
 * reset code for an unknown phone answers the same as a real send (no account enumeration), but
 * nothing is delivered.
 */
export async function sendCode(
  ctx: PublicCtx,
  input: { phone: string; purpose: SmsPurpose; captchaTicket?: string; ip: string },
): Promise<{ resendAfter: number }> {
  const now = ctx.clock.now();
  const { phone, purpose, ip } = input;
  const hourAgo = addSeconds(now, -3600);
  const code = sixDigitCode();
  const user = await findUserByPhone(ctx.db, phone);
  const deliver = purpose === "register" ? !user : !!user;
  if (purpose === "register" && user) throw new AppError(Code.PhoneRegistered);

  await ctx.db.tx(async (q) => {
    if (ctx.config.sliderCaptcha) {
      // The ticket is consumed by this send and bound to this phone: it cannot serve another.
      if (!(await useTicket(q, sha256(input.captchaTicket ?? ""), phone, now)))
        throw new AppError(Code.SliderRequired);
    }
    // Serialise sends per phone so two quick clicks cannot both pass the 60 s check.
    await lockPhoneSends(q, phone);
    const stats = await phoneSendStats(q, phone, hourAgo);
    if (stats.last && now.getTime() - new Date(stats.last).getTime() < RESEND_AFTER * 1000) {
      const retryAfter = Math.ceil(RESEND_AFTER - (now.getTime() - new Date(stats.last).getTime()) / 1000);
      throw new AppError(Code.TooManyRequests, { data: { retryAfter } });
    }
    if (stats.phone_hour >= PER_PHONE_HOUR)
      throw new AppError(Code.TooManyRequests, { data: { retryAfter: 3600 } });
    if ((await countIpSends(q, ip, hourAgo)) >= PER_IP_HOUR)
      throw new AppError(Code.TooManyRequests, { data: { retryAfter: 3600 } });
    await insertSmsCode(q, {
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      delivered: deliver,
      ip,
      expiresAt: addSeconds(now, SMS_CODE_TTL),
      now,
    });
  });
  if (deliver) await ctx.sms.send(phone, translate(ctx.lang, "sms.text", { code }), now);
  return { resendAfter: RESEND_AFTER };
}

/**
 * Consumes the newest live code of this phone and purpose. A wrong code counts a try; the fifth
 * wrong try voids the code, so even the right code is refused after that.
 */
export async function consumeCode(
  ctx: PublicCtx,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const { phone, purpose, code } = input;
  const now = ctx.clock.now();
  const live = await findLiveCode(ctx.db, phone, purpose, now);
  if (!live || live.attempts >= SMS_MAX_ATTEMPTS) throw new AppError(Code.BadVerificationCode);
  if (await useCode(ctx.db, live.id, codeHash(phone, purpose, code), SMS_MAX_ATTEMPTS, now)) return;
  await countFailedAttempt(ctx.db, live.id);
  throw new AppError(Code.BadVerificationCode);
}
